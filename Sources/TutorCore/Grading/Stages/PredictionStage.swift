/// The stage of a predict exercise: the learner's answer against what the snippet prints.
/// Nothing is checked or compiled.
struct PredictionStage {
    private(set) var feedback: [FeedbackItem] = []
    /// The share of expected lines the answer has right.
    let share: Double
    var passed: Bool { feedback.isEmpty }

    init(answer: String, expected: String, comparison: OutputComparison) {
        let difference = OutputComparator(mode: comparison)
            .difference(expected: expected, actual: PredictionAnswer.withoutComments(answer))
        share = ScoreCard.share(of: difference)
        if let difference {
            // Marked line by line, never showing the expected lines: finding them is the exercise.
            feedback.append(
                FeedbackItem(
                    kind: .essential,
                    message: GradingMessages.predictionDiffers,
                    source: "output", details: PredictionAnswer.markedLines(difference)))
        }
    }
}
