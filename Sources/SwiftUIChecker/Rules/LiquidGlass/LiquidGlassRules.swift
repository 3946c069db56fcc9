/// The rules of catalog section 2.13 liquid-glass, in catalog order. `RuleRegistry` includes them.
enum LiquidGlassRules {
    static let all: [any Rule.Type] = [
        GlassAvailabilityRule.self,
        GlassEffectOrderRule.self,
        GlassInteractiveStaticRule.self,
        GlassContainerMissingRule.self,
    ]
}
