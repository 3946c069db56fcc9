/// Every rule the checker knows, grouped by category in the order `RuleCategory` lists them
/// (which is the order `swiftui-tutor rules` prints). Adding a rule = one file under
/// `Rules/<Category>/` plus one line here; the example test picks it up with no new test code.
public enum RuleRegistry {
    public static let all: [any Rule.Type] =
        [
            // state
            StateNotPrivateRule.self,
            StatePassedValueRule.self,
            ObservedObjectInlineInitRule.self,
            StateObjectInitLocalRule.self,
            ObservableObjectRule.self,
            StateObjectRule.self,
            ObservedObjectRule.self,
            EnvironmentObjectRule.self,
            PublishedInObservableRule.self,
            BindingNeverWrittenRule.self,
            // concurrency
            ObservableMissingMainActorRule.self,
            TaskInOnAppearRule.self,
            TaskIdOverOnChangeRule.self,
            // modern-api
            ForegroundColorRule.self,
            CornerRadiusRule.self,
            FontWeightBoldRule.self,
            TabItemRule.self,
            TabRoleMixedTabItemRule.self,
            OnTapGestureRule.self,
            OnChangeSingleParamRule.self,
            AnyViewRule.self,
            LegacyAlertRule.self,
            PreviewableStateRule.self,
            StaticMemberLookupRule.self,
            UIKitColorRule.self,
        ]
        + NavigationRules.all + CompositionRules.all + PerformanceRules.all + ListsRules.all
        + AnimationRules.all + ScrollRules.all + TextRules.all + LayoutRules.all
        + AccessibilityRules.all + LiquidGlassRules.all + ImagesRules.all + DesignSystemRules.all

    /// The rule with this id.
    public static func rule(id: String) -> (any Rule.Type)? {
        all.first { $0.description.id == id }
    }

    /// Every rule id.
    public static let ids: Set<String> = Set(all.map { $0.description.id })
}
