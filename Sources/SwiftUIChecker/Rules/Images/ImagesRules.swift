/// The images rules, in the order `swiftui-tutor rules` lists them. `RuleRegistry` includes them.
enum ImagesRules {
    static let all: [any Rule.Type] = [
        UIImageDataDownsamplingRule.self,
        UIImageForceUnwrapRule.self,
        AsyncImagePhasesRule.self,
    ]
}
