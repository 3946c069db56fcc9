/// The rules of catalog section 2.6 performance, in catalog order. `RuleRegistry` includes them.
enum PerformanceRules {
    static let all: [any Rule.Type] = [
        ObjectCreationInBodyRule.self,
        HeavyComputationInBodyRule.self,
        UngatedHotPathUpdateRule.self,
        EagerStackInScrollViewRule.self,
    ]
}
