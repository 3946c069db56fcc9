import SwiftSyntax

/// `state-object-init-local`: in a view's `init`, `_model = StateObject(wrappedValue: local)`
/// where `local` was built earlier in the same `init` creates a new object on every `init` call.
///
/// Lint: inside an `init` of a view-like type, an assignment to `_x` / `self._x` from
/// `StateObject(wrappedValue: y)` (also `StateObject<T>(wrappedValue: y)` and
/// `.init(wrappedValue: y)`) where `y` names a local `let`/`var` declared earlier in the same
/// `init` with a call (possibly under `try`/`await`) as its initializer.
/// Fix (conditional): when `y` is used exactly once and built by a plain call (no `try` or
/// `await`, which the autoclosure cannot hold), move its initializer into the autoclosure and
/// delete the local.
public struct StateObjectInitLocalRule: Rule {
    public static let description = RuleDescription(
        id: "state-object-init-local",
        title: "Build a @StateObject inside its autoclosure",
        category: .state,
        defaultSeverity: .error,
        fixability: .conditional,
        rationale: """
            `StateObject(wrappedValue:)` takes an autoclosure so that SwiftUI can build the \
            object once and skip the expression on later initializations. Creating the object \
            in a local constant first defeats that: a fresh instance is allocated every time \
            the parent re-creates the view, even though SwiftUI then discards it. Write the \
            construction directly inside the `wrappedValue:` argument.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "@StateObject instantiation in View's initializer")
        ],
        triggering: [
            RuleExample(
                """
                struct OrderScreen: View {
                    @StateObject private var tracker: OrderTracker
                    init(order: Order) {
                        let tracker = OrderTracker(order: order)
                        _tracker = StateObject(wrappedValue: ↓tracker)
                    }
                    var body: some View { Text(tracker.status) }
                }
                """,
                message:
                    "'tracker' is created outside StateObject's autoclosure, so a new instance is built on every "
                    + "init; construct it inside StateObject(wrappedValue:)"
            ),
            RuleExample(
                """
                struct Chat: View {
                    @StateObject var session: ChatSession
                    init(room: Room) {
                        var made = ChatSession(room: room)
                        made.prepare()
                        self._session = StateObject(wrappedValue: ↓made)
                    }
                    var body: some View { EmptyView() }
                }
                """,
                message:
                    "'made' is created outside StateObject's autoclosure, so a new instance is built on every init; "
                    + "construct it inside StateObject(wrappedValue:)"
            ),
            RuleExample(
                """
                struct Scanner: View {
                    @StateObject private var camera: CameraModel
                    @StateObject private var audio: AudioModel
                    init() {
                        let camera = CameraModel.make()
                        let audio = AudioModel()
                        _camera = StateObject(wrappedValue: ↓camera)
                        _audio = StateObject(wrappedValue: ↓audio)
                    }
                    var body: some View { EmptyView() }
                }
                """,
                messages: [
                    "'camera' is created outside StateObject's autoclosure, so a new instance is built on every "
                        + "init; construct it inside StateObject(wrappedValue:)",
                    "'audio' is created outside StateObject's autoclosure, so a new instance is built on every init; "
                        + "construct it inside StateObject(wrappedValue:)",
                ]),
            RuleExample(
                """
                struct Ledger: View {
                    @StateObject private var book: LedgerBook
                    @StateObject private var sync: SyncModel
                    init(file: URL) {
                        let opened = try! LedgerBook(contentsOf: file)
                        let link = SyncModel(file: file)
                        self._book = .init(wrappedValue: ↓opened)
                        _sync = StateObject<SyncModel>(wrappedValue: ↓link)
                    }
                    var body: some View { EmptyView() }
                }
                """,
                messages: [
                    "'opened' is created outside StateObject's autoclosure, so a new instance is built on every "
                        + "init; construct it inside StateObject(wrappedValue:)",
                    "'link' is created outside StateObject's autoclosure, so a new instance is built on every init; "
                        + "construct it inside StateObject(wrappedValue:)",
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct OrderScreen: View {
                    @StateObject private var tracker: OrderTracker
                    init(order: Order) {
                        _tracker = StateObject(wrappedValue: OrderTracker(order: order))
                    }
                    var body: some View { Text(tracker.status) }
                }
                """),
            RuleExample(
                """
                struct OrderScreen: View {
                    @StateObject private var tracker: OrderTracker
                    init(tracker: OrderTracker) {
                        _tracker = StateObject(wrappedValue: tracker)
                    }
                    var body: some View { Text(tracker.status) }
                }
                """),
            RuleExample(
                """
                final class Holder {
                    var box: StateObject<Model>
                    init() {
                        let model = Model()
                        box = StateObject(wrappedValue: model)
                    }
                }
                """),
            RuleExample(
                """
                struct Timer: View {
                    @StateObject private var clock: Clock
                    init() {
                        let interval = 5
                        _clock = StateObject(wrappedValue: Clock(interval: interval))
                    }
                    var body: some View { EmptyView() }
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                """
                struct OrderScreen: View {
                    @StateObject private var tracker: OrderTracker
                    init(order: Order) {
                        let tracker = OrderTracker(order: order)
                        _tracker = StateObject(wrappedValue: ↓tracker)
                    }
                    var body: some View { Text(tracker.status) }
                }
                """,
                """
                struct OrderScreen: View {
                    @StateObject private var tracker: OrderTracker
                    init(order: Order) {
                        _tracker = StateObject(wrappedValue: OrderTracker(order: order))
                    }
                    var body: some View { Text(tracker.status) }
                }
                """,
                declaring: """
                    struct Order {}
                    final class OrderTracker: ObservableObject {
                        var status = ""
                        init(order: Order) {}
                    }
                    """),
            RuleCorrection(
                """
                struct Chat: View {
                    @StateObject var session: ChatSession
                    init(room: Room) {
                        let made = ChatSession(room: room)
                        made.prepare()
                        _session = StateObject(wrappedValue: ↓made)
                    }
                    var body: some View { EmptyView() }
                }
                """,
                """
                struct Chat: View {
                    @StateObject var session: ChatSession
                    init(room: Room) {
                        let made = ChatSession(room: room)
                        made.prepare()
                        _session = StateObject(wrappedValue: made)
                    }
                    var body: some View { EmptyView() }
                }
                """,
                declaring: """
                    struct Room {}
                    final class ChatSession: ObservableObject {
                        init(room: Room) {}
                        func prepare() {}
                    }
                    """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.initializerDecl]
    public static let requiredText = ["StateObject"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let initializer = node.as(InitializerDeclSyntax.self), let body = initializer.body else { return }
        var isInView: Bool?
        func ownerIsView() -> Bool {
            if let isInView { return isInView }
            let answer = initializer.enclosingTypeDecl.map { context.isViewLike($0) } ?? false
            isInView = answer
            return answer
        }
        var locals: [String: (item: CodeBlockItemSyntax, value: FunctionCallExprSyntax)] = [:]
        for item in body.statements {
            if let decl = item.item.as(VariableDeclSyntax.self) {
                for binding in decl.bindings {
                    guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                        let call = binding.initializer.flatMap({ Self.constructorCall($0.value) })
                    else { continue }
                    if decl.bindings.count == 1 { locals[name] = (item, call) } else { locals[name] = nil }
                }
                continue
            }
            guard let reference = Self.stateObjectArgument(of: item),
                let local = locals[reference.baseName.text],
                ownerIsView()
            else { continue }
            let uses = body.statements.tokens(viewMode: .sourceAccurate).filter {
                $0.tokenKind == .identifier(reference.baseName.text)
                    && $0.parent?.is(DeclReferenceExprSyntax.self) == true
            }.count
            var fix: Fix?
            if uses == 1, local.value.parent?.is(InitializerClauseSyntax.self) == true {
                fix = Fix(
                    "build the object inside StateObject(wrappedValue:)",
                    edits: [
                        Edits.removeStatement(local.item),
                        Edits.replace(reference, with: local.value.trimmedText),
                    ])
            }
            report(
                "'\(reference.baseName.text)' is created outside StateObject's autoclosure, so a new instance is "
                    + "built on every init; construct it inside StateObject(wrappedValue:)",
                on: reference, in: context, fix: fix)
        }
    }

    /// For `_x = StateObject(wrappedValue: y)` or `self._x = …`, the reference `y`.
    private static func stateObjectArgument(of item: CodeBlockItemSyntax) -> DeclReferenceExprSyntax? {
        guard let sequence = item.item.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count == 3, elements[1].is(AssignmentExprSyntax.self) else { return nil }
        let target: String?
        if let reference = elements[0].as(DeclReferenceExprSyntax.self) {
            target = reference.baseName.text
        } else if let member = elements[0].as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            target = member.declName.baseName.text
        } else {
            target = nil
        }
        guard let target, target.hasPrefix("_"),
            let call = elements[2].as(FunctionCallExprSyntax.self), Self.isStateObjectInit(call),
            call.arguments.count == 1,
            let argument = call.argument(labelled: "wrappedValue")
        else { return nil }
        return argument.expression.as(DeclReferenceExprSyntax.self)
    }

    /// `StateObject(…)`, `StateObject<T>(…)` or `.init(…)` (the property's type inferred).
    private static func isStateObjectInit(_ call: FunctionCallExprSyntax) -> Bool {
        if call.isCall(to: "StateObject") { return true }
        if let generic = call.calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text == "StateObject"
        }
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.tokenKind == .keyword(.`init`)
    }

    /// The call a local is built with: `Model()`, `try Model()`, `await Model.load()`.
    private static func constructorCall(_ value: ExprSyntax) -> FunctionCallExprSyntax? {
        if let call = value.as(FunctionCallExprSyntax.self) { return call }
        if let tryExpr = value.as(TryExprSyntax.self) { return constructorCall(tryExpr.expression) }
        if let awaitExpr = value.as(AwaitExprSyntax.self) { return constructorCall(awaitExpr.expression) }
        return nil
    }
}
