extension View {
    /// Applies geometry-dependent effects; headless the closure runs with a 390×844 proxy.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect)
        -> some View
    {
        attribute("visualEffect")
    }
}

/// Geometry effects for `visualEffect` and `scrollTransition`.
public protocol VisualEffect: Sendable {}

public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

extension VisualEffect {
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func offset(_ offset: CGSize) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> EmptyVisualEffect {
        EmptyVisualEffect()
    }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func opacity(_ opacity: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func blur(radius: CGFloat, opaque: Bool = false) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func brightness(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func saturation(_ amount: Double) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func hueRotation(_ angle: Angle) -> EmptyVisualEffect { EmptyVisualEffect() }
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat)) -> EmptyVisualEffect {
        EmptyVisualEffect()
    }
}
