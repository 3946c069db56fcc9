import SwiftSyntax

/// `state-not-private`: `@State` and `@StateObject` properties belong to the view that declares
/// them and should be `private`.
///
/// Lint: a member property with `@State` or `@StateObject` (or another wrapper listed in the
/// `privateWrappers` knob, reported as a note) that is neither `private` nor `fileprivate`.
/// Exceptions: `@Previewable` state in `#Preview`; local variables; a declaration without an
/// initializer in a type without its own `init` (that is `state-passed-value`'s case); the state
/// of an `App` (a `@main` type or one conforming to `App`): no caller creates an app, so nothing
/// can be passed in, and its extensions in other files often read that state.
/// Fix (conditional): add `private`, only when no call in the file passes that property's name
/// as an argument label to the type's initializer. Applied by `--fix` only when the type declares
/// its own `init` or is itself private: otherwise a file the checker does not see may pass the
/// value through the memberwise initializer, which `private` would close, so the fix is offered.
public struct StateNotPrivateRule: Rule {
    public static let description = RuleDescription(
        id: "state-not-private",
        title: "Make @State and @StateObject private",
        category: .state,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            State created with `@State` or `@StateObject` is owned by the view that declares it. \
            Leaving it visible invites callers to pass a value through the memberwise \
            initializer, and that value is only read the first time the view appears — later \
            updates from the caller are silently dropped. Marking it `private` makes the \
            ownership explicit and lets the compiler reject such calls.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "State Privacy Rules"),
            GuidanceSource(file: Guidance.expertSkill, section: "State Management"),
            GuidanceSource(file: Guidance.patterns, section: "`@Observable` Ownership Rules"),
        ],
        triggering: [
            RuleExample(
                """
                struct Gallery: View {
                    ↓@State var showsGrid = true
                    var body: some View { Toggle("Grid", isOn: $showsGrid) }
                }
                """,
                message:
                    "@State property 'showsGrid' should be private: the view owns it, and values passed in from "
                    + "outside are ignored after the first render"
            ),
            RuleExample(
                """
                struct Downloads: View {
                    ↓@StateObject var queue = DownloadQueue()
                    ↓@SwiftUI.State internal var filter = ""
                    var body: some View { Text(filter) }
                }
                """,
                messages: [
                    "@StateObject property 'queue' should be private: the view owns it, and values passed in from "
                        + "outside are ignored after the first render",
                    "@State property 'filter' should be private: the view owns it, and values passed in from outside "
                        + "are ignored after the first render",
                ]),
            RuleExample(
                """
                struct Editor: View {
                    ↓@State public var draft: String
                    init(text: String) { _draft = State(initialValue: text) }
                    var body: some View { TextEditor(text: $draft) }
                }
                """,
                message:
                    "@State property 'draft' should be private: the view owns it, and values passed in from outside "
                    + "are ignored after the first render"
            ),
            RuleExample(
                """
                struct Settings: View {
                    ↓@Environment(\\.dismiss) var dismiss
                    var body: some View { Button("Close") { dismiss() } }
                }
                """,
                knobs: {
                    var knobs = Knobs()
                    knobs.privateWrappers = ["State", "StateObject", "Environment"]
                    return knobs
                }(),
                message:
                    "@Environment property 'dismiss' should be private: the view owns it, and values passed in from "
                    + "outside are ignored after the first render"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                @main
                struct RecipesApp: App {
                    @State var router = Router()
                    @StateObject var store = RecipeStore()
                    var body: some Scene { WindowGroup { RootView(router: router) } }
                }
                struct ReaderApp: SwiftUI.App {
                    @State var openedBook: Book?
                    init() {}
                    var body: some Scene { WindowGroup { Shelf() } }
                }
                """),
            RuleExample(
                """
                struct Gallery: View {
                    @State private var showsGrid = true
                    @StateObject fileprivate var queue = DownloadQueue()
                    var body: some View { Toggle("Grid", isOn: $showsGrid) }
                }
                """),
            RuleExample(
                """
                #Preview {
                    @Previewable @State var rating = 3
                    RatingControl(rating: $rating)
                }
                """),
            RuleExample(
                """
                struct Thermometer: View {
                    @State var celsius: Double
                    var body: some View { Text("\\(celsius)") }
                }
                """),
            RuleExample(
                """
                struct Settings: View {
                    @Environment(\\.dismiss) var dismiss
                    @Binding var isOn: Bool
                    let title: String
                    var body: some View { Toggle(title, isOn: $isOn) }
                }
                """),
            RuleExample(
                """
                func makeModel() {
                    @State var local = 0
                    print(local)
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                """
                struct Gallery: View {
                    ↓@State var showsGrid = true
                    ↓@StateObject internal var queue = DownloadQueue()
                    var body: some View { Text("") }
                }
                """,
                """
                struct Gallery: View {
                    @State private var showsGrid = true
                    @StateObject private var queue = DownloadQueue()
                    var body: some View { Text("") }
                }
                """,
                automatic: false, declaring: "final class DownloadQueue: ObservableObject {}"),
            RuleCorrection(
                """
                struct Gallery: View {
                    ↓@State var showsGrid: Bool
                    init(grid: Bool) { _showsGrid = State(initialValue: grid) }
                    var body: some View { Text(showsGrid ? "Grid" : "List") }
                }
                private struct Badge: View {
                    ↓@State var count = 0
                    var body: some View { Text("\\(count)") }
                }
                """,
                """
                struct Gallery: View {
                    @State private var showsGrid: Bool
                    init(grid: Bool) { _showsGrid = State(initialValue: grid) }
                    var body: some View { Text(showsGrid ? "Grid" : "List") }
                }
                private struct Badge: View {
                    @State private var count = 0
                    var body: some View { Text("\\(count)") }
                }
                """),
            RuleCorrection(
                """
                struct Counter: View {
                    ↓@State var count = 0
                    var body: some View { Text("\\(count)") }
                }
                let preview = Counter(count: 3)
                """,
                """
                struct Counter: View {
                    @State var count = 0
                    var body: some View { Text("\\(count)") }
                }
                let preview = Counter(count: 3)
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl]

    /// `callersAllInFile`: the owner has no memberwise initializer (it declares its own `init`)
    /// or is private, so no other file can pass the property in.
    private var candidates: [(decl: VariableDeclSyntax, wrapper: String, typeName: String?, callersAllInFile: Bool)] =
        []

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        guard let decl = node.as(VariableDeclSyntax.self), !decl.attributes.isEmpty, decl.isMember,
            !decl.modifiers.isPrivateOrFileprivate,
            !decl.attributes.contains(named: "Previewable"),
            let wrapper = context.knobs.privateWrappers.first(where: { decl.attributes.contains(named: $0) })
        else { return }
        let owner = decl.enclosingTypeDecl
        if let owner, Self.isApp(owner) { return }
        let hasInitializer = decl.bindings.contains { $0.initializer != nil }
        let ownerHasInit = owner?.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) } ?? false
        if !hasInitializer, !ownerHasInit, ["State", "StateObject"].contains(wrapper) { return }
        let ownerIsPrivate = owner?.modifiers.isPrivateOrFileprivate ?? false
        candidates.append((decl, wrapper, owner?.declaredName, ownerHasInit || ownerIsPrivate))
    }

    private static func isApp(_ owner: any DeclGroupSyntax) -> Bool {
        owner.attributes.contains(named: "main")
            || owner.inheritanceClause?.inheritedTypes.contains { $0.type.simpleName == "App" } == true
    }

    public func finish(in context: RuleContext) {
        guard !candidates.isEmpty else { return }
        let passedLabels = context.labelsPassedToInitializers
        for (decl, wrapper, typeName, callersAllInFile) in candidates {
            let names = Set(decl.boundNames)
            let passedFromOutside = typeName.map { !(passedLabels[$0] ?? []).isDisjoint(with: names) } ?? true
            let fix =
                passedFromOutside
                ? nil : Fix("make private", edits: [Edits.makePrivate(decl)], isAutomatic: callersAllInFile)
            let isCore = wrapper == "State" || wrapper == "StateObject"
            let name = names.sorted().first ?? "property"
            report(
                "@\(wrapper) property '\(name)' should be private: the view owns it, and values passed in from "
                    + "outside are ignored after the first render",
                on: decl, in: context, severity: isCore ? nil : .note, fix: fix)
        }
    }
}
