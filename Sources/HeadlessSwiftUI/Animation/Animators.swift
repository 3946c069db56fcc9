extension View {
    /// Steps through `phases` forever; `ViewHarness.nextPhase()` moves it on one phase.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(PhaseAnimatorModifier(phases: Array(phases), trigger: nil, content: content, animation: animation))
    }

    /// Steps through `phases` once each time `trigger` changes, then rests on the first phase.
    public func phaseAnimator<Phase: Equatable, Content: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        modifier(
            PhaseAnimatorModifier(
                phases: Array(phases), trigger: AttributeText.describe(trigger), content: content,
                animation: animation))
    }

    /// Plays the keyframes in a loop; `ViewHarness.showKeyframes(at:)` shows a moment of them.
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(
            KeyframeAnimatorModifier(
                initialValue: initialValue, trigger: nil, repeating: repeating, content: content,
                tracks: { Self.tracks(keyframes($0)) }))
    }

    /// Plays the keyframes once each time `trigger` changes.
    public func keyframeAnimator<Value, Content: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        modifier(
            KeyframeAnimatorModifier(
                initialValue: initialValue, trigger: AttributeText.describe(trigger), repeating: false,
                content: content, tracks: { Self.tracks(keyframes($0)) }))
    }

    private static func tracks<Value>(_ keyframes: some Keyframes<Value>) -> [any KeyframeTrackSampling] {
        (keyframes as? KeyframeList<Value>)?.tracks ?? [keyframes as? any KeyframeTrackSampling].compactMap { $0 }
    }
}

/// Where a phase animator is: its phase, whether it is running, and the trigger it last saw.
struct PhaseAnimatorProgress {
    var index = 0
    var running: Bool
    var trigger: String?
}

/// Shows its content at the current phase, animated with `animation(phase)` when the phase
/// changes; started by its trigger and stepped by the harness.
struct PhaseAnimatorModifier<Phase: Equatable, Content: View, Wrapped: View>: ViewModifier, PrimitiveModifier {
    let phases: [Phase]
    let trigger: String?
    let content: (PlaceholderContentView<Wrapped>, Phase) -> Content
    let animation: (Phase) -> Animation?

    func apply(to wrapped: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        guard !phases.isEmpty else { return context.resolve(wrapped, at: path, environment: environment) }
        let progress = context.primitiveState(
            path, "phaseAnimator", initial: PhaseAnimatorProgress(running: trigger == nil, trigger: trigger))
        if progress.value.trigger != trigger {
            progress.value = PhaseAnimatorProgress(index: 0, running: true, trigger: trigger)
        }
        let count = phases.count
        let restartsOnTrigger = trigger != nil
        if progress.value.running {
            context.graph.phaseSteppers.append {
                var next = progress.value
                next.index = (next.index + 1) % count
                if next.index == 0, restartsOnTrigger { next.running = false }
                progress.value = next
            }
        }
        let phase = phases[progress.value.index]
        context.modifierContents.append(ModifierContentEntry(content: wrapped, path: path))
        let nodes = context.resolve(
            content(PlaceholderContentView(), phase), at: path + "|animator", environment: environment)
        context.modifierContents.removeLast()
        let attribute = AttributeText.modifier(
            "phaseAnimator", ["\(count) phases"] + (trigger.map { ["trigger: " + $0] } ?? []))
        let index = String(progress.value.index)
        let phaseAnimation = animation(phase)
        for node in nodes {
            node.motion.append(.animation(phaseAnimation, value: index, position: node.modifiers.count))
            node.modifiers.append(attribute)
        }
        return nodes
    }
}

/// Where a keyframe animator is in its keyframes: nil when it is not playing.
struct KeyframeAnimatorProgress {
    var time: TimeInterval?
    var trigger: String?
}

/// Shows its content at the keyframes' value for the time the harness shows, or at the initial
/// value when it is not playing.
struct KeyframeAnimatorModifier<Value, Content: View, Wrapped: View>: ViewModifier, PrimitiveModifier {
    let initialValue: Value
    let trigger: String?
    let repeating: Bool
    let content: (PlaceholderContentView<Wrapped>, Value) -> Content
    let tracks: (Value) -> [any KeyframeTrackSampling]

    func apply(to wrapped: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let plays = trigger == nil && repeating
        let progress = context.primitiveState(
            path, "keyframeAnimator", initial: KeyframeAnimatorProgress(time: plays ? 0 : nil, trigger: trigger))
        if progress.value.trigger != trigger {
            progress.value = KeyframeAnimatorProgress(time: 0, trigger: trigger)
        }
        let timeline = tracks(initialValue)
        let duration = timeline.map(\.totalDuration).max() ?? 0
        if progress.value.time != nil {
            let loops = plays
            context.graph.keyframePlayers.append { seconds in
                var time: TimeInterval? = seconds
                if seconds > duration {
                    time = loops && duration > 0 ? seconds.truncatingRemainder(dividingBy: duration) : nil
                }
                progress.value.time = time
            }
        }
        var value = initialValue
        if let time = progress.value.time {
            var current: Any = initialValue
            for track in timeline { current = track.apply(at: time, to: current) }
            value = current as? Value ?? initialValue
        }
        context.modifierContents.append(ModifierContentEntry(content: wrapped, path: path))
        let nodes = context.resolve(
            content(PlaceholderContentView(), value), at: path + "|animator", environment: environment)
        context.modifierContents.removeLast()
        let attribute = AttributeText.modifier(
            "keyframeAnimator", trigger.map { ["trigger: " + $0] } ?? (repeating ? [] : ["repeating: false"]))
        let frame = progress.value.time.map { AttributeText.number($0) } ?? "rest"
        for node in nodes {
            node.motion.append(.keyframes(time: frame, position: node.modifiers.count))
            node.modifiers.append(attribute)
        }
        return nodes
    }
}
