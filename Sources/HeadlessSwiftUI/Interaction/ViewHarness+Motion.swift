/// Gestures and animation time: what a person does with a finger, and what they see while an
/// animator runs.
extension ViewHarness {
    /// Drags the view with a drag gesture whose label, shown text or accessibility label is
    /// `label`: the gesture sees the translation at half and then in full, `whileHolding` runs with
    /// the finger still down (read the screen there), then the gesture ends and every
    /// `@GestureState` it updated returns to its initial value.
    public func drag(
        _ label: String, by translation: CGSize, within scope: String? = nil,
        whileHolding: (() throws -> Void)? = nil
    ) throws {
        let half = CGSize(width: translation.width / 2, height: translation.height / 2)
        try perform(.drag, kind: "draggable view", on: label, within: scope, steps: [.drag(half), .drag(translation)]) {
            try whileHolding?()
        }
    }

    /// Pinches the view with a magnify gesture to `scale` (through the halfway scale), like
    /// `drag(_:by:)`.
    public func magnify(
        _ label: String, by scale: CGFloat, within scope: String? = nil, whileHolding: (() throws -> Void)? = nil
    ) throws {
        let halfway = 1 + (scale - 1) / 2
        try perform(
            .magnify, kind: "magnifiable view", on: label, within: scope, steps: [.magnify(halfway), .magnify(scale)]
        ) { try whileHolding?() }
    }

    /// Turns the view with a rotate gesture by `angle` (through half of it), like `drag(_:by:)`.
    public func rotate(
        _ label: String, by angle: Angle, within scope: String? = nil, whileHolding: (() throws -> Void)? = nil
    ) throws {
        try perform(
            .rotate, kind: "rotatable view", on: label, within: scope, steps: [.rotate(angle / 2), .rotate(angle)]
        ) { try whileHolding?() }
    }

    /// Presses and holds the view with a long-press gesture or `.onLongPressGesture`.
    public func longPress(_ label: String, within scope: String? = nil) throws {
        try perform(.longPress, kind: "long-pressable view", on: label, within: scope, steps: [.longPress]) {}
    }

    /// Moves every running phase animator to its next phase (after the last, back to the first,
    /// where one started by a trigger stops). `changes()` then shows what the phase changed.
    public func nextPhase() {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        for step in graph.phaseSteppers { step() }
        graph.update()
    }

    /// Shows every playing keyframe animator as it is `seconds` into its keyframes; past its end,
    /// one started by a trigger has finished and shows its initial value again.
    public func showKeyframes(at seconds: TimeInterval) {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        for player in graph.keyframePlayers { player(seconds) }
        graph.update()
    }

    private func perform(
        _ input: GestureInput.Kind, kind: String, on label: String, within scope: String?, steps: [GestureInput],
        whileHolding: () throws -> Void
    ) throws {
        graph.beginInteraction()
        graph.isActing = true
        defer { graph.isActing = false }
        let node = try locate(kind: kind, label: label, within: scope) { node in
            node.actions.gestures.contains { $0.accepts.contains(input) } && Self.shows(label, node)
        }
        let identity = node.identity
        func handlers() -> [GestureHandlers] {
            let current = identity.flatMap { id in allNodes().first { $0.node.identity == id }?.node } ?? node
            return current.actions.gestures.filter { $0.accepts.contains(input) }
        }
        for step in steps {
            for handler in handlers() { for changed in handler.changed { changed(step) } }
            graph.update()
        }
        try whileHolding()
        let ending = handlers()
        for handler in ending { for ended in handler.ended { ended(steps[steps.count - 1]) } }
        for handler in ending { for reset in handler.resets { reset() } }
        graph.update()
    }

    private static func shows(_ label: String, _ node: RenderedNode) -> Bool {
        node.label == label || node.content == label || node.readableText.contains(label)
            || node.modifiers.contains(AttributeText.modifier("accessibilityLabel", [TreeFormatter.quote(label)]))
    }
}
