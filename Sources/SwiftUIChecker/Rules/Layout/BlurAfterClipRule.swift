import SwiftSyntax

/// `blur-after-clip`: a blur applied after a clip spills past the clipped edges.
///
/// Lint: in one modifier chain, `.blur(radius:…)` applied after (outside) `.clipShape(…)`,
/// `.clipped(…)` or `.cornerRadius(…)`, with no clip after the blur.
/// Fix (conditional): when the clip is the modifier right before the blur, swap the two.
public struct BlurAfterClipRule: Rule {
    public static let description = RuleDescription(
        id: "blur-after-clip",
        title: "Blur first, then clip",
        category: .layout,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            A blur spreads every pixel over its neighbours, so its output is larger than its \
            input. Clipping first and blurring afterwards produces soft edges that bleed past \
            the rounded corners; blurring first and clipping the result keeps the shape crisp.
            """,
        sources: [GuidanceSource(file: Guidance.playbook, section: "Effect Modifier Order: Blur and Clip")],
        triggering: [
            RuleExample(
                "Artwork().clipShape(.rect(cornerRadius: 20)).↓blur(radius: 10)",
                message: "blur applied after a clip spreads past the clipped edges; apply .blur before "
                    + ".clipShape/.clipped"),
            RuleExample(
                """
                AsyncImage(url: cover)
                    .frame(width: 120, height: 120)
                    .clipped()
                    .opacity(0.8)
                    .↓blur(radius: isLocked ? 12 : 0, opaque: true)
                """,
                message: "blur applied after a clip spreads past the clipped edges; apply .blur before "
                    + ".clipShape/.clipped"),
            RuleExample(
                """
                Thumbnail()
                    .cornerRadius(8)
                    .↓blur(radius: 4)
                    .shadow(radius: 2)
                    .↓blur(radius: 1)
                """,
                message: "blur applied after a clip spreads past the clipped edges; apply .blur before "
                    + ".clipShape/.clipped"),
        ],
        nonTriggering: [
            RuleExample("Artwork().blur(radius: 10).clipShape(.rect(cornerRadius: 20))"),
            RuleExample(
                """
                Artwork()
                    .clipShape(Circle())
                    .blur(radius: 6)
                    .clipShape(Circle())
                """),
            RuleExample(
                """
                Backdrop().blur(radius: 30)
                Card().clipShape(.capsule).overlay { Glow().blur(radius: 8) }
                filter.blur(amount: 3).clipped()
                """),
        ],
        corrections: [
            RuleCorrection(
                "Artwork().clipShape(.rect(cornerRadius: 20)).↓blur(radius: 10)",
                "Artwork().blur(radius: 10).clipShape(.rect(cornerRadius: 20))",
                declaring: "struct Artwork: View { var body: some View { EmptyView() } }"),
            RuleCorrection(
                """
                Photo()
                    .clipShape(RoundedRectangle(cornerRadius: 22))
                    .↓blur(radius: 8)
                    .padding()
                """,
                """
                Photo()
                    .blur(radius: 8)
                    .clipShape(RoundedRectangle(cornerRadius: 22))
                    .padding()
                """,
                declaring: "struct Photo: View { var body: some View { EmptyView() } }"),
            RuleCorrection(
                "Photo().clipped().opacity(0.5).↓blur(radius: 2)",
                "Photo().clipped().opacity(0.5).blur(radius: 2)",
                declaring: "struct Photo: View { var body: some View { EmptyView() } }"),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["blur"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let blur = node.as(FunctionCallExprSyntax.self), blur.memberName == "blur",
            let name = blur.memberNameToken, blur.arguments.first?.label?.text == "radius",
            blur.labelsFitBlur
        else { return }
        let earlier = blur.earlierModifiers
        guard earlier.contains(where: Self.isClip), !blur.laterModifiers.contains(where: Self.isClip) else { return }
        report(
            "blur applied after a clip spreads past the clipped edges; apply .blur before .clipShape/.clipped",
            on: name, in: context, fix: Self.swap(blur))
    }

    /// `.clipShape(_:)`/`.clipShape(_:style:)`, `.clipped()`/`.clipped(antialiased:)`,
    /// `.cornerRadius(_:)`/`.cornerRadius(_:antialiased:)`.
    private static func isClip(_ call: FunctionCallExprSyntax) -> Bool {
        let labels = call.argumentLabels
        switch call.memberName {
        case "clipShape": return labels == [nil] || labels == [nil, "style"]
        case "clipped": return labels.isEmpty || labels == ["antialiased"]
        case "cornerRadius": return labels == [nil] || labels == [nil, "antialiased"]
        default: return false
        }
    }

    /// Swaps `.clip(…).blur(…)` when the clip is written directly before the blur.
    private static func swap(_ blur: FunctionCallExprSyntax) -> Fix? {
        guard let blurMember = blur.calledExpression.as(MemberAccessExprSyntax.self),
            let clip = blurMember.base?.as(FunctionCallExprSyntax.self), isClip(clip),
            let clipMember = clip.calledExpression.as(MemberAccessExprSyntax.self), clipMember.base != nil
        else { return nil }
        let clipText = Self.text(of: clip, from: clipMember.period)
        let blurText = Self.text(of: blur, from: blurMember.period)
        let between = clip.trailingTrivia + blurMember.period.leadingTrivia
        guard between.allSatisfy(\.isWhitespace) else { return nil }
        let gap = between.description
        return Fix(
            "apply the blur before the clip",
            edits: [
                Edits.replace(from: clipMember.period, through: blur, with: blurText + gap + clipText)
            ])
    }
}

extension BlurAfterClipRule {
    /// The source of `call` from `start` (a token inside it) to its end: `.blur(radius: 8)`.
    fileprivate static func text(of call: FunctionCallExprSyntax, from start: TokenSyntax) -> String {
        let bytes = Array(call.trimmedText.utf8)
        let skip =
            start.positionAfterSkippingLeadingTrivia.utf8Offset - call.positionAfterSkippingLeadingTrivia.utf8Offset
        return String(decoding: bytes[skip...], as: UTF8.self)
    }
}

extension FunctionCallExprSyntax {
    /// `blur(radius:)` or `blur(radius:opaque:)`.
    fileprivate var labelsFitBlur: Bool {
        argumentLabels == ["radius"] || argumentLabels == ["radius", "opaque"]
    }
}
