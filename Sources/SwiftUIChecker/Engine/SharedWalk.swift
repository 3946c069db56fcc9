import SwiftSyntax

/// Which rules see which nodes: built once per rule set, shared by every file's walk.
struct DispatchPlan: Sendable {
    /// Rules interested in calls with a given member or callee name.
    let byCalledName: [String: [Int]]
    /// Rules interested in variables carrying a given attribute.
    let byAttributeName: [String: [Int]]
    /// Rules by `SharedWalk` slot (see `SharedWalk.kinds`), end to end: the rules for slot i
    /// are `slotRules[slotStarts[i]..<slotStarts[i + 1]]`.
    let slotStarts: [Int]
    let slotRules: [Int]
    /// Kinds without a slot and their rules, for `AnyKindWalk`.
    let otherKinds: [SyntaxKind]
    let otherKindRules: [[Int]]
    let tokenRules: [Int]
    /// Every rule's `requiredText` and `mentionedText`, and the suppression prefix, looked for
    /// in one pass per file.
    let mentions: MentionScan
    /// For each rule, the indices in `mentions.strings` of its `requiredText`.
    let requiredMentions: [[Int]]

    /// Whether a rule asks for a node kind `SharedWalk` does not offer, so the slower
    /// `AnyKindWalk` must run.
    var needsAnyKindWalk: Bool { !otherKinds.isEmpty }

    init(_ ruleTypes: [any Rule.Type]) {
        // Rules by node kind (for calls and variables: only the rules without a name filter).
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
        self.byCalledName = byCalledName
        self.byAttributeName = byAttributeName
        precondition(SharedWalk.kinds.count <= 32, "RuleDispatch.activeSlots has 32 bits")
        var slotStarts = [0]
        var slotRules: [Int] = []
        for kind in SharedWalk.kinds {
            slotRules += byKind[kind] ?? []
            slotStarts.append(slotRules.count)
        }
        self.slotStarts = slotStarts
        self.slotRules = slotRules
        let others = byKind.filter { $0.key != .token && !SharedWalk.kinds.contains($0.key) }.sorted {
            $0.value[0] < $1.value[0]
        }
        self.otherKinds = others.map(\.key)
        self.otherKindRules = others.map(\.value)
        self.tokenRules = byKind[.token] ?? []
        let mentions = MentionScan([SuppressionMap.prefix] + ruleTypes.flatMap { $0.requiredText + $0.mentionedText })
        self.mentions = mentions
        self.requiredMentions = ruleTypes.map { type in
            type.requiredText.compactMap { mentions.indices[$0] }
        }
    }
}

/// Hands nodes to the rules registered for them and scans comment trivia for suppression
/// directives. Driven by one of the two walks below.
final class RuleDispatch {
    private var rules: [any Rule]
    private let active: [Bool]
    private let slotStarts: [Int]
    private let slotRules: [Int]
    private let otherKinds: [SyntaxKind]
    private let otherKindRules: [[Int]]
    private let tokenRules: [Int]
    private let byCalledName: [String: [Int]]
    private let byAttributeName: [String: [Int]]
    /// Bit i is set when an active rule wants the nodes of `SharedWalk.kinds[i]`; the walk
    /// tests it before doing anything else with such a node.
    let activeSlots: UInt32
    let context: RuleContext
    private let scansComments: Bool
    private(set) var suppressions = SuppressionMap()

    /// `rules[i]` must be an instance of the i-th rule type `plan` was built from; rules whose
    /// `active` entry is false (their `requiredText` is missing from the file) are left out.
    /// Nothing is copied per file: inactive rules are skipped while dispatching.
    init(rules: [any Rule], active: [Bool], plan: DispatchPlan, context: RuleContext, scansComments: Bool) {
        self.rules = rules
        self.active = active
        self.slotStarts = plan.slotStarts
        self.slotRules = plan.slotRules
        self.otherKinds = plan.otherKinds
        self.otherKindRules = plan.otherKindRules
        self.tokenRules = plan.tokenRules
        self.byCalledName = plan.byCalledName
        self.byAttributeName = plan.byAttributeName
        var activeSlots: UInt32 = 0
        for slot in 0..<(plan.slotStarts.count - 1)
        where plan.slotRules[plan.slotStarts[slot]..<plan.slotStarts[slot + 1]].contains(where: { active[$0] }) {
            activeSlots |= 1 << UInt32(slot)
        }
        self.activeSlots = activeSlots
        self.context = context
        self.scansComments = scansComments
    }

    /// Whether an active rule wants the nodes of `SharedWalk.kinds[slot]`.
    @inline(__always)
    func wants(_ slot: Int) -> Bool { activeSlots & (1 << UInt32(slot)) != 0 }

    /// Offers `node` to the rules registered for `SharedWalk.kinds[slot]` (calls and variables
    /// also go through `call(_:)` / `variable(_:)`).
    func offer(_ node: Syntax, slot: Int) {
        for position in slotStarts[slot]..<slotStarts[slot + 1] {
            let index = slotRules[position]
            if active[index] { rules[index].visit(node, in: context) }
        }
    }

    /// Offers `node` to the rules registered for a kind `SharedWalk` has no slot for.
    func offer(_ node: Syntax, kind: SyntaxKind) {
        if let slot = SharedWalk.slot(of: kind) {
            if wants(slot) { offer(node, slot: slot) }
            return
        }
        for position in otherKinds.indices where otherKinds[position] == kind {
            for index in otherKindRules[position] where active[index] { rules[index].visit(node, in: context) }
        }
    }

    func call(_ call: FunctionCallExprSyntax) {
        if wants(SharedWalk.callSlot) { offer(Syntax(call), slot: SharedWalk.callSlot) }
        let called = call.calledExpression
        let name: String?
        if let member = called.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text
        } else if let callee = called.as(DeclReferenceExprSyntax.self)?.baseName.text {
            name = callee
            if callee.startsWithUppercase { context.noteInitializerCall(callee, arguments: call.arguments) }
        } else if let generic = called.as(GenericSpecializationExprSyntax.self) {
            // `ForEach<[Item], Item.ID, Row>(…)`: rules match the type's name and handle the
            // generic spelling themselves (`isConstructor(of:)`).
            name = generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        } else {
            name = nil
        }
        guard let name, let interested = byCalledName[name] else { return }
        let node = Syntax(call)
        for index in interested where active[index] { rules[index].visit(node, in: context) }
    }

    func variable(_ decl: VariableDeclSyntax) {
        let node = Syntax(decl)
        if wants(SharedWalk.variableSlot) { offer(node, slot: SharedWalk.variableSlot) }
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
    /// The kinds this walk hands to rules (besides tokens); a kind's position is its slot.
    static let kinds: [SyntaxKind] = [
        .actorDecl, .classDecl, .declReferenceExpr, .enumDecl, .extensionDecl, .forceUnwrapExpr,
        .functionCallExpr, .functionDecl, .functionParameter, .identifierType, .ifExpr, .importDecl,
        .initializerDecl, .memberAccessExpr, .memberType, .patternBinding, .protocolDecl, .sequenceExpr,
        .structDecl, .unresolvedTernaryExpr, .variableDecl,
    ]
    static let callSlot = slot(of: .functionCallExpr)!
    static let variableSlot = slot(of: .variableDecl)!
    private static let actorSlot = slot(of: .actorDecl)!
    private static let classSlot = slot(of: .classDecl)!
    private static let declReferenceSlot = slot(of: .declReferenceExpr)!
    private static let enumSlot = slot(of: .enumDecl)!
    private static let extensionSlot = slot(of: .extensionDecl)!
    private static let forceUnwrapSlot = slot(of: .forceUnwrapExpr)!
    private static let functionSlot = slot(of: .functionDecl)!
    private static let parameterSlot = slot(of: .functionParameter)!
    private static let identifierTypeSlot = slot(of: .identifierType)!
    private static let ifSlot = slot(of: .ifExpr)!
    private static let importSlot = slot(of: .importDecl)!
    private static let initializerSlot = slot(of: .initializerDecl)!
    private static let memberAccessSlot = slot(of: .memberAccessExpr)!
    private static let memberTypeSlot = slot(of: .memberType)!
    private static let patternBindingSlot = slot(of: .patternBinding)!
    private static let protocolSlot = slot(of: .protocolDecl)!
    private static let sequenceSlot = slot(of: .sequenceExpr)!
    private static let structSlot = slot(of: .structDecl)!
    private static let ternarySlot = slot(of: .unresolvedTernaryExpr)!

    static func slot(of kind: SyntaxKind) -> Int? { kinds.firstIndex(of: kind) }

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

    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.actorSlot) }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.classSlot) }
    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        offer(node, Self.declReferenceSlot)
    }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.enumSlot) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.extensionSlot) }
    override func visit(_ node: ForceUnwrapExprSyntax) -> SyntaxVisitorContinueKind {
        offer(node, Self.forceUnwrapSlot)
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.functionSlot) }
    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
        offer(node, Self.parameterSlot)
    }
    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        offer(node, Self.identifierTypeSlot)
    }
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.ifSlot) }
    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.importSlot) }
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        offer(node, Self.initializerSlot)
    }
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        offer(node, Self.memberAccessSlot)
    }
    override func visit(_ node: MemberTypeSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.memberTypeSlot) }
    override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        offer(node, Self.patternBindingSlot)
    }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.protocolSlot) }
    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.sequenceSlot) }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { offer(node, Self.structSlot) }
    override func visit(_ node: UnresolvedTernaryExprSyntax) -> SyntaxVisitorContinueKind {
        offer(node, Self.ternarySlot)
    }

    /// Hands `node` to its rules; a node no active rule wants costs one bit test.
    @inline(__always)
    private func offer(_ node: some SyntaxProtocol, _ slot: Int) -> SyntaxVisitorContinueKind {
        if dispatch.wants(slot) { dispatch.offer(Syntax(node), slot: slot) }
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
        case let kind: dispatch.offer(node, kind: kind)
        }
        return .visitChildren
    }

    override func visit(_ token: TokenSyntax) -> SyntaxVisitorContinueKind {
        dispatch.token(token)
        return .visitChildren
    }
}

extension String {
    /// `first?.isUppercase`, answered from the first byte for ASCII names (nearly all of them)
    /// without the Unicode property lookup.
    fileprivate var startsWithUppercase: Bool {
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
        rationale: "", sources: [], triggering: [], nonTriggering: [], corrections: [])
    static let visitedKinds: Set<SyntaxKind> = []
    func visit(_ node: Syntax, in context: RuleContext) {}
}
