/// The rules of catalog section 2.15 design-system, in catalog order. `RuleRegistry` includes them.
enum DesignSystemRules {
    static let all: [any Rule.Type] = [
        HardcodedSpacingRule.self,
        HardcodedColorRule.self,
    ]
}
