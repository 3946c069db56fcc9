import SwiftSyntax

/// `hardcoded-color`: colour values typed into view code bypass dark mode, contrast settings
/// and the app's palette.
///
/// Lint: `Color(red:green:blue:)`, `Color(hue:saturation:brightness:)` and `Color(white:)` (each
/// with optional `opacity:` and an optional leading colour space) whose components are all
/// written-out numbers, in view code: inside a view-like type (or a same-file extension of
/// one), in `extension View`, or in top-level statements.
/// Not flagged: token definitions — anything inside another type (`extension Color`,
/// `extension ShapeStyle`, a theme enum or struct), the direct value of a global or `static`
/// constant, and `#Preview` code; colours computed from variables.
public struct HardcodedColorRule: Rule {
    public static let description = RuleDescription(
        id: "hardcoded-color",
        title: "Use semantic colors or named tokens instead of literal color values",
        category: .designSystem,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            A colour built from RGB or HSB numbers in the middle of a view looks right only \
            in the mode it was picked in: it does not adapt to dark mode or increased \
            contrast, and the same value ends up copied, slightly different, across screens. \
            Reach for semantic styles (`.primary`, `.secondary`, materials) first; for brand \
            colours, define each one once — in the asset catalog or as a named token in an \
            `extension Color` — and refer to it by name.
            """,
        sources: [
            GuidanceSource(file: Guidance.bestPractices, section: "Color Usage"),
            GuidanceSource(file: Guidance.bestPractices, section: "Critical Rules Summary"),
        ],
        triggering: [
            RuleExample(
                #"Text("Paid").foregroundStyle(↓Color(red: 0.12, green: 0.64, blue: 0.33))"#,
                message: "a color made from literal values ignores dark mode and the palette; use a semantic style "
                    + "(.primary, .secondary) or a named color token"),
            RuleExample(
                """
                struct Chip: View {
                    var body: some View {
                        Text("Beta")
                            .padding(8)
                            .background(↓Color(hue: 0.58, saturation: 0.4, brightness: 0.95, opacity: 0.8))
                            .overlay(Capsule().stroke(↓Color(white: 0.2)))
                    }
                }
                """,
                message: "a color made from literal values ignores dark mode and the palette; use a semantic style "
                    + "(.primary, .secondary) or a named color token"),
            RuleExample(
                """
                struct Tinted: ViewModifier {
                    func body(content: Content) -> some View {
                        content.tint(↓Color(.sRGB, red: 30 / 255, green: 144 / 255, blue: 1, opacity: 1))
                    }
                }
                extension View {
                    func warningBorder() -> some View { border(↓Color(red: 1, green: 0.6, blue: 0), width: 2) }
                }
                """,
                message: "a color made from literal values ignores dark mode and the palette; use a semantic style "
                    + "(.primary, .secondary) or a named color token"),
        ],
        nonTriggering: [
            RuleExample(#"Text("Paid").foregroundStyle(Color.paidGreen) // token defined once in extension Color"#),
            RuleExample(
                """
                extension Color {
                    static let paidGreen = Color(red: 0.12, green: 0.64, blue: 0.33)
                }
                enum Palette {
                    static let ink = Color(white: 0.1)
                    static var accent: Color { Color(hue: 0.6, saturation: 0.5, brightness: 0.9) }
                }
                extension ShapeStyle where Self == Color {
                    static var warning: Color { Color(red: 1, green: 0.6, blue: 0) }
                }
                """),
            RuleExample(
                """
                let brandBlue = Color(red: 0.1, green: 0.3, blue: 0.9)
                struct Meter: View {
                    let level: Double
                    var body: some View {
                        Capsule().fill(Color(red: level, green: 1 - level, blue: 0))
                    }
                }
                """),
            RuleExample(
                """
                #Preview {
                    Text("Paid").background(Color(red: 0.9, green: 0.9, blue: 0.9))
                }
                Text("Paid").foregroundStyle(.secondary).background(Color(uiColor: .systemGroupedBackground))
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["Color", "init"]

    private static let signatures: [[String]] = [
        ["red", "green", "blue", "opacity"],
        ["hue", "saturation", "brightness", "opacity"],
        ["white", "opacity"],
    ]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.constructedTypeName == "Color",
            call.trailingClosureCount == 0, Self.isLiteralComponents(call),
            !call.isInPreview, Self.isViewCode(call, in: context)
        else { return }
        report(
            "a color made from literal values ignores dark mode and the palette; use a semantic style (.primary, "
                + ".secondary) or a named color token",
            on: call, in: context)
    }

    /// Matches one of the component initialisers, every component a written-out number.
    private static func isLiteralComponents(_ call: FunctionCallExprSyntax) -> Bool {
        var components = Array(call.arguments)
        if let first = components.first, first.label == nil { components.removeFirst() }
        let labels = components.map { $0.label?.text ?? "" }
        let fits = signatures.contains { signature in
            let required = signature.dropLast()
            return labels.count >= required.count && Array(labels.prefix(required.count)) == Array(required)
                && (labels.count == required.count
                    || (labels.count == signature.count && labels.last == signature.last))
        }
        return fits && components.allSatisfy { $0.expression.isConstantNumber }
    }

    private static func isViewCode(_ call: FunctionCallExprSyntax, in context: RuleContext) -> Bool {
        if let group = call.enclosingTypeDecl {
            if context.isViewLike(group) { return true }
            if let extensionDecl = group.as(ExtensionDeclSyntax.self) {
                return extensionDecl.extendedType.simpleName == "View"
            }
            return false
        }
        return !isConstantValue(call)
    }

    /// The call is (the start of) the initial value of a global or `static` constant/property.
    private static func isConstantValue(_ call: FunctionCallExprSyntax) -> Bool {
        guard let binding = call.ancestor(PatternBindingSyntax.self),
            let value = binding.initializer?.value,
            value.modifierChainRoot.id == call.id,
            let variable = binding.parent?.parent?.as(VariableDeclSyntax.self)
        else { return false }
        return variable.parent?.parent?.is(CodeBlockItemListSyntax.self) == true
            && variable.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            || variable.modifiers.contains(.static)
    }
}
