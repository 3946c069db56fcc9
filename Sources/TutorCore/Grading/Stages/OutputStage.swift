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
                kind: .essential, message: GradingMessages.outputDiffers,
                source: "output", details: LineDiff.condensed(difference))
        } else {
            item = FeedbackItem(
                kind: .celebratory, message: GradingMessages.outputMatches, source: "output")
        }
    }
}
