extension View {
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        attribute("blur", ["radius: " + AttributeText.number(radius)])
    }
    public func brightness(_ amount: Double) -> some View { attribute("brightness", [AttributeText.number(amount)]) }
    public func contrast(_ amount: Double) -> some View { attribute("contrast", [AttributeText.number(amount)]) }
    public func saturation(_ amount: Double) -> some View { attribute("saturation", [AttributeText.number(amount)]) }
    public func grayscale(_ amount: Double) -> some View { attribute("grayscale", [AttributeText.number(amount)]) }
    public func hueRotation(_ angle: Angle) -> some View { attribute("hueRotation", [angle.attributeDescription]) }
    public func colorMultiply(_ color: Color) -> some View { attribute("colorMultiply", [color.name]) }
    public func compositingGroup() -> some View { attribute("compositingGroup") }
    public func drawingGroup(opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear) -> some View {
        attribute("drawingGroup")
    }
    public func blendMode(_ blendMode: BlendMode) -> some View {
        attribute("blendMode", ["." + String(describing: blendMode)])
    }

    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        attribute(
            "scaleEffect",
            [AttributeText.number(scale)] + (anchor == .center ? [] : ["anchor: " + anchor.attributeDescription]))
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View {
        attribute(
            "scaleEffect", ["x: " + AttributeText.number(scale.width), "y: " + AttributeText.number(scale.height)])
    }

    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        attribute("scaleEffect", ["x: " + AttributeText.number(x), "y: " + AttributeText.number(y)])
    }

    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        attribute(
            "rotationEffect",
            [angle.attributeDescription] + (anchor == .center ? [] : ["anchor: " + anchor.attributeDescription]))
    }

    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        attribute(
            "rotation3DEffect",
            [
                angle.attributeDescription,
                "axis: (x: \(AttributeText.number(axis.x)), y: \(AttributeText.number(axis.y)), z: "
                    + "\(AttributeText.number(axis.z)))",
            ])
    }
}

public enum ColorRenderingMode: Sendable, Hashable { case nonLinear, linear, extendedLinear }

public enum BlendMode: Sendable, Hashable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity, sourceAtop, destinationOver, destinationOut
    case plusDarker, plusLighter
}
