import SwiftSyntax

/// `any-view`: type erasure with `AnyView` hides a view's identity from SwiftUI.
///
/// Lint: a call `AnyView(…)`, or `AnyView` written as a property type or function return
/// type. Calls inside `ForEach`/`List` row closures are left to `anyview-in-list-row`.
/// Reported as a note: a protocol requirement can make `AnyView` necessary, which syntax
/// alone cannot tell. Not reported where another API fixes the type: `AnyView` as a generic
/// argument (`ImageRenderer<AnyView>`, `Snapshotting<AnyView, UIImage>`) and `AnyView(…)` handed
/// to `ImageRenderer(content:)`, whose renderer type other code then names.
public struct AnyViewRule: Rule {
    public static let description = RuleDescription(
        id: "any-view",
        title: "Avoid AnyView",
        category: .modernAPI,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            `AnyView` erases the concrete view type, so SwiftUI can no longer tell which branch \
            produced a view or whether it is the same view as before. Diffing becomes coarser, \
            state can be reset and animations lost. A `@ViewBuilder` property or function \
            returning `some View`, or a small dedicated view struct, keeps the types visible.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Avoid AnyView")],
        triggering: [
            RuleExample(
                #"var badge: ↓AnyView { ↓AnyView(Text("Beta")) }"#,
                messages: [
                    "AnyView as a declared type hides the view's identity; declare some View (with @ViewBuilder) "
                        + "instead",
                    "AnyView erases the view's type and identity; return some View from a @ViewBuilder or use a "
                        + "dedicated view",
                ]),
            RuleExample(
                #"ForEach(tracks) { track in ↓AnyView(erasing: TrackRow(track: track)) }"#,
                message:
                    "AnyView erases the view's type and identity; return some View from a @ViewBuilder or use a "
                    + "dedicated view"
            ),
            RuleExample(
                """
                func icon(for state: State) -> ↓AnyView {
                    switch state {
                    case .done: return ↓AnyView(Image(systemName: "checkmark"))
                    case .failed: return ↓AnyView(Text("!"))
                    }
                }
                """,
                messages: [
                    "AnyView as a declared type hides the view's identity; declare some View (with @ViewBuilder) "
                        + "instead",
                    "AnyView erases the view's type and identity; return some View from a @ViewBuilder or use a "
                        + "dedicated view",
                    "AnyView erases the view's type and identity; return some View from a @ViewBuilder or use a "
                        + "dedicated view",
                ]),
            RuleExample(
                """
                struct Slot: View {
                    let content: ↓AnyView
                    var body: some View { content }
                }
                let slot = Slot(content: ↓SwiftUI.AnyView(Text("x")))
                """,
                messages: [
                    "AnyView as a declared type hides the view's identity; declare some View (with @ViewBuilder) "
                        + "instead",
                    "AnyView erases the view's type and identity; return some View from a @ViewBuilder or use a "
                        + "dedicated view",
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct ShareCard: View {
                    @State private var renderer: ImageRenderer<AnyView>
                    init(card: some View) { _renderer = State(initialValue: ImageRenderer(content: AnyView(card))) }
                    var body: some View { Image(uiImage: renderer.uiImage ?? UIImage()) }
                }
                """),
            RuleExample(#"var badge: some View { Text("Beta") }"#),
            RuleExample(
                """
                @ViewBuilder
                func icon(for state: State) -> some View {
                    switch state {
                    case .done: Image(systemName: "checkmark")
                    case .failed: Text("!")
                    }
                }
                """),
            RuleExample(
                """
                List(items) { item in AnyView(Row(item: item)) }
                ForEach<[Track], Track.ID, AnyView>(tracks) { AnyView(TrackRow(track: $0)) }
                ForEach(items) { AnyView(Row(item: $0)) }
                """),
            RuleExample(
                """
                let label = "AnyView"
                let erased = anyView(of: content)
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .identifierType, .memberType]
    public static let calledNames: Set<String> = ["AnyView"]
    public static let requiredText = ["AnyView"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        if let call = node.as(FunctionCallExprSyntax.self) {
            let isAnyView =
                call.isCall(to: "AnyView")
                || (call.isMemberCall("AnyView") && call.memberBase?.trimmedText == "SwiftUI")
            guard isAnyView, !AnyViewInListRowRule.reports(call), !Self.isRendererContent(call) else { return }
            report(
                "AnyView erases the view's type and identity; return some View from a @ViewBuilder or use a "
                    + "dedicated view",
                on: call, in: context)
            return
        }
        let name: String
        if let identifier = node.as(IdentifierTypeSyntax.self) {
            name = identifier.name.text
        } else if let member = node.as(MemberTypeSyntax.self), member.name.text == "AnyView",
            member.baseType.trimmedText == "SwiftUI"
        {
            name = member.name.text
        } else {
            return
        }
        guard name == "AnyView", node.parent?.is(MemberTypeSyntax.self) != true, Self.isDeclaredType(node) else {
            return
        }
        report(
            "AnyView as a declared type hides the view's identity; declare some View (with @ViewBuilder) instead",
            on: node, in: context)
    }

    /// `ImageRenderer(content: AnyView(…))`.
    private static func isRendererContent(_ call: FunctionCallExprSyntax) -> Bool {
        guard let argument = call.parent?.as(LabeledExprSyntax.self), argument.label?.text == "content",
            let owner = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        else { return false }
        return owner.constructedTypeName == "ImageRenderer"
    }

    /// A property type annotation or a function's return type (possibly nested, e.g. `[AnyView]`);
    /// not a generic argument of another type, which that type's API decides.
    private static func isDeclaredType(_ node: Syntax) -> Bool {
        var current = node.parent
        while let parent = current {
            if parent.is(TypeAnnotationSyntax.self) || parent.is(ReturnClauseSyntax.self) { return true }
            if parent.is(GenericArgumentClauseSyntax.self) { return false }
            if parent.is(TypeSyntax.self) || parent.is(GenericArgumentSyntax.self)
                || parent.is(GenericArgumentListSyntax.self) || parent.is(ArrayTypeSyntax.self)
                || parent.is(OptionalTypeSyntax.self)
            {
                current = parent.parent
                continue
            }
            return false
        }
        return false
    }
}
