/// The main window(s) of an app.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public init<D: Codable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = content(.constant(nil))
    }
    public init<D: Codable & Hashable>(
        _ title: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.content = content(.constant(nil))
    }
    public var body: Never { fatalError("WindowGroup has no body") }
    var contentView: (any View)? { content }
}

/// A single window.
public struct Window<Content: View>: Scene, PrimitiveScene {
    let content: Content
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { fatalError("Window has no body") }
    var contentView: (any View)? { content }
}

/// The settings window (macOS).
public struct Settings<Content: View>: Scene, PrimitiveScene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Settings has no body") }
    var contentView: (any View)? { nil }
}

/// A menu bar extra (macOS).
public struct MenuBarExtra<Content: View>: Scene, PrimitiveScene {
    let content: Content
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { fatalError("MenuBarExtra has no body") }
    var contentView: (any View)? { nil }
}

/// The style types of macOS windows; headless every window looks the same.
public typealias DefaultWindowStyle = WindowStyleKind
public typealias HiddenTitleBarWindowStyle = WindowStyleKind
public typealias TitleBarWindowStyle = WindowStyleKind
public typealias PlainWindowStyle = WindowStyleKind
public typealias DefaultWindowToolbarStyle = WindowToolbarStyleKind
public typealias UnifiedWindowToolbarStyle = WindowToolbarStyleKind
public typealias UnifiedCompactWindowToolbarStyle = WindowToolbarStyleKind
public typealias ExpandedWindowToolbarStyle = WindowToolbarStyleKind

public struct WindowStyleKind: Sendable {
    public init() {}
    public static let automatic = WindowStyleKind()
    public static let hiddenTitleBar = WindowStyleKind()
    public static let titleBar = WindowStyleKind()
    public static let plain = WindowStyleKind()
}

public struct WindowToolbarStyleKind: Sendable {
    public init() {}
    public init(showsTitle: Bool) {}
    public static let automatic = WindowToolbarStyleKind()
    public static let unified = WindowToolbarStyleKind()
    public static let unifiedCompact = WindowToolbarStyleKind()
    public static let expanded = WindowToolbarStyleKind()
    public static func unified(showsTitle: Bool) -> WindowToolbarStyleKind { WindowToolbarStyleKind() }
}

public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability()
    public static let contentSize = WindowResizability()
    public static let contentMinSize = WindowResizability()
}

public struct WindowPlacement: Sendable {
    public init(_ position: UnitPoint? = nil, size: CGSize? = nil) {}
    public init(x: CGFloat? = nil, y: CGFloat? = nil, width: CGFloat? = nil, height: CGFloat? = nil) {}
}
