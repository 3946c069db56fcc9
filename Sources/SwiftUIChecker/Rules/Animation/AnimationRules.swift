/// The rules of catalog section 2.8 animation, in catalog order. `RuleRegistry` includes them.
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
