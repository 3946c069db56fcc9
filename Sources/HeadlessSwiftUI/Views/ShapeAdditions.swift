import Foundation

/// An affine transform of the plane, as Core Graphics defines it: a point (x, y) maps to
/// (a·x + c·y + tx, b·x + d·y + ty).
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    public init() { self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0) }
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }
    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public static let identity = CGAffineTransform()
    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d, c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }
}

extension CGPoint {
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGRect {
    /// The smallest rectangle holding the transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        guard !isNull else { return self }
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

extension Path {
    /// The path moved, scaled or rotated by `transform`.
    public func applying(_ transform: CGAffineTransform) -> Path {
        var moved = self
        moved.bounds = bounds.applying(transform)
        return moved
    }
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// A rounded corner between the current point, `tangent1End` and `tangent2End`.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        for point in [tangent1End, tangent2End] {
            bounds = bounds.union(CGRect(origin: point.applying(transform), size: .zero))
        }
    }
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity
    ) {
        addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: false,
            transform: transform)
    }
    public var currentPoint: CGPoint? { bounds.isNull ? nil : CGPoint(x: bounds.maxX, y: bounds.maxY) }
}

extension ShapeView {
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView<S> {
        ShapeView(
            shape: shape,
            styles: styles + [
                AttributeText.modifier(
                    "stroke", lineWidth == 1 ? [] : ["lineWidth: " + AttributeText.number(lineWidth)])
            ])
    }
    public func stroke(style: StrokeStyle) -> ShapeView<S> {
        ShapeView(
            shape: shape,
            styles: styles + [AttributeText.modifier("stroke", ["lineWidth: " + AttributeText.number(style.lineWidth)])]
        )
    }
    public func stroke<T: ShapeStyle>(_ content: T, style: StrokeStyle) -> ShapeView<S> {
        ShapeView(
            shape: shape,
            styles: styles + [
                AttributeText.modifier(
                    "stroke", [AttributeText.describe(content), "lineWidth: " + AttributeText.number(style.lineWidth)])
            ])
    }
}

/// A type-erased shape; it prints as the shape it wraps.
public struct AnyShape: Shape, NamedShape, @unchecked Sendable {
    let base: any Shape
    let kind: String
    let details: [String]
    let argument: String

    public init<S: Shape>(_ shape: S) {
        base = shape
        kind = ShapeNames.kind(of: shape)
        details = ShapeNames.details(of: shape)
        argument = ShapeNames.describe(shape)
    }
    public nonisolated var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    nonisolated var shapeKind: String { kind }
    nonisolated var shapeDetails: [String] { details }
    nonisolated var shapeArgument: String { "AnyShape(\(argument))" }
}

/// The shape of the container the view is in (a widget's rounded corners); a rectangle elsewhere.
public struct ContainerRelativeShape: InsettableShape, NamedShape {
    public nonisolated init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape { self }
    nonisolated var shapeKind: String { "ContainerRelativeShape" }
    nonisolated var shapeDetails: [String] { [] }
    nonisolated var shapeArgument: String { "ContainerRelativeShape()" }
}

extension Shape where Self == ContainerRelativeShape {
    public static var containerRelative: ContainerRelativeShape { ContainerRelativeShape() }
}
