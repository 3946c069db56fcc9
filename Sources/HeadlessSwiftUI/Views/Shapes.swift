/// A 2D outline. Shapes are views: they print as their type name with the styles applied.
public protocol Shape: View, Animatable {
    func path(in rect: CGRect) -> Path
    nonisolated static var role: ShapeRole { get }
}

extension Shape {
    public nonisolated static var role: ShapeRole { .fill }
}

extension Shape where Body == ShapeView<Self> {
    public var body: ShapeView<Self> { ShapeView(shape: self, styles: []) }
}

/// A shape that can be inset, for `strokeBorder`.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

public enum ShapeRole: Hashable, Sendable { case fill, stroke, separator }

/// A shape drawn with fills and strokes, printed as one node.
public struct ShapeView<S: Shape>: View, PrimitiveView {
    let shape: S
    let styles: [String]

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: ShapeNames.kind(of: shape), content: nil, label: "")
        node.details = ShapeNames.details(of: shape)
        node.modifiers = styles
        return [node]
    }
}

/// How shapes are named in renderings.
enum ShapeNames {
    static func kind(of shape: some Shape) -> String {
        if let described = shape as? any NamedShape { return described.shapeKind }
        return String(describing: type(of: shape))
    }

    static func details(of shape: some Shape) -> [String] {
        (shape as? any NamedShape)?.shapeDetails ?? []
    }

    static func describe(_ shape: some Shape) -> String {
        if let described = shape as? any NamedShape { return described.shapeArgument }
        return String(describing: type(of: shape)) + "()"
    }
}

protocol NamedShape {
    nonisolated var shapeKind: String { get }
    nonisolated var shapeDetails: [String] { get }
    nonisolated var shapeArgument: String { get }
}

/// Fill rules for shapes.
public struct FillStyle: Equatable, Sendable {
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// Stroke width, caps and dashes.
public struct StrokeStyle: Equatable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

public enum CGLineCap: Int32, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> ShapeView<Self> {
        ShapeView(shape: self, styles: [AttributeText.modifier("fill", [AttributeText.describe(content)])])
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView<Self> {
        let arguments =
            [AttributeText.describe(content)]
            + (lineWidth == 1 ? [] : ["lineWidth: " + AttributeText.number(lineWidth)])
        return ShapeView(shape: self, styles: [AttributeText.modifier("stroke", arguments)])
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(
            shape: self,
            styles: [
                AttributeText.modifier(
                    "stroke", [AttributeText.describe(content), "lineWidth: " + AttributeText.number(style.lineWidth)])
            ])
    }

    public func stroke(lineWidth: CGFloat = 1) -> ShapeView<Self> {
        ShapeView(
            shape: self,
            styles: [
                AttributeText.modifier(
                    "stroke", lineWidth == 1 ? [] : ["lineWidth: " + AttributeText.number(lineWidth)])
            ])
    }

    public func stroke(style: StrokeStyle) -> ShapeView<Self> {
        ShapeView(
            shape: self,
            styles: [AttributeText.modifier("stroke", ["lineWidth: " + AttributeText.number(style.lineWidth)])])
    }

    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> TrimmedShape<Self> {
        TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> Self { self }
    public func offset(_ offset: CGSize) -> Self { self }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> Self { self }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> Self { self }
}

extension InsettableShape {
    public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> ShapeView<Self> {
        let arguments =
            [AttributeText.describe(content)]
            + (lineWidth == 1 ? [] : ["lineWidth: " + AttributeText.number(lineWidth)])
        return ShapeView(shape: self, styles: [AttributeText.modifier("strokeBorder", arguments)])
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true)
        -> ShapeView<Self>
    {
        ShapeView(
            shape: self,
            styles: [
                AttributeText.modifier(
                    "strokeBorder",
                    [AttributeText.describe(content), "lineWidth: " + AttributeText.number(style.lineWidth)])
            ])
    }

    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView<Self> {
        ShapeView(
            shape: self,
            styles: [AttributeText.modifier("strokeBorder", ["lineWidth: " + AttributeText.number(lineWidth)])])
    }
}

extension ShapeView {
    public func fill<T: ShapeStyle>(_ content: T = .foreground, style: FillStyle = FillStyle()) -> ShapeView<S> {
        ShapeView(shape: shape, styles: styles + [AttributeText.modifier("fill", [AttributeText.describe(content)])])
    }

    public func stroke<T: ShapeStyle>(_ content: T, lineWidth: CGFloat = 1) -> ShapeView<S> {
        ShapeView(
            shape: shape,
            styles: styles + [
                AttributeText.modifier(
                    "stroke",
                    [AttributeText.describe(content)]
                        + (lineWidth == 1 ? [] : ["lineWidth: " + AttributeText.number(lineWidth)]))
            ])
    }
}

/// Part of a shape's outline.
public struct TrimmedShape<Base: Shape>: Shape, NamedShape {
    let base: Base
    let from: CGFloat
    let to: CGFloat
    public nonisolated var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    nonisolated var shapeKind: String { String(describing: Base.self) }
    nonisolated var shapeDetails: [String] { ["trim:\(AttributeText.number(from))...\(AttributeText.number(to))"] }
    nonisolated var shapeArgument: String { String(describing: Base.self) + "().trim" }
}

public struct Rectangle: InsettableShape, NamedShape {
    public nonisolated init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> Rectangle { self }
    nonisolated var shapeKind: String { "Rectangle" }
    nonisolated var shapeDetails: [String] { [] }
    nonisolated var shapeArgument: String { ".rect" }
}

public struct RoundedRectangle: InsettableShape, NamedShape {
    public var cornerSize: CGSize
    public var style: RoundedCornerStyle
    public nonisolated init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    public nonisolated init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerSize.width) }
    public func inset(by amount: CGFloat) -> RoundedRectangle { self }
    nonisolated var shapeKind: String { "RoundedRectangle" }
    nonisolated var shapeDetails: [String] { ["cornerRadius:" + AttributeText.number(cornerSize.width)] }
    nonisolated var shapeArgument: String { ".rect(cornerRadius: \(AttributeText.number(cornerSize.width)))" }
}

public struct UnevenRoundedRectangle: InsettableShape, NamedShape {
    public nonisolated init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> UnevenRoundedRectangle { self }
    nonisolated var shapeKind: String { "UnevenRoundedRectangle" }
    nonisolated var shapeDetails: [String] { [] }
    nonisolated var shapeArgument: String { "UnevenRoundedRectangle()" }
}

public struct ConcentricRectangle: InsettableShape, NamedShape {
    public nonisolated init() {}
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> ConcentricRectangle { self }
    nonisolated var shapeKind: String { "ConcentricRectangle" }
    nonisolated var shapeDetails: [String] { [] }
    nonisolated var shapeArgument: String { "ConcentricRectangle()" }
}

public struct Circle: InsettableShape, NamedShape {
    public nonisolated init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Circle { self }
    nonisolated var shapeKind: String { "Circle" }
    nonisolated var shapeDetails: [String] { [] }
    nonisolated var shapeArgument: String { ".circle" }
}

public struct Ellipse: InsettableShape, NamedShape {
    public nonisolated init() {}
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> Ellipse { self }
    nonisolated var shapeKind: String { "Ellipse" }
    nonisolated var shapeDetails: [String] { [] }
    nonisolated var shapeArgument: String { ".ellipse" }
}

public struct Capsule: InsettableShape, NamedShape {
    public var style: RoundedCornerStyle
    public nonisolated init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: rect.height / 2) }
    public func inset(by amount: CGFloat) -> Capsule { self }
    nonisolated var shapeKind: String { "Capsule" }
    nonisolated var shapeDetails: [String] { [] }
    nonisolated var shapeArgument: String { ".capsule" }
}

public enum RoundedCornerStyle: Hashable, Sendable { case circular, continuous }

extension Shape where Self == Rectangle {
    public static var rect: Rectangle { Rectangle() }
}
extension Shape where Self == RoundedRectangle {
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}
extension Shape where Self == UnevenRoundedRectangle {
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
extension Shape where Self == Circle {
    public static var circle: Circle { Circle() }
}
extension Shape where Self == Capsule {
    public static var capsule: Capsule { Capsule() }
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}
extension Shape where Self == Ellipse {
    public static var ellipse: Ellipse { Ellipse() }
}

/// An outline built from lines and curves. Headless, only its bounding box is tracked.
public struct Path: Equatable, Sendable {
    var bounds: CGRect = .null

    public init() {}
    public init(_ rect: CGRect) { bounds = rect }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        bounds = rect
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { bounds = rect }
    public init(ellipseIn rect: CGRect) { bounds = rect }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public var boundingRect: CGRect { bounds.isNull ? .zero : bounds }
    public var isEmpty: Bool { bounds.isNull }

    private mutating func include(_ point: CGPoint) {
        bounds = bounds.union(CGRect(origin: point, size: .zero))
    }

    public mutating func move(to end: CGPoint) { include(end) }
    public mutating func addLine(to end: CGPoint) { include(end) }
    public mutating func addLines(_ lines: [CGPoint]) { lines.forEach { include($0) } }
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) { include(end) }
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) { include(end) }
    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        bounds = bounds.union(rect)
    }
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        bounds = bounds.union(rect)
    }
    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        bounds = bounds.union(rect)
    }
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        bounds = bounds.union(CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2))
    }
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        bounds = bounds.union(path.bounds)
    }
    public mutating func closeSubpath() {}
}

extension Path: Shape, NamedShape {
    public func path(in rect: CGRect) -> Path { self }
    nonisolated var shapeKind: String { "Path" }
    nonisolated var shapeDetails: [String] { [] }
    nonisolated var shapeArgument: String { "Path()" }
}
