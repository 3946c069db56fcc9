extension View {
    /// Renders the content at its first phase; the phases are recorded.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let all = Array(phases)
        return modifier(
            ContentClosureModifier(
                attribute: AttributeText.modifier("phaseAnimator", ["\(all.count) phases"]),
                body: {
                    all.first.map { AnyView(content(PlaceholderContentView(), $0)) }
                        ?? AnyView(PlaceholderContentView<Self>())
                }))
    }

    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let all = Array(phases)
        return modifier(
            ContentClosureModifier(
                attribute: AttributeText.modifier(
                    "phaseAnimator", ["\(all.count) phases", "trigger: " + AttributeText.describe(trigger)]),
                body: {
                    all.first.map { AnyView(content(PlaceholderContentView(), $0)) }
                        ?? AnyView(PlaceholderContentView<Self>())
                }))
    }

    /// Renders the content at the initial value; the keyframes are recorded.
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(
            ContentClosureModifier(
                attribute: AttributeText.modifier("keyframeAnimator", repeating ? [] : ["repeating: false"]),
                body: { AnyView(content(PlaceholderContentView(), initialValue)) }))
    }

    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(
            ContentClosureModifier(
                attribute: AttributeText.modifier("keyframeAnimator", ["trigger: " + AttributeText.describe(trigger)]),
                body: { AnyView(content(PlaceholderContentView(), initialValue)) }))
    }
}

/// Resolves a body built around the modified content (`PlaceholderContentView`) and records an
/// attribute on the result.
struct ContentClosureModifier: ViewModifier, PrimitiveModifier {
    let attribute: String
    let body: () -> AnyView

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        context.modifierContents.append(ModifierContentEntry(content: content, path: path))
        let nodes = context.resolve(body(), at: path + "|animator", environment: environment)
        context.modifierContents.removeLast()
        for node in nodes { node.modifiers.append(attribute) }
        return nodes
    }
}
