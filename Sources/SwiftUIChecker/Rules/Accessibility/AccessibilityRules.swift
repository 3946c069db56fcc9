/// The rules of catalog section 2.12 accessibility, in catalog order. `RuleRegistry` includes them.
enum AccessibilityRules {
    static let all: [any Rule.Type] = [
        ImageOnlyButtonRule.self,
        HardcodedFontSizeRule.self,
        ReduceMotionFallbackRule.self,
    ]
}
