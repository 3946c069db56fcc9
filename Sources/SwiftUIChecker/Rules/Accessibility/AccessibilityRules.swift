/// The accessibility rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum AccessibilityRules {
    static let all: [any Rule.Type] = [
        ImageOnlyButtonRule.self,
        HardcodedFontSizeRule.self,
        ReduceMotionFallbackRule.self,
    ]
}
