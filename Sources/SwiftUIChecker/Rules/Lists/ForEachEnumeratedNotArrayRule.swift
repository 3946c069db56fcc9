import SwiftSyntax

/// `foreach-enumerated-not-array`: `ForEach` needs a random-access collection, which
/// `enumerated()` only is with Swift 6.2 on iOS 26 or later (SE-0459).
///
/// Lint: a `ForEach` whose first unlabelled argument is a `.enumerated()` call not wrapped in
/// `Array(…)`. Off when `swiftToolchain` ≥ 6.2 and `deploymentTarget.iOS` ≥ 26, where the
/// conformance exists.
/// Fix (safe): wrap the argument in `Array(…)`.
public struct ForEachEnumeratedNotArrayRule: Rule {
    public static let description = RuleDescription(
        id: "foreach-enumerated-not-array",
        title: "Wrap enumerated() in Array for ForEach",
        category: .lists,
        defaultSeverity: .error,
        fixability: .safe,
        rationale: """
            `ForEach` takes a random-access collection. Before Swift 6.2, and on OS versions \
            older than the ones that ship its new conformance, the sequence returned by \
            `enumerated()` is not one, so the code does not compile. Wrapping it in `Array(…)` \
            gives `ForEach` an array of (offset, element) pairs; identify the rows by \
            `\\.element.id` when the elements are `Identifiable`.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Enumerated Sequences")],
        triggering: [
            RuleExample(
                #"ForEach(↓steps.enumerated(), id: \.offset) { n, step in Text("\(n + 1). \(step)") }"#,
                message:
                    "enumerated() is not a random-access collection for ForEach here; wrap it: "
                    + "Array(steps.enumerated())"
            ),
            RuleExample(
                #"""
                var body: some View {
                    VStack {
                        ForEach(↓(players.enumerated()), id: \.element.id) { rank, player in
                            RankRow(rank: rank + 1, player: player)
                        }
                    }
                }
                """#,
                message:
                    "enumerated() is not a random-access collection for ForEach here; wrap it: "
                    + "Array(players.enumerated())"
            ),
            RuleExample(
                #"""
                ForEach(↓model.lines.enumerated(), id: \.offset) { pair in
                    Text(pair.element)
                }
                """#, knobs: .iOS(26),
                message:
                    "enumerated() is not a random-access collection for ForEach here; wrap it: "
                    + "Array(model.lines.enumerated())"
            ),
        ],
        nonTriggering: [
            RuleExample(#"ForEach(Array(steps.enumerated()), id: \.offset) { n, step in Text("\(n + 1). \(step)") }"#),
            RuleExample(
                #"ForEach(steps.enumerated(), id: \.offset) { n, step in Text(step) }"#, knobs: modernToolchain),
            RuleExample(
                #"""
                ForEach(steps.enumerated().map { $0 }, id: \.offset) { n, step in Text(step) }
                for (n, step) in steps.enumerated() { print(n, step) }
                let pairs = Array(steps.enumerated())
                """#),
        ],
        corrections: [
            RuleCorrection(
                #"ForEach(↓steps.enumerated(), id: \.offset) { n, step in Text(step) }"#,
                #"ForEach(Array(steps.enumerated()), id: \.offset) { n, step in Text(step) }"#,
                declaring: "let steps = [\"Mix\", \"Bake\"]"),
            RuleCorrection(
                #"ForEach(↓(steps.enumerated()), id: \.offset) { n, step in Text(step) }"#,
                #"ForEach(Array(steps.enumerated()), id: \.offset) { n, step in Text(step) }"#,
                declaring: "let steps = [\"Mix\", \"Bake\"]"),
        ]
    )

    /// Swift 6.2 building for iOS 26, where `EnumeratedSequence` is a random-access collection.
    static var modernToolchain: Knobs {
        var knobs = Knobs.iOS(26)
        knobs.swiftToolchain = Version(6, 2)
        return knobs
    }

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["ForEach"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard !(context.knobs.swiftToolchain >= Version(6, 2) && context.knobs.deploymentTargetIOS >= Version(26)),
            let call = node.as(FunctionCallExprSyntax.self), call.isConstructor(of: ["ForEach"]),
            let data = call.firstUnlabeledArgument?.expression,
            let enumerated = data.withoutParentheses.as(FunctionCallExprSyntax.self),
            enumerated.memberName == "enumerated", enumerated.memberBase != nil,
            enumerated.arguments.isEmpty, enumerated.trailingClosureCount == 0
        else { return }
        report(
            "enumerated() is not a random-access collection for ForEach here; wrap it: "
                + "Array(\(enumerated.trimmedText))",
            on: data, in: context,
            fix: Fix("wrap in Array(…)", edits: [Edits.replace(data, with: "Array(\(enumerated.trimmedText))")]))
    }
}
