import SwiftSyntax

/// `body-side-effects`: a view body describes the UI; it must not change state or start work.
///
/// Lint: inside a view body and its view-content closures (action closures excluded): an
/// assignment or compound assignment to something not declared locally in that body; a call
/// rooted at `DispatchQueue`, `NotificationCenter` (except `publisher(for:)`, which only builds
/// a publisher) or `UserDefaults`; `Task { }` / `Task.detached { }`; `print(…)`.
/// Exceptions: `let _ = Self._printChanges()`, anything under `#if DEBUG`, configuring a
/// local object (left to `object-creation-in-body`), and an effect written as a statement of a
/// closure without `return`: a view builder cannot hold a statement that is not a view, so such
/// a closure is an action or callback that runs later (a custom view's trailing action, say),
/// whatever it is passed to. A closure with a `return` is not a builder either; it is still
/// judged when a SwiftUI container that calls it while building (`GeometryReader`, `ForEach`, …)
/// receives it, and left alone when a custom type does (a representable's factory, say).
public struct BodySideEffectsRule: Rule {
    public static let description = RuleDescription(
        id: "body-side-effects",
        title: "Keep view bodies free of side effects",
        category: .composition,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            SwiftUI evaluates a body whenever it decides to — possibly many times, possibly \
            not at all — and expects the same inputs to give the same description. Writing to \
            state from the body can trigger another update and loop; starting tasks, dispatching, \
            posting notifications or writing defaults repeats the work unpredictably. Do such \
            work in `.task`, `.onAppear`, `.onChange`, an action, or the model.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "2. Heavy Computation in Body"),
            GuidanceSource(file: Guidance.expertSkill, section: "View Composition"),
        ],
        triggering: [
            RuleExample(
                """
                var body: some View {
                    ↓visits += 1
                    return Text("Visits: \\(visits)")
                }
                """,
                message:
                    "the body assigns to 'visits' every time it is evaluated; change state in an action, .onAppear, "
                    + ".onChange or .task"
            ),
            RuleExample(
                """
                struct Dashboard: View {
                    let model: DashboardModel
                    var body: some View {
                        VStack {
                            let _ = ↓print("rendering")
                            let _ = ↓Task { await model.refresh() }
                            Chart(points: model.points)
                        }
                    }
                }
                """,
                messages: [
                    "print(…) in the body runs on every evaluation; move it to .task, .onAppear, .onChange or the "
                        + "model",
                    "starting a Task in the body runs on every evaluation; move it to .task, .onAppear, .onChange or "
                        + "the model",
                ]),
            RuleExample(
                """
                struct Badge: View {
                    @State private var seen = false
                    var body: some View {
                        let _ = ↓UserDefaults.standard.set(true, forKey: "badgeShown")
                        let _ = ↓DispatchQueue.main.async { seen = true }
                        ForEach(items) { item in
                            let _ = ↓NotificationCenter.default.post(name: .badgeShown, object: item)
                            Text(item.title)
                        }
                        let _ = (↓self.seen = true)
                    }
                }
                """,
                messages: [
                    "using UserDefaults in the body runs on every evaluation; move it to .task, .onAppear, .onChange "
                        + "or the model",
                    "using DispatchQueue in the body runs on every evaluation; move it to .task, .onAppear, "
                        + ".onChange or the model",
                    "using NotificationCenter in the body runs on every evaluation; move it to .task, .onAppear, "
                        + ".onChange or the model",
                    "the body assigns to 'seen' every time it is evaluated; change state in an action, .onAppear, "
                        + ".onChange or .task",
                ]),
            RuleExample(
                """
                struct Ruler: View {
                    @State private var width: CGFloat = 0
                    var body: some View {
                        GeometryReader { proxy in
                            ↓width = proxy.size.width
                            return Color.clear
                        }
                    }
                }
                """,
                message:
                    "the body assigns to 'width' every time it is evaluated; change state in an action, .onAppear, "
                    + ".onChange or .task"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                var body: some View {
                    Toggle("Night mode", isOn: Binding(get: { theme == .night }, set: { theme = $0 ? .night : .day }))
                }
                """),
            RuleExample(
                """
                var body: some View {
                    Text("Visits: \\(visits)").onAppear { visits += 1 }
                }
                """),
            RuleExample(
                """
                var body: some View {
                    let _ = Self._printChanges()
                    #if DEBUG
                    let _ = print("body of Feed")
                    #endif
                    var subtitle = "Total"
                    subtitle += ": \\(count)"
                    Text(subtitle)
                        .onReceive(NotificationCenter.default.publisher(for: .refresh)) { _ in reload() }
                }
                """),
            RuleExample(
                """
                struct Saver: View {
                    @State private var saved = false
                    var body: some View {
                        Button("Save") {
                            UserDefaults.standard.set(true, forKey: "saved")
                            Task { await upload() }
                            saved = true
                        }
                        .task { print("appeared") }
                    }
                    func reset() { saved = false }
                }
                """),
            RuleExample(
                """
                struct Inbox: View {
                    @State private var unread = 3
                    var body: some View {
                        List {
                            SwipeRow(title: "Clear") {
                                unread = 0
                                print("cleared")
                            }
                            PagerDots(count: 3, onSelect: { index in
                                if index == 0 { Task { await reload() } }
                            })
                            HostedField {
                                let field = NSTextField()
                                field.isBordered = false
                                DispatchQueue.main.async { focused = true }
                                return field
                            }
                        }
                    }
                }
                """),
            RuleExample(
                """
                var body: some View {
                    let formatter = NumberFormatter()
                    formatter.maximumFractionDigits = 1
                    print(document: report)
                    return Text(formatter.string(for: value) ?? "")
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.sequenceExpr, .functionCallExpr]

    private static let effectRoots: Set<String> = ["DispatchQueue", "NotificationCenter", "UserDefaults"]
    private static let effectCallees = ["print", "debugPrint", "Task"]
    public static let mentionedText = effectCallees + effectRoots.sorted()

    private var localsByBody: [SyntaxIdentifier: Set<String>] = [:]
    private var effectRootsMentioned: Bool?
    private var callEffectsMentioned: Bool?

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        if let sequence = node.as(SequenceExprSyntax.self) {
            guard let assignment = sequence.assignment, let root = assignment.target.assignedRootName,
                let body = sequence.evaluatingViewBody, !sequence.isInDebugClause
            else { return }
            let isSelfMember =
                assignment.target.as(MemberAccessExprSyntax.self)?.base?
                .as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            if !isSelfMember, locals(of: body).contains(root) { return }
            if Self.isStatementOfPlainClosure(sequence) { return }
            report(
                "the body assigns to '\(root)' every time it is evaluated; change state in an action, .onAppear, "
                    + ".onChange or .task",
                on: assignment.target, in: context)
            return
        }
        guard mayCallEffects(in: context), let call = node.as(FunctionCallExprSyntax.self),
            let effect = Self.effect(of: call, mayUseEffectRoots: mayUseEffectRoots(in: context)),
            call.evaluatingViewBody != nil, !call.isInDebugClause, !Self.isStatementOfPlainClosure(call)
        else { return }
        report(
            "\(effect) in the body runs on every evaluation; move it to .task, .onAppear, .onChange or the model",
            on: call, in: context)
    }

    /// Whether `node` is a statement (possibly under `if`, `switch`, `for`, `try` or `await`) of
    /// a closure that has no `return` of its own. A view builder takes only views as statements,
    /// so that closure is not view content: it is an action or callback that runs later.
    private static func isStatementOfPlainClosure(_ node: some SyntaxProtocol) -> Bool {
        var current = Syntax(node)
        while let parent = current.parent, parent.kind == .tryExpr || parent.kind == .awaitExpr {
            current = parent
        }
        guard current.parent?.kind == .codeBlockItem else { return false }
        var ancestor = current.parent
        while let node = ancestor {
            switch node.kind {
            case .closureExpr:
                let closure = node.cast(ClosureExprSyntax.self)
                guard closure.statements.containsOwnReturn else { return true }
                let callee = closure.closureOwner?.call.simpleCalleeName ?? ""
                return !(buildingContainers.contains(callee) || ViewContentNames.modifiers.contains(callee))
            case .codeBlockItem, .codeBlockItemList, .codeBlock, .ifExpr, .expressionStmt, .switchExpr,
                .switchCaseList, .switchCase, .forStmt, .whileStmt, .doStmt, .guardStmt, .deferStmt:
                ancestor = node.parent
            default:
                return false
            }
        }
        return false
    }

    /// SwiftUI views that call their closure while the body is built.
    private static let buildingContainers: Set<String> = [
        "GeometryReader", "ForEach", "List", "VStack", "HStack", "ZStack", "LazyVStack", "LazyHStack", "LazyVGrid",
        "LazyHGrid", "Grid", "GridRow", "Group", "ScrollView", "ScrollViewReader", "ViewThatFits", "Section",
        "TimelineView", "Form", "NavigationStack", "NavigationSplitView", "TabView", "Canvas",
    ]

    /// Whether the file names anything a call finding needs: `print`, `debugPrint`, `Task` or
    /// one of `effectRoots`.
    private mutating func mayCallEffects(in context: RuleContext) -> Bool {
        if let callEffectsMentioned { return callEffectsMentioned }
        let mentioned = Self.effectCallees.contains { context.sourceMentions($0) } || mayUseEffectRoots(in: context)
        callEffectsMentioned = mentioned
        return mentioned
    }

    /// Whether the file names one of `effectRoots` (asked once a file).
    private mutating func mayUseEffectRoots(in context: RuleContext) -> Bool {
        if let effectRootsMentioned { return effectRootsMentioned }
        let mentioned = Self.effectRoots.contains { context.sourceMentions($0) }
        effectRootsMentioned = mentioned
        return mentioned
    }

    private static func effect(of call: FunctionCallExprSyntax, mayUseEffectRoots: Bool) -> String? {
        let called = call.calledExpression
        if let callee = called.as(DeclReferenceExprSyntax.self) {
            // Most calls are none of these: compare token bytes before making any string.
            let name = callee.baseName
            if name.hasText("print") || name.hasText("debugPrint") {
                return call.arguments.first?.label == nil ? "\(name.text)(…)" : nil
            }
            if name.hasText("Task"),
                call.trailingClosure != nil
                    || call.arguments.contains(where: { $0.expression.is(ClosureExprSyntax.self) })
            {
                return "starting a Task"
            }
            return nil
        }
        guard let member = called.as(MemberAccessExprSyntax.self), let base = member.base else { return nil }
        let memberName = member.declName.baseName
        if memberName.hasText("detached"), base.as(DeclReferenceExprSyntax.self)?.baseName.hasText("Task") == true {
            return "starting a Task"
        }
        guard mayUseEffectRoots else { return nil }
        // Only the outermost call of a chain is reported (`UserDefaults.standard.set(…)`, not
        // each link), and it is the cheaper test, so it comes before walking to the root.
        if let outer = call.parent?.as(MemberAccessExprSyntax.self), outer.base?.id == call.id { return nil }
        guard let root = called.chainRootName, effectRoots.contains(root) else { return nil }
        if root == "NotificationCenter", memberName.hasText("publisher") { return nil }
        return "using \(root)"
    }

    private mutating func locals(of body: Syntax) -> Set<String> {
        if let known = localsByBody[body.id] { return known }
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
                for binding in node.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                        if case .identifier(let name) = token.tokenKind { names.insert(name) }
                    }
                }
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
                names.formUnion(node.parameterNames)
                return .visitChildren
            }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(body)
        localsByBody[body.id] = collector.names
        return collector.names
    }
}
