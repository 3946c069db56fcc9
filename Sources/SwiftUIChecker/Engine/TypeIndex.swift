import SwiftSyntax

/// The nominal types a file declares, found by walking declarations only (never into function
/// bodies). Rules use it to resolve a type name within the same file — the only types a rule
/// can know about without a type checker.
public struct TypeIndex: Sendable {
    public enum Kind: String, Sendable { case `class`, `struct`, `enum`, `actor`, `protocol`, `extension` }

    public struct DeclaredType: Sendable {
        public let name: String
        public let kind: Kind
        /// Attribute names without `@`, e.g. `Observable`, `MainActor`.
        public let attributes: Set<String>
        /// Names in the inheritance clause, e.g. `View`, `ObservableObject`.
        public let inherited: Set<String>
    }

    public private(set) var declarations: [DeclaredType] = []
    /// The member variable declarations of the file's types, by type name (a type and its
    /// extensions share an entry; nested types appear under their own name).
    public private(set) var memberVariables: [String: [VariableDeclSyntax]] = [:]

    init(_ tree: SourceFileSyntax) {
        for item in tree.statements.nodes {
            if let decl = item.item.as(DeclSyntax.self) { collect(decl) }
        }
    }

    /// Whether the file declares a class, struct, enum, actor or protocol with this name.
    public func declaresType(named name: String) -> Bool {
        declarations.contains { $0.name == name && $0.kind != .extension }
    }

    /// A class with `@Observable` that does not conform to `ObservableObject`.
    public func isObservableClass(named name: String) -> Bool {
        declarations.contains {
            $0.name == name && $0.kind == .class && $0.attributes.contains("Observable")
                && !$0.inherited.contains("ObservableObject")
        }
    }

    /// Whether the type, or a same-file extension of it, conforms to `View` or another view protocol.
    public func isViewLike(named name: String) -> Bool {
        declarations.contains { $0.name == name && !$0.inherited.isDisjoint(with: viewProtocolNames) }
    }

    private mutating func collect(_ decl: DeclSyntax) {
        switch decl.kind {
        case .ifConfigDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: break
        default: return
        }
        if let ifConfig = decl.as(IfConfigDeclSyntax.self) {
            for clause in ifConfig.clauses.nodes {
                guard case .decls(let members)? = clause.elements else { continue }
                for member in members.nodes { collect(member.decl) }
            }
            return
        }
        let name: String
        let kind: Kind
        let attributes: AttributeListSyntax
        let inheritance: InheritanceClauseSyntax?
        let members: MemberBlockItemListSyntax
        if let node = decl.as(ClassDeclSyntax.self) {
            (name, kind, attributes, inheritance, members) = (
                node.name.text, .class, node.attributes, node.inheritanceClause, node.memberBlock.members
            )
        } else if let node = decl.as(StructDeclSyntax.self) {
            (name, kind, attributes, inheritance, members) = (
                node.name.text, .struct, node.attributes, node.inheritanceClause, node.memberBlock.members
            )
        } else if let node = decl.as(EnumDeclSyntax.self) {
            (name, kind, attributes, inheritance, members) = (
                node.name.text, .enum, node.attributes, node.inheritanceClause, node.memberBlock.members
            )
        } else if let node = decl.as(ActorDeclSyntax.self) {
            (name, kind, attributes, inheritance, members) = (
                node.name.text, .actor, node.attributes, node.inheritanceClause, node.memberBlock.members
            )
        } else if let node = decl.as(ProtocolDeclSyntax.self) {
            (name, kind, attributes, inheritance, members) = (
                node.name.text, .protocol, node.attributes, node.inheritanceClause, node.memberBlock.members
            )
        } else if let node = decl.as(ExtensionDeclSyntax.self) {
            (name, kind, attributes, inheritance, members) = (
                node.extendedType.trimmedText, .extension, node.attributes, node.inheritanceClause,
                node.memberBlock.members
            )
        } else {
            return
        }
        for member in members.nodes {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                memberVariables[name, default: []].append(variable)
            }
        }
        declarations.append(
            DeclaredType(
                name: name,
                kind: kind,
                attributes: Set(attributes.attributeNames),
                inherited: Set(inheritance?.inheritedTypes.nodes.map { $0.type.simpleName } ?? [])
            ))
        for member in members.nodes { collect(member.decl) }
    }
}
