import SwiftSyntax

/// `environment-object`: shared models travel through `@Environment(Type.self)` and
/// `.environment(_:)` once they are `@Observable`.
///
/// Lint: a property with `@EnvironmentObject`; a member call `.environmentObject(_:)` with one
/// unlabelled argument. Off when `deploymentTarget.iOS` is below 17.
public struct EnvironmentObjectRule: Rule {
    public static let description = RuleDescription(
        id: "environment-object",
        title: "Use @Environment(Type.self) instead of @EnvironmentObject",
        category: .state,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            `@EnvironmentObject` and `.environmentObject(_:)` carry `ObservableObject` models. \
            An `@Observable` model is injected with `.environment(model)` and read with \
            `@Environment(Model.self) private var model`, which also gets the finer-grained \
            updates of the Observation framework. Migrating needs the model class changed too, \
            so there is no automatic fix.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "@EnvironmentObject (Legacy - Pre-iOS 17)"),
            GuidanceSource(file: Guidance.expertSkill, section: "@Environment with @Observable (iOS 17+ - Preferred)"),
            GuidanceSource(file: Guidance.patterns, section: "Legacy ObservableObject"),
        ],
        triggering: [
            RuleExample(
                """
                struct Toolbar: View {
                    ↓@EnvironmentObject var settings: AppSettings
                    var body: some View { Text(settings.title) }
                }
                """,
                message:
                    "@EnvironmentObject is the pre-iOS 17 way to read a shared model; use @Environment(Type.self) "
                    + "private var with an @Observable class"
            ),
            RuleExample(
                """
                @main struct NotesApp: App {
                    @State private var store = NoteStore()
                    var body: some Scene {
                        WindowGroup { ContentView().↓environmentObject(store) }
                    }
                }
                """,
                message:
                    ".environmentObject(_:) injects an ObservableObject; inject an @Observable model with "
                    + ".environment(_:)"
            ),
            RuleExample(
                """
                struct Badge: View {
                    ↓@SwiftUI.EnvironmentObject private var cart: Cart
                    var body: some View { Text("\\(cart.count)").padding().↓environmentObject(cart) }
                }
                """,
                messages: [
                    "@EnvironmentObject is the pre-iOS 17 way to read a shared model; use @Environment(Type.self) "
                        + "private var with an @Observable class",
                    ".environmentObject(_:) injects an ObservableObject; inject an @Observable model with "
                        + ".environment(_:)",
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Toolbar: View {
                    @Environment(AppSettings.self) private var settings
                    var body: some View { Text(settings.title) }
                }
                """),
            RuleExample(
                """
                struct Toolbar: View {
                    @EnvironmentObject var settings: AppSettings
                    var body: some View { ContentView().environmentObject(settings) }
                }
                """, knobs: .iOS(16)),
            RuleExample(
                """
                let scope = container.environmentObject(for: AppSettings.self)
                ContentView().environment(store)
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl, .functionCallExpr]
    public static let attributeNames: Set<String> = ["EnvironmentObject"]
    public static let calledNames: Set<String> = ["environmentObject"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard context.knobs.allowsObservation else { return }
        if let decl = node.as(VariableDeclSyntax.self),
            let attribute = decl.attributes.attribute(named: "EnvironmentObject")
        {
            let release = context.knobs.release(iOS: Version(17), macOS: Version(14))
            report(
                "@EnvironmentObject is the pre-\(release) way to read a shared model; use @Environment(Type.self) "
                    + "private var with an @Observable class",
                on: attribute, in: context)
        } else if let call = node.as(FunctionCallExprSyntax.self), call.isMemberCall("environmentObject"),
            let name = call.memberNameToken,
            call.arguments.count == 1, call.arguments.first?.label == nil, call.trailingClosureCount == 0
        {
            report(
                ".environmentObject(_:) injects an ObservableObject; inject an @Observable model with .environment(_:)",
                on: name, in: context)
        }
    }
}
