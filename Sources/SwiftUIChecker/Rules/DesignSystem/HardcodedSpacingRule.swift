import SwiftSyntax

/// `hardcoded-spacing`: spacing written as a bare number drifts from screen to screen;
/// system defaults and named tokens keep it consistent.
///
/// Lint: a number literal as the only argument of `.padding(_:)`, as the length in
/// `.padding(_:_:)`, or as `spacing:` of `VStack`, `HStack`, `LazyVStack`, `LazyHStack`,
/// `LazyVGrid`, `LazyHGrid`, `Grid` and `GridItem` (and `Grid`'s `horizontalSpacing:` /
/// `verticalSpacing:`). `spacingMode`: `strict` flags every literal, `scale` (default) only
/// literals outside 4, 8, 12, 16, 20, 24, 32, 40, `off` disables the rule. Zero is never flagged,
/// in either mode: it means "no gap", not a chosen size. In `scale` mode a negative value (views
/// made to overlap) and a value below the scale's first step (a one- or two-point optical nudge)
/// are not flagged either: no step of a spacing scale could stand in for them.
public struct HardcodedSpacingRule: Rule {
    public static let description = RuleDescription(
        id: "hardcoded-spacing",
        title: "Use system spacing or spacing tokens instead of literal numbers",
        category: .designSystem,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            Consistent gaps make a layout read as one design. A number typed at each call site \
            — 14 here, 18 there — slowly breaks that rhythm and is hard to change later. Start \
            from the system defaults (`.padding()`, `.padding(.horizontal)`, a stack's default \
            spacing), and when a custom value is needed, name it once in a spacing scale \
            (`Spacing.md`) and use the name. Near text, `@ScaledMetric` lets the value grow \
            with Dynamic Type.
            """,
        sources: [
            GuidanceSource(file: Guidance.bestPractices, section: "Spacing Guidelines"),
            GuidanceSource(file: Guidance.playbook, section: "Spacing Scale"),
            GuidanceSource(file: Guidance.playbook, section: "Token System Structure"),
            GuidanceSource(file: Guidance.expertSkill, section: "Summary Checklist"),
        ],
        triggering: [
            RuleExample(
                "VStack(spacing: ↓14) { Header(); Details() }.padding(.horizontal, ↓18)",
                messages: [
                    "spacing 14 is off the spacing scale (4, 8, 12, 16, 20, 24, 32, 40); use a system default or a "
                        + "named spacing token",
                    "spacing 18 is off the spacing scale (4, 8, 12, 16, 20, 24, 32, 40); use a system default or a "
                        + "named spacing token",
                ]),
            RuleExample(
                """
                struct Row: View {
                    var body: some View {
                        HStack(alignment: .top, spacing: ↓6) {
                            Image(systemName: "star")
                            Text("Starred")
                        }
                        .padding(↓10.5)
                        let columns = [GridItem(.flexible(), spacing: ↓7)]
                        LazyVGrid(columns: columns, spacing: 16) { Cells() }
                        Grid(horizontalSpacing: ↓9, verticalSpacing: 12) { Cells() }
                    }
                }
                """,
                messages: [
                    "spacing 6 is off the spacing scale (4, 8, 12, 16, 20, 24, 32, 40); use a system default or a "
                        + "named spacing token",
                    "spacing 10.5 is off the spacing scale (4, 8, 12, 16, 20, 24, 32, 40); use a system default or a "
                        + "named spacing token",
                    "spacing 7 is off the spacing scale (4, 8, 12, 16, 20, 24, 32, 40); use a system default or a "
                        + "named spacing token",
                    "spacing 9 is off the spacing scale (4, 8, 12, 16, 20, 24, 32, 40); use a system default or a "
                        + "named spacing token",
                ]),
            RuleExample(
                """
                VStack(spacing: ↓8) { Title() }
                    .padding(.top, ↓16)
                    .padding(↓24)
                """, knobs: strict,
                messages: [
                    "hard-coded spacing 8; use the system default (.padding(), default stack spacing) or a named "
                        + "spacing token",
                    "hard-coded spacing 16; use the system default (.padding(), default stack spacing) or a named "
                        + "spacing token",
                    "hard-coded spacing 24; use the system default (.padding(), default stack spacing) or a named "
                        + "spacing token",
                ]),
        ],
        nonTriggering: [
            RuleExample("VStack(spacing: Spacing.md) { Header(); Details() }.padding(.horizontal)"),
            RuleExample(
                """
                VStack(spacing: 0) { Header(); Details() }
                    .padding(16)
                    .padding(.vertical, 8.0)
                HStack(spacing: 12) { Icon(); Title() }
                LazyHStack(spacing: theme.spacing.sm) { Cells() }
                """),
            RuleExample(
                """
                VStack(spacing: 14) { Header() }.padding(.horizontal, 18)
                """, knobs: off),
            RuleExample(
                """
                ZStack(alignment: .bottomTrailing) {
                    HStack(spacing: -12) { ForEach(friends) { Avatar($0) } }
                    Badge().padding(.trailing, -3)
                }
                .padding(.top, 2)
                Chip().padding(.vertical, 1.5)
                """),
            RuleExample(
                """
                HStack(spacing: 0) { Header() }.padding(0)
                Spacer(minLength: 10)
                Text("x").padding(insets).lineSpacing(3)
                Layout.padding(7, scale: 2)
                """, knobs: strict),
        ]
    )

    private static var strict: Knobs {
        var knobs = Knobs()
        knobs.spacingMode = .strict
        return knobs
    }

    private static var off: Knobs {
        var knobs = Knobs()
        knobs.spacingMode = .off
        return knobs
    }

    private static let scale: Set<Double> = [4, 8, 12, 16, 20, 24, 32, 40]
    private static let scaleFirstStep: Double = 4
    private static let stacks: Set<String> = [
        "VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridItem",
    ]

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = [
        "padding", "VStack", "HStack", "LazyVStack", "LazyHStack", "LazyVGrid", "LazyHGrid", "Grid", "GridItem", "init",
    ]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        let mode = context.knobs.spacingMode
        guard mode != .off, let call = node.as(FunctionCallExprSyntax.self) else { return }
        for literal in Self.spacingLiterals(in: call) {
            guard let value = literal.numericLiteralValue, value != 0 else { continue }
            if mode == .scale, Self.scale.contains(value) || value < Self.scaleFirstStep { continue }
            let shown = literal.trimmedText
            let message =
                mode == .scale
                ? "spacing \(shown) is off the spacing scale (4, 8, 12, 16, 20, 24, 32, 40); use a system default or "
                    + "a named spacing token"
                : "hard-coded spacing \(shown); use the system default (.padding(), default stack spacing) or a "
                    + "named spacing token"
            report(message, on: literal, in: context)
        }
    }

    private static func spacingLiterals(in call: FunctionCallExprSyntax) -> [ExprSyntax] {
        if call.memberName == "padding" {
            guard call.trailingClosureCount == 0, call.argumentLabels.allSatisfy({ $0 == nil }),
                call.arguments.count == 1 || call.arguments.count == 2,
                let length = call.arguments.last?.expression, length.numericLiteralValue != nil
            else { return [] }
            return [length]
        }
        guard let name = call.constructedTypeName, stacks.contains(name) else { return [] }
        let labels: Set<String> = name == "Grid" ? ["horizontalSpacing", "verticalSpacing"] : ["spacing"]
        return call.arguments.compactMap { argument in
            guard let label = argument.label?.text, labels.contains(label),
                argument.expression.numericLiteralValue != nil
            else { return nil }
            return argument.expression
        }
    }
}
