import SwiftSyntax

/// `observed-object-inline-init`: `@ObservedObject var x = Model()` recreates the model every
/// time the parent rebuilds the view.
///
/// Lint: a property with `@ObservedObject` whose binding has an initializer.
/// Fix (safe): `@StateObject private var x = Model()`.
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
                """),
            RuleExample(
                """
                struct Feed: View {
                    ↓@ObservedObject private var store: FeedStore = .init()
                    var body: some View { List(store.items) { Text($0.title) } }
                }
                """),
            RuleExample(
                """
                struct Player: View {
                    ↓@ObservedObject public var engine = AudioEngine(sampleRate: 44_100)
                    ↓@Combine.ObservedObject var meter = LevelMeter()
                    var body: some View { EmptyView() }
                }
                """),
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
                }
                """,
                """
                struct UploadsView: View {
                    @StateObject private var uploader = UploadQueue()
                    @StateObject private var log = EventLog()
                    @StateObject private var cache = Cache()
                }
                """)
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl]
    public static let attributeNames: Set<String> = ["ObservedObject"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let decl = node.as(VariableDeclSyntax.self),
            let attribute = decl.attributes.attribute(named: "ObservedObject"),
            decl.bindings.contains(where: { $0.initializer != nil })
        else { return }
        var edits = [Edits.replace(attribute, with: "@StateObject")]
        if !decl.modifiers.isPrivateOrFileprivate { edits.append(Edits.makePrivate(decl)) }
        report(
            "@ObservedObject with a default value is recreated whenever the parent updates; the view owns this "
                + "object, so use @StateObject (or @State with an @Observable class)",
            on: attribute, in: context, fix: Fix("use @StateObject private", edits: edits))
    }
}
