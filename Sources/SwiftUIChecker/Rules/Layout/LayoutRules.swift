/// The rules of catalog section 2.11 layout, in catalog order. `RuleRegistry` includes them.
enum LayoutRules {
    static let all: [any Rule.Type] = [
        UIScreenMainBoundsRule.self,
        GeometryReaderRule.self,
        NestedGeometryReaderRule.self,
        BlurAfterClipRule.self,
    ]
}
