import SwiftSyntax

/// `image-only-button`: a button whose whole label is an image gives VoiceOver nothing useful
/// to read.
///
/// Lint: a `Button` call whose label closure — `label:` (trailing or as an argument), or the
/// trailing closure of `Button(action:)` / `Button(role:action:)` — holds exactly one
/// expression whose modifier chain starts at `Image(…)`, or an `if`/`else` choosing between
/// such images, when neither those chains nor the modifiers applied to the button contain
/// `.accessibilityLabel(…)` (or `.accessibility(label:)`).
/// Not flagged: `Label` labels, `Button("Title", systemImage:)`, and `Image(_:label:)`, which
/// carries its own accessibility label. `.help(…)` alone does not count: it adds a tooltip,
/// not a name for the button.
public struct ImageOnlyButtonRule: Rule {
    public static let description = RuleDescription(
        id: "image-only-button",
        title: "Give image-only buttons a text label",
        category: .accessibility,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            A screen reader announces a button by its label. When the label is only an SF \
            Symbol or an asset image, VoiceOver can at best read the symbol's file name, so \
            the control is a mystery to someone who cannot see it. Write the title next to the \
            image — `Button("Compose", systemImage: "square.and.pencil")` or a `Label` — and \
            pick `.labelStyle(.iconOnly)` if only the icon should show; otherwise attach \
            `.accessibilityLabel`.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Button with Images"),
            GuidanceSource(file: Guidance.expertSkill, section: "Review Checklist"),
            GuidanceSource(file: Guidance.bestPractices, section: "VoiceOver Support"),
        ],
        triggering: [
            RuleExample(
                #"↓Button { compose() } label: { Image(systemName: "square.and.pencil") }"#,
                message: "this button's label is only an image, which VoiceOver cannot describe; use "
                    + "Button(\"Title\", systemImage:) or a Label, or add .accessibilityLabel"),
            RuleExample(
                """
                struct FavoriteButton: View {
                    @Binding var isFavorite: Bool
                    var body: some View {
                        ↓Button(action: { isFavorite.toggle() }) {
                            Image(systemName: isFavorite ? "heart.fill" : "heart")
                                .font(.title2)
                                .help("Favorite")
                        }
                        .buttonStyle(.plain)
                    }
                }
                """,
                message: "this button's label is only an image, which VoiceOver cannot describe; use "
                    + "Button(\"Title\", systemImage:) or a Label, or add .accessibilityLabel"),
            RuleExample(
                """
                ↓Button(action: toggleMute) {
                    if isMuted {
                        Image(systemName: "speaker.slash")
                    } else if volume > 0.5 {
                        Image(systemName: "speaker.wave.3")
                    } else {
                        Image(systemName: "speaker.wave.1")
                    }
                }
                """,
                message: "this button's label is only an image, which VoiceOver cannot describe; use "
                    + "Button(\"Title\", systemImage:) or a Label, or add .accessibilityLabel"),
            RuleExample(
                """
                HStack {
                    ↓Button(role: .destructive, action: delete) {
                        Image("trash-outline")
                    }
                    ↓Button(action: share, label: { Image(systemName: "square.and.arrow.up").imageScale(.large) })
                }
                """,
                message: "this button's label is only an image, which VoiceOver cannot describe; use "
                    + "Button(\"Title\", systemImage:) or a Label, or add .accessibilityLabel"),
        ],
        nonTriggering: [
            RuleExample(#"Button("Compose", systemImage: "square.and.pencil") { compose() }"#),
            RuleExample(
                """
                Button { addItem() } label: {
                    Label("Add Item", systemImage: "plus")
                }
                .labelStyle(.iconOnly)
                """),
            RuleExample(
                """
                Button {
                    toggleFavorite()
                } label: {
                    Image(systemName: isFavorite ? "heart.fill" : "heart")
                }
                .accessibilityLabel(isFavorite ? "Remove from favorites" : "Add to favorites")
                """),
            RuleExample(
                """
                Button(action: refresh) {
                    Image(systemName: "arrow.clockwise").accessibilityLabel("Refresh")
                }
                Button(action: play) { Image("play", label: Text("Play")) }
                Button(action: stop) { Image(systemName: "stop") }.accessibility(label: Text("Stop"))
                """),
            RuleExample(
                """
                Button(action: next) {
                    Image(systemName: "chevron.right")
                    Text("Next")
                }
                Button("Image") { showImage() }
                Button(action: toggleMute) {
                    if isMuted { Image(systemName: "speaker.slash") } else { Text("Mute") }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["Button"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.calleeName == "Button",
            let label = Self.labelClosure(of: call),
            let imageChains = Self.imageChains(label.statements)
        else { return }
        let buttonModifiers = ExprSyntax(call).outermostChainExpression.chainModifierCalls
        let modifiers = imageChains.flatMap(\.chainModifierCalls) + buttonModifiers
        guard !modifiers.contains(where: Self.isAccessibilityLabel) else { return }
        report(
            "this button's label is only an image, which VoiceOver cannot describe; use Button(\"Title\", "
                + "systemImage:) or a Label, or add .accessibilityLabel",
            on: call, in: context)
    }

    /// The image expressions when the label is a single image, or an `if`/`else` whose every
    /// branch is a single image; nil otherwise.
    private static func imageChains(_ statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        guard statements.count == 1, let item = statements.first?.item else { return nil }
        if let expression = item.as(ExprSyntax.self) { return imageChains(of: expression) }
        if let statement = item.as(ExpressionStmtSyntax.self) { return imageChains(of: statement.expression) }
        return nil
    }

    private static func imageChains(of expression: ExprSyntax) -> [ExprSyntax]? {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            guard let thenChains = imageChains(ifExpr.body.statements) else { return nil }
            switch ifExpr.elseBody {
            case .codeBlock(let block)?:
                return imageChains(block.statements).map { thenChains + $0 }
            case .ifExpr(let nested)?:
                return imageChains(of: ExprSyntax(nested)).map { thenChains + $0 }
            case nil:
                return nil
            }
        }
        guard let image = expression.modifierChainRoot.as(FunctionCallExprSyntax.self),
            image.calleeName == "Image", image.argument(labelled: "label") == nil
        else { return nil }
        return [expression]
    }

    /// `.accessibilityLabel(…)`, or the older `.accessibility(label:)`.
    private static func isAccessibilityLabel(_ call: FunctionCallExprSyntax) -> Bool {
        switch call.memberName {
        case "accessibilityLabel": return true
        case "accessibility": return call.argument(labelled: "label") != nil
        default: return false
        }
    }

    /// The closure that builds the button's label, or nil when the button is titled by a string.
    private static func labelClosure(of call: FunctionCallExprSyntax) -> ClosureExprSyntax? {
        let closures = call.labelledClosures
        if let labelled = closures.first(where: { $0.label == "label" }) { return labelled.closure }
        guard call.argument(labelled: "action") != nil,
            call.labelsFit(["role", "action"]),
            call.additionalTrailingClosures.isEmpty
        else { return nil }
        return call.trailingClosure
    }
}
