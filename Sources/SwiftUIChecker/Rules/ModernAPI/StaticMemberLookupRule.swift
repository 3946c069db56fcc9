import SwiftSyntax

/// `static-member-lookup`: write `.blue` and `.borderedProminent`, not `Color.blue` and
/// `BorderedProminentButtonStyle()`, where SwiftUI infers the type.
///
/// Lint: (a) the first argument of `fill`, `stroke`, `strokeBorder`, `foregroundStyle`,
/// `background` or `tint` is `Color.<name>` (optionally followed by `.opacity(…)`) for a
/// system color name; (b) `.buttonStyle(X())` for a built-in style type X.
/// Colors outside the system list (a custom `Color.brandBlue`) and non-argument uses
/// (`let c = Color.blue`) are not flagged, nor `Color.primary` / `Color.secondary`: as a shape
/// style `.primary` and `.secondary` are the hierarchical foreground styles, not those colours.
/// Silent below iOS 15 and macOS 12, where the static members (`ShapeStyle.red`,
/// `ButtonStyle.plain`) do not exist. Reported as a note.
/// Fix (conditional): only for the names in the mapping tables.
public struct StaticMemberLookupRule: Rule {
    public static let description = RuleDescription(
        id: "static-member-lookup",
        title: "Prefer static member lookup",
        category: .modernAPI,
        defaultSeverity: .note,
        fixability: .conditional,
        rationale: """
            SwiftUI's style parameters are generic over protocols such as `ShapeStyle` and \
            `ButtonStyle`, and those protocols expose their built-in values as static \
            members. Writing `.mint` or `.borderedProminent` lets the compiler infer the type, \
            reads like the rest of a modifier chain and avoids constructing style structs by \
            name.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Static Member Lookup"),
            GuidanceSource(file: Guidance.expertSkill, section: "Swift Best Practices"),
        ],
        triggering: [
            RuleExample(
                "Capsule().fill(↓Color.mint)",
                message: "write .mint instead of Color.mint; the style type is inferred"),
            RuleExample(
                #"Button("Pay") { pay() }.buttonStyle(↓BorderedProminentButtonStyle())"#,
                message: "write .borderedProminent instead of BorderedProminentButtonStyle()"),
            RuleExample(
                """
                Text("Warning")
                    .foregroundStyle(↓Color.orange.opacity(0.8))
                    .background(↓Color.black, in: .capsule)
                    .tint(↓SwiftUI.Color.red)
                """,
                messages: [
                    "write .orange instead of Color.orange; the style type is inferred",
                    "write .black instead of Color.black; the style type is inferred",
                    "write .red instead of Color.red; the style type is inferred",
                ]),
            RuleExample(
                """
                Circle().strokeBorder(↓Color.gray, lineWidth: 2)
                Link("Docs", destination: url).buttonStyle(↓PlainButtonStyle())
                """,
                messages: [
                    "write .gray instead of Color.gray; the style type is inferred",
                    "write .plain instead of PlainButtonStyle()",
                ]),
        ],
        nonTriggering: [
            RuleExample(#"Capsule().fill(.mint); Button("Pay") { pay() }.buttonStyle(.borderedProminent)"#),
            RuleExample(
                """
                let accent = Color.blue
                Capsule().fill(Color.brandBlue)
                Rectangle().fill(Color(red: 0.2, green: 0.3, blue: 0.4))
                """),
            RuleExample(
                """
                Button("Go") {}.buttonStyle(PressableStyle())
                Text("x").overlay(Color.red)
                shape.fill(Color.blue, style: FillStyle())
                """),
            RuleExample(
                """
                Capsule().fill(Color.primary.opacity(0.1))
                Text("Draft").background(Color.secondary)
                """),
            RuleExample(
                #"Badge().background(Color.clear).buttonStyle(PlainButtonStyle())"#, knobs: .iOS(14)),
        ],
        corrections: [
            RuleCorrection(
                "Capsule().fill(↓Color.mint).background(↓Color.black.opacity(0.2))",
                "Capsule().fill(.mint).background(.black.opacity(0.2))"),
            RuleCorrection(
                #"Button("Pay") { pay() }.buttonStyle(↓BorderedProminentButtonStyle())"#,
                #"Button("Pay") { pay() }.buttonStyle(.borderedProminent)"#,
                declaring: "func pay() {}"),
        ]
    )

    static let styleModifiers: Set<String> = [
        "fill", "stroke", "strokeBorder", "foregroundStyle", "background", "tint",
    ]
    static let systemColors: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear",
    ]
    static let buttonStyles: [String: String] = [
        "BorderedButtonStyle": ".bordered",
        "BorderedProminentButtonStyle": ".borderedProminent",
        "BorderlessButtonStyle": ".borderless",
        "PlainButtonStyle": ".plain",
    ]

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = styleModifiers.union(["buttonStyle"])

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), let modifier = call.memberName,
            let first = call.arguments.first, first.label == nil,
            context.knobs.supports(iOS: Version(15), macOS: Version(12))
        else { return }
        if modifier == "buttonStyle", call.arguments.count == 1,
            let style = first.expression.as(FunctionCallExprSyntax.self), style.arguments.isEmpty,
            style.trailingClosureCount == 0,
            let name = style.calleeName, let replacement = Self.buttonStyles[name]
        {
            report(
                "write \(replacement) instead of \(name)()", on: style, in: context,
                fix: Fix("use \(replacement)", edits: [Edits.replace(style, with: replacement)]))
            return
        }
        guard Self.styleModifiers.contains(modifier) else { return }
        let labels = call.arguments.dropFirst().map { $0.label?.text }
        if modifier == "fill" || modifier == "background" || modifier == "foregroundStyle" || modifier == "tint" {
            guard labels.allSatisfy({ $0 == "in" }) else { return }
        } else {
            guard labels.allSatisfy({ $0 == "lineWidth" || $0 == "antialiased" }) else { return }
        }
        guard let colorAccess = Self.colorAccess(first.expression),
            let base = colorAccess.base
        else { return }
        let color = colorAccess.declName.baseName.text
        report(
            "write .\(color) instead of Color.\(color); the style type is inferred", on: base, in: context,
            fix: Fix(
                "use .\(color)",
                edits: [
                    TextEdit(
                        start: base.positionAfterSkippingLeadingTrivia.utf8Offset,
                        end: colorAccess.period.positionAfterSkippingLeadingTrivia.utf8Offset,
                        replacement: "")
                ]))
    }

    /// `Color.<system>` or `Color.<system>.opacity(…)`: the `Color.<system>` member access.
    private static func colorAccess(_ expression: ExprSyntax) -> MemberAccessExprSyntax? {
        var candidate = expression
        if let call = expression.as(FunctionCallExprSyntax.self), call.isMemberCall("opacity"),
            let base = call.memberBase
        {
            candidate = base
        }
        guard let access = candidate.as(MemberAccessExprSyntax.self),
            let base = access.base, ["Color", "SwiftUI.Color"].contains(base.trimmedText),
            systemColors.contains(access.declName.baseName.text)
        else { return nil }
        return access
    }
}
