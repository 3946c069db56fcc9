extension View {
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        attribute("scrollDismissesKeyboard", ["." + mode.name])
    }
}

public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

extension View {
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        attribute("scrollContentBackground", [visibility.attributeDescription])
    }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal])
        -> some View
    {
        attribute("scrollIndicators", [visibility.name])
    }
    public func scrollDisabled(_ disabled: Bool) -> some View { attribute("scrollDisabled", disabled ? [] : ["false"]) }
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { attribute("scrollClipDisabled") }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { attribute("scrollTargetLayout") }
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        attribute("scrollPosition")
    }
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        attribute("scrollPosition")
    }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        attribute("scrollBounceBehavior")
    }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        attribute("defaultScrollAnchor", [anchor?.attributeDescription ?? "nil"])
    }
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        attribute("onScrollGeometryChange")
    }
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        attribute("onScrollPhaseChange")
    }
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        attribute("onScrollVisibilityChange")
    }
}

public struct ScrollIndicatorVisibility: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: ".automatic")
    public static let visible = ScrollIndicatorVisibility(name: ".visible")
    public static let hidden = ScrollIndicatorVisibility(name: ".hidden")
    public static let never = ScrollIndicatorVisibility(name: ".never")
}

public struct ScrollBounceBehavior: Sendable, Hashable {
    public static let automatic = ScrollBounceBehavior()
    public static let always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

/// A scroll position bound with `.scrollPosition(_:)`.
public struct ScrollPosition: Equatable {
    public private(set) var viewID: AnyHashable?
    public var edge: Edge?
    public init(idType: (some Hashable).Type = Never.self) {}
    public init(edge: Edge) { self.edge = edge }
    public mutating func scrollTo(edge: Edge) { self.edge = edge }
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
    public mutating func scrollTo(x: CGFloat = 0, y: CGFloat = 0) {}
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        lhs.viewID == rhs.viewID && lhs.edge == rhs.edge
    }
}

/// The geometry of a scroll view.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize = .zero
    public var contentInsets: EdgeInsets = EdgeInsets()
    public var containerSize: CGSize = CGSize(width: 390, height: 844)
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

/// What a scroll view is doing.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}
