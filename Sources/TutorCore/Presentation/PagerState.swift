/// A key the pager acts on, decoded from the bytes a terminal sends.
public enum PagerKey: Equatable, Sendable {
    case character(Character)
    case enter, backspace, escape, interrupt
    case up, down, pageUp, pageDown, home, end
    /// A key the pager has no use for (a function key, Alt-something, a control character).
    case other
}

/// Turns the bytes a terminal sends into keys, one key at a time, so that a pager reads exactly
/// the bytes of the key it acts on and leaves what follows to whoever reads next.
public enum PagerKeyDecoder {
    public enum Decoding: Equatable, Sendable {
        /// The bytes so far are the start of a key; read one more (a lone Escape is a key of its
        /// own when nothing follows it at once).
        case needsMore
        case key(PagerKey)
    }

    public static func decode(_ bytes: [UInt8]) -> Decoding {
        guard let first = bytes.first else { return .needsMore }
        switch first {
        case 0x1B: return decodeEscape(Array(bytes.dropFirst()))
        case 0x0D, 0x0A: return .key(.enter)
        case 0x7F, 0x08: return .key(.backspace)
        case 0x03: return .key(.interrupt)
        case 0x20...0x7E: return .key(.character(Character(Unicode.Scalar(first))))
        case 0xC0...0xFF:
            let length = first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : 2
            guard bytes.count >= length else { return .needsMore }
            let text = String(decoding: bytes.prefix(length), as: UTF8.self)
            return .key(text.count == 1 ? .character(text.first!) : .other)
        default: return .key(.other)
        }
    }

    /// After ESC: `[` or `O` starts a control sequence that ends with a byte in `@`…`~`.
    private static func decodeEscape(_ rest: [UInt8]) -> Decoding {
        guard let introducer = rest.first else { return .needsMore }
        guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else { return .key(.other) }
        let body = rest.dropFirst()
        guard let final = body.last, (0x40...0x7E).contains(final) else { return .needsMore }
        let parameter = String(decoding: body.dropLast(), as: UTF8.self)
        switch (Character(Unicode.Scalar(final)), parameter) {
        case ("A", _): return .key(.up)
        case ("B", _): return .key(.down)
        case ("H", _): return .key(.home)
        case ("F", _): return .key(.end)
        case ("~", "5"): return .key(.pageUp)
        case ("~", "6"): return .key(.pageDown)
        case ("~", "1"), ("~", "7"): return .key(.home)
        case ("~", "4"), ("~", "8"): return .key(.end)
        default: return .key(.other)
        }
    }
}

/// What the terminal must do after a key, so that forward paging leaves the text in the
/// terminal's scrollback as plain printing would.
public enum PagerDrawing: Equatable, Sendable {
    /// Only the status line changes.
    case status
    /// These lines follow the ones on screen (the window moved forward by their count).
    case append([String])
    /// The window is drawn anew: `PagerState.window`.
    case redraw
}

/// A pager's position in some text, and what each key does to it, as `less` does: Down/Enter
/// one line, Space/PageDown one page (at the end it finishes), Up/PageUp/b back, g/G top and
/// bottom, `/` search forward (n and N for the next and previous match), q to finish. Other keys
/// do nothing. Pure: the terminal reads keys and draws what `press(_:)` answers.
public struct PagerState: Equatable, Sendable {
    /// The text, one terminal line each (colour codes allowed).
    public let lines: [String]
    /// Lines shown at once, above the status line.
    public let pageHeight: Int
    /// The first line shown.
    public private(set) var top = 0
    /// Whether the last line has been on screen.
    public private(set) var endShown = false
    /// Whether the learner has left the pager.
    public private(set) var finished = false
    /// The search being typed after `/`, nil when none is.
    public private(set) var searchEntry: String?
    /// A short note for the status line ("Not found: …").
    public private(set) var note: String?
    private var lastSearch: String?
    private var lastMatch: Int?
    private let plainLines: [String]

    public init(lines: [String], pageHeight: Int) {
        self.lines = lines
        self.pageHeight = max(1, pageHeight)
        plainLines = lines.map { Self.withoutEscapes($0).lowercased() }
        endShown = bottom >= lines.count
    }

    /// One past the last line shown.
    public var bottom: Int { min(top + pageHeight, lines.count) }
    /// The lines on screen.
    public var window: ArraySlice<String> { lines[top..<bottom] }
    private var lastTop: Int { max(0, lines.count - pageHeight) }
    private var atEnd: Bool { top >= lastTop }

    /// The status line under the window, as plain text.
    public var statusLine: String {
        if let searchEntry { return "/" + searchEntry }
        let percent = lines.isEmpty ? 100 : bottom * 100 / lines.count
        let place = atEnd ? "(END)" : "\(percent)%"
        let keys =
            atEnd
            ? "q or Space: done · b: back · /: search"
            : "Space: page · ↓/Enter: line · b: back · /: search · q: stop"
        return (note.map { $0 + " · " } ?? "") + "\(place) lines \(top + 1)–\(bottom) of \(lines.count) · " + keys
    }

    public mutating func press(_ key: PagerKey) -> PagerDrawing {
        note = nil
        if searchEntry != nil { return typeSearch(key) }
        switch key {
        case .down, .enter, .character("j"):
            return move(to: top + 1)
        case .up, .character("k"), .character("y"):
            return move(to: top - 1)
        case .character(" "), .pageDown, .character("f"):
            if atEnd {
                finished = true
                return .status
            }
            return move(to: top + pageHeight)
        case .pageUp, .character("b"):
            return move(to: top - pageHeight)
        case .home, .character("g"), .character("<"):
            return move(to: 0)
        case .end, .character("G"), .character(">"):
            return move(to: lastTop)
        case .character("/"):
            searchEntry = ""
            return .status
        case .character("n"):
            return search(forward: true)
        case .character("N"):
            return search(forward: false)
        case .character("q"), .character("Q"), .interrupt:
            finished = true
            return .status
        default:
            return .status
        }
    }

    private mutating func typeSearch(_ key: PagerKey) -> PagerDrawing {
        let entry = searchEntry ?? ""
        switch key {
        case .character(let character):
            searchEntry = entry + String(character)
            return .status
        case .backspace:
            searchEntry = entry.isEmpty ? nil : String(entry.dropLast())
            return .status
        case .escape, .interrupt:
            searchEntry = nil
            return .status
        case .enter:
            searchEntry = nil
            if !entry.isEmpty {
                lastSearch = entry
                lastMatch = nil
            }
            return search(forward: true)
        default:
            return .status
        }
    }

    /// Finds the next (or previous) line holding the last search, ignoring case, and brings it
    /// to the top of the window (or as near as the end allows).
    private mutating func search(forward: Bool) -> PagerDrawing {
        guard let pattern = lastSearch?.lowercased() else {
            note = "Type / and a word to search"
            return .status
        }
        let from = lastMatch ?? top
        let candidates =
            forward
            ? Array(stride(from: from + 1, to: lines.count, by: 1))
            : Array(stride(from: from - 1, through: 0, by: -1))
        guard let found = candidates.first(where: { plainLines[$0].contains(pattern) }) else {
            note = "Not found: \(lastSearch ?? "")"
            return .status
        }
        lastMatch = found
        note = "line \(found + 1)"
        return move(to: found, forceRedraw: true)
    }

    /// Moves the window; forward by at most a page, the new lines follow those on screen.
    private mutating func move(to requested: Int, forceRedraw: Bool = false) -> PagerDrawing {
        let target = min(max(0, requested), lastTop)
        guard target != top || forceRedraw else { return .status }
        let (oldTop, oldBottom) = (top, bottom)
        top = target
        if bottom >= lines.count { endShown = true }
        guard !forceRedraw, target > oldTop, target - oldTop <= pageHeight else { return .redraw }
        return .append(Array(lines[oldBottom..<bottom]))
    }

    /// `text` without ANSI escape sequences, for searching.
    static func withoutEscapes(_ text: String) -> String {
        var result = ""
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value), scalar != "[" { inEscape = false }
            } else if scalar == "\u{1B}" {
                inEscape = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
