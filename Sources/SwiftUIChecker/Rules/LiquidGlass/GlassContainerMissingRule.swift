import SwiftSyntax

/// `glass-container-missing`: neighbouring glass shapes should share a `GlassEffectContainer`.
///
/// Lint: an `HStack`/`VStack`/`ZStack`/`LazyVStack`/`LazyHStack` whose content has two or more
/// direct children with `.glassEffect(…)` in their modifier chain, or a `ForEach` whose row
/// carries `.glassEffect(…)` in its chain, with no `GlassEffectContainer` around it. A glass
/// button style (`.buttonStyle(.glass)`, `.glassProminent`, `GlassButtonStyle()`) counts as glass
/// too: those buttons draw the same material.
/// "Around" means in the same type, read as: an enclosing container in the code,
/// or — for a stack in a helper property or function — a container in the same type whose
/// content names that member, or a container anywhere in the file that builds the stack's
/// enclosing view type. Glass that sits deeper inside a row or child is not counted.
///
/// Exception: a `ForEach` of `List` or `Form` rows. Rows are separate cells that scroll and
/// are reused on their own, so a container around them cannot group their glass.
public struct GlassContainerMissingRule: Rule {
    public static let description = RuleDescription(
        id: "glass-container-missing",
        title: "Group nearby glass elements in a GlassEffectContainer",
        category: .liquidGlass,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Glass samples what lies behind it, but one glass shape cannot sample another. Side \
            by side without a shared container, each piece renders on its own, they cannot \
            blend or morph into each other, and the result looks inconsistent and costs more \
            to draw. A `GlassEffectContainer` lets the group render together. Its spacing is \
            the distance within which shapes blend into one another: the stack's own gap is a \
            good start when neighbours should flow together, a smaller value keeps them apart.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "GlassEffectContainer"),
            GuidanceSource(file: Guidance.expertSkill, section: "Liquid Glass (iOS 26+)"),
            GuidanceSource(file: Guidance.playbook, section: "Custom Glass in SwiftUI"),
        ],
        triggering: [
            RuleExample(
                """
                ↓HStack {
                    Image(systemName: "backward.fill").padding().glassEffect()
                    Image(systemName: "forward.fill").padding().glassEffect()
                }
                """,
                message:
                    "several glass elements sit side by side; wrap the stack in GlassEffectContainer(spacing:), "
                    + "whose spacing is the distance within which they blend"
            ),
            RuleExample(
                """
                struct TagCloud: View {
                    let tags: [String]
                    var body: some View {
                        ScrollView(.horizontal) {
                            LazyHStack(spacing: 8) {
                                ↓ForEach(tags, id: \\.self) { tag in
                                    Text(tag)
                                        .padding(8)
                                        .glassEffect(in: .capsule)
                                }
                            }
                        }
                    }
                }
                """,
                message:
                    "each row carries its own glass; wrap the ForEach in a GlassEffectContainer so the shapes render "
                    + "and morph together"
            ),
            RuleExample(
                """
                struct Toolbar: View {
                    var body: some View {
                        ↓VStack(spacing: 12) {
                            Button("Undo") { undo() }.glassEffect(.regular.interactive())
                            Divider()
                            Button("Redo") { redo() }
                                .padding()
                                .glassEffect(.regular.interactive(), in: .circle)
                        }
                    }
                }
                """,
                message:
                    "several glass elements sit side by side; wrap the stack in GlassEffectContainer(spacing:), "
                    + "whose spacing is the distance within which they blend"
            ),
            RuleExample(
                """
                ↓HStack(spacing: 12) {
                    Button("Shuffle", systemImage: "shuffle") { shuffle() }.buttonStyle(.glass)
                    Button("Play", systemImage: "play.fill") { play() }
                        .buttonStyle(.glassProminent)
                }
                """,
                message:
                    "several glass elements sit side by side; wrap the stack in GlassEffectContainer(spacing:), "
                    + "whose spacing is the distance within which they blend"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                GlassEffectContainer {
                    HStack {
                        Image(systemName: "backward.fill").padding().glassEffect()
                        Image(systemName: "forward.fill").padding().glassEffect() } }
                """),
            RuleExample(
                """
                struct Player: View {
                    var body: some View {
                        GlassEffectContainer(spacing: 16) { controls }
                    }
                    private var controls: some View {
                        HStack(spacing: 16) {
                            Image(systemName: "play").glassEffect()
                            Image(systemName: "stop").glassEffect()
                        }
                    }
                }
                """),
            RuleExample(
                """
                HStack {
                    Image(systemName: "bell").padding().glassEffect()
                    Text("3 alerts")
                }
                ForEach(rows) { row in Text(row.title).padding() }
                """),
            RuleExample(
                """
                List {
                    ForEach(alerts) { alert in
                        Text(alert.title).padding(6).glassEffect(in: .capsule)
                    }
                }
                """),
            RuleExample(
                """
                struct Chips: View {
                    var body: some View {
                        HStack {
                            Text("A").glassEffect()
                            Text("B").glassEffect()
                        }
                    }
                }
                struct Screen: View {
                    var body: some View { GlassEffectContainer { Chips() } }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = [
        "GlassEffectContainer", "HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack", "ForEach",
    ]
    /// Every finding needs a `.glassEffect` modifier.
    public static let requiredText = ["glassEffect", ".glass", "GlassButtonStyle", "GlassProminentButtonStyle"]

    private struct Candidate {
        let position: AbsolutePosition
        let isForEach: Bool
        let typeName: String?
        let memberName: String?
    }

    private struct Container {
        let typeName: String?
        let names: Set<String>
    }

    private static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "LazyVStack", "LazyHStack"]

    private var candidates: [Candidate] = []
    private var containers: [Container] = []

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), let name = call.calleeName else { return }
        if name == "GlassEffectContainer" {
            var names: Set<String> = []
            for (_, closure) in call.labelledClosures {
                for token in closure.tokens(viewMode: .sourceAccurate) {
                    if case .identifier(let text) = token.tokenKind { names.insert(text) }
                }
            }
            containers.append(Container(typeName: call.enclosingTypeDecl?.declaredName, names: names))
            return
        }
        let isForEach = name == "ForEach"
        guard isForEach || Self.stacks.contains(name),
            let content = call.closure(labelled: "content")
        else { return }
        let needed = isForEach ? 1 : 2
        var glassChildren = 0
        for item in content.statements where glassChildren < needed {
            if let expression = item.item.as(ExprSyntax.self), Self.chainHasGlassEffect(expression) {
                glassChildren += 1
            }
        }
        guard glassChildren >= needed,
            call.enclosingCall(named: ["GlassEffectContainer"]) == nil,
            !isForEach || call.enclosingCall(named: ["List", "Form"]) == nil
        else { return }
        candidates.append(
            Candidate(
                position: call.positionAfterSkippingLeadingTrivia,
                isForEach: isForEach,
                typeName: call.enclosingTypeDecl?.declaredName,
                memberName: Self.enclosingMemberName(of: call)))
    }

    public func finish(in context: RuleContext) {
        for candidate in candidates {
            let covered = containers.contains { container in
                if let member = candidate.memberName, container.typeName == candidate.typeName,
                    container.names.contains(member)
                {
                    return true
                }
                if let typeName = candidate.typeName, container.names.contains(typeName) { return true }
                return false
            }
            guard !covered else { continue }
            let message =
                candidate.isForEach
                ? "each row carries its own glass; wrap the ForEach in a GlassEffectContainer so the shapes render "
                    + "and morph together"
                : "several glass elements sit side by side; wrap the stack in GlassEffectContainer(spacing:), "
                    + "whose spacing is the distance within which they blend"
            report(message, at: candidate.position, in: context)
        }
    }

    /// Whether a modifier of the chain ending at `expression` (as `chainModifierCalls` lists
    /// them) is `.glassEffect`; stops at the first one without collecting the chain.
    private static func chainHasGlassEffect(_ expression: ExprSyntax) -> Bool {
        var current: ExprSyntax? = expression
        while let link = current {
            if let call = link.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
                if call.isGlassEffectModifier || isGlassButtonStyle(call) { return true }
                current = member.base
            } else if let member = link.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let postfix = link.as(PostfixIfConfigExprSyntax.self) {
                for clause in postfix.config.clauses {
                    if case .postfixExpression(let inner)? = clause.elements, chainHasGlassEffect(inner) { return true }
                }
                current = postfix.base
            } else {
                current = nil
            }
        }
        return false
    }

    /// `.buttonStyle(.glass)`, `.buttonStyle(.glassProminent)`, `.buttonStyle(GlassButtonStyle())`.
    private static func isGlassButtonStyle(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.memberName == "buttonStyle", let style = call.arguments.first?.expression else { return false }
        let root = style.as(FunctionCallExprSyntax.self)?.calledExpression ?? style
        if let member = root.as(MemberAccessExprSyntax.self), member.base == nil {
            return ["glass", "glassProminent"].contains(member.declName.baseName.text)
        }
        return root.as(DeclReferenceExprSyntax.self).map {
            ["GlassButtonStyle", "GlassProminentButtonStyle"].contains($0.baseName.text)
        } ?? false
    }

    /// The property or method of a type that contains `node`.
    private static func enclosingMemberName(of node: some SyntaxProtocol) -> String? {
        var current = node.parent
        while let parent = current {
            if let variable = parent.as(VariableDeclSyntax.self), variable.isMember { return variable.boundNames.first }
            if let function = parent.as(FunctionDeclSyntax.self),
                function.parent?.is(MemberBlockItemSyntax.self) ?? false
            {
                return function.name.text
            }
            if parent.isDeclGroup { return nil }
            current = parent.parent
        }
        return nil
    }
}
