/// A coordinate space for geometry queries.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

/// The protocol of coordinate spaces usable with `frame(in:)`.
public protocol CoordinateSpaceProtocol {
    var coordinateSpace: CoordinateSpace { get }
}

public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .global }
}

public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
    public var coordinateSpace: CoordinateSpace { .local }
}

public struct NamedCoordinateSpace: CoordinateSpaceProtocol, AttributeDescribable {
    let name: AnyHashable
    public var coordinateSpace: CoordinateSpace { .named(name) }
    var attributeDescription: String { ".named(\(AttributeText.describe(name.base)))" }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
    public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
    public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
    public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable(name))
    }
    /// The nearest scroll view's coordinate space.
    public static var scrollView: NamedCoordinateSpace { NamedCoordinateSpace(name: AnyHashable("scrollView")) }
    public static func scrollView(axis: Axis) -> NamedCoordinateSpace {
        NamedCoordinateSpace(name: AnyHashable("scrollView"))
    }
}
