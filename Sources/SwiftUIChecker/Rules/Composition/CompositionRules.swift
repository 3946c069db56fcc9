/// The composition rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum CompositionRules {
    static let all: [any Rule.Type] = [
        ClosureContentPropertyRule.self,
        BodySideEffectsRule.self,
        MissingViewBuilderRule.self,
        SameViewInBranchesRule.self,
        ViewLengthRule.self,
    ]
}
