import SwiftSyntax

/// `task-in-onappear`: async work started from `.onAppear` with `Task { }` is never cancelled;
/// `.task { }` is.
///
/// Lint: a `Task { … }`, `Task(priority:) { … }` or `Task.detached { … }` call inside the action
/// closure of a member call `onAppear` (trailing or `perform:`).
/// Fix (conditional): when a plain `Task { … }` without a signature is the closure's only
/// statement, rewrite to `.task { … }`.
public struct TaskInOnAppearRule: Rule {
    public static let description = RuleDescription(
        id: "task-in-onappear",
        title: "Use .task instead of Task in .onAppear",
        category: .concurrency,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            A `Task` created in `.onAppear` lives on after the view disappears: a slow request \
            keeps running and may write results into a screen the user already left. The \
            `.task` modifier starts the same async work when the view appears and cancels it \
            automatically when the view goes away.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Swift Best Practices"),
            GuidanceSource(file: Guidance.expertSkill, section: "7. Task Cancellation"),
        ],
        triggering: [
            RuleExample(
                "FeedList().onAppear { ↓Task { await feed.refresh() } }",
                message: "Task started in .onAppear is not cancelled when the view disappears; use the .task "
                    + "modifier"),
            RuleExample(
                """
                Text(title)
                    .onAppear {
                        analytics.log("shown")
                        ↓Task(priority: .background) { await cache.warm() }
                    }
                """,
                message: "Task started in .onAppear is not cancelled when the view disappears; use the .task "
                    + "modifier"),
            RuleExample(
                """
                Map().onAppear(perform: {
                    ↓Task.detached { await locator.start() }
                })
                """,
                message: "Task started in .onAppear is not cancelled when the view disappears; use the .task "
                    + "modifier"),
        ],
        nonTriggering: [
            RuleExample("FeedList().task { await feed.refresh() }"),
            RuleExample(
                """
                Text(title).onAppear { analytics.log("shown") }
                Button("Reload") { Task { await feed.refresh() } }
                """),
            RuleExample(
                """
                Text(title).onDisappear { Task { await feed.save() } }
                let onAppear = { Task { await feed.refresh() } }
                """),
        ],
        corrections: [
            RuleCorrection(
                "FeedList().onAppear { ↓Task { await feed.refresh() } }",
                "FeedList().task { await feed.refresh() }",
                declaring: """
                    struct FeedList: View { var body: some View { EmptyView() } }
                    final class Feed: Sendable { func refresh() async {} }
                    let feed = Feed()
                    """),
            RuleCorrection(
                """
                FeedList()
                    .onAppear {
                        ↓Task {
                            await feed.refresh()
                            await feed.mark()
                        }
                    }
                """,
                """
                FeedList()
                    .task {
                        await feed.refresh()
                        await feed.mark()
                    }
                """,
                declaring: """
                    struct FeedList: View { var body: some View { EmptyView() } }
                    final class Feed: Sendable {
                        func refresh() async {}
                        func mark() async {}
                    }
                    let feed = Feed()
                    """),
            RuleCorrection(
                """
                FeedList().onAppear {
                    ↓Task.detached { await feed.refresh() }
                }
                """,
                """
                FeedList().onAppear {
                    Task.detached { await feed.refresh() }
                }
                """,
                declaring: """
                    struct FeedList: View { var body: some View { EmptyView() } }
                    final class Feed: Sendable { func refresh() async {} }
                    let feed = Feed()
                    """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["onAppear"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isMemberCall("onAppear"),
            let name = call.memberNameToken,
            call.arguments.allSatisfy({ $0.label?.text == "perform" }),
            let action = call.closure(labelled: "perform")
        else { return }
        for task in TaskCalls.find(in: action) {
            var fix: Fix?
            if action.statements.count == 1, call.trailingClosure != nil, call.arguments.isEmpty,
                let only = action.statements.first?.item.as(FunctionCallExprSyntax.self), only.id == task.call.id,
                !task.isDetached, task.call.arguments.isEmpty, task.call.additionalTrailingClosures.isEmpty,
                let body = task.call.trailingClosure, body.signature == nil,
                let first = body.statements.first
            {
                let outdent =
                    context.lines.location(ofOffset: first.positionAfterSkippingLeadingTrivia.utf8Offset).column
                    - context.lines.location(ofOffset: only.positionAfterSkippingLeadingTrivia.utf8Offset).column
                let text = Edits.outdent(body.statements.trimmedText, by: outdent)
                fix = Fix(
                    "use .task",
                    edits: [
                        Edits.replace(name, with: "task"),
                        Edits.replace(only, with: text),
                    ])
            }
            report(
                "Task started in .onAppear is not cancelled when the view disappears; use the .task modifier",
                on: task.call, in: context, fix: fix)
        }
    }
}

/// Finds `Task { }`, `Task(priority:) { }` and `Task.detached { }` calls inside a closure.
enum TaskCalls {
    struct Found {
        let call: FunctionCallExprSyntax
        let isDetached: Bool
    }

    static func find(in closure: ClosureExprSyntax) -> [Found] {
        final class Finder: SyntaxVisitor {
            var found: [Found] = []
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let hasBody =
                    node.trailingClosure != nil || node.arguments.contains { $0.expression.is(ClosureExprSyntax.self) }
                if hasBody, node.isCall(to: "Task") {
                    found.append(Found(call: node, isDetached: false))
                } else if hasBody, node.isMemberCall("detached"),
                    node.memberBase?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Task"
                {
                    found.append(Found(call: node, isDetached: true))
                }
                return .visitChildren
            }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }
}
