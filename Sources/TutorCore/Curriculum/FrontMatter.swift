/// Splits a Markdown document into its YAML front matter and its body.
enum FrontMatter {
    struct Split {
        var yaml: String
        var body: String
        /// 1-based line on which the body starts.
        var bodyLine: Int
    }

    /// Returns nil when the text does not start with a `---` line closed by another.
    static func split(_ text: String) -> Split? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first.map({ $0.trimmingTrailingSpaces() == "---" }) == true else { return nil }
        guard let close = lines.dropFirst().firstIndex(where: { $0.trimmingTrailingSpaces() == "---" }) else {
            return nil
        }
        return Split(
            yaml: lines[1..<close].joined(separator: "\n"),
            body: lines[(close + 1)...].joined(separator: "\n"),
            bodyLine: close + 2)
    }
}

extension Substring {
    func trimmingTrailingSpaces() -> Substring {
        var result = self
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result.removeLast() }
        return result
    }
}
