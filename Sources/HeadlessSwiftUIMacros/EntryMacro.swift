import SwiftSyntax
import SwiftSyntaxMacros

/// Problems `@Entry` reports at the attribute, in words a learner can act on.
enum EntryMacroError: Error, CustomStringConvertible {
    case notAVariable
    case missingName
    case missingDefault

    var description: String {
        switch self {
        case .notAVariable:
            "@Entry applies to a single 'var' inside an extension of EnvironmentValues"
        case .missingName:
            "@Entry needs a simple property name, such as '@Entry var theme: Theme = .light'"
        case .missingDefault:
            "@Entry needs a default value or an optional type, such as '@Entry var theme: Theme = .light'"
        }
    }
}

/// `@Entry var name: Type = default` inside `extension EnvironmentValues` (or `Transaction`,
/// `FocusedValues`, `ContainerValues`) becomes a computed property backed by a private key type.
public struct EntryMacro: AccessorMacro, PeerMacro {
    struct Parts {
        let name: String
        let type: TypeSyntax?
        let initializer: ExprSyntax?
    }

    static func parts(of declaration: some DeclSyntaxProtocol) throws -> Parts {
        guard let variable = declaration.as(VariableDeclSyntax.self),
            variable.bindings.count == 1,
            let binding = variable.bindings.first
        else { throw EntryMacroError.notAVariable }
        guard let pattern = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw EntryMacroError.missingName
        }
        return Parts(
            name: pattern.identifier.trimmedDescription,
            type: binding.typeAnnotation?.type.trimmed,
            initializer: binding.initializer?.value.trimmed
        )
    }

    static func keyName(_ name: String) -> String {
        "__Key_" + name.filter { $0 != "`" }
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingAccessorsOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [AccessorDeclSyntax] {
        let parts = try parts(of: declaration)
        let key = keyName(parts.name)
        return [
            "get { self[\(raw: key).self] }",
            "set { self[\(raw: key).self] = newValue }",
        ]
    }

    public static func expansion(
        of node: AttributeSyntax,
        providingPeersOf declaration: some DeclSyntaxProtocol,
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        let parts = try parts(of: declaration)
        let key = keyName(parts.name)
        let defaultValue: String
        if let initializer = parts.initializer {
            defaultValue = initializer.description
        } else if let type = parts.type,
            type.is(OptionalTypeSyntax.self)
                || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self)
        {
            defaultValue = "nil"
        } else {
            throw EntryMacroError.missingDefault
        }
        guard let type = parts.type else {
            return [
                """
                private struct \(raw: key): __EntryKey {
                    static let defaultValue = \(raw: defaultValue)
                }
                """
            ]
        }
        return [
            """
            private struct \(raw: key): __EntryKey {
                static var defaultValue: \(raw: type.description) { \(raw: defaultValue) }
            }
            """
        ]
    }
}
