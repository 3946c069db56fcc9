import SwiftSyntax

/// `glass-interactive-static`: interactive glass promises a response to touch, so it belongs on
/// controls.
///
/// Lint: a `.glassEffect(…)` whose arguments mention `interactive` (any spelling: the guidance
/// writes both `.regular.interactive()` and `.interactive`; `interactive(false)` excepted), on a
/// chain rooted at a static primitive — `Text`, `Image`,
/// `Label`, `Color`, a shape, `VStack`/`HStack`/`ZStack` — with no `onTapGesture`, `gesture`
/// (or its simultaneous/high-priority forms), `onLongPressGesture` or `focusable` in the chain,
/// and not inside the label of a `Button`, `Link`, `NavigationLink`, `Menu` or `Toggle`.
/// Chains rooted at controls or at custom views (unknown) are skipped.
public struct GlassInteractiveStaticRule: Rule {
    public static let description = RuleDescription(
        id: "glass-interactive-static",
        title: "Use interactive glass only on elements that respond to input",
        category: .liquidGlass,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Interactive glass reacts to a finger or pointer — it flexes and shimmers — which \
            tells the user "this can be pressed". On a label or an image that does nothing, \
            that cue is a false promise. Keep `.interactive()` for buttons and other views \
            that handle input; on static content use plain glass, or make the element a \
            `Button` if it should act.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Interactivity"),
            GuidanceSource(file: Guidance.expertSkill, section: "Best Practices"),
        ],
        triggering: [
            RuleExample(
                #"Label("4 unread", systemImage: "envelope").padding().glassEffect(.regular.↓interactive())"#,
                message:
                    "interactive glass on a static Label suggests it can be tapped; drop .interactive() or make it a "
                    + "Button"
            ),
            RuleExample(
                """
                VStack {
                    Text("72°")
                    Image(systemName: "sun.max")
                }
                .padding()
                .glassEffect(.regular.tint(.orange).↓interactive(), in: .rect(cornerRadius: 16))
                """,
                message:
                    "interactive glass on a static VStack suggests it can be tapped; drop .interactive() or make it "
                    + "a Button"
            ),
            RuleExample(
                """
                Circle().frame(width: 12, height: 12).glassEffect(.↓interactive)
                Color.blue.frame(height: 4).glassEffect(.clear.↓interactive(true))
                """,
                messages: [
                    "interactive glass on a static Circle suggests it can be tapped; drop .interactive() or make it "
                        + "a Button",
                    "interactive glass on a static Color suggests it can be tapped; drop .interactive() or make it a "
                        + "Button",
                ]),
        ],
        nonTriggering: [
            RuleExample(#"Label("4 unread", systemImage: "envelope").padding().glassEffect()"#),
            RuleExample(
                """
                Button("Compose") { compose() }
                    .padding()
                    .glassEffect(.regular.interactive())
                Button { play() } label: {
                    Image(systemName: "play.fill").padding().glassEffect(.regular.interactive(), in: .circle)
                }
                """),
            RuleExample(
                """
                Text("Tap me").padding().glassEffect(.regular.interactive()).onTapGesture { open() }
                Image(systemName: "hand.draw").glassEffect(.regular.interactive()).gesture(drag)
                Text("Focus").glassEffect(.regular.interactive()).focusable()
                """),
            RuleExample(
                """
                Text("Paused").padding().glassEffect(.regular.interactive(false))
                PlayerChip().glassEffect(.regular.interactive())
                Toggle("Wi-Fi", isOn: $isOn).glassEffect(.regular.interactive())
                """),
            RuleExample(
                """
                Menu("Sort") { SortOptions() }.padding().glassEffect(.regular.interactive())
                Link("Help", destination: helpURL).glassEffect(.regular.interactive())
                NavigationLink("Details", value: item).glassEffect(.regular.interactive())
                Picker("Size", selection: $size) { SizeOptions() }.glassEffect(.regular.interactive())
                TextField("Name", text: $name).padding().glassEffect(.regular.interactive())
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["glassEffect"]

    private static let staticRoots: Set<String> = [
        "Text", "Image", "Label", "Color",
        "Circle", "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Capsule", "Ellipse",
        "ContainerRelativeShape", "ConcentricRectangle",
        "VStack", "HStack", "ZStack",
    ]
    private static let inputModifiers: Set<String> = [
        "onTapGesture", "onLongPressGesture", "gesture", "simultaneousGesture", "highPriorityGesture", "focusable",
    ]
    private static let controls: Set<String> = ["Button", "Link", "NavigationLink", "Menu", "Toggle"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let glass = node.as(FunctionCallExprSyntax.self), glass.isGlassEffectModifier,
            let interactive = Self.interactiveToken(in: glass),
            let root = Self.rootName(of: ExprSyntax(glass).modifierChainRoot),
            Self.staticRoots.contains(root)
        else { return }
        let chain = ExprSyntax(glass).outermostChainExpression.chainModifierCalls
        guard !chain.contains(where: { Self.inputModifiers.contains($0.memberName ?? "") }),
            glass.enclosingCall(named: Self.controls) == nil
        else { return }
        report(
            "interactive glass on a static \(root) suggests it can be tapped; drop .interactive() or make it a Button",
            on: interactive, in: context)
    }

    /// The `interactive` name in the glass arguments, unless it is `interactive(false)`.
    private static func interactiveToken(in glass: FunctionCallExprSyntax) -> TokenSyntax? {
        for token in glass.arguments.tokens(viewMode: .sourceAccurate)
        where token.tokenKind == .identifier("interactive") {
            if let member = token.parent?.parent?.as(MemberAccessExprSyntax.self),
                let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id,
                call.arguments.count == 1,
                let literal = call.arguments.first?.expression.as(BooleanLiteralExprSyntax.self),
                literal.literal.tokenKind == .keyword(.false)
            {
                continue
            }
            return token
        }
        return nil
    }

    /// `Text` for `Text("a")`, `Color` for `Color.blue` (the chain root stops at `Color`).
    private static func rootName(of root: ExprSyntax) -> String? {
        if let call = root.as(FunctionCallExprSyntax.self) { return call.constructedTypeName }
        if let reference = root.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }
}
