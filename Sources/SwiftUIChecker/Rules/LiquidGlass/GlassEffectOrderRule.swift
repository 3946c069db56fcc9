import SwiftSyntax

/// `glass-effect-order`: the glass surface takes the size and styling of what it wraps, so it
/// belongs after layout and text styling in the chain.
///
/// Lint: a `.glassEffect(…)` modifier followed, later in the same chain, by `padding`, `frame`,
/// `font`, `fontWeight`, `bold`, `foregroundStyle` or `foregroundColor` (each matched by its
/// SwiftUI argument labels). One finding per `glassEffect`, at its name.
///
/// Exception: an outer margin on purpose. A `padding` or `frame` after the glass is not counted
/// when the chain already sizes the content before the glass (a `padding` or `frame` there), or
/// when a surface modifier (`background`, `clipShape`, `cornerRadius`, `overlay`, `border`,
/// `shadow`, `clipped`, `mask`) sits between the glass and it; the fix never moves such a margin
/// inside the glass.
/// Fix (conditional): move `.glassEffect(…)` right after the last of those modifiers, when
/// every step between them is a plain modifier call (no `#if` block) and the moved text holds
/// no comments. Applied by `--fix` only when the glass moves over text styling alone (`font`,
/// `fontWeight`, `bold`, `foregroundStyle`, `foregroundColor`), which flows down through the
/// environment and draws the same on either side; moved over a margin, a frame or any other
/// modifier, the glass wraps something else and changes size, so that fix is only offered.
public struct GlassEffectOrderRule: Rule {
    public static let description = RuleDescription(
        id: "glass-effect-order",
        title: "Apply glassEffect after layout and styling modifiers",
        category: .liquidGlass,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            A modifier wraps everything before it. Glass applied first is sized to the bare \
            content, and padding or a frame added afterwards grows the view outside the glass \
            — the surface hugs the text instead of forming a comfortable pill. Font and color \
            modifiers placed after it still work but hide the intended structure. Style and \
            lay out the content first, then put `.glassEffect` last.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Modifier Order"),
            GuidanceSource(file: Guidance.expertSkill, section: "Best Practices"),
        ],
        triggering: [
            RuleExample(
                #"Text("Now").↓glassEffect().padding()"#,
                message:
                    ".glassEffect is applied before .padding; apply it after layout and styling modifiers so the "
                    + "glass wraps the finished view"
            ),
            RuleExample(
                """
                Text("Label")
                    .↓glassEffect(in: .capsule)
                    .padding()
                    .font(.headline)
                """,
                message:
                    ".glassEffect is applied before .padding; apply it after layout and styling modifiers so the "
                    + "glass wraps the finished view"
            ),
            RuleExample(
                """
                HStack {
                    Image(systemName: "bolt").↓glassEffect(.regular.tint(.yellow)).frame(width: 44, height: 44)
                    Text("Boost").bold().↓glassEffect()
                        #if os(iOS)
                        .foregroundStyle(.primary)
                        #endif
                }
                """,
                messages: [
                    ".glassEffect is applied before .frame; apply it after layout and styling modifiers so the glass "
                        + "wraps the finished view",
                    ".glassEffect is applied before .foregroundStyle; apply it after layout and styling modifiers so "
                        + "the glass wraps the finished view",
                ]),
        ],
        nonTriggering: [
            RuleExample(#"Text("Now").padding().glassEffect()"#),
            RuleExample(
                """
                Text("Label")
                    .font(.headline)
                    .foregroundStyle(.primary)
                    .padding()
                    .glassEffect()
                    .glassEffectID("label", in: namespace)
                    .overlay { Text("1").padding(4) }
                """),
            RuleExample(
                """
                Card().glassEffect().padding(for: .compact)
                Card().glassEffect().offset(y: 4).shadow(radius: 2)
                Card().glassEffect(style: .clear).padding()
                """),
            RuleExample(
                """
                Text("Draft saved")
                    .padding(10)
                    .glassEffect()
                    .padding(.horizontal, 20)
                Toolbar()
                    .glassEffect(.regular, in: .rect(cornerRadius: 12))
                    .background(.tint.opacity(0.1))
                    .padding(.bottom, 8)
                """),
        ],
        corrections: [
            RuleCorrection(
                #"Label("Pin", systemImage: "pin").↓glassEffect().font(.title3).clipShape(.capsule).padding(6)"#,
                #"Label("Pin", systemImage: "pin").font(.title3).glassEffect().clipShape(.capsule).padding(6)"#),
            RuleCorrection(
                #"Text("Now").↓glassEffect().padding()"#,
                #"Text("Now").padding().glassEffect()"#, automatic: false),
            RuleCorrection(
                #"Text("Now").↓glassEffect().background(.red).bold()"#,
                #"Text("Now").background(.red).bold().glassEffect()"#, automatic: false),
            RuleCorrection(
                """
                Text("Label")
                    .↓glassEffect(.regular, in: .capsule)
                    .padding()
                    .font(.headline)
                    .onTapGesture { open() }
                """,
                """
                Text("Label")
                    .padding()
                    .font(.headline)
                    .glassEffect(.regular, in: .capsule)
                    .onTapGesture { open() }
                """, automatic: false),
            RuleCorrection(
                """
                Text("Boost").↓glassEffect() // keep
                    #if os(iOS)
                    .padding()
                    #endif
                """,
                """
                Text("Boost").glassEffect() // keep
                    #if os(iOS)
                    .padding()
                    #endif
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["glassEffect"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let glass = node.as(FunctionCallExprSyntax.self), glass.isGlassEffectModifier,
            let name = glass.memberNameToken,
            let base = glass.memberBase
        else { return }
        let chain = ExprSyntax(glass).outermostChainExpression.chainModifierCalls
        guard let index = chain.firstIndex(where: { $0.id == glass.id }) else { return }
        let sizedBefore = chain[..<index].contains(where: Self.isLayout)
        var surfaceBetween = false
        var later: [FunctionCallExprSyntax] = []
        for call in chain[(index + 1)...] {
            if let name = call.memberName, Self.surfaceModifiers.contains(name) { surfaceBetween = true }
            guard Self.isLayoutOrStyle(call) else { continue }
            if Self.isLayout(call) && (sizedBefore || surfaceBetween) { continue }
            later.append(call)
        }
        guard let first = later.first, let last = later.last else { return }
        let fix = Self.moveFix(glass: glass, base: base, after: last, in: context)
        report(
            ".glassEffect is applied before .\(first.memberName ?? "padding"); apply it after layout and styling "
                + "modifiers so the glass wraps the finished view",
            on: name, in: context, fix: fix)
    }

    /// Modifiers that draw around or clip the view: a margin after them is outside the glass.
    private static let surfaceModifiers: Set<String> = [
        "background", "clipShape", "cornerRadius", "overlay", "border", "shadow", "clipped", "mask",
    ]

    private static func isLayout(_ call: FunctionCallExprSyntax) -> Bool {
        ["padding", "frame"].contains(call.memberName ?? "") && isLayoutOrStyle(call)
    }

    private static func isLayoutOrStyle(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.trailingClosureCount == 0, let name = call.memberName else { return false }
        let labels = call.argumentLabels
        switch name {
        case "padding":
            return labels.count <= 2 && labels.allSatisfy { $0 == nil }
        case "frame":
            return call.labelsFit(["width", "height", "alignment"])
                || call.labelsFit([
                    "minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment",
                ])
        case "font", "fontWeight", "foregroundColor":
            return labels == [nil]
        case "bold":
            return labels.isEmpty || labels == [nil]
        case "foregroundStyle":
            return (1...3).contains(labels.count) && labels.allSatisfy { $0 == nil }
        default:
            return false
        }
    }

    /// Moves `.glassEffect(…)` (with the line break and indentation before it) to just after
    /// `last`, when the path between them is plain modifier calls and the moved text has no
    /// comments.
    private static func moveFix(
        glass: FunctionCallExprSyntax, base: ExprSyntax, after last: FunctionCallExprSyntax,
        in context: RuleContext
    ) -> Fix? {
        var current = Syntax(glass)
        var movesOnlyOverTextStyling = true
        while current.id != last.id {
            guard let parent = current.parent else { return nil }
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                if !isLayoutOrStyle(call) || isLayout(call) { movesOnlyOverTextStyling = false }
                current = parent
            } else {
                return nil
            }
        }
        guard let baseLast = base.lastToken(viewMode: .sourceAccurate) else { return nil }
        if baseLast.trailingTrivia.containsCommentPiece { return nil }
        let moved = glass.tokens(viewMode: .sourceAccurate).filter { !$0.isDescendant(of: base) }
        for (offset, token) in moved.enumerated() {
            if token.leadingTrivia.containsCommentPiece { return nil }
            if offset < moved.count - 1, token.trailingTrivia.containsCommentPiece { return nil }
        }
        let start = base.endPositionBeforeTrailingTrivia.utf8Offset
        let end = glass.endPositionBeforeTrailingTrivia.utf8Offset
        let bytes = Array(context.tree.syntaxTextBytes)
        guard start <= end, end <= bytes.count, let text = String(bytes: bytes[start..<end], encoding: .utf8) else {
            return nil
        }
        let insertAt = last.endPositionBeforeTrailingTrivia.utf8Offset
        return Fix(
            "move .glassEffect after .\(last.memberName ?? "")",
            edits: [
                TextEdit(start: start, end: end, replacement: ""),
                TextEdit(start: insertAt, end: insertAt, replacement: text),
            ], isAutomatic: movesOnlyOverTextStyling)
    }
}
