/// The rules of catalog section 2.14 images, in catalog order. `RuleRegistry` includes them.
enum ImagesRules {
    static let all: [any Rule.Type] = [
        UIImageDataDownsamplingRule.self,
        UIImageForceUnwrapRule.self,
        AsyncImagePhasesRule.self,
    ]
}
