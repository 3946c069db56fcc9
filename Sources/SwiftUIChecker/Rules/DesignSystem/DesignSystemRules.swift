/// The design-system rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum DesignSystemRules {
    static let all: [any Rule.Type] = [
        HardcodedSpacingRule.self,
        HardcodedColorRule.self,
    ]
}
