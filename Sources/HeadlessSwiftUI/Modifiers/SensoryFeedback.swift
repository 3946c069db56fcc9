extension View {
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
        attribute("sensoryFeedback", [feedback.attributeDescription])
    }
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
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: ".impact")
    }
    public struct Weight: Sendable, Hashable {
        public static let light = Weight()
        public static let medium = Weight()
        public static let heavy = Weight()
    }
    var attributeDescription: String { name }
}
