/// The liquid-glass rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum LiquidGlassRules {
    static let all: [any Rule.Type] = [
        GlassAvailabilityRule.self,
        GlassEffectOrderRule.self,
        GlassInteractiveStaticRule.self,
        GlassContainerMissingRule.self,
    ]
}
