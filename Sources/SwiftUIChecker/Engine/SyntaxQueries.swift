import SwiftSyntax

// Small syntax questions the rules share. No type information: names only.

extension SyntaxProtocol {
    /// The node's source text without the trivia before its first token and after its last —
    /// what `trimmedDescription` gives, read from the existing tree instead of building a
    /// trimmed copy of it first (which is what `trimmedDescription` does).
    public var trimmedText: String {
        let bytes = syntaxTextBytes
        let start = min(leadingTriviaLength.utf8Length, bytes.count)
        let end = max(start, bytes.count - trailingTriviaLength.utf8Length)
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }
}

extension CodeBlockItemListSyntax {
    /// Whether a `return` stands anywhere in these statements, outside nested closures and
    /// functions (so the block returns its value itself rather than building it).
    public var containsOwnReturn: Bool {
        final class Finder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                found = true
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = Finder(viewMode: .sourceAccurate)
        finder.walk(self)
        return finder.found
    }
}

/// A syntax collection's elements, read through the non-generic `SyntaxChildren`. Iterating the
/// collection itself goes through swift-syntax's generic `SyntaxCollectionIterator`, which is
/// not specialised outside swift-syntax and asks the runtime for metadata on every element.
public struct SyntaxNodes<Collection: SyntaxCollection>: Sequence {
    fileprivate let children: SyntaxChildren

    public struct Iterator: IteratorProtocol {
        fileprivate var children: SyntaxChildren.Iterator

        public mutating func next() -> Collection.Element? {
            guard let child = children.next() else { return nil }
            return Collection.Element(child)
        }
    }

    public func makeIterator() -> Iterator { Iterator(children: children.makeIterator()) }
}

extension SyntaxCollection {
    /// The elements, for hot loops (see `SyntaxNodes`).
    public var nodes: SyntaxNodes<Self> { SyntaxNodes(children: children(viewMode: .all)) }
}

extension TypeSyntax {
    /// The last name of a type: `SwiftUI.View` → `View`, `View` → `View`.
    public var simpleName: String {
        if let member = self.as(MemberTypeSyntax.self) { return member.name.text }
        if let identifier = self.as(IdentifierTypeSyntax.self) { return identifier.name.text }
        if let attributed = self.as(AttributedTypeSyntax.self) { return attributed.baseType.simpleName }
        return trimmedText
    }
}

extension AttributeListSyntax {
    /// Attribute names without `@` and module prefix: `@SwiftUI.State` → `State`.
    public var attributeNames: [String] {
        nodes.compactMap { element in
            guard case .attribute(let attribute) = element else { return nil }
            return attribute.attributeName.simpleName
        }
    }

    /// The attribute with this simple name, if present.
    public func attribute(named name: String) -> AttributeSyntax? {
        for element in nodes {
            if case .attribute(let attribute) = element, attribute.attributeName.simpleName == name {
                return attribute
            }
        }
        return nil
    }

    public func contains(named name: String) -> Bool { attribute(named: name) != nil }
}

extension DeclModifierListSyntax {
    /// Whether a modifier such as `private` or `static` is present.
    public func contains(_ keyword: Keyword) -> Bool {
        nodes.contains { $0.name.tokenKind == .keyword(keyword) }
    }

    /// `private(set)` or `fileprivate(set)`.
    public var hasPrivateSetter: Bool {
        nodes.contains { modifier in
            (modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate))
                && modifier.detail?.detail.tokenKind == .identifier("set")
        }
    }

    /// `private` or `fileprivate` (without a `(set)` detail).
    public var isPrivateOrFileprivate: Bool {
        nodes.contains { modifier in
            (modifier.name.tokenKind == .keyword(.private) || modifier.name.tokenKind == .keyword(.fileprivate))
                && modifier.detail == nil
        }
    }
}

extension VariableDeclSyntax {
    /// The names bound by simple identifier patterns: `var a = 1, b = 2` → `["a", "b"]`.
    public var boundNames: [String] {
        bindings.nodes.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// True when the declaration is a stored or computed property of a type (not a local).
    public var isMember: Bool {
        parent?.is(MemberBlockItemSyntax.self) ?? false
    }
}

extension FunctionCallExprSyntax {
    /// For `base.name(…)` or `.name(…)`, the member name; nil for other callees.
    public var memberName: String? {
        calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// The name token of a member call, where modifier findings land.
    public var memberNameToken: TokenSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName
    }

    /// Whether this is a member call `base.name(…)` / `.name(…)` with exactly this name.
    public func isMemberCall(_ name: String) -> Bool {
        calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text == name
    }

    /// Whether this is a call `Name(…)` of a bare identifier with exactly this name.
    public func isCall(to name: String) -> Bool {
        calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == name
    }

    /// For `Name(…)`, the bare callee name; nil for member calls and others.
    public var calleeName: String? {
        calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
    }

    /// The receiver of a member call (`x` in `x.foo()`), nil for leading-dot calls.
    public var memberBase: ExprSyntax? {
        calledExpression.as(MemberAccessExprSyntax.self)?.base
    }

    /// Labels of the parenthesised arguments; nil for unlabelled ones.
    public var argumentLabels: [String?] {
        arguments.nodes.map { $0.label?.text }
    }

    /// The parenthesised argument with this label.
    public func argument(labelled label: String) -> LabeledExprSyntax? {
        arguments.nodes.first { $0.label?.text == label }
    }

    /// Number of closures written after the parentheses.
    public var trailingClosureCount: Int {
        (trailingClosure == nil ? 0 : 1) + additionalTrailingClosures.count
    }

    /// The action or content closure: the trailing closure, or a closure passed with `label`.
    public func closure(labelled label: String? = nil) -> ClosureExprSyntax? {
        if let trailingClosure { return trailingClosure }
        if let label, let argument = argument(labelled: label) {
            return argument.expression.as(ClosureExprSyntax.self)
        }
        return nil
    }
}

extension ClosureExprSyntax {
    /// Number of parameters the closure declares; nil when it has no `in` signature.
    public var declaredParameterCount: Int? {
        guard let parameterClause = signature?.parameterClause else { return nil }
        switch parameterClause {
        case .simpleInput(let names): return names.count
        case .parameterClause(let clause): return clause.parameters.count
        }
    }

    /// Whether the closure body refers to the anonymous parameter `$n` (outside nested closures).
    public func usesAnonymousParameter(_ index: Int) -> Bool {
        let name = "$\(index)"
        return statements.tokens(viewMode: .sourceAccurate).contains { token in
            guard token.tokenKind == .dollarIdentifier(name) else { return false }
            return token.nearestEnclosingClosure?.id == self.id
        }
    }
}

extension SyntaxProtocol {
    /// The innermost closure containing this node.
    public var nearestEnclosingClosure: ClosureExprSyntax? {
        var current = parent
        while let node = current {
            if let closure = node.as(ClosureExprSyntax.self) { return closure }
            current = node.parent
        }
        return nil
    }

    /// The first ancestor of the given type.
    public func ancestor<T: SyntaxProtocol>(_ type: T.Type) -> T? {
        var current = parent
        while let node = current {
            if let match = node.as(type) { return match }
            current = node.parent
        }
        return nil
    }

    /// The nearest enclosing type declaration (class, struct, enum, actor, extension).
    public var enclosingTypeDecl: (any DeclGroupSyntax)? {
        var current = parent
        while let node = current {
            switch node.kind {
            case .classDecl: return node.as(ClassDeclSyntax.self)
            case .structDecl: return node.as(StructDeclSyntax.self)
            case .enumDecl: return node.as(EnumDeclSyntax.self)
            case .actorDecl: return node.as(ActorDeclSyntax.self)
            case .extensionDecl: return node.as(ExtensionDeclSyntax.self)
            default: current = node.parent
            }
        }
        return nil
    }

    /// True inside a `#Preview { … }` macro.
    public var isInPreview: Bool {
        var current = parent
        while let node = current {
            if let expansion = node.as(MacroExpansionExprSyntax.self), expansion.macroName.text == "Preview" {
                return true
            }
            if let expansion = node.as(MacroExpansionDeclSyntax.self), expansion.macroName.text == "Preview" {
                return true
            }
            current = node.parent
        }
        return false
    }
}

extension DeclGroupSyntax {
    /// The declared name for classes, structs, enums and actors; the extended type for extensions.
    public var declaredName: String? {
        if let node = self.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = self.as(StructDeclSyntax.self) { return node.name.text }
        if let node = self.as(EnumDeclSyntax.self) { return node.name.text }
        if let node = self.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = self.as(ExtensionDeclSyntax.self) { return node.extendedType.trimmedText }
        return nil
    }

    /// View-like: conforms to `View` (or `ViewModifier`, button styles, `Shape`, `App`) in its own clause.
    public var isViewLike: Bool {
        guard let clause = inheritanceClause else { return false }
        return clause.inheritedTypes.nodes.contains { viewProtocolNames.contains($0.type.simpleName) }
    }
}

/// Protocols whose conformers count as views (`isViewLike` here and in `TypeIndex`).
let viewProtocolNames: Set<String> = ["View", "ViewModifier", "ButtonStyle", "PrimitiveButtonStyle", "Shape", "App"]

extension ExprSyntax {
    /// Steps through a modifier chain to its root: `Text("a").bold().padding()` → `Text("a")`.
    public var modifierChainRoot: ExprSyntax {
        var current = self
        while true {
            if let call = current.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                let base = member.base
            {
                current = base
            } else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let postfix = current.as(PostfixIfConfigExprSyntax.self), let base = postfix.base {
                current = base
            } else {
                return current
            }
        }
    }
}

extension Knobs {
    /// Legacy-observation rules (`ObservableObject`, `@StateObject`, …) are off below iOS 17 /
    /// macOS 14, where `@Observable` does not exist.
    public var allowsObservation: Bool { supports(iOS: Version(17), macOS: Version(14)) }
}

extension RuleContext {
    /// Whether the declaration group is a view-like type, directly or through a same-file extension.
    public func isViewLike(_ group: any DeclGroupSyntax) -> Bool {
        if group.isViewLike { return true }
        guard let name = group.declaredName else { return false }
        return types.isViewLike(named: name)
    }
}

extension SyntaxProtocol {
    /// This node as a type or extension declaration, chosen by `kind`: the same answer as
    /// `asProtocol((any DeclGroupSyntax).self)` without the slow dynamic protocol cast.
    public var asDeclGroup: (any DeclGroupSyntax)? {
        switch kind {
        case .classDecl: return self.as(ClassDeclSyntax.self)
        case .structDecl: return self.as(StructDeclSyntax.self)
        case .enumDecl: return self.as(EnumDeclSyntax.self)
        case .actorDecl: return self.as(ActorDeclSyntax.self)
        case .protocolDecl: return self.as(ProtocolDeclSyntax.self)
        case .extensionDecl: return self.as(ExtensionDeclSyntax.self)
        default: return nil
        }
    }

    /// Whether this node is a type or extension declaration (see `asDeclGroup`).
    public var isDeclGroup: Bool {
        switch kind {
        case .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl: return true
        default: return false
        }
    }
}
