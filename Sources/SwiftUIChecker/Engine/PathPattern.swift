/// A `.gitignore`-style path pattern used by `excluded`.
///
/// `*` matches within one path component, `**` across components, `?` one character.
/// A pattern without `/` matches a file or folder name at any depth; a leading `/` anchors it
/// to the configuration's folder; a trailing `/` matches folders (and so everything inside).
public struct PathPattern: Sendable, Hashable {
    private let segments: [String]
    private let anchored: Bool

    public init(_ pattern: String) {
        var text = Substring(pattern)
        while text.hasSuffix("/") { text = text.dropLast() }
        let hadLeadingSlash = text.hasPrefix("/")
        while text.hasPrefix("/") { text = text.dropFirst() }
        if text.hasPrefix("./") { text = text.dropFirst(2) }
        segments = text.split(separator: "/").map(String.init)
        anchored = hadLeadingSlash || segments.count > 1
    }

    /// Whether a path relative to the configuration folder, or any folder containing it, matches.
    public func matches(_ relativePath: String) -> Bool {
        guard !segments.isEmpty else { return false }
        let components = relativePath.split(separator: "/").map(String.init)
        if anchored {
            for length in stride(from: components.count, through: 1, by: -1)
            where Self.match(segments[...], components[0..<length]) {
                return true
            }
            return false
        }
        return components.contains { Self.component(segments[0], matches: $0) }
    }

    private static func match(_ pattern: ArraySlice<String>, _ path: ArraySlice<String>) -> Bool {
        guard let first = pattern.first else { return path.isEmpty }
        if first == "**" {
            let rest = pattern.dropFirst()
            for start in path.startIndex...path.endIndex where match(rest, path[start...]) { return true }
            return false
        }
        guard let head = path.first, component(first, matches: head) else { return false }
        return match(pattern.dropFirst(), path.dropFirst())
    }

    /// Glob match of one name: `*` any run, `?` one character.
    static func component(_ pattern: String, matches name: String) -> Bool {
        let p = Array(pattern)
        let n = Array(name)
        var pi = 0
        var ni = 0
        var star = -1
        var mark = 0
        while ni < n.count {
            if pi < p.count, p[pi] == "?" || p[pi] == n[ni] {
                pi += 1
                ni += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ni
                pi += 1
            } else if star >= 0 {
                pi = star + 1
                mark += 1
                ni = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }
}
