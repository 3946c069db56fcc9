import SwiftParser
import SwiftSyntax

/// Finds the constructs an exercise requires or forbids (`declares`, `calls`, `uses`) in the
/// syntax tree, so names inside comments and string literals never count.
public struct ConstructMatcher: Sendable {
    private let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    public init(source: String) {
        tree = Parser.parse(source: source)
        converter = SourceLocationConverter(fileName: "", tree: tree)
    }

    /// Whether the file has `import <name>`.
    public func importsModule(_ name: String) -> Bool {
        tree.statements.contains { statement in
            statement.item.as(ImportDeclSyntax.self)?.path.first?.name.text == name
        }
    }

    /// Whether the file has statements outside declarations (a script rather than a library).
    public var hasTopLevelCode: Bool {
        tree.statements.contains { statement in
            if statement.item.is(DeclSyntax.self) { return false }
            // `#Preview { … }` at file scope describes a view; it does not run.
            if let macro = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self)
                ?? statement.item.as(MacroExpansionExprSyntax.self), macro.macroName.text == "Preview"
            {
                return false
            }
            return true
        }
    }

    /// Names of the top-level structs that conform to `View`, in file order.
    public func viewTypeNames() -> [String] {
        tree.statements.compactMap { statement in
            guard let type = statement.item.as(StructDeclSyntax.self),
                type.inheritanceClause?.inheritedTypes.contains(where: { $0.type.trimmedDescription == "View" }) == true
            else { return nil }
            return type.name.text
        }
    }

    /// Where the construct first appears, or nil when it does not.
    public func firstMatch(of pattern: CodeConstruct.Pattern) -> FeedbackItem.Location? {
        let finder = ConstructFinder(pattern: pattern, viewMode: .sourceAccurate)
        finder.walk(tree)
        guard let node = finder.match else { return nil }
        let location = node.startLocation(converter: converter)
        return FeedbackItem.Location(line: location.line, column: location.column)
    }
}

private final class ConstructFinder: SyntaxVisitor {
    let pattern: CodeConstruct.Pattern
    private(set) var match: Syntax?

    init(pattern: CodeConstruct.Pattern, viewMode: SyntaxTreeViewMode) {
        self.pattern = pattern
        super.init(viewMode: viewMode)
    }

    private func found(_ node: some SyntaxProtocol) -> SyntaxVisitorContinueKind {
        if match == nil { match = Syntax(node) }
        return .skipChildren
    }

    // MARK: declares

    private func declaration(name: TokenSyntax, inheritance: InheritanceClauseSyntax?, node: some SyntaxProtocol)
        -> SyntaxVisitorContinueKind
    {
        guard case .declares(let wanted, let conformance) = pattern, match == nil, name.text == wanted else {
            return .visitChildren
        }
        if let conformance {
            let names = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            guard names.contains(conformance) else { return .visitChildren }
        }
        return found(node)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(name: node.name, inheritance: node.inheritanceClause, node: node)
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(name: node.name, inheritance: node.inheritanceClause, node: node)
    }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(name: node.name, inheritance: node.inheritanceClause, node: node)
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(name: node.name, inheritance: node.inheritanceClause, node: node)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        declaration(name: node.name, inheritance: node.inheritanceClause, node: node)
    }

    // MARK: calls

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard case .calls(let signature) = pattern, match == nil,
            let (name, labels) = CallSignature.parts(signature)
        else { return .visitChildren }
        let calledName: TokenSyntax?
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self) {
            calledName = member.declName.baseName
        } else if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            calledName = reference.baseName
        } else {
            calledName = nil
        }
        guard let calledName, calledName.text == name else { return .visitChildren }
        if let labels {
            // Trailing closures count as arguments: the first unlabelled, the rest by their label.
            var written = node.arguments.map { $0.label?.text ?? "_" }
            if node.trailingClosure != nil { written.append("_") }
            written += node.additionalTrailingClosures.map { $0.label.text }
            guard written == labels else { return .visitChildren }
        }
        // Located at the name, so a modifier deep in a chain points at its own line.
        if match == nil { match = Syntax(calledName) }
        return .visitChildren
    }

    // MARK: uses

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        guard case .uses(let name) = pattern, match == nil, name.hasPrefix("@"),
            node.attributeName.trimmedDescription == String(name.dropFirst())
        else { return .visitChildren }
        return found(node)
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        guard case .uses(let name) = pattern, match == nil, !name.hasPrefix("@") else { return .visitChildren }
        if case .identifier = token.tokenKind, token.text == name { return found(token) }
        return .visitChildren
    }
}
