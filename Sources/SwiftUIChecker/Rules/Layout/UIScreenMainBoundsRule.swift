import SwiftSyntax

/// `uiscreen-main-bounds`: a view should size itself from the space it is given, not from the
/// screen.
///
/// Lint: the member chain `UIScreen.main.bounds` (also `UIKit.UIScreen`), however it continues.
/// Other `UIScreen.main` members such as `.scale` are fine. Inside a class (an app or scene
/// delegate, a UIKit view or view controller, a SceneKit scene: code that sizes windows and
/// layers, not SwiftUI views) it is not reported.
public struct UIScreenMainBoundsRule: Rule {
    public static let description = RuleDescription(
        id: "uiscreen-main-bounds",
        title: "Don't size views from UIScreen.main.bounds",
        category: .layout,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            The screen's bounds are not the space a view gets: split view, slide over, \
            sheets, sidebars, safe areas and external displays all make the two differ, and \
            `UIScreen.main` is deprecated on current SDKs. Let the layout decide — \
            `.frame(maxWidth: .infinity)`, `containerRelativeFrame` (iOS 17+), or a \
            `GeometryReader` when the exact size is really needed.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Avoid UIScreen.main.bounds"),
            GuidanceSource(file: Guidance.expertSkill, section: "Context-Agnostic Views"),
        ],
        triggering: [
            RuleExample(
                #"Image("hero").frame(width: ↓UIScreen.main.bounds.width)"#,
                message: "UIScreen.main.bounds is the screen, not the space this view gets (split view, sheets, "
                    + "safe areas); use .frame(maxWidth: .infinity), containerRelativeFrame or GeometryReader"),
            RuleExample(
                """
                struct Gallery: View {
                    private let columnWidth = (↓UIScreen.main.bounds.size.width - 32) / 2
                    var body: some View { Grid(width: columnWidth) }
                }
                """,
                message: "UIScreen.main.bounds is the screen, not the space this view gets (split view, sheets, "
                    + "safe areas); use .frame(maxWidth: .infinity), containerRelativeFrame or GeometryReader"),
            RuleExample(
                """
                let area = ↓UIKit.UIScreen.main.bounds
                let isTall = ↓UIScreen.main.bounds.height > 800
                """,
                message: "UIScreen.main.bounds is the screen, not the space this view gets (split view, sheets, "
                    + "safe areas); use .frame(maxWidth: .infinity), containerRelativeFrame or GeometryReader"),
        ],
        nonTriggering: [
            RuleExample(#"Image("hero").resizable().scaledToFit().frame(maxWidth: .infinity)"#),
            RuleExample(
                """
                let pixels = 120 * UIScreen.main.scale
                let native = UIScreen.main.nativeScale
                """),
            RuleExample(
                """
                Card().containerRelativeFrame(.horizontal) { width, _ in width * 0.9 }
                let box = canvas.main.bounds
                let frame = view.bounds.width
                """),
            RuleExample(
                """
                final class LaunchSceneDelegate: UIResponder, UIWindowSceneDelegate {
                    var window: UIWindow?
                    func makeWindow() -> UIWindow { UIWindow(frame: UIScreen.main.bounds) }
                }
                final class ConfettiLayerView: UIView {
                    private var fallDistance: CGFloat { UIScreen.main.bounds.height + 40 }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.memberAccessExpr]
    public static let requiredText = ["UIScreen"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let bounds = node.as(MemberAccessExprSyntax.self), bounds.declName.baseName.text == "bounds",
            let main = bounds.base?.as(MemberAccessExprSyntax.self), main.declName.baseName.text == "main",
            let screen = main.base, Self.isUIScreen(screen),
            !(Syntax(bounds).enclosingTypeDecl is ClassDeclSyntax)
        else { return }
        report(
            "UIScreen.main.bounds is the screen, not the space this view gets (split view, sheets, safe areas); use "
                + ".frame(maxWidth: .infinity), containerRelativeFrame or GeometryReader",
            on: screen, in: context)
    }

    private static func isUIScreen(_ expression: ExprSyntax) -> Bool {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "UIScreen" }
        if let qualified = expression.as(MemberAccessExprSyntax.self),
            qualified.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "UIKit"
        {
            return qualified.declName.baseName.text == "UIScreen"
        }
        return false
    }
}
