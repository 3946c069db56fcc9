import SwiftSyntax

/// The single traversal of a file: every node is offered to the rules registered for its kind,
/// and comment trivia is scanned for suppression directives on the way.
/// Which rules see which nodes: built once per rule set, shared by every file's walk.
struct DispatchPlan: Sendable {
    /// Rules by node kind (for calls and variables: only the rules without a name filter).
    let byKind: [SyntaxKind: [Int]]
    /// Rules interested in calls with a given member or callee name.
    let byCalledName: [String: [Int]]
    /// Rules interested in variables carrying a given attribute.
    let byAttributeName: [String: [Int]]

    init(_ ruleTypes: [any Rule.Type]) {
        var byKind: [SyntaxKind: [Int]] = [:]
        var byCalledName: [String: [Int]] = [:]
        var byAttributeName: [String: [Int]] = [:]
        for (index, ruleType) in ruleTypes.enumerated() {
            for kind in ruleType.visitedKinds {
                if kind == .functionCallExpr, !ruleType.calledNames.isEmpty {
                    for name in ruleType.calledNames { byCalledName[name, default: []].append(index) }
                } else if kind == .variableDecl, !ruleType.attributeNames.isEmpty {
                    for name in ruleType.attributeNames { byAttributeName[name, default: []].append(index) }
                } else {
                    byKind[kind, default: []].append(index)
                }
            }
        }
        self.byKind = byKind
        self.byCalledName = byCalledName
        self.byAttributeName = byAttributeName
    }
}

final class SharedWalk: SyntaxAnyVisitor {
    private var rules: [any Rule]
    private let active: [Bool]
    /// Kinds with interested rules, scanned linearly: a dozen enum compares per node cost less
    /// than hashing the kind. Kept apart from `kindRules` so the scan copies no arrays (and
    /// retains nothing).
    private let kinds: [SyntaxKind]
    /// The rules interested in `kinds[i]`.
    private let kindRules: [[Int]]
    private let tokenRules: [Int]
    private let byCalledName: [String: [Int]]
    private let byAttributeName: [String: [Int]]
    private let context: RuleContext
    private let scansComments: Bool
    private(set) var suppressions = SuppressionMap()

    /// `rules[i]` must be an instance of the i-th rule type `plan` was built from; rules whose
    /// `active` entry is false (their `requiredText` is missing from the file) are left out.
    init(rules: [any Rule], active: [Bool], plan: DispatchPlan, context: RuleContext, scansComments: Bool) {
        self.rules = rules
        self.active = active
        let allActive = !active.contains(false)
        let isActive = { (index: Int) in active[index] }
        let dispatch = plan.byKind.compactMap { kind, indices -> (SyntaxKind, [Int])? in
            let kept = allActive ? indices : indices.filter(isActive)
            return kind == .token || kept.isEmpty ? nil : (kind, kept)
        }
        self.kinds = dispatch.map(\.0)
        self.kindRules = dispatch.map(\.1)
        self.tokenRules = (plan.byKind[.token] ?? []).filter(isActive)
        self.byCalledName = plan.byCalledName
        self.byAttributeName = plan.byAttributeName
        self.context = context
        self.scansComments = scansComments
        super.init(viewMode: .sourceAccurate)
    }

    func run() -> SuppressionMap {
        walk(context.tree)
        for index in rules.indices where active[index] { rules[index].finish(in: context) }
        suppressions.resolve()
        return suppressions
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        let kind = node.kind
        for position in kinds.indices where kinds[position] == kind {
            for index in kindRules[position] { rules[index].visit(node, in: context) }
        }
        if kind == .functionCallExpr, let call = node.as(FunctionCallExprSyntax.self) {
            let called = call.calledExpression
            let name: String?
            if let member = called.as(MemberAccessExprSyntax.self) {
                name = member.declName.baseName.text
            } else if let callee = called.as(DeclReferenceExprSyntax.self)?.baseName.text {
                name = callee
                if callee.startsWithUppercase { context.noteInitializerCall(callee, arguments: call.arguments) }
            } else {
                name = nil
            }
            if let name, let interested = byCalledName[name] {
                for index in interested where active[index] { rules[index].visit(node, in: context) }
            }
        } else if kind == .variableDecl, !byAttributeName.isEmpty, let decl = node.as(VariableDeclSyntax.self),
                  !decl.attributes.isEmpty {
            var visited: [Int] = []
            for name in decl.attributes.attributeNames {
                for index in byAttributeName[name] ?? [] where active[index] && !visited.contains(index) {
                    visited.append(index)
                    rules[index].visit(node, in: context)
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        for index in tokenRules { rules[index].visit(Syntax(token), in: context) }
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
                    let line = context.lines.location(ofOffset: offset).line
                    suppressions.record(comment: text, offset: offset, line: line)
                }
            default:
                break
            }
            offset += piece.sourceLength.utf8Length
        }
    }
}

private extension String {
    /// `first?.isUppercase`, answered from the first byte for ASCII names (nearly all of them)
    /// without the Unicode property lookup.
    var startsWithUppercase: Bool {
        guard let byte = utf8.first else { return false }
        if byte < 0x80 { return byte >= 0x41 && byte <= 0x5A }
        return first?.isUppercase == true
    }
}
