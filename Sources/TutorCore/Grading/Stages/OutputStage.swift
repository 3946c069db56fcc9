/// The last stage: what the program printed against the exercise's expected output.
struct OutputStage {
    let item: FeedbackItem
    /// The share of expected lines the program printed.
    let share: Double
    var matches: Bool { item.kind != .essential }

    init(output: String, expected: String, comparison: OutputComparison) {
        let difference = OutputComparator(mode: comparison).difference(expected: expected, actual: output)
        share = ScoreCard.share(of: difference)
        if let difference {
            item = FeedbackItem(
                kind: .essential, message: "The output differs from what the exercise expects (- expected, + yours).",
                source: "output", details: LineDiff.condensed(difference))
        } else {
            item = FeedbackItem(
                kind: .celebratory, message: "The output matches exactly what the exercise expects.", source: "output")
        }
    }
}
