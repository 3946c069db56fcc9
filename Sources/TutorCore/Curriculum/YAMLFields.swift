import Foundation
import SwiftUIChecker
import Yams

/// Parses YAML into a node tree, turning syntax errors into located problems.
enum YAMLText {
    /// - Parameter lineOffset: added to reported lines (front matter starts below the first `---`).
    static func parse(_ text: String, file: String, lineOffset: Int = 0) -> Result<Node, CurriculumProblem> {
        do {
            guard let node = try Yams.compose(yaml: text) else {
                return .failure(CurriculumProblem(file: file, line: lineOffset + 1, .emptyYAML))
            }
            return .success(node)
        } catch let error as YamlError {
            return .failure(problem(for: error, file: file, lineOffset: lineOffset))
        } catch {
            return .failure(CurriculumProblem(file: file, .unreadableYAML(error)))
        }
    }

    private static func problem(for error: YamlError, file: String, lineOffset: Int) -> CurriculumProblem {
        switch error {
        case .scanner(_, let problem, let mark, _),
            .parser(_, let problem, let mark, _),
            .composer(_, let problem, let mark, _):
            return CurriculumProblem(
                file: file, line: mark.line + lineOffset, .invalidYAML(problem, column: mark.column))
        case .duplicatedKeysInMapping(let duplicates, let context):
            return CurriculumProblem(file: file, line: context.mark.line + lineOffset, .repeatedKeys(duplicates))
        case .reader(let problem, _, _, _):
            return CurriculumProblem(file: file, .notYAMLText(problem))
        default:
            return CurriculumProblem(file: file, .invalidYAML("\(error)"))
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
                CurriculumProblem(file: file, line: node.mark.map { $0.line + lineOffset }, .notAMapping(what)))
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

    mutating func report(_ text: ProblemText, line: Int?) {
        problems.append(CurriculumProblem(file: file, line: line, text))
    }

    /// Takes over the problems of a mapping nested in this one (they name the same file).
    mutating func report(_ nested: [CurriculumProblem]) {
        problems += nested
    }

    private mutating func missing(_ key: String, _ hint: String) {
        report(.missingKey(key, example: hint), line: mappingLine)
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
            report(.notText(key, example: hint), line: line)
            return nil
        }
        return scalar.string
    }

    /// A whole number within `range`, written as a plain scalar.
    mutating func integer(_ key: String, required: Bool, in range: ClosedRange<Int>, hint: String) -> Int? {
        guard let text = string(key, required: required, hint: hint) else { return nil }
        guard let value = Int(text.trimmingCharacters(in: .whitespaces)), range.contains(value) else {
            report(.notAWholeNumber(key, text, in: range, example: hint), line: keyLine(key))
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
            report(.notAList(key), line: line)
            return nil
        }
        let items = Array(sequence)
        if required && items.isEmpty {
            report(.emptyList(key), line: line)
        }
        return items
    }

    /// The entries of a list of mappings (`tracks`, `sources`…), each read by `read` with the line
    /// of its entry. An entry that is not a mapping is reported here as `notAMapping`; an entry's
    /// own problems, unknown keys included, go to `entryProblems`, and such an entry is left out.
    mutating func entries<Entry>(
        _ key: String, required: Bool, hint: String, what: String, notAMapping: ProblemText,
        entryProblems: inout [CurriculumProblem], _ read: (inout YAMLMapping) -> Entry?
    ) -> [(entry: Entry, line: Int?)] {
        var result: [(entry: Entry, line: Int?)] = []
        for item in list(key, required: required, hint: hint) ?? [] {
            var notMapping: [CurriculumProblem] = []
            guard var mapping = YAMLMapping(item, file: file, lineOffset: lineOffset, what: what, problems: &notMapping)
            else {
                report(notAMapping, line: line(of: item))
                continue
            }
            let entry = read(&mapping)
            mapping.reportUnknownKeys()
            entryProblems += mapping.problems
            if let entry, mapping.problems.isEmpty { result.append((entry, line(of: item))) }
        }
        return result
    }

    /// A list of non-empty strings.
    mutating func strings(_ key: String, required: Bool, hint: String = "[…]") -> [String]? {
        guard let items = list(key, required: required, hint: hint) else { return nil }
        var result: [String] = []
        for item in items {
            if case .scalar(let scalar) = item, !scalar.string.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
                result.append(scalar.string)
            } else {
                report(.entryNotText(key), line: line(of: item))
            }
        }
        return result
    }

    /// Reports keys that no reader asked for, suggesting the closest known key.
    mutating func reportUnknownKeys() {
        for pair in pairs where !readKeys.contains(pair.key) {
            report(.unknownKey(pair.key, known: readKeys.sorted()), line: pair.keyLine)
        }
    }
}
