private func describe(_ value: Any) -> String { AttributeText.describe(value) }

extension View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        attribute("foregroundStyle", [describe(style)])
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        attribute("foregroundStyle", [describe(primary), describe(secondary)])
    }

    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
        _ primary: S1, _ secondary: S2, _ tertiary: S3
    ) -> some View {
        attribute("foregroundStyle", [describe(primary), describe(secondary), describe(tertiary)])
    }

    public func foregroundColor(_ color: Color?) -> some View {
        attribute("foregroundColor", [describe(color as Any)])
    }

    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { attribute("tint", [describe(tint as Any)]) }
    public func tint(_ tint: Color?) -> some View { attribute("tint", [describe(tint as Any)]) }
    public func accentColor(_ accentColor: Color?) -> some View {
        attribute("accentColor", [describe(accentColor as Any)])
    }

    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute("background", [describe(style)])
    }

    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { attribute("background") }

    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        attribute("background", [describe(style), "in: " + ShapeNames.describe(shape)])
    }

    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        attribute("background", ["in: " + ShapeNames.describe(shape)])
    }

    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        AccessoryModifier.wrap(self, kind: "Background", content: content())
    }

    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        AccessoryModifier.wrap(self, kind: "Background", content: background)
    }

    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        AccessoryModifier.wrap(self, kind: "Overlay", content: content())
    }

    @_disfavoredOverload
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        AccessoryModifier.wrap(self, kind: "Overlay", content: overlay)
    }

    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        attribute("overlay", [describe(style)])
    }

    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        attribute("overlay", [describe(style), "in: " + ShapeNames.describe(shape)])
    }

    public func opacity(_ opacity: Double) -> some View { attribute("opacity", [AttributeText.number(opacity)]) }

    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        attribute("cornerRadius", [AttributeText.number(radius)])
    }

    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        attribute("clipShape", [ShapeNames.describe(shape)])
    }

    public func clipped(antialiased: Bool = false) -> some View { attribute("clipped") }

    public func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        attribute("mask")
    }

    public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        attribute("contentShape", [ShapeNames.describe(shape)])
    }

    public func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View {
        attribute("contentShape", [ShapeNames.describe(shape)])
    }

    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        attribute("border", [describe(content)] + (width == 1 ? [] : ["width: " + AttributeText.number(width)]))
    }

    public func shadow(
        color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0
    ) -> some View {
        var arguments: [String] = []
        if color != Color(.sRGBLinear, white: 0, opacity: 0.33) { arguments.append("color: " + color.name) }
        arguments.append("radius: " + AttributeText.number(radius))
        if x != 0 { arguments.append("x: " + AttributeText.number(x)) }
        if y != 0 { arguments.append("y: " + AttributeText.number(y)) }
        return attribute("shadow", arguments)
    }
}

/// Content shape kinds for `contentShape(_:_:)`.
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1)
    public static let dragPreview = ContentShapeKinds(rawValue: 2)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 4)
    public static let hoverEffect = ContentShapeKinds(rawValue: 8)
    public static let accessibility = ContentShapeKinds(rawValue: 16)
}
