/// The rules of catalog section 2.7 lists, in catalog order. `RuleRegistry` includes them.
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
