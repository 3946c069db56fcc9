import SwiftSyntax

/// Builders for the text edits rules attach to fixes. Offsets are UTF-8 offsets in the checked
/// text; trivia (comments, whitespace) around the edited node is kept.
public enum Edits {
    /// Replace a node's text (without its trivia).
    public static func replace(_ node: some SyntaxProtocol, with text: String) -> TextEdit {
        TextEdit(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: text)
    }

    /// Replace everything from the start of `first` to the end of `last` (trivia excluded at both ends).
    public static func replace(from first: some SyntaxProtocol, through last: some SyntaxProtocol, with text: String)
        -> TextEdit
    {
        TextEdit(
            start: first.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: last.endPositionBeforeTrailingTrivia.utf8Offset,
            replacement: text)
    }

    /// Insert text right before a node's first character.
    public static func insert(_ text: String, before node: some SyntaxProtocol) -> TextEdit {
        let offset = node.positionAfterSkippingLeadingTrivia.utf8Offset
        return TextEdit(start: offset, end: offset, replacement: text)
    }

    /// Insert text right after a node's last character.
    public static func insert(_ text: String, after node: some SyntaxProtocol) -> TextEdit {
        let offset = node.endPositionBeforeTrailingTrivia.utf8Offset
        return TextEdit(start: offset, end: offset, replacement: text)
    }

    /// Remove a node together with its trailing trivia (e.g. an attribute and the space after it).
    public static func remove(_ node: some SyntaxProtocol) -> TextEdit {
        TextEdit(
            start: node.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: node.endPosition.utf8Offset,
            replacement: "")
    }

    /// Remove a statement with the line it stands on: its leading trivia back to the previous
    /// line break is removed too.
    public static func removeStatement(_ item: CodeBlockItemSyntax) -> TextEdit {
        TextEdit(start: item.position.utf8Offset, end: item.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "")
    }

    /// Make a property `private`: replace an explicit `internal`/`public`/`open`/`package`, or
    /// insert `private ` before the modifiers or the `var`/`let` keyword.
    public static func makePrivate(_ decl: VariableDeclSyntax) -> TextEdit {
        let access: Set<Keyword> = [.internal, .public, .open, .package]
        if let existing = decl.modifiers.first(where: { modifier in
            if case .keyword(let keyword) = modifier.name.tokenKind {
                return access.contains(keyword) && modifier.detail == nil
            }
            return false
        }) {
            return replace(existing.name, with: "private")
        }
        if let first = decl.modifiers.first { return insert("private ", before: first) }
        return insert("private ", before: decl.bindingSpecifier)
    }

    /// Removes up to `columns` leading spaces from every line after the first, for code moved
    /// out of a nested block.
    public static func outdent(_ text: String, by columns: Int) -> String {
        guard columns > 0 else { return text }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        return lines.enumerated().map { index, line in
            guard index > 0 else { return String(line) }
            let spaces = line.prefix { $0 == " " }.count
            return String(line.dropFirst(min(spaces, columns)))
        }.joined(separator: "\n")
    }
}
