import SwiftSyntax

/// `hardcoded-font-size`: a font with a fixed point size ignores the reader's Dynamic Type
/// setting.
///
/// Lint: `.system(size:…)` / `Font.system(size:…)` (labels `size`, then `weight`/`design`),
/// `.custom(_:size:)` without `relativeTo:`, and `.custom(_:fixedSize:)` — wherever they appear,
/// token definitions included: a token built with `Font.system(size:)` (as in
/// `004_f399b3bf2a63fd80.txt` › "Spotify-Inspired Font System") passes its fixed size to every use.
/// Not flagged: `.custom(_:size:relativeTo:)`, and sizes that use a property declared with
/// `@ScaledMetric` in the same type (also through a same-file extension of that type), sizes
/// already scaled with `UIFontMetrics` (`scaledValue(for:)`), and `.custom(_:size:)` below iOS 14,
/// where neither `relativeTo:` nor `@ScaledMetric` exists. Silent in a macOS-only project: Dynamic
/// Type is an iOS setting.
public struct HardcodedFontSizeRule: Rule {
    public static let description = RuleDescription(
        id: "hardcoded-font-size",
        title: "Prefer text styles over fixed font sizes",
        category: .accessibility,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Many people raise or lower the system text size. Text styles such as `.body`, \
            `.headline` or `.largeTitle` follow that setting; a font built with a fixed point \
            size stays the same and becomes unreadable for some and cramped for others. Use a \
            text style (adjusting weight or design if needed); when a custom size is \
            unavoidable, tie it to a style with `relativeTo:` or scale it with `@ScaledMetric`.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Dynamic Type"),
            GuidanceSource(file: Guidance.playbook, section: "Typography Rules"),
            GuidanceSource(file: Guidance.bestPractices, section: "ContentUnavailableView for Empty States"),
        ],
        triggering: [
            RuleExample(
                #"Text("42").font(.↓system(size: 34, weight: .heavy))"#,
                message:
                    "a fixed font size ignores Dynamic Type; use a text style such as .title2 or .body (or a "
                    + "@ScaledMetric size)"
            ),
            RuleExample(
                """
                extension Font {
                    static let headline2 = Font.↓system(size: 20, weight: .semibold, design: .rounded)
                    static let brand = Font.↓custom("Avenir Next", size: 17)
                }
                """,
                messages: [
                    "a fixed font size ignores Dynamic Type; use a text style such as .title2 or .body (or a "
                        + "@ScaledMetric size)",
                    "this custom font has a fixed size that ignores Dynamic Type; use .custom(_:size:relativeTo:) or "
                        + "a text style",
                ]),
            RuleExample(
                """
                struct Price: View {
                    let size: CGFloat = 28
                    var body: some View {
                        Text("$12")
                            .font(.↓custom("Menlo", fixedSize: 13))
                            .overlay { Text("*").font(.↓system(size: size)) }
                    }
                }
                """,
                messages: [
                    "this custom font has a fixed size that ignores Dynamic Type; use .custom(_:size:relativeTo:) or "
                        + "a text style",
                    "a fixed font size ignores Dynamic Type; use a text style such as .title2 or .body (or a "
                        + "@ScaledMetric size)",
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                TextEditor(text: $draft)
                    .font(.system(size: UIFontMetrics.default.scaledValue(for: 17)))
                """),
            RuleExample(#"Text("Logo").font(.custom("Brand Display", size: 28))"#, knobs: .iOS(13)),
            RuleExample(#"Text("42").font(.largeTitle.weight(.heavy))"#),
            RuleExample(
                """
                Text("Fine print").font(.custom("Avenir Next", size: 12, relativeTo: .caption))
                Text("Body").font(.system(.body, design: .serif))
                """),
            RuleExample(
                """
                struct Badge: View {
                    @ScaledMetric(relativeTo: .title) private var iconSize: CGFloat = 24
                    var body: some View {
                        Image(systemName: "star").font(.system(size: iconSize))
                    }
                }
                extension Badge {
                    var small: some View { Text("★").font(.system(size: iconSize * 0.5)) }
                }
                """),
            RuleExample(
                """
                let label = UILabel()
                label.font = UIFont.systemFont(ofSize: 14)
                let layout = Layout.system(spacing: 4)
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .variableDecl]
    public static let calledNames: Set<String> = ["system", "custom"]
    public static let attributeNames: Set<String> = ["ScaledMetric"]

    private struct Candidate {
        let position: AbsolutePosition
        let typeName: String?
        let sizeNames: Set<String>
        let isCustom: Bool
    }

    private var candidates: [Candidate] = []
    /// Type name → names of its `@ScaledMetric` properties.
    private var scaledMetrics: [String: Set<String>] = [:]

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        guard context.knobs.buildsForIOS else { return }
        if let variable = node.as(VariableDeclSyntax.self) {
            guard variable.attributes.contains(named: "ScaledMetric"), variable.isMember,
                let typeName = variable.enclosingTypeDecl?.declaredName
            else { return }
            scaledMetrics[typeName, default: []].formUnion(variable.boundNames)
            return
        }
        guard let call = node.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            Self.isFontBase(member.base)
        else { return }
        let labels = call.argumentLabels
        let size: LabeledExprSyntax?
        switch member.declName.baseName.text {
        case "system":
            guard labels.first == "size",
                call.labelsFit(["size", "weight", "design"]) || call.labelsFit(["size", "design", "weight"])
            else { return }
            size = call.argument(labelled: "size")
        case "custom":
            guard labels == [nil, "size"] || labels == [nil, "fixedSize"] else { return }
            size = call.arguments.last
        default:
            return
        }
        guard call.trailingClosureCount == 0, let size else { return }
        let names = Set(
            size.expression.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
                if case .identifier(let name) = token.tokenKind { return name }
                return nil
            })
        candidates.append(
            Candidate(
                position: member.declName.baseName.positionAfterSkippingLeadingTrivia,
                typeName: call.enclosingTypeDecl?.declaredName,
                sizeNames: names,
                isCustom: member.declName.baseName.text == "custom"))
    }

    public func finish(in context: RuleContext) {
        for candidate in candidates {
            if candidate.sizeNames.contains("scaledValue") { continue }
            if candidate.isCustom, !context.knobs.supports(iOS: Version(14), macOS: Version(11)) { continue }
            if let typeName = candidate.typeName, let scaled = scaledMetrics[typeName],
                !scaled.isDisjoint(with: candidate.sizeNames)
            {
                continue
            }
            let message =
                candidate.isCustom
                ? "this custom font has a fixed size that ignores Dynamic Type; use .custom(_:size:relativeTo:) or a "
                    + "text style"
                : "a fixed font size ignores Dynamic Type; use a text style such as .title2 or .body (or a "
                    + "@ScaledMetric size)"
            report(message, at: candidate.position, in: context)
        }
    }

    /// `.system(…)` with an implicit base, or on `Font` / `SwiftUI.Font`.
    private static func isFontBase(_ base: ExprSyntax?) -> Bool {
        guard let base else { return true }
        if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "Font" }
        if let member = base.as(MemberAccessExprSyntax.self),
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "SwiftUI"
        {
            return member.declName.baseName.text == "Font"
        }
        return false
    }
}
