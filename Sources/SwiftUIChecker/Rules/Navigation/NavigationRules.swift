/// The rules of catalog section 2.4 navigation, in catalog order. `RuleRegistry` includes them.
enum NavigationRules {
    static let all: [any Rule.Type] = [
        NavigationViewRule.self,
        SheetIsPresentedOptionalRule.self,
        TabViewInsideNavigationStackRule.self,
    ]
}
