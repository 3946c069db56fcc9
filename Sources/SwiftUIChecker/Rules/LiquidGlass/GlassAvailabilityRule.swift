import SwiftSyntax

/// `glass-availability`: Liquid Glass exists only from iOS 26; older systems need a gate and a
/// fallback.
///
/// Off when every platform the project builds for has a deployment target of 26 or later.
/// Otherwise (an error: below 26 the call does not compile without a gate) each iOS 26 API use outside an availability context is reported:
/// `glassEffect(_:in:)`, `glassEffectID(_:in:)`, `glassEffectUnion(id:namespace:)`,
/// `glassEffectTransition(_:)`, `GlassEffectContainer`, `.buttonStyle(.glass)` /
/// `.buttonStyle(.glassProminent)`, and the other iOS 26 APIs the playbook names
/// (`ConcentricRectangle`, `ToolbarSpacer`, `scrollEdgeEffectStyle`, `tabBarMinimizeBehavior`,
/// `tabViewBottomAccessory`, `backgroundExtensionEffect`, `sharedBackgroundVisibility`).
/// Available context: the `then` branch of `if #available(iOS 26…)`, the `else` branch of
/// `if #unavailable(iOS 26…)`, code after `guard #available(iOS 26…)`, or a declaration marked
/// `@available(iOS 26…)`. Only the outermost
/// use is reported when uses nest (a container and the glass inside it, a chain with two glass
/// modifiers). A use inside a fallback branch of a lower version check is still reported.
/// Secondary note: `if #available(iOS 26, *)` around glass with no `else` and no `return` in its
/// body — older systems then show nothing in its place (not for `ToolbarSpacer`, which is not
/// glass: no spacer is the right fallback).
public struct GlassAvailabilityRule: Rule {
    public static let description = RuleDescription(
        id: "glass-availability",
        title: "Gate Liquid Glass behind iOS 26 availability",
        category: .liquidGlass,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Every Liquid Glass API arrived with iOS 26. An app that still supports earlier \
            versions either fails to compile or has to decide what those systems show. Put \
            the glass code inside `if #available(iOS 26, *)` and give the `else` branch a \
            material background (`.background(.ultraThinMaterial, in: shape)`) so older \
            devices get a similar look.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Availability"),
            GuidanceSource(file: Guidance.expertSkill, section: "Fallback Strategies"),
            GuidanceSource(file: Guidance.expertSkill, section: "Liquid Glass (iOS 26+)"),
        ],
        triggering: [
            RuleExample(
                #"Text("Live").padding().↓glassEffect()"#,
                message:
                    "glassEffect needs iOS 26 but the deployment target is iOS 17; wrap it in if #available(iOS 26, "
                    + "*) with a material fallback"
            ),
            RuleExample(
                """
                struct Controls: View {
                    @Namespace private var glass
                    var body: some View {
                        ↓GlassEffectContainer(spacing: 12) {
                            HStack(spacing: 12) {
                                Image(systemName: "play").glassEffect().glassEffectID("play", in: glass)
                                Image(systemName: "stop").glassEffect()
                            }
                        }
                        Button("Save") { save() }.↓buttonStyle(.glassProminent)
                    }
                }
                """,
                messages: [
                    "GlassEffectContainer needs iOS 26 but the deployment target is iOS 17; wrap it in if "
                        + "#available(iOS 26, *) with a material fallback",
                    ".buttonStyle(.glassProminent) needs iOS 26 but the deployment target is iOS 17; wrap it in if "
                        + "#available(iOS 26, *) with a material fallback",
                ]),
            RuleExample(
                """
                if #available(iOS 18, *) {
                    Card().↓glassEffect(.regular.tint(.blue), in: .rect(cornerRadius: 16))
                } else {
                    Card()
                }
                ScrollView { Feed() }.↓scrollEdgeEffectStyle(.soft, for: .top)
                """,
                messages: [
                    "glassEffect needs iOS 26 but the deployment target is iOS 17; wrap it in if #available(iOS 26, "
                        + "*) with a material fallback",
                    "scrollEdgeEffectStyle needs iOS 26 but the deployment target is iOS 17; wrap it in if "
                        + "#available(iOS 26, *) with a material fallback",
                ]),
            RuleExample(
                """
                struct Badge: View {
                    var body: some View {
                        ↓if #available(iOS 26, *) {
                            Text("Pro").padding().glassEffect()
                        }
                    }
                }
                """,
                message:
                    "glass inside if #available(iOS 26, *) has no else branch, so older systems show nothing; add a "
                    + "fallback such as .background(.ultraThinMaterial)"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                if #available(iOS 26, *) { Text("Live").padding().glassEffect() }
                else { Text("Live").padding().background(.ultraThinMaterial, in: .capsule) }
                """),
            RuleExample(
                """
                @available(iOS 26, *)
                struct GlassBadge: View {
                    var body: some View { Text("Pro").padding().glassEffect(in: .capsule) }
                }
                func toolbar() -> some View {
                    guard #available(iOS 26.0, *) else { return AnyView(Text("Tools").background(.thinMaterial)) }
                    return AnyView(GlassEffectContainer { Text("Tools").glassEffect() })
                }
                """),
            RuleExample(
                """
                if #unavailable(iOS 26) {
                    Text("Live").padding().background(.regularMaterial, in: .capsule)
                } else {
                    Text("Live").padding().glassEffect()
                }
                """),
            RuleExample(#"Text("Live").padding().glassEffect()"#, knobs: .iOS(26)),
            RuleExample(
                """
                Card().glassEffectWithFallback()
                Text("x").glassEffect(style: .thick)
                Button("Save") { save() }.buttonStyle(.bordered)
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .ifExpr]
    public static let calledNames: Set<String> = [
        "glassEffect", "glassEffectID", "glassEffectUnion", "glassEffectTransition", "buttonStyle",
        "scrollEdgeEffectStyle",
        "tabBarMinimizeBehavior", "sharedBackgroundVisibility", "tabViewBottomAccessory", "backgroundExtensionEffect",
        "GlassEffectContainer", "ConcentricRectangle", "ToolbarSpacer",
    ]
    /// Every finding needs one of the APIs `glassAPI` recognises; `glass` covers the
    /// `glassEffect…` modifiers and the `.glass`/`.glassProminent` button styles.
    public static let requiredText = [
        "glass", "GlassEffectContainer", "ConcentricRectangle", "ToolbarSpacer", "scrollEdgeEffectStyle",
        "tabBarMinimizeBehavior", "sharedBackgroundVisibility", "tabViewBottomAccessory", "backgroundExtensionEffect",
    ]

    /// Every availability guard spells this (`#available`, `#unavailable`, `@available`).
    public static let mentionedText = ["available"]

    private static let version = Version(26)

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let target = context.knobs.missingTarget(iOS: Self.version, macOS: Self.version) else { return }
        if let ifExpr = node.as(IfExprSyntax.self) {
            checkMissingFallback(ifExpr, in: context)
            return
        }
        guard let call = node.as(FunctionCallExprSyntax.self), let api = Self.glassAPI(call),
            !(context.sourceMentions("available") && Availability.isAvailable(call, atLeast: Self.version)),
            !Self.hasGlassAncestor(call)
        else { return }
        report(
            "\(api) needs iOS 26 but the deployment target is \(target); wrap it in if #available(iOS 26, *) "
                + "with a material fallback",
            on: Self.reportNode(call), in: context, severity: .error)
    }

    private func checkMissingFallback(_ ifExpr: IfExprSyntax, in context: RuleContext) {
        guard ifExpr.elseBody == nil, context.sourceMentions("available"),
            Availability.requires(ifExpr.conditions, atLeast: Self.version),
            !ifExpr.body.statements.contains(where: { $0.item.is(ReturnStmtSyntax.self) }),
            Self.containsGlass(ifExpr.body)
        else { return }
        report(
            "glass inside if #available(iOS 26, *) has no else branch, so older systems show nothing; add a fallback "
                + "such as .background(.ultraThinMaterial)",
            on: ifExpr, in: context, severity: .note)
    }

    /// A readable name for the iOS 26 API this call uses, or nil.
    static func glassAPI(_ call: FunctionCallExprSyntax) -> String? {
        if let name = call.memberName {
            switch name {
            case "glassEffect" where call.isGlassEffectModifier:
                return "glassEffect"
            case "glassEffectID" where call.argumentLabels == [nil, "in"]:
                return "glassEffectID"
            case "glassEffectUnion" where call.argumentLabels == ["id", "namespace"]:
                return "glassEffectUnion"
            case "glassEffectTransition" where call.argumentLabels == [nil]:
                return "glassEffectTransition"
            case "buttonStyle" where call.argumentLabels == [nil]:
                guard let style = call.arguments.first?.expression else { return nil }
                let member =
                    style.as(MemberAccessExprSyntax.self)
                    ?? style.as(FunctionCallExprSyntax.self)?.calledExpression.as(MemberAccessExprSyntax.self)
                guard let member, member.base == nil,
                    ["glass", "glassProminent"].contains(member.declName.baseName.text)
                else { return nil }
                return ".buttonStyle(.\(member.declName.baseName.text))"
            case "scrollEdgeEffectStyle" where call.argumentLabels == [nil, "for"]:
                return name
            case "tabBarMinimizeBehavior", "sharedBackgroundVisibility":
                return call.argumentLabels == [nil] && call.trailingClosureCount == 0 ? name : nil
            case "tabViewBottomAccessory"
            where call.labelsFit(["isEnabled", "content"]) && !call.labelledClosures.isEmpty:
                return name
            case "backgroundExtensionEffect" where call.labelsFit(["isEnabled"]) && call.trailingClosureCount == 0:
                return name
            default:
                return nil
            }
        }
        switch call.calleeName {
        case "GlassEffectContainer" where call.labelsFit(["spacing", "content"]): return "GlassEffectContainer"
        case "ConcentricRectangle": return "ConcentricRectangle"
        case "ToolbarSpacer" where call.labelsFit([nil, "placement"]): return "ToolbarSpacer"
        default: return nil
        }
    }

    /// Whether an enclosing call in the same function is itself a glass API, which is reported
    /// instead. Asked only for calls that are not available, so neither is the enclosing call
    /// (`Availability.isAvailable` holds for a node whenever it holds for an enclosing one).
    private static func hasGlassAncestor(_ call: FunctionCallExprSyntax) -> Bool {
        var current = call.parent
        while let node = current {
            if node.kind == .functionCallExpr, glassAPI(node.cast(FunctionCallExprSyntax.self)) != nil { return true }
            if node.is(FunctionDeclSyntax.self) || node.isDeclGroup { return false }
            current = node.parent
        }
        return false
    }

    private static func containsGlass(_ block: CodeBlockSyntax) -> Bool {
        final class GlassFinder: SyntaxVisitor {
            var found = false
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                if let api = GlassAvailabilityRule.glassAPI(node), api != "ToolbarSpacer" { found = true }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = GlassFinder(viewMode: .sourceAccurate)
        finder.walk(block)
        return finder.found
    }

    /// Modifiers are reported at their name, types at their first character.
    private static func reportNode(_ call: FunctionCallExprSyntax) -> Syntax {
        if let name = call.memberNameToken { return Syntax(name) }
        return Syntax(call)
    }
}
