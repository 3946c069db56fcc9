/// The animation rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum AnimationRules {
    static let all: [any Rule.Type] = [
        AnimationWithoutValueRule.self,
        AnimationPlacementRule.self,
        AnimationInsideTransitionConditionalRule.self,
        TransitionWithoutAnimationRule.self,
        ConditionalInlineTransitionRule.self,
        AnimatableMissingAnimatableDataRule.self,
        DispatchAnimationSequencingRule.self,
    ]
}
