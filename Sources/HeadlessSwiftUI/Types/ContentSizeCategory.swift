/// The text size a person chose, in its pre-iOS 15 spelling; each case stands for one
/// `DynamicTypeSize`, and `\.sizeCategory` reads and writes `\.dynamicTypeSize`.
public enum ContentSizeCategory: Hashable, Comparable, Sendable, CaseIterable, AttributeDescribable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    public init?(_ dynamicTypeSize: DynamicTypeSize) {
        self = Self.allCases[DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize)!]
    }

    var attributeDescription: String { "." + String(describing: self) }
}

extension DynamicTypeSize {
    public init?(_ category: ContentSizeCategory) {
        self = Self.allCases[ContentSizeCategory.allCases.firstIndex(of: category)!]
    }
}

extension EnvironmentValues {
    public var sizeCategory: ContentSizeCategory {
        get { ContentSizeCategory(dynamicTypeSize) ?? .large }
        set { dynamicTypeSize = DynamicTypeSize(newValue) ?? .large }
    }
}
