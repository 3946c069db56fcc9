import SwiftSyntax

/// `observed-object`: a model passed into a view is a plain `let` (or `@Bindable var` when the
/// view needs bindings) once the model is `@Observable`.
///
/// Lint: a property with `@ObservedObject` and no initializer (with an initializer it is
/// `observed-object-inline-init`). Off when `deploymentTarget.iOS` is below 17.
/// Fix (conditional): only when the property's type is an `@Observable` class in the same
/// file — `let` when the type never uses `$name`, `@Bindable var` when it does.
public struct ObservedObjectRule: Rule {
    public static let description = RuleDescription(
        id: "observed-object",
        title: "Replace @ObservedObject with let or @Bindable",
        category: .state,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            A view that receives a model from its parent does not need a wrapper to observe \
            an `@Observable` class: reading its properties in `body` is enough for SwiftUI to \
            track them. Declare it with `let`; use `@Bindable var` only when the view needs \
            `$model.property` bindings for controls.
            """,
        sources: [
            GuidanceSource(
                file: Guidance.expertSkill, section: "@StateObject vs @ObservedObject (Legacy - Pre-iOS 17)"),
            GuidanceSource(file: Guidance.patterns, section: "Legacy ObservableObject"),
        ],
        triggering: [
            RuleExample(
                """
                struct StepsView: View {
                    ↓@ObservedObject var meter: StepCounter
                    var body: some View { Text("\\(meter.steps)") }
                }
                """,
                message: "@ObservedObject is the pre-iOS 17 way to receive a model; with an @Observable class use "
                    + "let (or @Bindable var when you need $bindings)"),
            RuleExample(
                """
                @Observable final class Draft { var text = "" }
                struct Composer: View {
                    ↓@ObservedObject var draft: Draft
                    var body: some View { TextField("Text", text: $draft.text) }
                }
                """,
                message: "@ObservedObject is the pre-iOS 17 way to receive a model; with an @Observable class use "
                    + "let (or @Bindable var when you need $bindings)"),
            RuleExample(
                """
                struct Row: View {
                    ↓@ObservedObject private(set) var item: Item
                    ↓@SwiftUI.ObservedObject var owner: Owner
                    var body: some View { Text(item.title) }
                }
                """,
                message: "@ObservedObject is the pre-iOS 17 way to receive a model; with an @Observable class use "
                    + "let (or @Bindable var when you need $bindings)"),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct StepsView: View {
                    let meter: StepCounter
                    var body: some View { Text("\\(meter.steps)") }
                }
                """),
            RuleExample(
                """
                struct StepsView: View {
                    @ObservedObject var meter: StepCounter
                    var body: some View { Text("\\(meter.steps)") }
                }
                """, knobs: .iOS(16)),
            RuleExample(
                """
                struct Composer: View {
                    @Bindable var draft: Draft
                    var body: some View { TextField("Text", text: $draft.text) }
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                """
                @Observable final class Draft { var text = "" }
                struct Composer: View {
                    ↓@ObservedObject var draft: Draft
                    var body: some View { TextField("Text", text: $draft.text) }
                }
                struct Preview: View {
                    ↓@ObservedObject var draft: Draft
                    var body: some View { Text(draft.text) }
                }
                """,
                """
                @Observable final class Draft { var text = "" }
                struct Composer: View {
                    @Bindable var draft: Draft
                    var body: some View { TextField("Text", text: $draft.text) }
                }
                struct Preview: View {
                    let draft: Draft
                    var body: some View { Text(draft.text) }
                }
                """),
            RuleCorrection(
                """
                struct StepsView: View {
                    ↓@ObservedObject var meter: StepCounter
                    var body: some View { Text("\\(meter.steps)") }
                }
                """,
                """
                struct StepsView: View {
                    @ObservedObject var meter: StepCounter
                    var body: some View { Text("\\(meter.steps)") }
                }
                """,
                declaring: "final class StepCounter: ObservableObject { @Published var steps = 0 }"),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl]
    public static let attributeNames: Set<String> = ["ObservedObject"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard context.knobs.allowsObservation,
            let decl = node.as(VariableDeclSyntax.self),
            let attribute = decl.attributes.attribute(named: "ObservedObject"),
            !decl.bindings.contains(where: { $0.initializer != nil })
        else { return }
        var fix: Fix?
        if decl.bindings.count == 1, let binding = decl.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            let typeName = binding.typeAnnotation?.type.simpleName,
            context.types.isObservableClass(named: typeName),
            decl.attributes.count == 1
        {
            let usesProjection =
                decl.enclosingTypeDecl.map { Self.usesProjection(of: name, in: $0.memberBlock) } ?? false
            if usesProjection {
                fix = Fix("use @Bindable", edits: [Edits.replace(attribute.attributeName, with: "Bindable")])
            } else {
                fix = Fix(
                    "use let", edits: [Edits.remove(attribute), Edits.replace(decl.bindingSpecifier, with: "let")])
            }
        }
        let release = context.knobs.release(iOS: Version(17), macOS: Version(14))
        report(
            "@ObservedObject is the pre-\(release) way to receive a model; with an @Observable class use let (or "
                + "@Bindable var when you need $bindings)",
            on: attribute, in: context, fix: fix)
    }

    private static func usesProjection(of name: String, in members: MemberBlockSyntax) -> Bool {
        members.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("$" + name) }
    }
}
