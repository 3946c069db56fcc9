import SwiftSyntax

/// `scroll-shows-indicators`: hide scroll indicators with `.scrollIndicators(_:)`, not with the
/// `showsIndicators:` initializer argument.
///
/// Lint: a `ScrollView(…)` (or `SwiftUI.ScrollView(…)`) call with a `showsIndicators:` argument;
/// the finding lands on the label.
/// Fix (safe): drop the argument; for `false` append `.scrollIndicators(.hidden)` after the
/// ScrollView. Off below iOS 16, where the modifier does not exist. For a non-literal value the fix
/// `.scrollIndicators(value ? .automatic : .hidden)` is only offered.
public struct ScrollShowsIndicatorsRule: Rule {
    public static let description = RuleDescription(
        id: "scroll-shows-indicators",
        title: "Use .scrollIndicators instead of showsIndicators:",
        category: .scroll,
        defaultSeverity: .warning,
        fixability: .safe,
        rationale: """
            The `showsIndicators:` parameter is the first-generation API: it is a plain on/off \
            switch fixed when the scroll view is created. The `.scrollIndicators(_:axes:)` \
            modifier (iOS 16+) states the visibility as a modifier like any other, offers \
            `.hidden`, `.never`, `.visible` and `.automatic`, can target one axis, and also \
            reaches lists and other scrollable containers through the environment.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Hiding Scroll Indicators"),
            GuidanceSource(file: Guidance.expertSkill, section: "Modern API Replacements"),
        ],
        triggering: [
            RuleExample(
                "ScrollView(.horizontal, ↓showsIndicators: false) { TagStrip() }",
                message: "ScrollView(showsIndicators:) is the older API; use the .scrollIndicators(_:) modifier "
                    + "(e.g. .scrollIndicators(.hidden))"),
            RuleExample(
                """
                var body: some View {
                    SwiftUI.ScrollView(↓showsIndicators: true) {
                        LazyVStack { ForEach(posts) { PostRow(post: $0) } }
                    }
                    .padding(.horizontal)
                }
                """,
                message: "ScrollView(showsIndicators:) is the older API; use the .scrollIndicators(_:) modifier "
                    + "(e.g. .scrollIndicators(.hidden))"),
            RuleExample(
                """
                ScrollView(.vertical, ↓showsIndicators: settings.showBars, content: {
                    Text(log)
                })
                """,
                message: "ScrollView(showsIndicators:) is the older API; use the .scrollIndicators(_:) modifier "
                    + "(e.g. .scrollIndicators(.hidden))"),
        ],
        nonTriggering: [
            RuleExample("ScrollView(.horizontal) { TagStrip() }.scrollIndicators(.hidden)"),
            RuleExample(
                """
                List(items) { ItemRow(item: $0) }
                    .scrollIndicators(.never, axes: .vertical)
                """),
            RuleExample(
                """
                Carousel(showsIndicators: false) { Slides() }
                scrollView.showsVerticalScrollIndicator = false
                ScrollViewReader { proxy in Feed(proxy: proxy) }
                """),
            RuleExample("ScrollView(.horizontal, showsIndicators: false) { TagStrip() }", knobs: .iOS(15)),
        ],
        corrections: [
            RuleCorrection(
                "ScrollView(.horizontal, ↓showsIndicators: false) { TagStrip() }",
                "ScrollView(.horizontal) { TagStrip() }.scrollIndicators(.hidden)",
                declaring: "struct TagStrip: View { var body: some View { EmptyView() } }"),
            RuleCorrection(
                """
                ScrollView(↓showsIndicators: false) {
                    Feed()
                }
                .padding()
                """,
                """
                ScrollView {
                    Feed()
                }
                .scrollIndicators(.hidden)
                .padding()
                """,
                declaring: "struct Feed: View { var body: some View { EmptyView() } }"),
            RuleCorrection(
                "ScrollView(↓showsIndicators: true, content: { Feed() })",
                "ScrollView(content: { Feed() })",
                declaring: "struct Feed: View { var body: some View { EmptyView() } }"),
            RuleCorrection(
                "ScrollView(↓showsIndicators: showBars) { Feed() }",
                "ScrollView { Feed() }.scrollIndicators(showBars ? .automatic : .hidden)",
                automatic: false),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["ScrollView", "init"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard context.knobs.supports(iOS: Version(16), macOS: Version(13)),
            let call = node.as(FunctionCallExprSyntax.self), call.constructedTypeName == "ScrollView",
            let argument = call.argument(labelled: "showsIndicators"), let label = argument.label
        else { return }
        report(
            "ScrollView(showsIndicators:) is the older API; use the .scrollIndicators(_:) modifier (e.g. "
                + ".scrollIndicators(.hidden))",
            on: label, in: context, fix: Self.fix(call, argument))
    }

    private static func fix(_ call: FunctionCallExprSyntax, _ argument: LabeledExprSyntax) -> Fix? {
        guard let removal = removal(of: argument, from: call) else { return nil }
        let value = argument.expression
        if let literal = value.as(BooleanLiteralExprSyntax.self) {
            if literal.literal.tokenKind == .keyword(.true) {
                return Fix("drop showsIndicators: true (the default)", edits: [removal])
            }
            return Fix(
                "use .scrollIndicators(.hidden)", edits: [removal, appended(".scrollIndicators(.hidden)", after: call)])
        }
        let modifier = ".scrollIndicators(\(value.trimmedText) ? .automatic : .hidden)"
        return Fix("use \(modifier)", edits: [removal, appended(modifier, after: call)], isAutomatic: false)
    }

    /// The edit that deletes the argument, its comma, and the parentheses when nothing is left
    /// in them and a trailing closure follows.
    private static func removal(of argument: LabeledExprSyntax, from call: FunctionCallExprSyntax) -> TextEdit? {
        let arguments = Array(call.arguments)
        guard let index = arguments.firstIndex(where: { $0.id == argument.id }) else { return nil }
        if arguments.count == 1 {
            guard call.trailingClosure != nil, let open = call.leftParen, let close = call.rightParen else {
                return nil
            }
            return Edits.replace(from: open, through: close, with: "")
        }
        if index > 0 {
            let previous = arguments[index - 1].expression
            return TextEdit(
                start: previous.endPositionBeforeTrailingTrivia.utf8Offset,
                end: argument.expression.endPositionBeforeTrailingTrivia.utf8Offset,
                replacement: "")
        }
        return TextEdit(
            start: argument.positionAfterSkippingLeadingTrivia.utf8Offset,
            end: arguments[1].positionAfterSkippingLeadingTrivia.utf8Offset,
            replacement: "")
    }

    /// Appends a modifier to the call: on its own line when the next modifier in the chain
    /// starts on a new line, directly after the call otherwise.
    private static func appended(_ modifier: String, after call: FunctionCallExprSyntax) -> TextEdit {
        if let member = call.parent?.as(MemberAccessExprSyntax.self), member.base?.id == call.id,
            member.period.leadingTrivia.contains(where: \.isNewline),
            member.period.leadingTrivia.allSatisfy({ $0.isWhitespace })
        {
            return Edits.insert(modifier + member.period.leadingTrivia.description, before: member.period)
        }
        return Edits.insert(modifier, after: call)
    }
}
