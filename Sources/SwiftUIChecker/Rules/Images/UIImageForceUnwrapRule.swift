import SwiftSyntax

/// `uiimage-force-unwrap`: `UIImage(data:)` returns nil for data it cannot decode; forcing it
/// open crashes the app.
///
/// Lint: a force unwrap `!` whose operand is `UIImage(data:)` or `UIImage(data:scale:)`
/// (parentheses around the call allowed). The finding lands on the `!`.
public struct UIImageForceUnwrapRule: Rule {
    public static let description = RuleDescription(
        id: "uiimage-force-unwrap",
        title: "Don't force-unwrap UIImage(data:)",
        category: .images,
        defaultSeverity: .error,
        fixability: .no,
        rationale: """
            Image bytes come from the network, the disk or a database, and any of them can be \
            truncated, empty or in a format UIKit cannot read. `UIImage(data:)` reports that \
            by returning nil, and `!` turns the nil into a crash. Bind the result with `if let` \
            or `??` and show a placeholder image when decoding fails.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Current Pattern That Could Be Optimized")
        ],
        triggering: [
            RuleExample(
                "Image(uiImage: UIImage(data: avatarData)↓!)",
                message: "UIImage(data:) returns nil for unreadable data and this force unwrap would crash; use if "
                    + "let or ?? with a placeholder image"),
            RuleExample(
                """
                struct Cover: View {
                    let album: Album
                    var body: some View {
                        Image(uiImage: UIImage(data: album.artwork, scale: 3)↓!)
                            .resizable()
                            .scaledToFit()
                    }
                }
                """,
                message: "UIImage(data:) returns nil for unreadable data and this force unwrap would crash; use if "
                    + "let or ?? with a placeholder image"),
            RuleExample(
                """
                func thumbnail(from data: Data) -> UIImage {
                    let image = (UIImage(data: data))↓!
                    return image.preparingThumbnail(of: CGSize(width: 80, height: 80)) ?? image
                }
                """,
                message: "UIImage(data:) returns nil for unreadable data and this force unwrap would crash; use if "
                    + "let or ?? with a placeholder image"),
        ],
        nonTriggering: [
            RuleExample(
                #"if let img = UIImage(data: avatarData) { Image(uiImage: img) } "#
                    + #"else { Image(systemName: "person") }"#),
            RuleExample(
                """
                Image(uiImage: UIImage(data: avatarData) ?? UIImage(systemName: "person.crop.circle")!)
                """),
            RuleExample(
                """
                let logo = UIImage(named: "logo")!
                let sized = UIImage(data: data, cachePolicy: .never)!
                let size = UIImage(data: data)?.size
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.forceUnwrapExpr]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let unwrap = node.as(ForceUnwrapExprSyntax.self) else { return }
        var operand = unwrap.expression
        while let tuple = operand.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            operand = only.expression
        }
        guard let call = operand.as(FunctionCallExprSyntax.self), call.isUIImageFromData else { return }
        report(
            "UIImage(data:) returns nil for unreadable data and this force unwrap would crash; use if let or ?? with "
                + "a placeholder image",
            on: unwrap.exclamationMark, in: context)
    }
}
