import Foundation

/// The rows of students already graded, kept beside the output while a run is under way so that
/// an interrupted run (Ctrl-C, a killed runner) resumes without grading them again. The file is
/// replaced as a whole after every student (a temporary file renamed over it), so it always
/// holds whole rows. JSON lines: a header naming the exercise, then one row per line.
public final class ClassResultsFile: @unchecked Sendable {
    public let path: String
    public let exerciseID: String
    private let lock = NSLock()
    private var rows: [String: ClassRow]

    static let formatName = "swiftui-tutor-class-results"

    struct Header: Codable {
        var format: String
        var exercise: String
    }

    /// Opens the results file at `path`, keeping the rows it already holds (none when it does
    /// not exist, or with `restart`).
    public init(path: String, exerciseID: String, restart: Bool) throws(ClassResultsProblem) {
        self.path = path
        self.exerciseID = exerciseID
        var rows: [String: ClassRow] = [:]
        if !restart, let data = FileManager.default.contents(atPath: path) {
            for row in try Self.decode(String(decoding: data, as: UTF8.self), exerciseID: exerciseID) {
                rows[row.student] = row
            }
        }
        self.rows = rows
    }

    /// The rows recorded so far, by student id.
    public var recorded: [String: ClassRow] { lock.withLock { rows } }

    /// Adds or replaces a student's row and rewrites the file.
    public func record(_ row: ClassRow) throws(ClassResultsProblem) {
        lock.lock()
        defer { lock.unlock() }
        rows[row.student] = row
        let text = Self.encode(exerciseID: exerciseID, rows: Array(rows.values))
        do {
            try POSIXFile.replaceAtomically(
                path, with: Data(text.utf8), temporaryPrefix: ".grade-results-", mode: 0o644)
        } catch {
            throw ClassResultsProblem("cannot be written (\(error.operation): \(error.reason))")
        }
    }

    /// Deletes the file once the output is written: a finished run leaves nothing behind.
    public func remove() {
        POSIXFile.remove(path)
    }

    /// The file's text: the header, then the rows sorted by student. Pure.
    static func encode(exerciseID: String, rows: [ClassRow]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let header = Header(format: formatName, exercise: exerciseID)
        let lines =
            [(try? encoder.encode(header)) ?? Data()]
            + rows.sorted { $0.student < $1.student }.map { (try? encoder.encode($0)) ?? Data() }
        return lines.map { String(decoding: $0, as: UTF8.self) + "\n" }.joined()
    }

    /// The rows of a results file for `exerciseID`. Pure.
    static func decode(_ text: String, exerciseID: String) throws(ClassResultsProblem) -> [ClassRow] {
        let lines = text.split(whereSeparator: \.isNewline)
        guard let first = lines.first else { return [] }
        let decoder = JSONDecoder()
        guard let header = try? decoder.decode(Header.self, from: Data(first.utf8)), header.format == formatName
        else {
            throw ClassResultsProblem("is not a results file of 'grade'; remove it, or run again with --restart")
        }
        guard header.exercise == exerciseID else {
            throw ClassResultsProblem(
                "holds results for the exercise '\(header.exercise)'; remove it, or run again with --restart")
        }
        var rows: [ClassRow] = []
        for (offset, line) in lines.dropFirst().enumerated() {
            guard let row = try? decoder.decode(ClassRow.self, from: Data(line.utf8)) else {
                throw ClassResultsProblem(
                    "line \(offset + 2) is damaged; remove the file, or run again with --restart")
            }
            rows.append(row)
        }
        return rows
    }

    /// Where a run keeps its results: beside the output (`grades.csv` → `grades.csv.partial.jsonl`),
    /// or, when the output goes to standard output, `grade-EXERCISE[-shard-K-of-N].partial.jsonl`
    /// in the current folder.
    public static func location(output: String?, exerciseID: String, shard: Shard?, workingDirectory: String)
        -> String
    {
        if let output { return output + ".partial.jsonl" }
        let suffix = shard.map { "-shard-\($0.index)-of-\($0.count)" } ?? ""
        return workingDirectory + "/grade-\(exerciseID)\(suffix).partial.jsonl"
    }
}

/// Joins the outputs of `grade --shard K/N` runs (CSV or JSON, told apart by their first
/// character) into one report. Pure: texts in, report out.
public enum ClassResultsMerge {
    /// - Parameter files: each file's name (for messages) and text.
    public static func merge(_ files: [(name: String, text: String)]) throws(ClassResultsProblem) -> ClassReport {
        var exerciseID: String?
        var owner: [String: String] = [:]
        var rows: [ClassRow] = []
        for file in files {
            let parsed: (exerciseID: String?, rows: [ClassRow])
            do throws(ClassResultsProblem) {
                parsed =
                    file.text.first == "{"
                    ? try ClassJSON.parse(file.text) : try ClassCSV.parse(file.text)
            } catch {
                throw ClassResultsProblem(
                    "\(file.name) \(error.description). Merge the CSV or JSON that 'grade --shard K/N' wrote")
            }
            if let id = parsed.exerciseID, !id.isEmpty {
                if let exerciseID, exerciseID != id {
                    throw ClassResultsProblem(
                        "\(file.name) grades '\(id)' but an earlier file grades '\(exerciseID)'; merge one exercise "
                            + "at a time")
                }
                exerciseID = id
            }
            for row in parsed.rows {
                if let earlier = owner[row.student] {
                    throw ClassResultsProblem(
                        "the student '\(row.student)' is in both \(earlier) and \(file.name); were shards graded "
                            + "with different --shard counts?")
                }
                owner[row.student] = file.name
                rows.append(row)
            }
        }
        return ClassReport(exerciseID: exerciseID ?? "", rows: rows)
    }
}
