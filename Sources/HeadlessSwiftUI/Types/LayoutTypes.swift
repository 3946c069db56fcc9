/// Horizontal alignment of stack children.
public struct HorizontalAlignment: Equatable, Sendable, AttributeDescribable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "listRowSeparatorLeading")
    var attributeDescription: String { name.hasSuffix(".self") ? "HorizontalAlignment(\(name))" : "." + name }
}

/// Vertical alignment of stack children.
public struct VerticalAlignment: Equatable, Sendable, AttributeDescribable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
    var attributeDescription: String { name.hasSuffix(".self") ? "VerticalAlignment(\(name))" : "." + name }
}

/// Two-dimensional alignment.
public struct Alignment: Equatable, Sendable, AttributeDescribable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    let name: String?

    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.name = nil
    }

    private init(_ name: String, _ horizontal: HorizontalAlignment, _ vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
        self.name = name
    }

    public static let center = Alignment("center", .center, .center)
    public static let leading = Alignment("leading", .leading, .center)
    public static let trailing = Alignment("trailing", .trailing, .center)
    public static let top = Alignment("top", .center, .top)
    public static let bottom = Alignment("bottom", .center, .bottom)
    public static let topLeading = Alignment("topLeading", .leading, .top)
    public static let topTrailing = Alignment("topTrailing", .trailing, .top)
    public static let bottomLeading = Alignment("bottomLeading", .leading, .bottom)
    public static let bottomTrailing = Alignment("bottomTrailing", .trailing, .bottom)

    public static func == (lhs: Alignment, rhs: Alignment) -> Bool {
        lhs.horizontal == rhs.horizontal && lhs.vertical == rhs.vertical
    }

    var attributeDescription: String {
        name.map { "." + $0 } ?? "Alignment(\(horizontal.attributeDescription), \(vertical.attributeDescription))"
    }
}

/// Text alignment for multiline text.
public enum TextAlignment: Hashable, Sendable, CaseIterable, AttributeDescribable {
    case leading, center, trailing
    var attributeDescription: String { "." + String(describing: self) }
}

/// An edge of a rectangle.
public enum Edge: Int8, Hashable, Sendable, CaseIterable, AttributeDescribable {
    case top, leading, bottom, trailing

    /// A set of edges, used by `padding`, `ignoresSafeArea` and similar modifiers.
    public struct Set: OptionSet, Hashable, Sendable, AttributeDescribable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { rawValue = 1 << edge.rawValue }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]

        var attributeDescription: String {
            let named: [(Set, String)] = [(.all, "all"), (.horizontal, "horizontal"), (.vertical, "vertical")]
            for (set, name) in named where set == self { return "." + name }
            let parts = Edge.allCases.filter { contains(Set($0)) }.map { "." + String(describing: $0) }
            return parts.count == 1 ? parts[0] : "[" + parts.joined(separator: ", ") + "]"
        }
    }

    var attributeDescription: String { "." + String(describing: self) }
}

/// Horizontal or vertical.
public enum Axis: Int8, Hashable, Sendable, CaseIterable, AttributeDescribable {
    case horizontal, vertical

    public struct Set: OptionSet, Hashable, Sendable, AttributeDescribable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
        var attributeDescription: String {
            switch self {
            case .horizontal: ".horizontal"
            case .vertical: ".vertical"
            default: "[.horizontal, .vertical]"
            }
        }
    }

    var attributeDescription: String { "." + String(describing: self) }
}

/// Insets for each edge.
public struct EdgeInsets: Equatable, Sendable, AttributeDescribable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    var attributeDescription: String {
        "EdgeInsets(top: \(AttributeText.number(top)), leading: \(AttributeText.number(leading)), "
            + "bottom: \(AttributeText.number(bottom)), trailing: \(AttributeText.number(trailing)))"
    }
}

/// A point in a view's unit square, used for anchors.
public struct UnitPoint: Hashable, Sendable, AttributeDescribable {
    public var x: CGFloat
    public var y: CGFloat
    let name: String?
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
        name = nil
    }
    private init(_ name: String, _ x: CGFloat, _ y: CGFloat) {
        self.x = x
        self.y = y
        self.name = name
    }
    public static let zero = UnitPoint("zero", 0, 0)
    public static let center = UnitPoint("center", 0.5, 0.5)
    public static let leading = UnitPoint("leading", 0, 0.5)
    public static let trailing = UnitPoint("trailing", 1, 0.5)
    public static let top = UnitPoint("top", 0.5, 0)
    public static let bottom = UnitPoint("bottom", 0.5, 1)
    public static let topLeading = UnitPoint("topLeading", 0, 0)
    public static let topTrailing = UnitPoint("topTrailing", 1, 0)
    public static let bottomLeading = UnitPoint("bottomLeading", 0, 1)
    public static let bottomTrailing = UnitPoint("bottomTrailing", 1, 1)
    public static func == (lhs: UnitPoint, rhs: UnitPoint) -> Bool { lhs.x == rhs.x && lhs.y == rhs.y }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(x)
        hasher.combine(y)
    }
    var attributeDescription: String {
        name.map { "." + $0 } ?? "UnitPoint(x: \(AttributeText.number(x)), y: \(AttributeText.number(y)))"
    }
}

/// An angle, in degrees or radians.
public struct Angle: Hashable, Comparable, Sendable, AttributeDescribable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { radians = degrees * .pi / 180 }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs = lhs + rhs }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs = lhs - rhs }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs = lhs * rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs = lhs / rhs }
    var attributeDescription: String { ".degrees(\(AttributeText.number((degrees * 1000).rounded() / 1000)))" }
}

/// A size proposal made during layout.
public struct ProposedViewSize: Equatable, Sendable {
    public var width: CGFloat?
    public var height: CGFloat?
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }
    public init(_ size: CGSize) {
        width = size.width
        height = size.height
    }
    public static let zero = ProposedViewSize(width: 0, height: 0)
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// Whether something is shown.
public enum Visibility: Hashable, Sendable, CaseIterable, AttributeDescribable {
    case automatic, visible, hidden
    var attributeDescription: String { "." + String(describing: self) }
}

public enum VerticalEdge: Hashable, Sendable { case top, bottom }
public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

extension VerticalEdge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}
