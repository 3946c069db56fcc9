import Foundation

/// The forms `grade` and `grade merge` write. Each is a pure function of the report, so a
/// merged set of shards prints byte for byte what one run prints.
public enum ClassReportFormat: String, CaseIterable, Sendable {
    case csv
    case json
    case gradescope
    case html

    public func render(_ report: ClassReport) -> String {
        switch self {
        case .csv: ClassCSV.render(report)
        case .json: ClassJSON.render(report)
        case .gradescope: GradescopeResults.render(report)
        case .html: ClassReportPage.render(report)
        }
    }
}

/// CSV as RFC 4180 writes it: CRLF line ends, a header, fields with a comma, quote or line break
/// quoted and their quotes doubled. Lists are separated by `; `; feedback lines are separated by
/// line breaks inside their quoted field.
public enum ClassCSV {
    static let header = [
        "student", "exercise", "verdict", "score", "max_score", "failed_checks", "rule_findings",
        "identical_group", "note", "fingerprint", "feedback", "seconds",
    ]

    static let listSeparator = "; "

    public static func render(_ report: ClassReport) -> String {
        let groups = report.groupNumbers
        let lines =
            [header]
            + report.rows.map { row in
                [
                    row.student, report.exerciseID, row.verdict, "\(row.score)", "\(ClassRow.maxScore)",
                    row.failedChecks.joined(separator: listSeparator),
                    row.ruleFindings.joined(separator: listSeparator),
                    groups[row.student].map { "\($0)" } ?? "", row.note, row.fingerprint,
                    row.feedback.joined(separator: "\n"), formatted(row.seconds),
                ]
            }
        return lines.map { $0.map(quoted).joined(separator: ",") + "\r\n" }.joined()
    }

    /// A field as RFC 4180 wants it.
    public static func quoted(_ field: String) -> String {
        guard field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    /// Seconds to a tenth, as every form prints them.
    public static func formatted(_ value: Double) -> String { String(format: "%.1f", value) }

    /// The records of an RFC 4180 text (CRLF or LF line ends); nil when a quote is left open.
    public static func records(_ text: String) -> [[String]]? {
        var records: [[String]] = []
        var record: [String] = []
        var field = ""
        var inQuotes = false
        var characters = Array(text.unicodeScalars)[...]
        while let character = characters.popFirst() {
            if inQuotes {
                if character == "\"" {
                    if characters.first == "\"" {
                        field.unicodeScalars.append(characters.removeFirst())
                    } else {
                        inQuotes = false
                    }
                } else {
                    field.unicodeScalars.append(character)
                }
                continue
            }
            switch character {
            case "\"": inQuotes = true
            case ",":
                record.append(field)
                field = ""
            case "\r" where characters.first == "\n":
                continue
            case "\n":
                record.append(field)
                records.append(record)
                record = []
                field = ""
            default: field.unicodeScalars.append(character)
            }
        }
        guard !inQuotes else { return nil }
        if !field.isEmpty || !record.isEmpty {
            record.append(field)
            records.append(record)
        }
        return records
    }

    /// The rows and exercise of a CSV this type wrote.
    static func parse(_ text: String) throws(ClassResultsProblem) -> (exerciseID: String?, rows: [ClassRow]) {
        guard let records = records(text), let first = records.first else {
            throw ClassResultsProblem("is not CSV (a quote is never closed, or it is empty)")
        }
        let columns = Dictionary(first.enumerated().map { ($0.element, $0.offset) }) { a, _ in a }
        let missing = header.filter { columns[$0] == nil }
        guard missing.isEmpty else {
            throw ClassResultsProblem("has no column \(missing.joined(separator: ", ")); was it written by 'grade'?")
        }
        var exerciseID: String?
        var rows: [ClassRow] = []
        for (offset, record) in records.dropFirst().enumerated() {
            func value(_ name: String) -> String {
                let index = columns[name]!
                return index < record.count ? record[index] : ""
            }
            guard record.count == first.count, let score = Int(value("score")),
                let seconds = Double(value("seconds"))
            else {
                throw ClassResultsProblem("line \(offset + 2) is not a row of 'grade' (wrong field count or number)")
            }
            exerciseID = exerciseID ?? value("exercise")
            func list(_ name: String, by separator: String) -> [String] {
                value(name).components(separatedBy: separator).filter { !$0.isEmpty }
            }
            rows.append(
                ClassRow(
                    student: value("student"), verdict: value("verdict"), score: score,
                    failedChecks: list("failed_checks", by: listSeparator),
                    ruleFindings: list("rule_findings", by: listSeparator),
                    feedback: list("feedback", by: "\n"), note: value("note"), fingerprint: value("fingerprint"),
                    seconds: seconds))
        }
        return (exerciseID, rows)
    }
}

/// The JSON form; its schema is in docs/GRADING-A-CLASS.md.
public enum ClassJSON {
    /// The `format` field, so `grade merge` knows the file is ours.
    static let formatName = "swiftui-tutor-class-grades"

    struct Document: Encodable {
        struct Student: Encodable {
            var row: ClassRow
            var identicalGroup: Int?

            enum Keys: String, CodingKey { case identicalGroup }

            func encode(to encoder: any Encoder) throws {
                try row.encode(to: encoder)
                var container = encoder.container(keyedBy: Keys.self)
                try container.encodeIfPresent(identicalGroup, forKey: .identicalGroup)
            }
        }
        struct Summary: Encodable {
            var students: Int
            var graded: Int
            var passed: Int
            var meanScore: Double
            var verdicts: [String: Int]
        }
        struct Failure: Encodable {
            var name: String
            var students: Int
        }

        var format = ClassJSON.formatName
        var version = 1
        var exercise: String
        var maxScore = ClassRow.maxScore
        var students: [Student]
        var identicalGroups: [IdenticalGroup]
        var mostFailed: [Failure]
        var summary: Summary
    }

    /// What `grade merge` reads back.
    struct Input: Decodable {
        var format: String?
        var exercise: String
        var students: [ClassRow]
    }

    public static func render(_ report: ClassReport) -> String {
        let groups = report.groupNumbers
        let document = Document(
            exercise: report.exerciseID,
            students: report.rows.map { Document.Student(row: $0, identicalGroup: groups[$0.student]) },
            identicalGroups: report.identicalGroups,
            mostFailed: report.mostFailed.map { Document.Failure(name: $0.name, students: $0.students) },
            summary: Document.Summary(
                students: report.rows.count, graded: report.gradedCount, passed: report.passedCount,
                meanScore: report.meanScore,
                verdicts: Dictionary(uniqueKeysWithValues: report.verdictCounts.map { ($0.verdict, $0.students) })))
        return ReadableJSON.text(document) + "\n"
    }

    static func parse(_ text: String) throws(ClassResultsProblem) -> (exerciseID: String?, rows: [ClassRow]) {
        guard let input = try? JSONDecoder().decode(Input.self, from: Data(text.utf8)),
            input.format == formatName
        else {
            throw ClassResultsProblem("is not the JSON 'grade --format json' writes")
        }
        return (input.exercise, input.students)
    }
}

/// A problem with a results file or a file given to `grade merge`; the caller adds the path.
public struct ClassResultsProblem: Error, Sendable, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}
