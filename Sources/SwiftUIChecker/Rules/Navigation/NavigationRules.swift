/// The navigation rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum NavigationRules {
    static let all: [any Rule.Type] = [
        NavigationViewRule.self,
        SheetIsPresentedOptionalRule.self,
        TabViewInsideNavigationStackRule.self,
    ]
}
