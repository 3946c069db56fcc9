import SwiftSyntax

/// `task-id-over-onchange`: reloading async data when a value changes is what `.task(id:)` is
/// for.
///
/// Lint: a `Task { … }` (or `Task.detached`) call inside the action closure of a member call
/// `onChange(of:…)` that loads for the new value: a statement of its own, not stored.
///
/// Exceptions, where `.task(id:)` would not do the same:
/// - event handlers: a Task under an `if`, `switch` or earlier `guard` that tests the changed
///   value or the handler's parameters (a toggle turned on, a sheet dismissed, a scene becoming
///   active); a test that the value really changed (`old != new`) does not count;
/// - tasks the code already cancels or keeps (`task = Task { … }`, a `.cancel()` in the handler);
/// - tasks inside another closure (a debounce's callback) or starting with `Task.sleep` (a
///   delayed step, not a load);
/// - writes and event handling: a Task calling `save…`, `add…`, `remove…`, `delete…`,
///   `reset…`, `post…`, `send…`, `handle…`, `update()`…; cancelling it on the next change
///   would drop work, and `.task(id:)` would also run it on appearance.
/// Not fixable: `.task(id:)` also runs when the view first appears, which may or may not be
/// wanted.
public struct TaskIdOverOnChangeRule: Rule {
    public static let description = RuleDescription(
        id: "task-id-over-onchange",
        title: "Prefer .task(id:) to Task in .onChange",
        category: .concurrency,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            Starting a `Task` from `.onChange` leaves the previous load running when the value \
            changes again, so results can arrive out of order, and nothing cancels the work \
            when the view disappears. `.task(id: value)` restarts its work whenever `value` \
            changes, cancelling the previous run, and is cancelled with the view. It also runs \
            once on appearance, so check that this is what you want.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Swift Best Practices"),
            GuidanceSource(file: Guidance.bestPractices, section: "Task Modifier Usage"),
        ],
        triggering: [
            RuleExample(
                "ForecastView().onChange(of: city) { ↓Task { await forecast.load(city) } }",
                message: "a Task started in .onChange is not cancelled when the value changes again; use "
                    + ".task(id:) on the value"),
            RuleExample(
                """
                SearchResults()
                    .onChange(of: query) { _, newValue in
                        ↓Task { await search.run(newValue) }
                    }
                """,
                message: "a Task started in .onChange is not cancelled when the value changes again; use "
                    + ".task(id:) on the value"),
            RuleExample(
                """
                Text(name).onChange(of: userID, initial: true) { old, new in
                    if old != new { ↓Task.detached(priority: .utility) { await profile.fetch(new) } }
                }
                """,
                message: "a Task started in .onChange is not cancelled when the value changes again; use "
                    + ".task(id:) on the value"),
            RuleExample(
                """
                Roster().onChange(of: team) { old, new in
                    guard old.id != new.id else { return }
                    roster.clear()
                    ↓Task { await roster.reload(for: new) }
                }
                """,
                message: "a Task started in .onChange is not cancelled when the value changes again; use "
                    + ".task(id:) on the value"),
        ],
        nonTriggering: [
            RuleExample("ForecastView().task(id: city) { await forecast.load(city) }"),
            RuleExample(
                """
                ForecastView().onChange(of: city) { _, new in forecast.select(new) }
                """),
            RuleExample(
                """
                model.onChange(city) { Task { await reload() } }
                Button("Go") { Task { await forecast.load(city) } }
                """),
            RuleExample(
                """
                Panel()
                    .onChange(of: isSyncOn) { _, on in
                        if on { Task { await mirror.refresh() } }
                    }
                    .onChange(of: phase) { _, phase in
                        switch phase {
                        case .active: Task { await inbox.fetch() }
                        default: break
                        }
                    }
                    .onChange(of: showsEditor) {
                        guard !showsEditor else { return }
                        Task { await profile.fetch() }
                    }
                """),
            RuleExample(
                """
                Finder()
                    .onChange(of: term) {
                        lookup.cancel()
                        lookup = Task { await results.search(term) }
                    }
                    .onChange(of: nickname) { _, name in
                        Throttle.after(0.5) { Task { await settings.store(name) } }
                    }
                    .onChange(of: items.count) { old, new in
                        Task {
                            try? await Task.sleep(for: .milliseconds(200))
                            scrollTarget = items.last?.id
                        }
                    }
                """),
            RuleExample(
                """
                Form {}
                    .onChange(of: rule) { Task { await saveRule() } }
                    .onChange(of: isPinned) { _, _ in Task { await note.update() } }
                    .onChange(of: stream.lastEvent?.id) { Task { await handleEvent(stream.lastEvent) } }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["onChange"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isMemberCall("onChange"),
            call.argument(labelled: "of") != nil,
            let action = call.closure(labelled: "perform") ?? call.closure(labelled: "action")
        else { return }
        if Self.cancelsWork(action) { return }
        var eventNames = action.parameterNames
        if let changed = call.argument(labelled: "of")?.expression {
            for token in changed.tokens(viewMode: .sourceAccurate) {
                if case .identifier(let name) = token.tokenKind { eventNames.insert(name) }
            }
        }
        for task in TaskCalls.find(in: action) {
            guard task.call.parent?.is(CodeBlockItemSyntax.self) == true,
                Self.runsForEveryChange(task.call, in: action, eventNames: eventNames),
                let body = task.call.trailingClosure
                    ?? task.call.arguments.lazy.compactMap({ $0.expression.as(ClosureExprSyntax.self) }).first,
                !Self.startsWithSleep(body), !Self.writesOrHandles(body)
            else { continue }
            report(
                "a Task started in .onChange is not cancelled when the value changes again; use .task(id:) on the "
                    + "value",
                on: task.call, in: context)
        }
    }

    /// Verbs of work that must not be cancelled by the next change: writes and event handling.
    private static let writeVerbs = [
        "save", "add", "remove", "delete", "reset", "post", "send", "handle", "upload", "write", "store",
        "persist", "submit", "apply", "insert", "follow", "mark",
    ]

    /// Whether the handler cancels a task itself (`lookup.cancel()`).
    private static func cancelsWork(_ action: ClosureExprSyntax) -> Bool {
        action.statements.tokens(viewMode: .sourceAccurate).contains { token in
            token.tokenKind == .identifier("cancel") && isCalledName(token)
        }
    }

    /// Whether `task` starts on every change: not inside another closure, and not under a test of
    /// the changed value other than "it really changed".
    private static func runsForEveryChange(
        _ task: FunctionCallExprSyntax, in action: ClosureExprSyntax, eventNames: Set<String>
    ) -> Bool {
        var current = Syntax(task)
        while let parent = current.parent, parent.id != action.id {
            if parent.is(ClosureExprSyntax.self) { return false }
            if let ifExpr = parent.as(IfExprSyntax.self), current.id != ifExpr.conditions.id,
                ifExpr.conditions.nodes.contains(where: { testsEvent(Syntax($0.condition), eventNames) })
            {
                return false
            }
            if let switchExpr = parent.as(SwitchExprSyntax.self), current.id != switchExpr.subject.id,
                testsEvent(Syntax(switchExpr.subject), eventNames)
            {
                return false
            }
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items.nodes {
                    if item.id == current.id { break }
                    if case .stmt(let statement) = item.item, let guardStmt = statement.as(GuardStmtSyntax.self),
                        guardStmt.conditions.nodes.contains(where: { testsEvent(Syntax($0.condition), eventNames) })
                    {
                        return false
                    }
                }
            }
            current = parent
        }
        return true
    }

    /// Whether a condition reads the changed value or a handler parameter, other than only
    /// comparing two of them with `!=` (a test that the value really changed).
    private static func testsEvent(_ condition: Syntax, _ eventNames: Set<String>) -> Bool {
        if let sequence = condition.as(SequenceExprSyntax.self), sequence.elements.count == 3,
            let operation = Array(sequence.elements)[1].as(BinaryOperatorExprSyntax.self),
            operation.operator.text == "!="
        {
            return false
        }
        return condition.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return eventNames.contains(name) }
            return false
        }
    }

    /// Whether the task's first statement waits (`try? await Task.sleep(…)`): a delayed step.
    private static func startsWithSleep(_ body: ClosureExprSyntax) -> Bool {
        guard let first = body.statements.first else { return false }
        return first.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("sleep") }
    }

    /// Whether the task calls something that writes or handles an event (`saveRule()`,
    /// `note.update()`, `handleEvent(_:)`).
    private static func writesOrHandles(_ body: ClosureExprSyntax) -> Bool {
        for token in body.statements.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let name) = token.tokenKind, isCalledName(token) else { continue }
            if name == "update" { return true }
            for verb in writeVerbs where name.hasPrefix(verb) {
                let rest = name.dropFirst(verb.count)
                if rest.isEmpty || rest.first?.isUppercase == true { return true }
            }
        }
        return false
    }

    /// Whether `token` names the function a call calls: `name(…)` or `base.name(…)`.
    private static func isCalledName(_ token: TokenSyntax) -> Bool {
        guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { return false }
        if let call = reference.parent?.as(FunctionCallExprSyntax.self) {
            return call.calledExpression.id == reference.id
        }
        guard let member = reference.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
            let call = member.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return call.calledExpression.id == member.id
    }
}
