import Foundation
import Wording

/// Finds the sample answers an author ships with an exercise: `mistakes/` (wrong answers, each
/// naming the feedback it must get) and `alternatives/` (correct answers written differently).
/// Only their names are read here, so starting the tutor costs nothing per answer; their text and
/// headers are read by `pack validate`, the one command that grades them.
///
/// A sample answer is a `.swift` file (a `.txt` file for a predict exercise) whose first lines
/// are comments saying what it is:
///
/// ```swift
/// // Mistake: stores the passed-in value in @State, so later changes are lost.
/// // Expect: state-passed-value
/// ```
enum SampleAnswerFolder {
    enum Role: String {
        case mistakes, alternatives
    }

    /// The answers in `exerciseDirectory/<role>/`, sorted by file name; none when the folder
    /// does not exist.
    static func load(
        _ role: Role, in exerciseDirectory: URL, displayFolder: String, kind: ExerciseKind?,
        problems: inout [CurriculumProblem]
    ) -> [SampleAnswer] {
        let folder = exerciseDirectory.appendingPathComponent(role.rawValue)
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory) else { return [] }
        let display = "\(displayFolder)/\(role.rawValue)"
        guard isDirectory.boolValue,
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path)
        else {
            problems.append(CurriculumProblem(file: display, .unreadableAnswerFolder(role.rawValue)))
            return []
        }
        let allowed = kind?.answerExtensions ?? ["swift"]
        var answers: [SampleAnswer] = []
        for name in names.filter({ !$0.hasPrefix(".") }).sorted() {
            let file = folder.appendingPathComponent(name)
            let fileDisplay = "\(display)/\(name)"
            guard allowed.contains(file.pathExtension) else {
                problems.append(
                    CurriculumProblem(file: fileDisplay, .notAnAnswerFile(allowed: allowed, folder: role.rawValue)))
                continue
            }
            answers.append(SampleAnswer(file: file))
        }
        return answers
    }
}

/// The comment lines at the top of a sample answer: `// Key: value`.
struct AnswerHeader {
    /// `mistake` and `alternative` notes, by lowercased key.
    var notes: [String: String] = [:]
    var expectations: [String] = []
    /// 1-based lines of the `Expect:` entries.
    var expectationLines: [Int] = []

    init(_ text: String) {
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("//") else { break }
            let content = trimmed.dropFirst(2).trimmingCharacters(in: .whitespaces)
            guard let colon = content.firstIndex(of: ":") else { continue }
            let key = content[..<colon].lowercased()
            let value = content[content.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard !value.isEmpty else { continue }
            if key == "expect" {
                expectations.append(value)
                expectationLines.append(index + 1)
            } else if key == "mistake" || key == "alternative" {
                notes[key] = value
            }
        }
    }
}

/// A predict answer as the learner means it: lines starting with `//` are notes to themselves
/// (the starter explains the task in such lines) and are not part of the answer.
enum PredictionAnswer {
    static func withoutComments(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
            .joined(separator: "\n")
    }
}

extension PredictionAnswer {
    /// The learner's lines marked right or wrong, without revealing the expected ones (the
    /// answer is theirs to find), and how many lines the code really prints when that differs.
    static func markedLines(_ difference: [DiffLine]) -> [String] {
        var lines = difference.compactMap { line -> String? in
            switch line.change {
            case .same: "✓ \(line.text)"
            case .actualOnly: "✗ \(line.text)"
            case .expectedOnly: nil
            }
        }
        let expected = difference.filter { $0.change != .actualOnly }.count
        let written = difference.filter { $0.change != .expectedOnly }.count
        if lines.isEmpty { lines.append("(your answer is empty)") }
        if expected != written {
            lines.append("The code prints \(Plural.count(expected, "line")); you wrote \(written).")
        }
        return lines
    }
}
