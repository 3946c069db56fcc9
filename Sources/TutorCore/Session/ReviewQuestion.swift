import Foundation
import SwiftUIChecker
import Wording

/// What becomes a review item after a graded attempt or a hint. Pure.
public enum ReviewSources {
    /// The rules the submission broke, and the predict exercise itself when it was answered
    /// wrongly. Internal errors and cancelled runs teach nothing about the learner.
    public static func items(after report: GradeReport, of exercise: Exercise) -> [(ReviewItem.Kind, String)] {
        guard report.verdict != .internalError, report.verdict != .cancelled else { return [] }
        var items: [(ReviewItem.Kind, String)] = []
        if exercise.kind == .predict, !report.passed { items.append((.predict, exercise.qualifiedID)) }
        var seen: Set<String> = []
        for item in report.feedback
        where item.kind != .celebratory && RuleRegistry.ids.contains(item.source) && seen.insert(item.source).inserted {
            items.append((.rule, item.source))
        }
        return items
    }

    /// The exercise, once the learner has needed its last hint.
    public static func items(afterHint count: Int, of exercise: Exercise) -> [(ReviewItem.Kind, String)] {
        guard !exercise.hints.isEmpty, count >= exercise.hints.count else { return [] }
        return [(exercise.kind == .predict ? .predict : .exercise, exercise.qualifiedID)]
    }
}

/// A review item as a question the learner answers in the shell.
public enum ReviewQuestion: Equatable, Sendable {
    /// The predict exercise's prompt again; the answer is compared as predict grading does.
    case predict(Exercise, expected: String)
    /// "Which rule does this line break?", answered with the rule id.
    case rule(id: String, line: String)
    /// The exercise again, pasted and graded as usual.
    case exercise(Exercise)

    /// The question for `item`, or nil when the course or the checker no longer has what it
    /// asks about (such an item is skipped, not deleted).
    public static func make(for item: ReviewItem, in curriculum: Curriculum) -> ReviewQuestion? {
        switch item.kind {
        case .rule:
            return rule(id: item.subject)
        case .predict:
            return curriculum.exercise(id: item.subject).flatMap(prediction(of:))
        case .exercise:
            return curriculum.exercise(id: item.subject).map(ReviewQuestion.exercise)
        }
    }

    /// "Which rule does this line break?" for `id`, or nil when the checker has no such rule.
    static func rule(id: String) -> ReviewQuestion? {
        triggeringLine(of: id).map { .rule(id: id, line: $0) }
    }

    /// "What does this print?" for a predict exercise, or nil for another kind or when its
    /// expected output cannot be read.
    static func prediction(of exercise: Exercise) -> ReviewQuestion? {
        guard exercise.kind == .predict,
            let expected = exercise.expected.flatMap({ try? String(contentsOf: $0.file, encoding: .utf8) })
        else { return nil }
        return .predict(exercise, expected: expected)
    }

    /// The line of the rule's first triggering example where it fires, without the marker.
    static func triggeringLine(of ruleID: String) -> String? {
        guard let rule = RuleRegistry.rule(id: ruleID) else { return nil }
        for example in rule.description.triggering {
            if let line = example.code.split(separator: "\n").first(where: { $0.contains(ExampleMarkers.marker) }) {
                return line.replacingOccurrences(of: String(ExampleMarkers.marker), with: "")
                    .trimmingCharacters(in: .whitespaces)
            }
        }
        return nil
    }

    /// Whether the answer is read as one line (a rule id) rather than pasted lines.
    public var isOneLine: Bool {
        if case .rule = self { return true }
        return false
    }

    /// How an answer to a question that needs no compiler went. Pure.
    public enum Outcome: Equatable, Sendable {
        case right
        /// Wrong; the words say what was expected or which lines were off.
        case wrong([String])
        /// Not an answer to grade (a rule id that does not exist); ask again.
        case unclear(String)
    }

    /// Grades an answer to a predict or rule question; nil for an exercise, which the grader
    /// grades.
    public func check(_ answer: String) -> Outcome? {
        switch self {
        case .predict(let exercise, let expected):
            let difference = OutputComparator(mode: exercise.expected?.comparison ?? .normalized)
                .difference(expected: expected, actual: PredictionAnswer.withoutComments(answer))
            guard let difference else { return .right }
            return .wrong(PredictionAnswer.markedLines(difference))
        case .rule(let id, _):
            let typed = answer.trimmingCharacters(in: .whitespacesAndNewlines).lowercased()
            if typed == id { return .right }
            guard RuleRegistry.ids.contains(typed) else {
                return .unclear(
                    ReviewMessages.noSuchRule(typed, suggestion: ClosestNames.best(for: typed, in: RuleRegistry.ids)))
            }
            return .wrong([ReviewMessages.ruleWas(id)])
        case .exercise:
            return nil
        }
    }
}

/// What `review` says.
enum ReviewMessages {
    static func due(_ count: Int) -> String {
        "\(Plural.count(count, "review")) due — type review."
    }
    static func nothingDue(next: Date?) -> String {
        guard let next else { return "Nothing to review: items appear here when you get something wrong." }
        return "Nothing to review now. The next review is due on "
            + next.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened)) + "."
    }
    static func heading(due: Int) -> String { "Review (\(due) due, this one included)" }
    static let predictAsk = "Type what it prints, then a line holding only '.' (an empty answer stops the review)."
    static let ruleAsk = "Which rule does this line break? Type its id (an empty line stops the review):"
    static func exerciseAsk(_ id: String) -> String {
        "Solve \(id) again: paste your answer and end with a line holding only '.' (an empty answer stops the review)."
    }
    static func right(nextInDays days: Int) -> String {
        "Right. You will see it again in \(Plural.count(days, "day"))."
    }
    static let wrong = "Not quite. It comes back tomorrow."
    static func ruleWas(_ id: String) -> String { "The rule was \(id): 'explain \(id)' says why it matters." }
    static func noSuchRule(_ typed: String, suggestion: String?) -> String {
        "There is no rule '\(typed)'." + (suggestion.map { " Did you mean '\($0)'?" } ?? "")
            + " Type the id again ('rules' lists them)."
    }
    static func stopped(stillDue: Int) -> String {
        "Review stopped; \(Plural.count(stillDue, "review")) still due — type review to go on."
    }
    static func finished(next: Date?) -> String {
        "That was every review due."
            + (next.map {
                " The next one is due on " + $0.formatted(Date.FormatStyle(date: .abbreviated, time: .shortened)) + "."
            } ?? "")
    }
}
