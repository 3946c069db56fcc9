import Wording

/// Compares a program's output with the expected output and explains the difference.
///
/// Normalisation (`normalized` and `unordered-lines`): `\r\n` and `\r` become `\n`, trailing
/// spaces and tabs are dropped from every line, and trailing blank lines are ignored.
/// `exact` compares the text as it is.
public struct OutputComparator: Sendable {
    public var mode: OutputComparison

    public init(mode: OutputComparison) {
        self.mode = mode
    }

    /// Nil when the outputs match; otherwise a line diff (`-` expected, `+` actual, ` ` same).
    public func difference(expected: String, actual: String) -> [DiffLine]? {
        switch mode {
        case .exact:
            return expected == actual ? nil : LineDiff.diff(Self.lines(expected), Self.lines(actual))
        case .normalized:
            let (e, a) = (Self.normalizedLines(expected), Self.normalizedLines(actual))
            return e == a ? nil : LineDiff.diff(e, a)
        case .unorderedLines:
            let (e, a) = (Self.normalizedLines(expected), Self.normalizedLines(actual))
            return e.sorted() == a.sorted() ? nil : LineDiff.diff(e.sorted(), a.sorted())
        }
    }

    static func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    static func normalizedLines(_ text: String) -> [String] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            var line = Substring(line)
            while let last = line.last, last == " " || last == "\t" { line.removeLast() }
            return String(line)
        }
        while lines.last == "" { lines.removeLast() }
        return lines
    }
}

/// One line of a diff.
public struct DiffLine: Equatable, Sendable, Codable {
    public enum Change: String, Sendable, Codable {
        case same, expectedOnly, actualOnly
    }

    public var change: Change
    public var text: String

    /// `  text`, `- text` (expected, missing) or `+ text` (actual, unexpected).
    public var rendered: String {
        switch change {
        case .same: "  " + text
        case .expectedOnly: "- " + text
        case .actualOnly: "+ " + text
        }
    }
}

/// A longest-common-subsequence line diff. Inputs beyond a few thousand lines are compared
/// by their first differing region only, so a runaway output cannot make grading slow.
public enum LineDiff {
    static let maximumCells = 4_000_000

    public static func diff(_ expected: [String], _ actual: [String]) -> [DiffLine] {
        var prefix = 0
        while prefix < expected.count, prefix < actual.count, expected[prefix] == actual[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < expected.count - prefix, suffix < actual.count - prefix,
            expected[expected.count - 1 - suffix] == actual[actual.count - 1 - suffix]
        { suffix += 1 }
        let e = Array(expected[prefix..<(expected.count - suffix)])
        let a = Array(actual[prefix..<(actual.count - suffix)])
        var middle: [DiffLine]
        if e.count * a.count > maximumCells {
            middle =
                e.map { DiffLine(change: .expectedOnly, text: $0) } + a.map { DiffLine(change: .actualOnly, text: $0) }
        } else {
            middle = lcsDiff(e, a)
        }
        return expected[..<prefix].map { DiffLine(change: .same, text: $0) } + middle
            + expected[(expected.count - suffix)...].map { DiffLine(change: .same, text: $0) }
    }

    private static func lcsDiff(_ e: [String], _ a: [String]) -> [DiffLine] {
        let n = e.count
        let m = a.count
        var table = [[Int]](repeating: [Int](repeating: 0, count: m + 1), count: n + 1)
        for i in stride(from: n - 1, through: 0, by: -1) {
            for j in stride(from: m - 1, through: 0, by: -1) {
                table[i][j] = e[i] == a[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        var result: [DiffLine] = []
        var i = 0
        var j = 0
        while i < n || j < m {
            if i < n, j < m, e[i] == a[j] {
                result.append(DiffLine(change: .same, text: e[i]))
                i += 1
                j += 1
            } else if i < n, j == m || table[i + 1][j] >= table[i][j + 1] {
                result.append(DiffLine(change: .expectedOnly, text: e[i]))
                i += 1
            } else {
                result.append(DiffLine(change: .actualOnly, text: a[j]))
                j += 1
            }
        }
        return result
    }

    /// The diff with long runs of unchanged lines folded, cut after `maximumLines` lines.
    public static func condensed(_ lines: [DiffLine], context: Int = 2, maximumLines: Int = 30) -> [String] {
        let folded = folded(lines, context: context)
        guard folded.count > maximumLines else { return folded }
        let hidden = folded.dropFirst(maximumLines).filter { $0.hasPrefix("- ") || $0.hasPrefix("+ ") }.count
        return Array(folded.prefix(maximumLines)) + [
            "  … \(Plural.count(hidden, "more differing line")) not shown"
        ]
    }

    private static func folded(_ lines: [DiffLine], context: Int) -> [String] {
        var output: [String] = []
        var index = 0
        while index < lines.count {
            guard lines[index].change == .same else {
                output.append(lines[index].rendered)
                index += 1
                continue
            }
            var end = index
            while end < lines.count, lines[end].change == .same { end += 1 }
            let run = end - index
            if run > context * 2 + 1 {
                let head = index == 0 ? 0 : context
                let tail = end == lines.count ? 0 : context
                output += lines[index..<(index + head)].map(\.rendered)
                output.append("  … \(Plural.count(run - head - tail, "matching line"))")
                output += lines[(end - tail)..<end].map(\.rendered)
            } else {
                output += lines[index..<end].map(\.rendered)
            }
            index = end
        }
        return output
    }
}
