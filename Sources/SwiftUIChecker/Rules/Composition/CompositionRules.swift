/// The rules of catalog section 2.5 composition, in catalog order. `RuleRegistry` includes them.
enum CompositionRules {
    static let all: [any Rule.Type] = [
        ClosureContentPropertyRule.self,
        BodySideEffectsRule.self,
        MissingViewBuilderRule.self,
        SameViewInBranchesRule.self,
        ViewLengthRule.self,
    ]
}
