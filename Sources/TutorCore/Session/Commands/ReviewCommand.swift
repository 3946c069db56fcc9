import Foundation

extension ShellCommands {
    /// `review`: asks the review items that are due, one after another.
    public struct Review: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "review", usage: "review",
            summary: "Practise again what you got wrong before, when it is due",
            details:
                "Every rule a graded answer of yours broke, every prediction you missed and every exercise you "
                + "needed the last hint for comes back here: a day later, then after 3, 7, 16 and 35 days while you "
                + "answer right, and a day later again when you do not. A prediction is answered by typing what the "
                + "code prints, a rule by typing its id, an exercise by pasting a solution, which is graded as usual. "
                + "An empty answer stops; 'next' and the start-up banner say how many reviews are due.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            let (progress, warnings) = session.loadProgress()
            var reply = session.askNextReview(in: progress, first: true)
            reply.warnings = warnings + reply.warnings
            return reply
        }
    }
}

extension ShellCommand where Self == ShellCommands.Review {
    public static var review: Self { .init() }
}

extension TutorSession {
    /// How many review items are due now, for `next` and the banner.
    public var reviewsDue: Int { loadProgress().0.dueReviews(at: now()).count }

    /// "2 reviews due — type review." when any are due, for the start-up banner.
    public var reviewsDueLine: String? {
        let due = reviewsDue
        return due > 0 ? ReviewMessages.due(due) : nil
    }

    /// The first due item that can still be asked, as a question waiting for its answer; or
    /// that nothing is due.
    func askNextReview(in progress: Progress, first: Bool, preface: [String] = []) -> SessionReply {
        let due = progress.dueReviews(at: now()).compactMap { item in
            ReviewQuestion.make(for: item, in: curriculum).map { (item, $0) }
        }
        guard let (item, question) = due.first else {
            let later = progress.reviews.values.map(\.due).filter { $0 > now() }.min()
            let line = first ? ReviewMessages.nothingDue(next: later) : ReviewMessages.finished(next: later)
            return SessionReply(lines: preface + [line])
        }
        let heading = style.apply(.bold, ReviewMessages.heading(due: due.count))
        return SessionReply(
            lines: preface + [heading] + ReviewView(style: style).render(question),
            pasteRequest: .review(itemID: item.id, oneLine: question.isOneLine))
    }

    /// Grades the answer to a review item, moves it along the schedule and asks the next one.
    func answerReview(_ itemID: String, answer: String) -> SessionReply {
        let (progress, warnings) = loadProgress()
        guard let item = progress.reviews[itemID], let question = ReviewQuestion.make(for: item, in: curriculum) else {
            return SessionReply(lines: [], warnings: warnings)
        }
        guard !answer.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return SessionReply(lines: [ReviewMessages.stopped(stillDue: progress.dueReviews(at: now()).count)])
        }
        var lines: [String]
        let right: Bool
        switch question.check(answer) {
        case .right:
            right = true
            lines = []
        case .wrong(let details):
            right = false
            lines = details.map { "  " + $0 }
        case .unclear(let message):
            return SessionReply(
                lines: [message], pasteRequest: .review(itemID: itemID, oneLine: question.isOneLine), warnings: warnings
            )
        case nil:
            guard case .exercise(let exercise) = question, let grader else {
                return SessionReply(lines: [], warnings: [graderProblem ?? SessionMessages.gradingUnavailable])
            }
            let report = grader.grade(exercise, source: answer, displayName: "<pasted>")
            if report.verdict == .internalError || report.verdict == .cancelled {
                return SessionReply(
                    lines: GradeView(style: style).render(report, displayName: "<pasted>", hintsLeft: nil))
            }
            right = report.passed
            lines = right ? [] : GradeView(style: style).render(report, displayName: "<pasted>", hintsLeft: nil)
        }
        let (saved, saveWarnings) = record { $0.recordReviewAnswer(itemID, correctly: right, at: now()) }
        let box = saved?.reviews[itemID]?.box ?? 0
        lines.insert(
            right
                ? style.apply(.green, ReviewMessages.right(nextInDays: ReviewSchedule.intervalsInDays[box]))
                : style.apply(.yellow, ReviewMessages.wrong), at: 0)
        var reply = askNextReview(in: saved ?? progress, first: false, preface: lines + [""])
        reply.warnings = warnings + saveWarnings + reply.warnings
        return reply
    }
}

/// How a review question looks.
struct ReviewView {
    var style: TerminalStyle

    func render(_ question: ReviewQuestion) -> [String] {
        switch question {
        case .predict(let exercise, _):
            return [style.apply(.gray, "From \(exercise.id), “\(exercise.title)”")]
                + MarkdownRenderer(style: style).render(exercise.prompt) + [ReviewMessages.predictAsk]
        case .rule(_, let line):
            return [ReviewMessages.ruleAsk, "", "    " + SwiftHighlighter.highlight(line, style: style).joined()]
        case .exercise(let exercise):
            return [style.apply(.gray, "\(exercise.id), “\(exercise.title)”")]
                + MarkdownRenderer(style: style).render(exercise.prompt) + [ReviewMessages.exerciseAsk(exercise.id)]
        }
    }
}
