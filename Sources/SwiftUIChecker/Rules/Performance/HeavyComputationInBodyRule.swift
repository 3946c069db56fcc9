import SwiftSyntax

/// `heavy-computation-in-body`: sorting, reducing, grouping, decoding images and reading files
/// do not belong in a view body.
///
/// Lint: inside a view body (view-content closures included, action closures excluded):
/// `.sorted()` / `.sorted(by:)` / `.sorted(using:)` / `.sorted { }`, `.reduce(_:_:)` /
/// `.reduce(into:_:)`, `Dictionary(grouping:by:)`, `UIImage(data:)`, `Data(contentsOf:)`,
/// `String(contentsOf:…)`, and `.filter` unless it is in the data argument of
/// `ForEach`/`List` (that is `foreach-inline-filter`). The same work in a computed property
/// of the view is not flagged, although it still runs on every body evaluation: some guidance
/// recommends exactly that (`004_f399b3bf2a63fd80.txt` › "Common Mistakes to Avoid"), so it
/// is taught (compute derived data once per change of its input) rather than linted.
public struct HeavyComputationInBodyRule: Rule {
    public static let description = RuleDescription(
        id: "heavy-computation-in-body",
        title: "Keep sorting, filtering and I/O out of body",
        category: .performance,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            The body runs whenever any state it reads changes, often many times in a row. \
            Sorting, filtering or reducing a collection, grouping it, decoding an image or \
            reading a file there repeats that work on every update and can make scrolling and \
            typing stutter. Compute the result once in the model, or keep it in state and \
            refresh it in `.onChange` or `.task` when its inputs change.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "2. Heavy Computation in Body"),
            GuidanceSource(file: Guidance.playbook, section: "Body Must Be Cheap"),
            GuidanceSource(file: Guidance.projectPatterns, section: "Common Mistakes to Avoid"),
        ],
        triggering: [
            RuleExample(
                """
                var body: some View {
                    List(players.↓sorted { $0.score > $1.score }) { PlayerRow(player: $0) }
                }
                """,
                message:
                    "sorting runs on every body evaluation; compute it in the model or cache it in state updated in "
                    + ".onChange/.task"
            ),
            RuleExample(
                """
                struct Summary: View {
                    let expenses: [Expense]
                    var body: some View {
                        let total = expenses.↓reduce(0) { $0 + $1.amount }
                        let groups = ↓Dictionary(grouping: expenses, by: \\.category)
                        VStack {
                            Text(total, format: .currency(code: "EUR"))
                            Text("\\(groups.count) categories, \\(expenses.↓filter(\\.isRefund).count) refunds")
                        }
                    }
                }
                """,
                messages: [
                    "reducing runs on every body evaluation; compute it in the model or cache it in state updated in "
                        + ".onChange/.task",
                    "grouping runs on every body evaluation; compute it in the model or cache it in state updated in "
                        + ".onChange/.task",
                    "filtering runs on every body evaluation; compute it in the model or cache it in state updated "
                        + "in .onChange/.task",
                ]),
            RuleExample(
                """
                struct Cover: View {
                    let url: URL
                    var body: some View {
                        if let data = try? ↓Data(contentsOf: url), let image = ↓UIImage(data: data) {
                            Image(uiImage: image)
                        }
                    }
                }
                """,
                messages: [
                    "reading a file runs on every body evaluation; compute it in the model or cache it in state "
                        + "updated in .onChange/.task",
                    "decoding an image runs on every body evaluation; compute it in the model or cache it in state "
                        + "updated in .onChange/.task",
                ]),
        ],
        nonTriggering: [
            RuleExample("var body: some View { List(model.leaderboard) { PlayerRow(player: $0) } }"),
            RuleExample(
                """
                struct Board: View {
                    let players: [Player]
                    @State private var ranking: [Player] = []
                    var body: some View {
                        List(ranking) { PlayerRow(player: $0) }
                            .onChange(of: players, initial: true) { _, new in ranking = new.sorted { $0.score > \
                $1.score } }
                    }
                    var sortedPlayers: [Player] { players.sorted { $0.score > $1.score } }
                }
                """),
            RuleExample(
                """
                var body: some View {
                    ForEach(tasks.filter { !$0.done }) { TaskRow(task: $0) }
                    Text(store.sorted(for: user).title)
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = [
        "sorted", "reduce", "filter", "Dictionary", "UIImage", "Data", "String",
    ]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self) else { return }
        let description: String
        let position: Syntax
        if let name = call.memberNameToken, call.memberBase != nil {
            guard let what = Self.heavyMethod(call, name: name.text) else { return }
            if name.text == "filter", FilterCalls.isInListData(call) { return }
            (description, position) = (what, Syntax(name))
        } else if let what = Self.heavyInitializer(call) {
            (description, position) = (what, Syntax(call))
        } else {
            return
        }
        guard call.evaluatingViewBody != nil else { return }
        report(
            "\(description) runs on every body evaluation; compute it in the model or cache it in state updated in "
                + ".onChange/.task",
            on: position, in: context)
    }

    private static func heavyMethod(_ call: FunctionCallExprSyntax, name: String) -> String? {
        let labels = call.argumentLabels
        let closures = call.trailingClosureCount
        switch name {
        case "sorted":
            let matches =
                (labels.isEmpty && closures <= 1) || (labels == ["by"] && closures == 0)
                || (labels == ["using"] && closures == 0)
            return matches ? "sorting" : nil
        case "reduce":
            let matches =
                (labels == [nil, nil] && closures == 0) || (labels == [nil] && closures == 1)
                || (labels == ["into", nil] && closures == 0) || (labels == ["into"] && closures == 1)
            return matches ? "reducing" : nil
        case "filter":
            let matches = (labels.isEmpty && closures == 1) || (labels == [nil] && closures == 0)
            return matches ? "filtering" : nil
        default:
            return nil
        }
    }

    private static func heavyInitializer(_ call: FunctionCallExprSyntax) -> String? {
        guard let name = call.calleeName, let firstLabel = call.arguments.first?.label?.text else { return nil }
        switch (name, firstLabel) {
        case ("Dictionary", "grouping"): return "grouping"
        case ("UIImage", "data"): return "decoding an image"
        case ("Data", "contentsOf"), ("String", "contentsOf"): return "reading a file"
        default: return nil
        }
    }
}
