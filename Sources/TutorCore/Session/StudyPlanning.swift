import Foundation
import SwiftUIChecker
import Wording

/// One checked file of the learner's project: its path as shown, its text and the findings.
public struct StudiedFile: Sendable, Equatable {
    public var path: String
    public var source: String
    public var findings: [Finding]

    public init(path: String, source: String, findings: [Finding]) {
        self.path = path
        self.source = source
        self.findings = findings
    }
}

extension StudyPlan {
    /// Turns checker findings into lessons to read. Pure.
    ///
    /// Each rule goes to the lesson that teaches it (`rules` in a lesson's front matter, else the
    /// first lesson that `revisits` it). Within a lesson, rules are ordered by how often they
    /// fired (then by id); lessons by the total of their rules (then in course order). The
    /// example of each rule is the first line of the learner's own code where it fired. Notes
    /// that are not rules (a file that does not parse) are left out.
    public static func build(path: String, files: [StudiedFile], curriculum: Curriculum, at date: Date) -> StudyPlan {
        var counts: [String: Int] = [:]
        var examples: [String: ExampleLine] = [:]
        for file in files {
            let lines = file.source.split(separator: "\n", omittingEmptySubsequences: false)
            for finding in file.findings where RuleRegistry.ids.contains(finding.ruleID) {
                counts[finding.ruleID, default: 0] += 1
                if examples[finding.ruleID] == nil {
                    let text = lines.indices.contains(finding.line - 1) ? String(lines[finding.line - 1]) : ""
                    examples[finding.ruleID] = ExampleLine(
                        file: file.path, line: finding.line, text: text.trimmingCharacters(in: .whitespaces))
                }
            }
        }
        let rules = counts.compactMap { id, count in
            examples[id].map { RuleFindings(ruleID: id, count: count, example: $0) }
        }.sorted { ($1.count, $0.ruleID) < ($0.count, $1.ruleID) }
        var byLesson: [String: [RuleFindings]] = [:]
        var untaught: [RuleFindings] = []
        for rule in rules {
            if let lesson = curriculum.lesson(teachingRule: rule.ruleID) {
                byLesson[lesson.qualifiedID, default: []].append(rule)
            } else {
                untaught.append(rule)
            }
        }
        let courseOrder = Dictionary(
            curriculum.lessons.enumerated().map { ($1.qualifiedID, $0) }, uniquingKeysWith: { first, _ in first })
        let steps = byLesson.map { Step(lessonID: $0.key, rules: $0.value) }.sorted {
            ($1.count, courseOrder[$0.lessonID] ?? .max) < ($0.count, courseOrder[$1.lessonID] ?? .max)
        }
        return StudyPlan(path: path, createdAt: date, steps: steps, untaught: untaught)
    }

    /// The plan as pretty JSON, keys sorted (`study --json`).
    public var json: String { ReadableJSON.text(self) }
}

/// What `study` prints.
struct StudyPlanView {
    var style: TerminalStyle

    func render(_ plan: StudyPlan, curriculum: Curriculum) -> [String] {
        let total = plan.steps.reduce(0) { $0 + $1.count } + plan.untaught.reduce(0) { $0 + $1.count }
        guard total > 0 else { return [StudyMessages.clean(plan.path)] }
        var lines = [style.apply(.bold, StudyMessages.heading(plan.path, findings: total, lessons: plan.steps.count))]
        for (number, step) in plan.steps.enumerated() {
            let title = curriculum.lesson(id: step.lessonID)?.title ?? step.lessonID
            lines += [
                "",
                "\(number + 1). " + style.apply(.bold, title) + " — lesson "
                    + style.apply(
                        .cyan, curriculum.item(id: step.lessonID).map(curriculum.reference(of:)) ?? step.lessonID),
            ]
            lines += step.rules.flatMap(ruleLines)
        }
        if !plan.untaught.isEmpty {
            lines += ["", style.apply(.bold, StudyMessages.untaught)]
            lines += plan.untaught.flatMap(ruleLines)
        }
        lines += ["", StudyMessages.howToFollow]
        return lines
    }

    private func ruleLines(_ rule: StudyPlan.RuleFindings) -> [String] {
        [
            "   " + style.apply(.yellow, rule.ruleID) + style.apply(.gray, " (\(Plural.count(rule.count, "time")))")
                + " — e.g. \(rule.example.file):\(rule.example.line)",
            "       " + SwiftHighlighter.highlight(rule.example.text, style: style).joined(),
        ]
    }
}

enum StudyMessages {
    static func heading(_ path: String, findings: Int, lessons: Int) -> String {
        "Study plan for \(path): \(Plural.count(findings, "finding")), \(Plural.count(lessons, "lesson")) to read"
    }
    static func clean(_ path: String) -> String {
        "The checker found nothing to study in \(path). Your plan is empty; 'next' follows the course."
    }
    static let untaught = "Also found (no lesson of the loaded course teaches these yet; 'explain RULE' does):"
    static let howToFollow =
        "The plan is saved: 'next' opens its lessons in this order, then goes on with the course. "
        + "Run 'study' again after fixing things to get a new plan."
    static func nothingToCheck(_ path: String) -> String {
        "Nothing studied: \(path) holds no .swift file the checker could read."
    }
    static func fromPlan(_ lessonID: String) -> String { "From your study plan: lesson \(lessonID)" }
    static let usage = "Usage: study PATH [--json], where PATH is your project's folder or a .swift file."
}
