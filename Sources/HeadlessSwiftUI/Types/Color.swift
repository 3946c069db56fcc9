/// A colour. Also a view that fills its space.
public struct Color: Hashable, Sendable, ShapeStyle, AttributeDescribable {
    let name: String

    init(name: String) { self.name = name }

    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        name =
            "Color(red: \(AttributeText.number(red)), green: \(AttributeText.number(green)), blue: "
            + "\(AttributeText.number(blue))"
            + (opacity == 1 ? ")" : ", opacity: \(AttributeText.number(opacity)))")
    }
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(red: red, green: green, blue: blue, opacity: opacity)
    }
    public init(white: Double, opacity: Double = 1) {
        name =
            "Color(white: \(AttributeText.number(white))"
            + (opacity == 1 ? ")" : ", opacity: \(AttributeText.number(opacity)))")
    }
    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(white: white, opacity: opacity)
    }
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        name =
            "Color(hue: \(AttributeText.number(hue)), saturation: \(AttributeText.number(saturation)), brightness: "
            + "\(AttributeText.number(brightness)))"
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

extension Color: CustomStringConvertible {
    /// The colour as written: `red`, `Color(red: 1, green: 0.5, blue: 0)`.
    public var description: String { name.hasPrefix(".") ? String(name.dropFirst()) : name }
}
