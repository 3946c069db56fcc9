/// The rules of catalog section 2.10 text, in catalog order. `RuleRegistry` includes them.
enum TextRules {
    static let all: [any Rule.Type] = [
        StringFormatRule.self,
        LocalizedContainsRule.self,
    ]
}
