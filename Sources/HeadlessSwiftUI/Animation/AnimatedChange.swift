/// One visible change after an interaction, with the animation it got: what a person would see
/// move, fade or jump.
///
///     try app.tap("Like")
///     for change in app.changes() { print(change) }
///     // Image "heart.fill" .scaleEffect(1) → .scaleEffect(1.3): animated .spring
public struct AnimatedChange: CustomStringConvertible, Equatable, Sendable {
    public enum Kind: Sendable, Equatable {
        /// A modifier, the content or the state of a view that stays changed.
        case changed
        /// A view appeared.
        case inserted
        /// A view went away.
        case removed
        /// A `.sensoryFeedback` played.
        case feedback
        /// A view went and another with the same `matchedGeometryEffect` id appeared: one view
        /// moving from the old place to the new.
        case moved
    }

    public let kind: Kind
    /// The view, by kind and what it shows, such as `Text "Saved"`.
    public let view: String
    /// What changed: a modifier name such as `scaleEffect`, `content` or `state`.
    public let aspect: String
    /// The modifier, content or state before and after (nil when it was added or removed).
    public let before: String?
    public let after: String?
    /// The animation the change got, as written (`.spring`), or nil when it happened at once.
    public let animation: String?
    /// For inserted and removed views, the transition that plays; for feedback, the feedback.
    public let transition: String?
    /// For changed text, the content transition in effect.
    public let contentTransition: String?
    /// The view's place in the tree.
    let identity: String
    /// The view's place and the aspect: equal for the same thing changing again.
    var key: String { identity + "|" + aspect }

    public var description: String {
        let motion = animation.map { "animated " + $0 }
        switch kind {
        case .inserted, .removed:
            let sign = kind == .inserted ? "+ " : "- "
            let with = transition.map { " with " + $0 } ?? ""
            let atOnce = kind == .inserted ? "not animated, appears at once" : "not animated, disappears at once"
            return sign + view + with + ": " + (motion ?? atOnce)
        case .feedback:
            return view + ": sensory feedback " + (transition ?? "")
        case .moved:
            let how = motion.map { $0 + " (it moves and resizes)" } ?? "not animated, jumps at once"
            return "~ " + view + " " + (after ?? "") + ": " + how
        case .changed:
            let what: String
            if aspect == "content" {
                what = view + " (was " + (before.map { "\"\($0)\"" } ?? "empty") + ")"
            } else {
                what = view + " " + (before ?? "(none)") + " → " + (after ?? "(none)")
            }
            let content = contentTransition.map { ", content transition " + $0 } ?? ""
            return what + ": " + (motion ?? "not animated") + content
        }
    }

    /// This change followed by `later`, a change of the same thing: from this one's start to the
    /// other's end.
    func merged(with later: AnimatedChange) -> AnimatedChange {
        AnimatedChange(
            kind: kind, view: later.view, aspect: aspect, before: before, after: later.after,
            animation: later.animation, transition: later.transition, contentTransition: later.contentTransition,
            identity: identity)
    }
}
