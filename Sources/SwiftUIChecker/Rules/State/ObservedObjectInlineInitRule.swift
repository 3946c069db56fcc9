import SwiftSyntax

/// `observed-object-inline-init`: `@ObservedObject var x = Model()` recreates the model every
/// time the parent rebuilds the view.
///
/// Lint: a property with `@ObservedObject` whose initial value is a call (`Model()`,
/// `.init()`, `try Model()`). A shared instance (`Settings.shared`, `: Theme = .shared`) is
/// observed, not created, so it is fine.
/// Fix (safe): `@StateObject var x = Model()`, made `private` too when the type declares its own
/// `init` (otherwise another file may pass the object through the memberwise initializer).
public struct ObservedObjectInlineInitRule: Rule {
    public static let description = RuleDescription(
        id: "observed-object-inline-init",
        title: "Don't create an @ObservedObject inline",
        category: .state,
        defaultSeverity: .error,
        fixability: .safe,
        rationale: """
            `@ObservedObject` does not own its object: SwiftUI re-runs the property's default \
            value each time the view struct is recreated, so the model — and everything it \
            loaded — is thrown away on every parent update. A view that creates its model must \
            own it with `@StateObject` (or, on iOS 17 and later, `@State` holding an \
            `@Observable` class).
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Common Mistake")],
        triggering: [
            RuleExample(
                """
                struct UploadsView: View {
                    ↓@ObservedObject var uploader = UploadQueue()
                    var body: some View { Text("\\(uploader.count)") }
                }
                """,
                message: "@ObservedObject with a default value is recreated whenever the parent updates; the view "
                    + "owns this object, so use @StateObject (or @State with an @Observable class)"),
            RuleExample(
                """
                struct Feed: View {
                    ↓@ObservedObject private var store: FeedStore = .init()
                    var body: some View { List(store.items) { Text($0.title) } }
                }
                """,
                message: "@ObservedObject with a default value is recreated whenever the parent updates; the view "
                    + "owns this object, so use @StateObject (or @State with an @Observable class)"),
            RuleExample(
                """
                struct Player: View {
                    ↓@ObservedObject public var engine = AudioEngine(sampleRate: 44_100)
                    ↓@Combine.ObservedObject var meter = LevelMeter()
                    var body: some View { EmptyView() }
                }
                """,
                message: "@ObservedObject with a default value is recreated whenever the parent updates; the view "
                    + "owns this object, so use @StateObject (or @State with an @Observable class)"),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct UploadsView: View {
                    @StateObject private var uploader = UploadQueue()
                    var body: some View { Text("\\(uploader.count)") }
                }
                """),
            RuleExample(
                """
                struct Row: View {
                    @ObservedObject var item: ItemModel
                    var body: some View { Text(item.name) }
                }
                """),
            RuleExample(
                """
                struct PreferencesPane: View {
                    @ObservedObject var preferences = Preferences.shared
                    @ObservedObject private var palette: Palette = .standard
                    var body: some View { Toggle("Sounds", isOn: $preferences.sounds).tint(palette.accent) }
                }
                """),
            RuleExample(
                """
                struct Row: View {
                    @State private var model = RowModel()
                    let uploader = UploadQueue()
                    var body: some View { Text(model.name) }
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                """
                struct UploadsView: View {
                    ↓@ObservedObject var uploader = UploadQueue()
                    ↓@ObservedObject private var log = EventLog()
                    ↓@ObservedObject internal var cache = Cache()
                    var body: some View { EmptyView() }
                }
                """,
                """
                struct UploadsView: View {
                    @StateObject var uploader = UploadQueue()
                    @StateObject private var log = EventLog()
                    @StateObject internal var cache = Cache()
                    var body: some View { EmptyView() }
                }
                """,
                declaring: """
                    final class UploadQueue: ObservableObject {}
                    final class EventLog: ObservableObject {}
                    final class Cache: ObservableObject {}
                    """),
            RuleCorrection(
                """
                struct UploadsView: View {
                    ↓@ObservedObject var uploader = UploadQueue()
                    let title: String
                    init(title: String) { self.title = title }
                    var body: some View { Text(title) }
                }
                """,
                """
                struct UploadsView: View {
                    @StateObject private var uploader = UploadQueue()
                    let title: String
                    init(title: String) { self.title = title }
                    var body: some View { Text(title) }
                }
                """,
                declaring: "final class UploadQueue: ObservableObject {}"),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl]
    public static let attributeNames: Set<String> = ["ObservedObject"]

    public init() {}

    /// `Model()`, `.init(…)`, `try await Model.load()`: a call makes the value; a member
    /// reference such as `.shared` only points at an existing one.
    private static func createsObject(_ initializer: InitializerClauseSyntax) -> Bool {
        var value = initializer.value
        while true {
            if let tryExpr = value.as(TryExprSyntax.self) {
                value = tryExpr.expression
            } else if let awaitExpr = value.as(AwaitExprSyntax.self) {
                value = awaitExpr.expression
            } else {
                break
            }
        }
        return value.is(FunctionCallExprSyntax.self)
    }

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let decl = node.as(VariableDeclSyntax.self),
            let attribute = decl.attributes.attribute(named: "ObservedObject"),
            decl.bindings.contains(where: { $0.initializer.map(Self.createsObject) ?? false })
        else { return }
        var edits = [Edits.replace(attribute, with: "@StateObject")]
        // Without its own init the type has a memberwise one, which callers in other files may use.
        let ownerHasInit =
            decl.enclosingTypeDecl?.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) } ?? false
        if ownerHasInit, !decl.modifiers.isPrivateOrFileprivate { edits.append(Edits.makePrivate(decl)) }
        report(
            "@ObservedObject with a default value is recreated whenever the parent updates; the view owns this "
                + "object, so use @StateObject (or @State with an @Observable class)",
            on: attribute, in: context,
            fix: Fix(edits.count > 1 ? "use @StateObject private" : "use @StateObject", edits: edits))
    }
}
