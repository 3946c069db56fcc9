/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable, AttributeDescribable {
    case light, dark
    var attributeDescription: String { "." + String(describing: self) }
}

public enum ColorSchemeContrast: Hashable, Sendable { case standard, increased }

/// Compact or regular width/height classes.
public enum UserInterfaceSizeClass: Hashable, Sendable { case compact, regular }

public enum LayoutDirection: Hashable, Sendable { case leftToRight, rightToLeft }

public enum ScenePhase: Hashable, Sendable { case background, inactive, active }

/// The user's preferred text size.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable, AttributeDescribable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
    var attributeDescription: String { "." + String(describing: self) }
}

/// Control sizes.
public enum ControlSize: Hashable, Sendable, CaseIterable, AttributeDescribable {
    case mini, small, regular, large, extraLarge
    var attributeDescription: String { "." + String(describing: self) }
}

/// Why content is shown as a placeholder.
public struct RedactionReasons: OptionSet, Sendable, AttributeDescribable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
    var attributeDescription: String {
        contains(.placeholder) ? ".placeholder" : contains(.privacy) ? ".privacy" : "[]"
    }
}
