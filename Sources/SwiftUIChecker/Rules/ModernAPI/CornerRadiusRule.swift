import SwiftSyntax

/// `corner-radius`: `.cornerRadius(_:)` is deprecated; clip to a rounded rectangle instead.
///
/// Lint: a member call named `cornerRadius` whose first argument is unlabelled and whose only
/// other argument, if any, is `antialiased:`. `RoundedRectangle(cornerRadius:)`,
/// `.rect(cornerRadius:)`, `presentationCornerRadius(_:)` and helpers such as
/// `cornerRadius(_:corners:)` are different calls and never match.
/// Fix (conditional): with a single unlabelled argument, `.clipShape(.rect(cornerRadius: r))`
/// (`RoundedRectangle(cornerRadius: r)` when a deployment target is below iOS 17 or macOS 14, where
/// `.rect(cornerRadius:)` does not exist; the message names the same shape).
public struct CornerRadiusRule: Rule {
    public static let description = RuleDescription(
        id: "corner-radius",
        title: "Use clipShape(.rect(cornerRadius:)) instead of cornerRadius",
        category: .modernAPI,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            `cornerRadius(_:)` is deprecated. Clipping with a shape says what actually happens \
            — the view is masked by a rounded rectangle — and the shape form also offers \
            per-corner radii and continuous corner styles that the old modifier cannot \
            express.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "clipShape() vs cornerRadius()")],
        triggering: [
            RuleExample(
                "AsyncImage(url: coverURL).↓cornerRadius(10)",
                message: "cornerRadius(_:) is deprecated; use .clipShape(.rect(cornerRadius:))"),
            RuleExample(
                """
                VStack { Text("Card") }
                    .padding()
                    .background(.thinMaterial)
                    .↓cornerRadius(12, antialiased: false)
                """,
                message: "cornerRadius(_:) is deprecated; use .clipShape(.rect(cornerRadius:))"),
            RuleExample(
                #"Image("cover").resizable().↓cornerRadius(6)"#, knobs: .macOS(13),
                message: "cornerRadius(_:) is deprecated; use .clipShape(RoundedRectangle(cornerRadius:))"),
            RuleExample(
                """
                let radius: CGFloat = 8
                Image("avatar").resizable().↓cornerRadius(radius).shadow(radius: 2)
                """,
                message: "cornerRadius(_:) is deprecated; use .clipShape(.rect(cornerRadius:))"),
        ],
        nonTriggering: [
            RuleExample("AsyncImage(url: coverURL).clipShape(.rect(cornerRadius: 10))"),
            RuleExample(
                """
                RoundedRectangle(cornerRadius: 12).fill(.blue)
                Sheet().presentationCornerRadius(24)
                """),
            RuleExample(
                """
                Card().cornerRadius(12, corners: [.topLeft, .topRight])
                let shape = theme.cornerRadius
                """),
        ],
        corrections: [
            RuleCorrection(
                "AsyncImage(url: coverURL).↓cornerRadius(10)",
                "AsyncImage(url: coverURL).clipShape(.rect(cornerRadius: 10))",
                declaring: "let coverURL = URL(string: \"https://example.com/cover.png\")"),
            RuleCorrection(
                "Image(\"a\").↓cornerRadius(r)",
                "Image(\"a\").clipShape(RoundedRectangle(cornerRadius: r))",
                knobs: .iOS(16),
                declaring: "let r: CGFloat = 8"),
            RuleCorrection(
                "Image(\"a\").↓cornerRadius(4, antialiased: true)",
                "Image(\"a\").cornerRadius(4, antialiased: true)"),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["cornerRadius"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isMemberCall("cornerRadius"),
            let name = call.memberNameToken,
            let first = call.arguments.first, first.label == nil,
            call.trailingClosureCount == 0
        else { return }
        let rest = call.arguments.dropFirst()
        guard rest.count <= 1, rest.allSatisfy({ $0.label?.text == "antialiased" }) else { return }
        let hasRectShape = context.knobs.supports(iOS: Version(17), macOS: Version(14))
        var fix: Fix?
        if call.arguments.count == 1, let close = call.rightParen {
            let radius = first.expression.trimmedText
            let shape = hasRectShape ? ".rect(cornerRadius: \(radius))" : "RoundedRectangle(cornerRadius: \(radius))"
            fix = Fix(
                "clip to a rounded rectangle",
                edits: [Edits.replace(from: name, through: close, with: "clipShape(\(shape))")])
        }
        let message =
            hasRectShape
            ? "cornerRadius(_:) is deprecated; use .clipShape(.rect(cornerRadius:))"
            : "cornerRadius(_:) is deprecated; use .clipShape(RoundedRectangle(cornerRadius:))"
        report(message, on: name, in: context, fix: fix)
    }
}
