@_spi(RawSyntax) import SwiftSyntax

extension TokenSyntax {
    /// Whether the token's text is exactly `text`, compared byte for byte in the tree's own
    /// buffer: no `String` is made, which matters for rules that look at every identifier.
    public func hasText(_ text: StaticString) -> Bool {
        rawText == SyntaxText(baseAddress: text.utf8Start, count: text.utf8CodeUnitCount)
    }
}
