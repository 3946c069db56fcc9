/// A modifier that decides how changes animate, kept on the node it was applied to with its place
/// among the node's modifiers: everything applied before it (a lower index) is inside it.
enum MotionModifier {
    /// `.animation(_:value:)`, or `.animation(_:)` when `value` is nil (any change). It wraps the
    /// modifiers below `position`; `.animation(_:body:)` only those from `from` on (the ones in its
    /// body), where the others start at -1 (the view's own content too).
    case animation(Animation?, value: String?, position: Int, from: Int = -1)
    /// `.transaction(_:)` or `.transaction(value:_:)`.
    case transaction((inout Transaction) -> Void, value: String?, position: Int)
    /// `.transition(_:)`, with the animation the transition carries itself.
    case transition(String, animation: Animation?)
    /// `.contentTransition(_:)`.
    case contentTransition(String)
    /// `.sensoryFeedback(_:trigger:)`.
    case feedback(String, trigger: String)
    /// The frames of a keyframe animator at `time`.
    case keyframes(time: String, position: Int)

    /// What a change to this modifier's watched value is compared by; nil when it has none.
    var watchedValue: String? {
        switch self {
        case .animation(_, let value, _, _), .transaction(_, let value, _): value
        case .feedback(_, let trigger): trigger
        case .keyframes(let time, _): time
        case .transition, .contentTransition: nil
        }
    }

    /// The lowest modifier index it wraps (-1: the content too).
    var lowerBound: Int {
        if case .animation(_, _, _, let from) = self { return from }
        return -1
    }

    var position: Int? {
        switch self {
        case .animation(_, _, let position, _), .transaction(_, _, let position), .keyframes(_, let position): position
        case .transition, .contentTransition, .feedback: nil
        }
    }
}

extension View {
    /// Records `motion` on each node of the content, placed after the modifiers already applied,
    /// and `attribute` (if any) among the modifiers.
    func recordingMotion(
        _ attribute: String?, _ motion: @escaping @MainActor (_ position: Int) -> MotionModifier
    ) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes {
                node.motion.append(motion(node.modifiers.count))
                if let attribute { node.modifiers.append(attribute) }
            }
            return nodes
        }
    }
}
