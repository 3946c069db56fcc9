/// The scroll rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum ScrollRules {
    static let all: [any Rule.Type] = [
        ScrollShowsIndicatorsRule.self
    ]
}
