/// Something that can fill or colour a shape or text: colours, materials, gradients, hierarchical
/// styles such as `.secondary`.
public protocol ShapeStyle: Sendable {}

/// A style resolved by name, e.g. `.secondary`, `.tint`, `.ultraThinMaterial`.
public struct NamedShapeStyle: ShapeStyle, Hashable, AttributeDescribable {
    let name: String
    var attributeDescription: String { name }
}

public typealias HierarchicalShapeStyle = NamedShapeStyle
public typealias TintShapeStyle = NamedShapeStyle
public typealias ForegroundStyle = NamedShapeStyle
public typealias BackgroundStyle = NamedShapeStyle
public typealias SeparatorShapeStyle = NamedShapeStyle

extension ShapeStyle where Self == NamedShapeStyle {
    public static var primary: NamedShapeStyle { NamedShapeStyle(name: ".primary") }
    public static var secondary: NamedShapeStyle { NamedShapeStyle(name: ".secondary") }
    public static var tertiary: NamedShapeStyle { NamedShapeStyle(name: ".tertiary") }
    public static var quaternary: NamedShapeStyle { NamedShapeStyle(name: ".quaternary") }
    public static var tint: NamedShapeStyle { NamedShapeStyle(name: ".tint") }
    public static var foreground: NamedShapeStyle { NamedShapeStyle(name: ".foreground") }
    public static var background: NamedShapeStyle { NamedShapeStyle(name: ".background") }
    public static var separator: NamedShapeStyle { NamedShapeStyle(name: ".separator") }
    public static var placeholder: NamedShapeStyle { NamedShapeStyle(name: ".placeholder") }
}

extension ShapeStyle {
    /// The same style at reduced opacity.
    public func opacity(_ opacity: Double) -> NamedShapeStyle {
        NamedShapeStyle(name: AttributeText.describe(self) + ".opacity(\(AttributeText.number(opacity)))")
    }
}

/// A blur material behind content.
public struct Material: ShapeStyle, Hashable, AttributeDescribable {
    let name: String
    public static let ultraThinMaterial = Material(name: ".ultraThinMaterial")
    public static let thinMaterial = Material(name: ".thinMaterial")
    public static let regularMaterial = Material(name: ".regularMaterial")
    public static let thickMaterial = Material(name: ".thickMaterial")
    public static let ultraThickMaterial = Material(name: ".ultraThickMaterial")
    public static let bar = Material(name: ".bar")
    var attributeDescription: String { name }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}
