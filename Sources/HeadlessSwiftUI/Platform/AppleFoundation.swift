// Foundation API that Apple platforms have and swift-corelibs-foundation lacks, as SwiftUI apps use it.

extension UserDefaults {
    /// Stores `value` under `key`, as key-value coding does on Apple platforms; nil removes it.
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}

extension NSPredicate {
    /// A predicate from a format string. swift-corelibs-foundation has no predicate language; this
    /// understands the form SwiftUI apps use to validate text: `SELF <operator> %@` (or a quoted
    /// string instead of `%@`), where the operator is `MATCHES` (a regular expression the whole
    /// text must match), `LIKE` (`*` and `?` wildcards), `CONTAINS`, `BEGINSWITH`, `ENDSWITH`, `==`
    /// or `!=`, optionally followed by `[c]` (ignore case), `[d]` (ignore diacritics) or `[cd]`.
    /// It is evaluated on strings; any other object does not match. Other formats stop the program
    /// with a message saying so, as an unparsable format raises an exception on Apple platforms.
    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        let comparison: TextComparison
        do {
            comparison = try TextComparison(format: predicateFormat, arguments: args)
        } catch {
            fatalError("NSPredicate(format: \"\(predicateFormat)\"): \(error)")
        }
        self.init { object, _ in
            guard let text = (object as? String) ?? (object as? NSString).map(String.init) else { return false }
            return comparison.matches(text)
        }
    }
}

/// A comparison of a text with a value, parsed from a predicate format string.
struct TextComparison: Sendable {
    enum Operator: String, CaseIterable, Sendable {
        case matches = "MATCHES"
        case like = "LIKE"
        case contains = "CONTAINS"
        case beginsWith = "BEGINSWITH"
        case endsWith = "ENDSWITH"
        case equal = "=="
        case notEqual = "!="
    }

    struct FormatError: Error, CustomStringConvertible {
        let description: String
    }

    let comparison: Operator
    let value: String
    let ignoresCase: Bool
    let ignoresDiacritics: Bool

    init(format: String, arguments: [any CVarArg]) throws {
        let parts = format.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 2).map(String.init)
        guard parts.count == 3, parts[0].uppercased() == "SELF" else {
            throw FormatError(description: "only 'SELF <operator> %@' is understood headless")
        }
        var name = parts[1].uppercased()
        var options = ""
        if let open = name.firstIndex(of: "["), name.hasSuffix("]") {
            options = String(name[name.index(after: open)..<name.index(before: name.endIndex)]).lowercased()
            name = String(name[..<open])
        }
        guard let comparison = Operator(rawValue: name == "=" ? "==" : name) else {
            let known = Operator.allCases.map(\.rawValue).joined(separator: ", ")
            throw FormatError(description: "unknown operator '\(parts[1])' (understood: \(known))")
        }
        let operand = parts[2].trimmingCharacters(in: .whitespaces)
        if operand == "%@" {
            guard let argument = arguments.first else { throw FormatError(description: "%@ has no argument") }
            value = (argument as? String) ?? String(describing: argument)
        } else if operand.count >= 2, let quote = operand.first, "\"'".contains(quote), operand.last == quote {
            value = String(operand.dropFirst().dropLast())
        } else {
            throw FormatError(description: "the value must be %@ or a quoted string, not \(operand)")
        }
        self.comparison = comparison
        ignoresCase = options.contains("c")
        ignoresDiacritics = options.contains("d")
    }

    func matches(_ text: String) -> Bool {
        var options: String.CompareOptions = []
        if ignoresCase { options.insert(.caseInsensitive) }
        if ignoresDiacritics { options.insert(.diacriticInsensitive) }
        switch comparison {
        case .matches: return Self.wholeMatch(of: value, in: text, ignoringCase: ignoresCase)
        case .like:
            let pattern = NSRegularExpression.escapedPattern(for: fold(value))
                .replacingOccurrences(of: "\\*", with: ".*").replacingOccurrences(of: "\\?", with: ".")
            return Self.wholeMatch(of: pattern, in: fold(text), ignoringCase: ignoresCase)
        case .contains: return text.range(of: value, options: options) != nil
        case .beginsWith: return text.range(of: value, options: options.union(.anchored)) != nil
        case .endsWith: return text.range(of: value, options: options.union([.anchored, .backwards])) != nil
        case .equal: return text.compare(value, options: options) == .orderedSame
        case .notEqual: return text.compare(value, options: options) != .orderedSame
        }
    }

    private func fold(_ text: String) -> String {
        ignoresDiacritics ? text.folding(options: .diacriticInsensitive, locale: nil) : text
    }

    private static func wholeMatch(of pattern: String, in text: String, ignoringCase: Bool) -> Bool {
        guard
            let expression = try? NSRegularExpression(
                pattern: "^(?:" + pattern + ")$", options: ignoringCase ? [.caseInsensitive] : [])
        else { return false }
        return expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}
