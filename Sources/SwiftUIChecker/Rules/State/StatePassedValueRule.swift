import SwiftSyntax

/// `state-passed-value`: a value handed to a view from outside must not be declared `@State`
/// or `@StateObject`.
///
/// Lint: in a view-like type, a non-private `@State`/`@StateObject` property that either has no
/// initializer while the type has no `init` of its own (so it arrives through the memberwise
/// initializer), or whose name is used as an argument label in a call `TypeName(name: …)` in
/// the same file.
/// An optional property without a value (`@State var picked: Item?`) is view-owned state that
/// Swift starts at `nil`, so it is only flagged when the file passes it by label. `private(set)`
/// counts as private: it keeps the property out of the memberwise initializer's public use.
/// Exception: a `private` property seeded in a custom `init` with `State(initialValue:)` — the
/// editable-draft pattern — is never flagged (it is private, so it cannot be passed in).
public struct StatePassedValueRule: Rule {
    public static let description = RuleDescription(
        id: "state-passed-value",
        title: "Don't declare passed-in values as @State",
        category: .state,
        defaultSeverity: .error,
        fixability: .no,
        rationale: """
            `@State` storage is created once, when the view first appears; after that SwiftUI \
            keeps its own copy. A value the parent passes in through the initializer therefore \
            lands in the state only the first time — when the parent later changes it, the child \
            keeps showing the old value. Values that come from outside should be plain `let` \
            properties, or `@Binding` when the child must write back.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Don't Pass Values as @State"),
            GuidanceSource(file: Guidance.expertSkill, section: "State Management"),
        ],
        triggering: [
            RuleExample(
                #"""
                struct TempLabel: View {
                    ↓@State var celsius: Double
                    var body: some View { Text("\(celsius)°") }
                }
                """#,
                message:
                    "'celsius' is passed in from outside but declared @State; the view keeps its first value and "
                    + "ignores later updates — use let, or @Binding if the view writes it"
            ),
            RuleExample(
                #"""
                struct ScoreRow: View {
                    ↓@State var score = 0
                    var body: some View { Text("\(score)") }
                }
                struct Board: View {
                    var body: some View { ScoreRow(score: 12) }
                }
                """#,
                message:
                    "'score' is passed in from outside but declared @State; the view keeps its first value and "
                    + "ignores later updates — use let, or @Binding if the view writes it"
            ),
            RuleExample(
                """
                struct DetailScreen: View {
                    ↓@StateObject var loader: ImageLoader
                    var body: some View { Text(loader.title) }
                }
                """,
                message:
                    "'loader' is passed in from outside but declared @StateObject; the view keeps its first value "
                    + "and ignores later updates — use let, or @Binding if the view writes it"
            ),
            RuleExample(
                """
                struct FilterBar: View {
                    ↓@State var selected: Filter?
                    var body: some View { Text(selected?.title ?? "All") }
                }
                struct Feed: View {
                    var body: some View { FilterBar(selected: .recent) }
                }
                """,
                message:
                    "'selected' is passed in from outside but declared @State; the view keeps its first value and "
                    + "ignores later updates — use let, or @Binding if the view writes it"
            ),
            RuleExample(
                """
                struct Row {
                    ↓@State var title: String
                }
                extension Row: View {
                    var body: some View { Text(title) }
                }
                """,
                message:
                    "'title' is passed in from outside but declared @State; the view keeps its first value and "
                    + "ignores later updates — use let, or @Binding if the view writes it"
            ),
        ],
        nonTriggering: [
            RuleExample(
                #"""
                struct TempLabel: View {
                    let celsius: Double
                    var body: some View { Text("\(celsius)°") }
                }
                """#),
            RuleExample(
                """
                struct RenamePlaylist: View {
                    @State private var title: String
                    init(playlist: Playlist) { _title = State(initialValue: playlist.title) }
                    var body: some View { TextField("Playlist title", text: $title) }
                }
                """),
            RuleExample(
                """
                struct Counter: View {
                    @State private var count = 0
                    @State var isExpanded = false
                    var body: some View { Text("\\(count)") }
                }
                """),
            RuleExample(
                """
                struct Model {
                    @State var value: Int
                }
                """),
            RuleExample(
                """
                struct TagPicker: View {
                    @State var highlighted: Tag?
                    @State private(set) var query: String
                    var body: some View { Text(highlighted?.name ?? query) }
                }
                struct Screen: View {
                    var body: some View { TagPicker(query: "") }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl]
    public static let attributeNames: Set<String> = ["State", "StateObject"]

    private var candidates: [(decl: VariableDeclSyntax, typeName: String, missingInitializer: Bool)] = []

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        guard let decl = node.as(VariableDeclSyntax.self), decl.isMember,
            !decl.modifiers.isPrivateOrFileprivate, !decl.modifiers.hasPrivateSetter,
            decl.attributes.contains(named: "State") || decl.attributes.contains(named: "StateObject"),
            !decl.attributes.contains(named: "Previewable"),
            let owner = decl.enclosingTypeDecl, let typeName = owner.declaredName
        else { return }
        let hasInitializer = decl.bindings.contains { binding in
            binding.initializer != nil || binding.typeAnnotation.map { Self.isOptional($0.type) } == true
        }
        let ownerHasInit = owner.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        candidates.append((decl, typeName, !hasInitializer && !ownerHasInit))
    }

    private static func isOptional(_ type: TypeSyntax) -> Bool {
        type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
            || type.as(IdentifierTypeSyntax.self)?.name.text == "Optional"
    }

    public func finish(in context: RuleContext) {
        guard !candidates.isEmpty else { return }
        for (decl, typeName, missingInitializer) in candidates where context.types.isViewLike(named: typeName) {
            let names = Set(decl.boundNames)
            let passedLabels = missingInitializer ? [:] : context.labelsPassedToInitializers
            let passedByLabel = !(passedLabels[typeName] ?? []).isDisjoint(with: names)
            guard missingInitializer || passedByLabel else { continue }
            let wrapper = decl.attributes.contains(named: "StateObject") ? "StateObject" : "State"
            let name = names.sorted().first ?? "property"
            report(
                "'\(name)' is passed in from outside but declared @\(wrapper); the view keeps its first value and "
                    + "ignores later updates — use let, or @Binding if the view writes it",
                on: decl, in: context)
        }
    }
}
