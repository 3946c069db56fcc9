import Foundation
import SwiftUIChecker
import Wording
import Yams

/// Parses YAML into a node tree, turning syntax errors into located problems.
enum YAMLText {
    /// - Parameter lineOffset: added to reported lines (front matter starts below the first `---`).
    static func parse(_ text: String, file: String, lineOffset: Int = 0) -> Result<Node, CurriculumProblem> {
        do {
            guard let node = try Yams.compose(yaml: text) else {
                return .failure(
                    CurriculumProblem(
                        file: file, line: lineOffset + 1, message: "the YAML is empty",
                        fix: "Write the keys this file needs (see docs/AUTHORING.md)"))
            }
            return .success(node)
        } catch let error as YamlError {
            return .failure(problem(for: error, file: file, lineOffset: lineOffset))
        } catch {
            return .failure(
                CurriculumProblem(
                    file: file, message: "the YAML could not be read (\(error))",
                    fix: "Check the file is valid YAML"))
        }
    }

    private static func problem(for error: YamlError, file: String, lineOffset: Int) -> CurriculumProblem {
        let fix =
            "Fix the YAML syntax at that line (indentation, a missing ':' or an unclosed quote are the usual causes)"
        switch error {
        case .scanner(_, let problem, let mark, _),
            .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return CurriculumProblem(
                file: file, line: mark.line + lineOffset,
                message: "invalid YAML: \(problem) (column \(mark.column))", fix: fix)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return CurriculumProblem(
                file: file, line: context.mark.line + lineOffset,
                message:
                    "the key\(duplicates.count == 1 ? "" : "s") "
                    + "\(duplicates.map { "'\($0)'" }.joined(separator: ", ")) "
                    + "appear\(duplicates.count == 1 ? "s" : "") more than once",
                fix: "Keep one of each key")
        case .reader(let problem, _, _, _):
            return CurriculumProblem(
                file: file, message: "the file is not readable YAML text: \(problem)",
                fix: "Save the file as UTF-8 text")
        default:
            return CurriculumProblem(file: file, message: "invalid YAML: \(error)", fix: fix)
        }
    }
}

/// Reads typed fields from a YAML mapping, collecting a problem for every missing, mistyped
/// or unknown key instead of stopping at the first.
struct YAMLMapping {
    let file: String
    let lineOffset: Int
    private let pairs: [(key: String, keyLine: Int?, value: Node)]
    private let mappingLine: Int?
    private(set) var problems: [CurriculumProblem] = []
    private var readKeys: Set<String> = []

    /// Returns nil (and a problem) when `node` is not a mapping.
    init?(_ node: Node, file: String, lineOffset: Int, what: String, problems: inout [CurriculumProblem]) {
        self.file = file
        self.lineOffset = lineOffset
        self.mappingLine = node.mark.map { $0.line + lineOffset }
        guard case .mapping(let mapping) = node else {
            problems.append(
                CurriculumProblem(
                    file: file, line: node.mark.map { $0.line + lineOffset },
                    message: "\(what) must be a mapping of keys to values",
                    fix: "Write it as 'key: value' lines (see docs/AUTHORING.md)"))
            return nil
        }
        self.pairs = mapping.map { pair in
            (pair.key.string ?? "\(pair.key)", pair.key.mark.map { $0.line + lineOffset }, pair.value)
        }
    }

    func line(of node: Node) -> Int? { node.mark.map { $0.line + lineOffset } }

    /// The line of `key`, or of the mapping itself when the key is absent.
    func keyLine(_ key: String) -> Int? { pairs.first { $0.key == key }?.keyLine ?? mappingLine }

    private func value(_ key: String) -> (Node, Int?)? {
        pairs.first { $0.key == key }.map { ($0.value, $0.keyLine) }
    }

    mutating func report(_ message: String, line: Int?, fix: String) {
        problems.append(CurriculumProblem(file: file, line: line, message: message, fix: fix))
    }

    private mutating func missing(_ key: String, _ hint: String) {
        report("the required key '\(key)' is missing", line: mappingLine, fix: "Add '\(key): \(hint)'")
    }

    /// A scalar string. Required keys report a problem when absent.
    mutating func string(_ key: String, required: Bool, hint: String = "…") -> String? {
        readKeys.insert(key)
        guard let (node, line) = value(key) else {
            if required { missing(key, hint) }
            return nil
        }
        guard case .scalar(let scalar) = node, !scalar.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else {
            report("'\(key)' must be a non-empty text value", line: line, fix: "Write '\(key): \(hint)'")
            return nil
        }
        return scalar.string
    }

    /// A whole number within `range`, written as a plain scalar.
    mutating func integer(_ key: String, required: Bool, in range: ClosedRange<Int>, hint: String) -> Int? {
        guard let text = string(key, required: required, hint: hint) else { return nil }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            report(
                "'\(key)' must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'",
                line: keyLine(key), fix: "Write '\(key): \(hint)'")
            return nil
        }
        return value
    }

    /// A node of any shape, for keys with nested structure.
    mutating func node(_ key: String, required: Bool, hint: String = "…") -> Node? {
        readKeys.insert(key)
        guard let (node, _) = value(key) else {
            if required { missing(key, hint) }
            return nil
        }
        return node
    }

    /// A list of nodes. Required lists must have at least one entry.
    mutating func list(_ key: String, required: Bool, hint: String = "[…]") -> [Node]? {
        readKeys.insert(key)
        guard let (node, line) = value(key) else {
            if required { missing(key, hint) }
            return nil
        }
        guard case .sequence(let sequence) = node else {
            report("'\(key)' must be a list", line: line, fix: "Write each entry on its own line starting with '- '")
            return nil
        }
        let items = Array(sequence)
        if required && items.isEmpty {
            report("'\(key)' must have at least one entry", line: line, fix: "Add an entry under '\(key):'")
        }
        return items
    }

    /// A list of non-empty strings.
    mutating func strings(_ key: String, required: Bool, hint: String = "[…]") -> [String]? {
        guard let items = list(key, required: required, hint: hint) else { return nil }
        var result: [String] = []
        for item in items {
            if case .scalar(let scalar) = item, !scalar.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                result.append(scalar.string)
            } else {
                report(
                    "every entry of '\(key)' must be a non-empty text value", line: line(of: item),
                    fix: "Write the entry as plain text after '- '")
            }
        }
        return result
    }

    /// Reports keys that no reader asked for, suggesting the closest known key.
    mutating func reportUnknownKeys() {
        for pair in pairs where !readKeys.contains(pair.key) {
            let known = readKeys.sorted()
            let suggestion = ClosestNames.best(for: pair.key, in: known).map { "Did you mean '\($0)'? " } ?? ""
            report(
                "unknown key '\(pair.key)'", line: pair.keyLine,
                fix: "\(suggestion)Known keys here: \(known.joined(separator: ", "))")
        }
    }
}
