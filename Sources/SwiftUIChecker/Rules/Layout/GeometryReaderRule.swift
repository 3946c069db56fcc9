import SwiftSyntax

/// `geometry-reader`: most jobs `GeometryReader` was used for have dedicated, cheaper APIs.
///
/// Lint: every `GeometryReader { … }` call, as a note. When the reader sits in a `.background`
/// or `.overlay` and only holds `Color.clear` with an `.onAppear`/`.onChange` that stores a value
/// — the old size-measuring trick — the message points to `onGeometryChange(for:of:action:)`.
/// Silent where the replacements do not exist (the trick below iOS 16 / macOS 13, where
/// `onGeometryChange` is missing; any other reader below iOS 17 / macOS 14, where
/// `containerRelativeFrame` and `visualEffect` are) and in previews, which are not the app's
/// layout.
public struct GeometryReaderRule: Rule {
    public static let description = RuleDescription(
        id: "geometry-reader",
        title: "Prefer newer layout APIs to GeometryReader",
        category: .layout,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            `GeometryReader` takes all the space it is offered and hands its size to a closure, \
            which makes layout depend on a second pass and often stretches views in surprising \
            ways. For the usual reasons to reach for it there are narrower tools: \
            `containerRelativeFrame` for sizes relative to the container, `visualEffect` for \
            position-based effects, `onGeometryChange` to measure a view, \
            `onScrollGeometryChange` for scroll offsets, or simply `aspectRatio` and flexible \
            frames. The guidance still shows readers as acceptable when nothing newer fits, so \
            this is only a note.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "GeometryReader Alternatives"),
            GuidanceSource(file: Guidance.expertSkill, section: "Measuring Text Height"),
            GuidanceSource(file: Guidance.bestPractices, section: "Avoiding GeometryReader"),
        ],
        triggering: [
            RuleExample(
                "↓GeometryReader { proxy in SalesChart().frame(height: proxy.size.width * 0.6) }",
                message:
                    "GeometryReader takes all offered space and complicates layout; prefer containerRelativeFrame, "
                    + "visualEffect, onGeometryChange or intrinsic sizing where they fit"
            ),
            RuleExample(
                """
                PhotoStrip(photos: album.photos)
                    .background(
                        ↓GeometryReader { frame in
                            Color.clear.onAppear { stripWidth = frame.size.width }
                        }
                    )
                """,
                message:
                    "GeometryReader in a background that stores a size on appear is the old measuring trick; use "
                    + "onGeometryChange(for:of:action:)"
            ),
            RuleExample(
                """
                struct Banner: View {
                    var body: some View {
                        ↓SwiftUI.GeometryReader(content: { reader in
                            Image("sky").frame(width: reader.size.width)
                        })
                        .overlay { ↓GeometryReader { _ in Color.clear.preference(key: BannerKey.self, value: 1) } }
                    }
                }
                """,
                message:
                    "GeometryReader takes all offered space and complicates layout; prefer containerRelativeFrame, "
                    + "visualEffect, onGeometryChange or intrinsic sizing where they fit"
            ),
        ],
        nonTriggering: [
            RuleExample("SalesChart().aspectRatio(5 / 3, contentMode: .fit)"),
            RuleExample(
                """
                PhotoStrip(photos: album.photos)
                    .onGeometryChange(for: Double.self) { frame in
                        frame.size.width
                    } action: { width in
                        stripWidth = width
                    }
                """),
            RuleExample(
                """
                Image("hero")
                    .containerRelativeFrame(.horizontal) { length, _ in length * 0.8 }
                ScrollViewReader { proxy in List { Text("a") } }
                let reader = GeometryReaderCache.shared
                """),
            RuleExample(
                "GeometryReader { proxy in PriceChart(width: proxy.size.width) }", knobs: .macOS(13)),
            RuleExample(
                """
                struct PriceChart_Previews: PreviewProvider {
                    static var previews: some View {
                        GeometryReader { proxy in PriceChart(width: proxy.size.width) }
                    }
                }
                #Preview { GeometryReader { PriceChart(width: $0.size.width) } }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["GeometryReader", "init"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.constructedTypeName == "GeometryReader",
            let content = call.closure(labelled: "content")
        else { return }
        if call.isInPreview || Self.isInPreviewProvider(call) { return }
        if Self.isMeasuringTrick(call, content: content) {
            guard context.knobs.supports(iOS: Version(16), macOS: Version(13)) else { return }
            report(
                "GeometryReader in a background that stores a size on appear is the old measuring trick; use "
                    + "onGeometryChange(for:of:action:)",
                on: call.calledExpression, in: context)
        } else {
            guard context.knobs.supports(iOS: Version(17), macOS: Version(14)) else { return }
            report(
                "GeometryReader takes all offered space and complicates layout; prefer containerRelativeFrame, "
                    + "visualEffect, onGeometryChange or intrinsic sizing where they fit",
                on: call.calledExpression, in: context)
        }
    }

    private static func isInPreviewProvider(_ node: some SyntaxProtocol) -> Bool {
        node.enclosingTypeDecl?.inheritanceClause?.inheritedTypes.contains { $0.type.simpleName == "PreviewProvider" }
            == true
    }

    /// `.background { GeometryReader { g in Color.clear.onAppear { size = g.size } } }`.
    private static func isMeasuringTrick(_ reader: FunctionCallExprSyntax, content: ClosureExprSyntax) -> Bool {
        guard let holder = hostingModifier(of: reader), ["background", "overlay"].contains(holder) else { return false }
        return content.statements.contains { item in
            guard let expression = item.item.as(ExprSyntax.self) else { return false }
            let modifiers = expression.chainModifiersOutermostFirst
            guard let innermost = modifiers.last, let root = innermost.memberBase?.as(MemberAccessExprSyntax.self),
                root.declName.baseName.text == "clear",
                root.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Color"
            else { return false }
            return modifiers.contains { modifier in
                guard let name = modifier.memberName, name == "onAppear" || name == "onChange",
                    let action = modifier.closure(labelled: "perform") ?? modifier.closure(labelled: "action")
                else { return false }
                return !action.mutatedRoots.isEmpty
            }
        }
    }

    /// The modifier whose argument or content closure is `reader` itself.
    private static func hostingModifier(of reader: FunctionCallExprSyntax) -> String? {
        if let argument = reader.parent?.as(LabeledExprSyntax.self),
            let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return owner.memberName
        }
        if let item = reader.parent?.as(CodeBlockItemSyntax.self),
            let closure = item.parent?.parent?.as(ClosureExprSyntax.self), closure.statements.count == 1,
            let owner = closure.closureOwner?.call
        {
            return owner.memberName
        }
        return nil
    }
}
