import SwiftSyntax

/// `on-tap-gesture`: a tappable control is a `Button`, not a view with `.onTapGesture`.
///
/// Lint: a member call `onTapGesture` with no `count:` and no `coordinateSpace:` argument whose
/// action — a trailing closure or `perform:` — is a closure that declares no parameter and does
/// not use `$0`, or a function reference. Closures that take the tap location are fine. Not
/// reported: a chain that declares `.accessibilityAddTraits(.isButton)` (the author made it a
/// button for VoiceOver on purpose), and a full-screen backdrop — a `Color` or `Rectangle` that
/// fills the screen (`maxWidth` and `maxHeight` `.infinity`, or ignoring the safe area) and
/// dismisses what lies on it, which is not a control.
public struct OnTapGestureRule: Rule {
    public static let description = RuleDescription(
        id: "on-tap-gesture",
        title: "Use Button instead of onTapGesture",
        category: .modernAPI,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            A `Button` is announced as a button by VoiceOver, can be triggered with the \
            keyboard, pointer and accessibility actions, and shows pressed and disabled \
            states. A plain tap gesture gives none of that. Reach for `.onTapGesture` only when \
            you need the tap's location or a tap count; otherwise use `Button` (with \
            `.buttonStyle(.plain)` to keep the current look).
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Button vs onTapGesture()")],
        triggering: [
            RuleExample(
                #"Image(systemName: "heart").↓onTapGesture { toggleLike() }"#,
                message: "a tap gesture is not a button: use Button { … } (with .buttonStyle(.plain) to keep the "
                    + "look) so it works with VoiceOver and the keyboard"),
            RuleExample(
                """
                HStack {
                    Text(item.title)
                    Spacer()
                }
                .contentShape(Rectangle())
                .↓onTapGesture(perform: select)
                """,
                message: "a tap gesture is not a button: use Button { … } (with .buttonStyle(.plain) to keep the "
                    + "look) so it works with VoiceOver and the keyboard"),
            RuleExample(
                """
                Text("More").↓onTapGesture(perform: {
                    isExpanded.toggle()
                })
                """,
                message: "a tap gesture is not a button: use Button { … } (with .buttonStyle(.plain) to keep the "
                    + "look) so it works with VoiceOver and the keyboard"),
        ],
        nonTriggering: [
            RuleExample(#"Button("Like", systemImage: "heart", action: toggleLike)"#),
            RuleExample(#"Image("map").onTapGesture { point in dropPin(at: point) }"#),
            RuleExample(
                """
                Image("photo").onTapGesture(count: 2) { zoom() }
                Canvas { _, _ in }.onTapGesture(coordinateSpace: .global) { location in mark(location) }
                Color.clear.onTapGesture { drop(at: $0) }
                """),
            RuleExample(
                """
                Row().onTapGestureIf(isEnabled) { open() }
                """),
            RuleExample(
                """
                AuthorLine(author)
                    .accessibilityAddTraits(.isButton)
                    .onTapGesture { openProfile(author) }
                ZStack {
                    Color.black.opacity(0.3)
                        .ignoresSafeArea()
                        .onTapGesture { isMenuOpen = false }
                    Rectangle().fill(.ultraThinMaterial)
                        .frame(maxWidth: .infinity, maxHeight: .infinity)
                        .onTapGesture(perform: closePicker)
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["onTapGesture"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isMemberCall("onTapGesture"),
            let name = call.memberNameToken,
            call.arguments.allSatisfy({ $0.label?.text == "perform" })
        else { return }
        if let closure = call.closure(labelled: "perform") {
            if let count = closure.declaredParameterCount, count > 0 { return }
            if closure.declaredParameterCount == nil, closure.usesAnonymousParameter(0) { return }
        } else if call.argument(labelled: "perform") == nil {
            return
        }
        let chain = ExprSyntax(call).outermostChainExpression
        let modifiers = chain.chainModifierCalls
        if modifiers.contains(where: Self.addsButtonTrait) || Self.isBackdrop(chain, modifiers: modifiers) { return }
        report(
            "a tap gesture is not a button: use Button { … } (with .buttonStyle(.plain) to keep the look) so it "
                + "works with VoiceOver and the keyboard",
            on: name, in: context)
    }

    private static func addsButtonTrait(_ modifier: FunctionCallExprSyntax) -> Bool {
        modifier.memberName == "accessibilityAddTraits"
            && modifier.arguments.first?.expression.tokens(viewMode: .sourceAccurate).contains {
                $0.hasText("isButton")
            } == true
    }

    /// A plain colour or rectangle stretched over the whole screen.
    private static func isBackdrop(_ chain: ExprSyntax, modifiers: [FunctionCallExprSyntax]) -> Bool {
        let root = chain.modifierChainRoot
        let rootName =
            root.as(FunctionCallExprSyntax.self)?.constructedTypeName
            ?? root.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard rootName == "Color" || rootName == "Rectangle" else { return false }
        return modifiers.contains { modifier in
            switch modifier.memberName {
            case "ignoresSafeArea", "edgesIgnoringSafeArea": return true
            case "frame":
                return ["maxWidth", "maxHeight"].allSatisfy {
                    modifier.argument(labelled: $0)?.expression.trimmedText == ".infinity"
                }
            default: return false
            }
        }
    }
}
