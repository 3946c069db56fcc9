import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }` type-checks its body like SwiftUI does, then expands to nothing:
/// a headless program has no canvas to show previews on.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@Previewable` marks a local property-wrapped variable inside `#Preview`; it adds nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
