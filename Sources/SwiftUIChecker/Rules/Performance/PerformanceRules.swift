/// The performance rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum PerformanceRules {
    static let all: [any Rule.Type] = [
        ObjectCreationInBodyRule.self,
        HeavyComputationInBodyRule.self,
        UngatedHotPathUpdateRule.self,
        EagerStackInScrollViewRule.self,
    ]
}
