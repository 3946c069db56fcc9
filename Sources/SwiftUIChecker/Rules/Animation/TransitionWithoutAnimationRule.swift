import SwiftSyntax

/// `transition-without-animation`: a `.transition` only plays when the insertion or removal
/// happens inside an animation.
///
/// Lint: in a view struct (with its same-file extensions), an `if` whose condition reads a
/// `private @State` property `X` of that struct and whose branch applies `.transition(_:)`, while
/// nothing in the struct gives `X` an animation: no `.animation(…, value:)` watching `X`, no
/// `withAnimation`/`withTransaction` closure that changes `X` (directly or through a method of
/// the struct), no `.transaction` modifier, and no `$X` handed out (whoever gets the binding may
/// animate it). A value-less `.animation(_:)` anywhere in the struct also counts as an animation
/// context (`animation-without-value` reports it instead), and a transition that carries its own
/// animation (`.opacity.animation(.easeIn)`) needs none.
public struct TransitionWithoutAnimationRule: Rule {
    public static let description = RuleDescription(
        id: "transition-without-animation",
        title: "Give a transition an animation context",
        category: .animation,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            A transition describes how a view enters and leaves, but SwiftUI only plays it when \
            the change that inserts or removes the view is animated. If the condition flips \
            without an animation, the view simply pops in and out and the `.transition` does \
            nothing. Change the state inside `withAnimation`, or watch it with \
            `.animation(_:value:)` on the container that holds the `if`.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Critical: Transitions Require Animation Context"),
            GuidanceSource(file: Guidance.expertSkill, section: "Animations"),
        ],
        triggering: [
            RuleExample(
                """
                struct InfoPanel: View {
                    @State private var showInfo = false
                    var body: some View {
                        Button("Info") { showInfo.toggle() }
                        if showInfo { InfoCard().↓transition(.scale) }
                    }
                }
                """,
                message:
                    ".transition only plays inside an animation, but 'showInfo' changes without one here; change it "
                    + "inside withAnimation or add .animation(_:value: showInfo) to the container of the if"
            ),
            RuleExample(
                """
                struct Inbox: View {
                    @State private var selected: Message?
                    @State private var filter = ""
                    var body: some View {
                        VStack {
                            MessageList(onPick: { selected = $0 })
                            if let selected, !selected.isRead {
                                Preview(message: selected)
                                    .↓transition(.move(edge: .bottom))
                            } else {
                                Placeholder().↓transition(.opacity)
                            }
                        }
                        .animation(.default, value: filter)
                    }
                }
                """,
                message:
                    ".transition only plays inside an animation, but 'selected' changes without one here; change it "
                    + "inside withAnimation or add .animation(_:value: selected) to the container of the if"
            ),
            RuleExample(
                """
                struct Toast: View {
                    @State private var visible = true
                    let message: String
                }
                extension Toast: View {
                    var body: some View {
                        ZStack {
                            if visible { Text(message).↓transition(.slide) }
                        }
                        .task { try? await Task.sleep(for: .seconds(2)); visible = false }
                    }
                }
                """,
                message:
                    ".transition only plays inside an animation, but 'visible' changes without one here; change it "
                    + "inside withAnimation or add .animation(_:value: visible) to the container of the if"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct InfoPanel: View {
                    @State private var showInfo = false
                    var body: some View {
                        Button("Info") { withAnimation { showInfo.toggle() } }
                        if showInfo { InfoCard().transition(.scale) }
                    }
                }
                """),
            RuleExample(
                """
                struct InfoPanel: View {
                    @State private var showInfo = false
                    var body: some View {
                        VStack {
                            Button("Info") { showInfo.toggle() }
                            if showInfo { InfoCard().transition(.scale) }
                        }
                        .animation(.spring, value: showInfo)
                    }
                }
                """),
            RuleExample(
                """
                struct Drawer: View {
                    @State private var open = false
                    @State private var pinned = false
                    var body: some View {
                        Toggle("Open", isOn: $open)
                        Button("Pin") { withAnimation(.snappy) { pin() } }
                        if open { Tray().transition(.move(edge: .leading)) }
                        if pinned { Pin().transition(.opacity) }
                    }
                    private func pin() { pinned = true }
                }
                """),
            RuleExample(
                """
                struct Alert: View {
                    @State private var shown = false
                    var body: some View {
                        if shown { Panel().transition(.push(from: .bottom)) }
                        Button("Show") {
                            var transaction = Transaction(animation: .spring)
                            transaction.disablesAnimations = false
                            withTransaction(transaction) { self.shown = true }
                        }
                    }
                }
                """),
            RuleExample(
                """
                struct Hint: View {
                    @State private var visible = false
                    var body: some View {
                        Button("?") { visible.toggle() }
                        if visible { Bubble().transition(.scale.animation(.bouncy)) }
                    }
                }
                """),
            RuleExample(
                """
                struct Row: View {
                    @State var expanded = false
                    @Binding var highlighted: Bool
                    var body: some View {
                        if expanded { Details().transition(.opacity) }
                        if highlighted { Glow().transition(.opacity) }
                    }
                }
                """),
            RuleExample(
                """
                struct Flash: View {
                    @State private var on = false
                    var body: some View {
                        if on { Color.white.transition(.opacity) }
                        Button("Flash") { on.toggle() }
                            .transaction { $0.animation = .easeOut }
                    }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.structDecl, .extensionDecl]
    public static let requiredText = ["transition"]

    private var structs: [StructDeclSyntax] = []
    private var extensions: [String: [ExtensionDeclSyntax]] = [:]

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        if let declaration = node.as(StructDeclSyntax.self) {
            structs.append(declaration)
        } else if let declaration = node.as(ExtensionDeclSyntax.self) {
            extensions[declaration.extendedType.trimmedText, default: []].append(declaration)
        }
    }

    public func finish(in context: RuleContext) {
        for declaration in structs where context.isViewLike(declaration) {
            let states = Self.privateStateNames(declaration)
            guard !states.isEmpty else { continue }
            let facts = AnimationFacts()
            facts.walk(declaration.memberBlock)
            for extensionDecl in extensions[declaration.name.text] ?? [] { facts.walk(extensionDecl.memberBlock) }
            if facts.hasTransactionModifier || facts.hasValuelessAnimation { continue }
            var reported: Set<SyntaxIdentifier> = []
            for ifExpr in facts.conditionals {
                let read = Self.conditionRoots(ifExpr).intersection(states)
                guard !read.isEmpty, !read.contains(where: { facts.animates($0) }) else { continue }
                for transition in Self.transitions(in: ifExpr) where reported.insert(transition.id).inserted {
                    let shown = read.sorted().joined(separator: "', '")
                    report(
                        ".transition only plays inside an animation, but '\(shown)' changes without one here; change "
                            + "it inside withAnimation or add .animation(_:value: \(read.sorted()[0])) to the "
                            + "container of the if",
                        on: transition, in: context)
                }
            }
        }
    }

    private static func privateStateNames(_ declaration: StructDeclSyntax) -> Set<String> {
        var names: Set<String> = []
        for member in declaration.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                variable.attributes.contains(named: "State"), variable.modifiers.isPrivateOrFileprivate
            else { continue }
            names.formUnion(variable.boundNames)
        }
        return names
    }

    private static func conditionRoots(_ ifExpr: IfExprSyntax) -> Set<String> {
        var roots: Set<String> = []
        for element in ifExpr.conditions {
            switch element.condition {
            case .expression(let expression):
                roots.formUnion(expression.readPaths().compactMap(\.first))
            case .optionalBinding(let binding):
                if let value = binding.initializer?.value {
                    roots.formUnion(value.readPaths().compactMap(\.first))
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    roots.insert(name)
                }
            case .matchingPattern(let pattern):
                roots.formUnion(pattern.initializer.value.readPaths().compactMap(\.first))
            default:
                break
            }
        }
        return roots
    }

    /// `.opacity.animation(.easeIn)`: a transition with its own animation plays without one
    /// from outside.
    private static func carriesAnimation(_ transition: ExprSyntax) -> Bool {
        transition.tokens(viewMode: .sourceAccurate).contains { token in
            token.text == "animation" && token.parent?.parent?.is(MemberAccessExprSyntax.self) == true
        }
    }

    /// The names of `.transition(_:)` modifiers in the branches of an `if`.
    private static func transitions(in ifExpr: IfExprSyntax) -> [TokenSyntax] {
        var blocks = [ifExpr.body]
        if case .codeBlock(let elseBlock)? = ifExpr.elseBody { blocks.append(elseBlock) }
        return blocks.flatMap { block in
            block.tokens(viewMode: .sourceAccurate).compactMap { token -> TokenSyntax? in
                guard token.text == "transition",
                    let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                    member.declName.baseName.id == token.id,
                    let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                    call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
                    !Self.carriesAnimation(argument.expression)
                else { return nil }
                return token
            }
        }
    }
}

/// What a view struct does that could animate its state: collected by one walk over its
/// members, skipping nested types.
private final class AnimationFacts: SyntaxVisitor {
    private(set) var conditionals: [IfExprSyntax] = []
    private(set) var watched: [[String]] = []
    private(set) var hasValuelessAnimation = false
    private(set) var hasTransactionModifier = false
    private var projected: Set<String> = []
    private var animatedWrites: Set<String> = []
    private var methodsCalledAnimated: Set<String> = []
    private var methodWrites: [String: Set<String>] = [:]

    init() { super.init(viewMode: .sourceAccurate) }

    /// Whether something in the struct animates changes of `name`.
    func animates(_ name: String) -> Bool {
        if projected.contains(name) || animatedWrites.contains(name) { return true }
        if watched.contains(where: { $0.first == name }) { return true }
        return methodsCalledAnimated.contains { methodWrites[$0]?.contains(name) ?? false }
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        conditionals.append(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if let body = node.body { methodWrites[node.name.text, default: []].formUnion(body.mutatedRoots) }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.baseName.text
        if name.hasPrefix("$"), name.count > 1, !name.dropFirst().allSatisfy(\.isNumber) {
            projected.insert(String(name.dropFirst()))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.memberName == "animation", node.arguments.first?.label == nil {
            if let value = node.argument(labelled: "value")?.expression {
                watched.append(contentsOf: value.readPaths())
            } else if node.arguments.count == 1, node.trailingClosureCount == 0, !node.isTransitionAnimation {
                hasValuelessAnimation = true
            }
        }
        if node.memberName == "transaction" { hasTransactionModifier = true }
        if let callee = node.calleeName, callee == "withAnimation" || callee == "withTransaction" {
            for closure in Self.closures(of: node) {
                animatedWrites.formUnion(closure.mutatedRoots)
                methodsCalledAnimated.formUnion(closure.calledFunctionNames)
            }
        }
        return .visitChildren
    }

    private static func closures(of call: FunctionCallExprSyntax) -> [ClosureExprSyntax] {
        var result = call.arguments.compactMap { $0.expression.as(ClosureExprSyntax.self) }
        if let trailing = call.trailingClosure { result.append(trailing) }
        result.append(contentsOf: call.additionalTrailingClosures.map(\.closure))
        return result
    }
}
