import SwiftSyntax

/// `task-id-over-onchange`: reloading async data when a value changes is what `.task(id:)` is
/// for.
///
/// Lint: a `Task { … }` (or `Task.detached`) call inside the action closure of a member call
/// `onChange(of:…)`.
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
            RuleExample("ForecastView().onChange(of: city) { ↓Task { await forecast.load(city) } }"),
            RuleExample(
                """
                SearchResults()
                    .onChange(of: query) { _, newValue in
                        ↓Task { await search.run(newValue) }
                    }
                """),
            RuleExample(
                """
                Text(name).onChange(of: userID, initial: true) { old, new in
                    if old != new { ↓Task.detached(priority: .utility) { await sync(new) } }
                }
                """),
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
        for task in TaskCalls.find(in: action) {
            report(
                "a Task started in .onChange is not cancelled when the value changes again; use .task(id:) on the "
                    + "value",
                on: task.call, in: context)
        }
    }
}
