// How text lines up in a terminal: shared by the checker's text output and the tutor's views.

/// The blanks that put a caret under the 1-based UTF-8 `column` of `line`: tabs stay tabs and
/// wide characters take two columns, so the caret lines up in a terminal.
public func caretIndent(under line: String, column: Int) -> String {
    var indent = ""
    var bytes = 0
    for character in line {
        bytes += character.utf8.count
        if bytes >= column { break }
        indent.append(character == "\t" ? "\t" : String(repeating: " ", count: max(1, visibleWidth(String(character)))))
    }
    return indent
}

/// The number of terminal columns a string occupies, ignoring ANSI escape sequences.
public func visibleWidth(_ text: String) -> Int {
    var width = 0
    var inEscape = false
    for scalar in text.unicodeScalars {
        if inEscape {
            if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
            continue
        }
        if scalar == "\u{1B}" {
            inEscape = true
            continue
        }
        width += columns(of: scalar)
    }
    return width
}

private func columns(of scalar: Unicode.Scalar) -> Int {
    let value = scalar.value
    if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
    if scalar.properties.generalCategory == .nonspacingMark || scalar.properties.generalCategory == .enclosingMark
        || value == 0x200D || (0xFE00...0xFE0F).contains(value)
    {
        return 0
    }
    let wide: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
        0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
        0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD,
    ]
    return wide.contains { $0.contains(value) } ? 2 : 1
}
