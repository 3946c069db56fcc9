/// The layout rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum LayoutRules {
    static let all: [any Rule.Type] = [
        UIScreenMainBoundsRule.self,
        GeometryReaderRule.self,
        NestedGeometryReaderRule.self,
        BlurAfterClipRule.self,
    ]
}
