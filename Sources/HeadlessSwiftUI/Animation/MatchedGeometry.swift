private func describe(_ value: Any) -> String { AttributeText.describe(value) }

extension View {
    public func matchedGeometryEffect<ID: Hashable>(
        id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame,
        anchor: UnitPoint = .center, isSource: Bool = true
    ) -> some View {
        attribute("matchedGeometryEffect", ["id: " + describe(id)])
    }
    public func matchedTransitionSource<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        attribute("matchedTransitionSource", ["id: " + describe(id)])
    }
    public func navigationTransition(_ style: NavigationTransitionStyle) -> some View {
        attribute("navigationTransition", [style.name])
    }
    public func geometryGroup() -> some View { attribute("geometryGroup") }
}

public struct MatchedGeometryProperties: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

public struct NavigationTransitionStyle: Sendable {
    let name: String
    public static let automatic = NavigationTransitionStyle(name: ".automatic")
    public static func zoom<ID: Hashable>(sourceID: ID, in namespace: Namespace.ID) -> NavigationTransitionStyle {
        NavigationTransitionStyle(name: ".zoom")
    }
}
