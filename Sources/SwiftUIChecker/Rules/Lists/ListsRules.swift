/// The lists rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum ListsRules {
    static let all: [any Rule.Type] = [
        ForEachIndicesRule.self,
        ForEachIdSelfRule.self,
        IdUUIDRule.self,
        ForEachVariableViewCountRule.self,
        ForEachInlineFilterRule.self,
        AnyViewInListRowRule.self,
        ForEachEnumeratedNotArrayRule.self,
    ]
}
