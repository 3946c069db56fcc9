import SwiftSyntax

/// Which rules see which nodes: built once per rule set, shared by every file's walk.
struct DispatchPlan: Sendable {
    /// Rules by node kind (for calls and variables: only the rules without a name filter).
    let byKind: [SyntaxKind: [Int]]
    /// Rules interested in calls with a given member or callee name.
    let byCalledName: [String: [Int]]
    /// Rules interested in variables carrying a given attribute.
    let byAttributeName: [String: [Int]]
    /// Whether a rule asks for a node kind `SharedWalk` does not offer, so the slower
    /// `AnyKindWalk` must run.
    let needsAnyKindWalk: Bool
    /// Kinds with interested rules (tokens apart), scanned linearly: a dozen enum compares per
    /// node cost less than hashing the kind. Kept apart from `kindRules` so the scan copies no
    /// arrays (and retains nothing).
    let kinds: [SyntaxKind]
    /// The rules interested in `kinds[i]`.
    let kindRules: [[Int]]
    let tokenRules: [Int]
    /// Every rule's `requiredText` and `mentionedText`, looked for in one pass per file.
    let mentions: MentionScan
    /// For each rule, the indices in `mentions.strings` of its `requiredText`.
    let requiredMentions: [[Int]]

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
        self.needsAnyKindWalk = !byKind.keys.allSatisfy { $0 == .token || SharedWalk.kinds.contains($0) }
        let dispatched = byKind.filter { $0.key != .token }.sorted { $0.value[0] < $1.value[0] }
        self.kinds = dispatched.map(\.key)
        self.kindRules = dispatched.map(\.value)
        self.tokenRules = byKind[.token] ?? []
        let mentions = MentionScan(ruleTypes.flatMap { $0.requiredText + $0.mentionedText })
        self.mentions = mentions
        self.requiredMentions = ruleTypes.map { type in
            type.requiredText.compactMap { text in mentions.strings.firstIndex(of: text) }
        }
    }
}

/// Hands nodes to the rules registered for them and scans comment trivia for suppression
/// directives. Driven by one of the two walks below.
final class RuleDispatch {
    private var rules: [any Rule]
    private let active: [Bool]
    private let kinds: [SyntaxKind]
    private let kindRules: [[Int]]
    private let tokenRules: [Int]
    private let byCalledName: [String: [Int]]
    private let byAttributeName: [String: [Int]]
    let context: RuleContext
    private let scansComments: Bool
    private(set) var suppressions = SuppressionMap()

    /// `rules[i]` must be an instance of the i-th rule type `plan` was built from; rules whose
    /// `active` entry is false (their `requiredText` is missing from the file) are left out.
    /// Nothing is copied per file: inactive rules are skipped while dispatching.
    init(rules: [any Rule], active: [Bool], plan: DispatchPlan, context: RuleContext, scansComments: Bool) {
        self.rules = rules
        self.active = active
        self.kinds = plan.kinds
        self.kindRules = plan.kindRules
        self.tokenRules = plan.tokenRules
        self.byCalledName = plan.byCalledName
        self.byAttributeName = plan.byAttributeName
        self.context = context
        self.scansComments = scansComments
    }

    /// Offers `node` to the rules registered for `kind` (calls and variables also go through
    /// `call(_:)` / `variable(_:)`).
    @inline(__always)
    func node(_ node: Syntax, kind: SyntaxKind) {
        for position in kinds.indices where kinds[position] == kind {
            for index in kindRules[position] where active[index] { rules[index].visit(node, in: context) }
        }
    }

    func call(_ call: FunctionCallExprSyntax) {
        let node = Syntax(call)
        self.node(node, kind: .functionCallExpr)
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
    }

    func variable(_ decl: VariableDeclSyntax) {
        let node = Syntax(decl)
        self.node(node, kind: .variableDecl)
        guard !byAttributeName.isEmpty, !decl.attributes.isEmpty else { return }
        var visited: [Int] = []
        for name in decl.attributes.attributeNames {
            for index in byAttributeName[name] ?? [] where active[index] && !visited.contains(index) {
                visited.append(index)
                rules[index].visit(node, in: context)
            }
        }
    }

    func token(_ token: TokenSyntax) {
        if !tokenRules.isEmpty {
            let node = Syntax(token)
            for index in tokenRules where active[index] { rules[index].visit(node, in: context) }
        }
        if scansComments {
            scan(token.leadingTrivia, from: token.position)
            scan(token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia)
        }
    }

    /// Runs every active rule's `finish(in:)` and resolves the suppression regions found.
    func finish() -> SuppressionMap {
        for index in rules.indices where active[index] { rules[index].finish(in: context) }
        suppressions.resolve()
        return suppressions
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

/// The single traversal of a file. Overrides `visit` only for the node kinds rules ask for, so
/// every other node costs no more than swift-syntax's own traversal; `AnyKindWalk` takes over
/// when a rule set asks for a kind missing from `SharedWalk.kinds`.
final class SharedWalk: SyntaxVisitor {
    /// The kinds this walk hands to rules (besides tokens).
    static let kinds: Set<SyntaxKind> = [
        .actorDecl, .classDecl, .declReferenceExpr, .enumDecl, .extensionDecl, .forceUnwrapExpr,
        .functionCallExpr, .functionDecl, .functionParameter, .identifierType, .ifExpr, .importDecl,
        .initializerDecl, .memberAccessExpr, .memberType, .patternBinding, .protocolDecl, .sequenceExpr,
        .structDecl, .unresolvedTernaryExpr, .variableDecl,
    ]

    private let dispatch: RuleDispatch

    /// Walks `context.tree` with the walk that fits `plan`, then finishes the rules.
    static func run(_ dispatch: RuleDispatch, plan: DispatchPlan) -> SuppressionMap {
        if plan.needsAnyKindWalk {
            AnyKindWalk(dispatch).walk(dispatch.context.tree)
        } else {
            SharedWalk(dispatch).walk(dispatch.context.tree)
        }
        return dispatch.finish()
    }

    private init(_ dispatch: RuleDispatch) {
        self.dispatch = dispatch
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        dispatch.call(node)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        dispatch.variable(node)
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        dispatch.token(token)
        return .visitChildren
    }

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, .actorDecl) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, .classDecl) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind { offer(node, .declReferenceExpr) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, .enumDecl) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, .extensionDecl) }
    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind { offer(node, .forceUnwrapExpr) }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, .functionDecl) }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind { offer(node, .functionParameter) }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind { offer(node, .identifierType) }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { offer(node, .ifExpr) }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, .importDecl) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, .initializerDecl) }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind { offer(node, .memberAccessExpr) }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { offer(node, .memberType) }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind { offer(node, .patternBinding) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, .protocolDecl) }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { offer(node, .sequenceExpr) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, .structDecl) }
    override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind { offer(node, .unresolvedTernaryExpr) }

    @inline(__always)
    private func offer(_ node: some SyntaxProtocol, _ kind: SyntaxKind) -> SyntaxVisitorContinueKind {
        dispatch.node(Syntax(node), kind: kind)
        return .visitChildren
    }
}

/// The general traversal: offers every node by its kind. Used only for rule sets that ask for
/// a kind `SharedWalk` has no override for; it finds the same findings, more slowly.
final class AnyKindWalk: SyntaxAnyVisitor {
    private let dispatch: RuleDispatch

    init(_ dispatch: RuleDispatch) {
        self.dispatch = dispatch
        super.init(viewMode: .sourceAccurate)
    }

    override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
        switch node.kind {
        case .functionCallExpr: dispatch.call(node.cast(FunctionCallExprSyntax.self))
        case .variableDecl: dispatch.variable(node.cast(VariableDeclSyntax.self))
        case let kind: dispatch.node(node, kind: kind)
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        dispatch.token(token)
        return .visitChildren
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

/// Stands in for a rule that cannot report in the file being checked (see `Rule.requiredText`);
/// the dispatch never calls it. Small enough to live inside the existential, so it costs no
/// allocation.
struct InactiveRule: Rule {
    static let description = RuleDescription(
        id: "inactive", title: "", category: .state, defaultSeverity: .note, fixability: .no,
        rationale: "", sources: [], lesson: nil, triggering: [], nonTriggering: [], corrections: [])
    static let visitedKinds: Set<SyntaxKind> = []
    func visit(_ node: Syntax, in context: RuleContext) {}
}
