/// Something that can fill or colour a shape or text: colours, materials, gradients, hierarchical
/// styles such as `.secondary`.
public protocol ShapeStyle: Sendable {}

/// A colour. Also a view that fills its space.
public struct Color: Hashable, Sendable, ShapeStyle, AttributeDescribable {
    let name: String

    init(name: String) { self.name = name }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name = "Color(red: \(AttributeText.number(red)), green: \(AttributeText.number(green)), blue: \(AttributeText.number(blue))"
            + (opacity == 1 ? ")" : ", opacity: \(AttributeText.number(opacity)))")
    }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(white: Double, opacity: Double = 1) {
        name = "Color(white: \(AttributeText.number(white))" + (opacity == 1 ? ")" : ", opacity: \(AttributeText.number(opacity)))")
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name = "Color(hue: \(AttributeText.number(hue)), saturation: \(AttributeText.number(saturation)), brightness: \(AttributeText.number(brightness)))"
    }
    public init(_ name: String, bundle: Bundle? = nil) { self.name = "Color(\(TreeFormatter.quote(name)))" }

    public enum RGBColorSpace: Sendable, Hashable { case sRGB, sRGBLinear, displayP3 }

    public static let red = Color(name: ".red")
    public static let orange = Color(name: ".orange")
    public static let yellow = Color(name: ".yellow")
    public static let green = Color(name: ".green")
    public static let mint = Color(name: ".mint")
    public static let teal = Color(name: ".teal")
    public static let cyan = Color(name: ".cyan")
    public static let blue = Color(name: ".blue")
    public static let indigo = Color(name: ".indigo")
    public static let purple = Color(name: ".purple")
    public static let pink = Color(name: ".pink")
    public static let brown = Color(name: ".brown")
    public static let white = Color(name: ".white")
    public static let gray = Color(name: ".gray")
    public static let black = Color(name: ".black")
    public static let clear = Color(name: ".clear")
    public static let primary = Color(name: ".primary")
    public static let secondary = Color(name: ".secondary")
    public static let accentColor = Color(name: ".accentColor")

    public func opacity(_ opacity: Double) -> Color { Color(name: name + ".opacity(\(AttributeText.number(opacity)))") }
    public var gradient: AnyGradient { AnyGradient(name: name + ".gradient") }
    public func mix(with other: Color, by fraction: Double) -> Color {
        Color(name: name + ".mix(with: \(other.name), by: \(AttributeText.number(fraction)))")
    }

    var attributeDescription: String { name }
}

extension Color: View, PrimitiveView {
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "Color", content: nil, label: "")
        node.details = [name]
        return [node]
    }
}

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

extension ShapeStyle where Self == Color {
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
    public static var white: Color { .white }
    public static var gray: Color { .gray }
    public static var black: Color { .black }
    public static var clear: Color { .clear }
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

/// Colour stops of a gradient.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $0.element, location: CGFloat($0.offset)) }
    }
    public init(stops: [Stop]) { self.stops = stops }
    var colorNames: String { stops.map(\.color.name).joined(separator: ", ") }
}

/// A gradient derived from a colour: `Color.blue.gradient`.
public struct AnyGradient: ShapeStyle, Hashable, AttributeDescribable {
    let name: String
    var attributeDescription: String { name }
}

public struct LinearGradient: ShapeStyle, AttributeDescribable {
    let description: String
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        description = "LinearGradient([\(gradient.colorNames)])"
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }
    var attributeDescription: String { description }
}

extension LinearGradient: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "Gradient", content: nil, label: "")
        node.details = [description]
        return [node]
    }
}

public struct RadialGradient: ShapeStyle, AttributeDescribable {
    let description: String
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        description = "RadialGradient([\(gradient.colorNames)])"
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    var attributeDescription: String { description }
}

extension RadialGradient: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "Gradient", content: nil, label: "")
        node.details = [description]
        return [node]
    }
}

public struct AngularGradient: ShapeStyle, AttributeDescribable {
    let description: String
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        description = "AngularGradient([\(gradient.colorNames)])"
    }
    public init(colors: [Color], center: UnitPoint) {
        description = "AngularGradient([\(Gradient(colors: colors).colorNames)])"
    }
    var attributeDescription: String { description }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

/// A font. Described in renderings the way it was written: `.title`, `.system(size: 20)`.
public struct Font: Hashable, Sendable, AttributeDescribable {
    let name: String

    public static let largeTitle = Font(name: ".largeTitle")
    public static let title = Font(name: ".title")
    public static let title2 = Font(name: ".title2")
    public static let title3 = Font(name: ".title3")
    public static let headline = Font(name: ".headline")
    public static let subheadline = Font(name: ".subheadline")
    public static let body = Font(name: ".body")
    public static let callout = Font(name: ".callout")
    public static let footnote = Font(name: ".footnote")
    public static let caption = Font(name: ".caption")
    public static let caption2 = Font(name: ".caption2")

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var arguments = ["size: " + AttributeText.number(size)]
        if let weight { arguments.append("weight: " + weight.attributeDescription) }
        if let design { arguments.append("design: " + design.attributeDescription) }
        return Font(name: ".system(" + arguments.joined(separator: ", ") + ")")
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var arguments = [style.attributeDescription]
        if let design { arguments.append("design: " + design.attributeDescription) }
        if let weight { arguments.append("weight: " + weight.attributeDescription) }
        return Font(name: ".system(" + arguments.joined(separator: ", ") + ")")
    }

    public static func custom(_ name: String, size: CGFloat) -> Font {
        Font(name: ".custom(\(TreeFormatter.quote(name)), size: \(AttributeText.number(size)))")
    }

    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(name: ".custom(\(TreeFormatter.quote(name)), size: \(AttributeText.number(size)), relativeTo: \(textStyle.attributeDescription))")
    }

    public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
        Font(name: ".custom(\(TreeFormatter.quote(name)), fixedSize: \(AttributeText.number(fixedSize)))")
    }

    public func weight(_ weight: Weight) -> Font { Font(name: name + ".weight(\(weight.attributeDescription))") }
    public func bold() -> Font { Font(name: name + ".bold()") }
    public func italic() -> Font { Font(name: name + ".italic()") }
    public func monospaced() -> Font { Font(name: name + ".monospaced()") }
    public func monospacedDigit() -> Font { Font(name: name + ".monospacedDigit()") }
    public func smallCaps() -> Font { Font(name: name + ".smallCaps()") }
    public func width(_ width: Width) -> Font { Font(name: name + ".width(\(width.attributeDescription))") }

    var attributeDescription: String { name }

    public struct Weight: Hashable, Sendable, AttributeDescribable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
        var attributeDescription: String { "." + name }
    }

    public enum Design: Hashable, Sendable, AttributeDescribable {
        case `default`, serif, rounded, monospaced
        var attributeDescription: String { "." + String(describing: self) }
    }

    public struct Width: Hashable, Sendable, AttributeDescribable {
        let name: String
        public static let compressed = Width(name: "compressed")
        public static let condensed = Width(name: "condensed")
        public static let standard = Width(name: "standard")
        public static let expanded = Width(name: "expanded")
        var attributeDescription: String { "." + name }
    }

    public enum TextStyle: Hashable, Sendable, CaseIterable, AttributeDescribable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
        var attributeDescription: String { "." + String(describing: self) }
    }
}
