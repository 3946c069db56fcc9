/// The rules of catalog section 2.9 scroll, in catalog order. `RuleRegistry` includes them.
enum ScrollRules {
    static let all: [any Rule.Type] = [
        ScrollShowsIndicatorsRule.self,
    ]
}
