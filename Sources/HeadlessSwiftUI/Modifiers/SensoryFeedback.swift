extension View {
    /// Plays `feedback` when `trigger` changes; `ViewHarness.changes()` lists it.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        let watched = AttributeText.describe(trigger)
        return recordingMotion(AttributeText.modifier("sensoryFeedback", [feedback.attributeDescription])) { _ in
            .feedback(feedback.attributeDescription, trigger: watched)
        }
    }
}

extension View {
    /// Plays `feedback` when `trigger` changes and `condition(old, new)` holds.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (T, T) -> Bool
    ) -> some View {
        sensoryFeedback(trigger: trigger) { old, new in condition(old, new) ? feedback : nil }
    }

    /// Plays the feedback `feedback(old, new)` returns, if any, when `trigger` changes.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?
    ) -> some View {
        editingNodes { nodes, context, path in
            let played = context.primitiveState(path, "sensoryFeedback", initial: FeedbackPlays(last: trigger))
            if played.value.last != trigger {
                let chosen = feedback(played.value.last, trigger)
                played.value = FeedbackPlays(
                    last: trigger, count: played.value.count + (chosen == nil ? 0 : 1),
                    feedback: chosen ?? played.value.feedback)
            }
            let name = played.value.feedback?.attributeDescription ?? ""
            for node in nodes {
                node.motion.append(.feedback(name, trigger: String(played.value.count)))
                node.modifiers.append(AttributeText.modifier("sensoryFeedback"))
            }
            return nodes
        }
    }
}

/// What a conditional `.sensoryFeedback` has played so far.
struct FeedbackPlays<Trigger> {
    var last: Trigger
    var count = 0
    var feedback: SensoryFeedback?
}

public struct SensoryFeedback: Sendable, Hashable, AttributeDescribable {
    let name: String
    public static let success = SensoryFeedback(name: ".success")
    public static let warning = SensoryFeedback(name: ".warning")
    public static let error = SensoryFeedback(name: ".error")
    public static let selection = SensoryFeedback(name: ".selection")
    public static let increase = SensoryFeedback(name: ".increase")
    public static let decrease = SensoryFeedback(name: ".decrease")
    public static let start = SensoryFeedback(name: ".start")
    public static let stop = SensoryFeedback(name: ".stop")
    public static let impact = SensoryFeedback(name: ".impact")
    public static let alignment = SensoryFeedback(name: ".alignment")
    public static let levelChange = SensoryFeedback(name: ".levelChange")
    public static let pathComplete = SensoryFeedback(name: ".pathComplete")
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: ".impact(weight: \(weight.name)" + Self.intensityText(intensity) + ")")
    }
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: ".impact(flexibility: \(flexibility.name)" + Self.intensityText(intensity) + ")")
    }
    private static func intensityText(_ intensity: Double) -> String {
        intensity == 1 ? "" : ", intensity: " + AttributeText.number(intensity)
    }
    public struct Weight: Sendable, Hashable {
        let name: String
        public static let light = Weight(name: ".light")
        public static let medium = Weight(name: ".medium")
        public static let heavy = Weight(name: ".heavy")
    }
    public struct Flexibility: Sendable, Hashable {
        let name: String
        public static let rigid = Flexibility(name: ".rigid")
        public static let solid = Flexibility(name: ".solid")
        public static let soft = Flexibility(name: ".soft")
    }
    var attributeDescription: String { name }
}
