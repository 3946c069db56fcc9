/// The text rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum TextRules {
    static let all: [any Rule.Type] = [
        StringFormatRule.self,
        LocalizedContainsRule.self,
    ]
}
