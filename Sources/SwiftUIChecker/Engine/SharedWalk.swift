import SwiftSyntax

/// The single traversal of a file: every node is offered to the rules registered for its kind,
/// and comment trivia is scanned for suppression directives on the way.
final class SharedWalk: SyntaxAnyVisitor {
    private var rules: [any Rule]
    private let dispatch: [SyntaxKind: [Int]]
    private let context: RuleContext
    private let scansComments: Bool
    private(set) var suppressions = SuppressionMap()

    init(rules: [any Rule], context: RuleContext, scansComments: Bool) {
        self.rules = rules
        var table: [SyntaxKind: [Int]] = [:]
        for (index, rule) in rules.enumerated() {
            for kind in type(of: rule).visitedKinds { table[kind, default: []].append(index) }
        }
        self.dispatch = table
        self.context = context
        self.scansComments = scansComments
        super.init(viewMode: .sourceAccurate)
    }

    func run() -> SuppressionMap {
        walk(context.tree)
        for index in rules.indices { rules[index].finish(in: context) }
        suppressions.resolve()
        return suppressions
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        if let interested = dispatch[node.kind] {
            for index in interested { rules[index].visit(node, in: context) }
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        if let interested = dispatch[.token] {
            for index in interested { rules[index].visit(Syntax(token), in: context) }
        }
        if scansComments {
            scan(token.leadingTrivia, from: token.position)
            scan(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
        return .visitChildren
    }

    private func scan(_ trivia: Trivia, from start: AbsolutePosition) {
        var offset = start.utf8Offset
        for piece in trivia {
            switch piece {
            case .lineComment(let text), .blockComment(let text):
                if text.contains(SuppressionMap.prefix) {
                    let line = context.converter.location(for: AbsolutePosition(utf8Offset: offset)).line
                    suppressions.record(comment: text, offset: offset, line: line)
                }
            default:
                break
            }
            offset += piece.sourceLength.utf8Length
        }
    }
}
