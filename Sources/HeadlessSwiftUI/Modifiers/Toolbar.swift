/// Toolbar content is ordinary view content here; these names keep SwiftUI's spelling.
public typealias ToolbarContent = View
public typealias ToolbarContentBuilder = ViewBuilder
public typealias CustomizableToolbarContent = View

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable, AttributeDescribable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "navigationBarLeading")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "navigationBarTrailing")
    var attributeDescription: String { "." + name }
}

/// One item of a toolbar.
public struct ToolbarItem<ID, Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "ToolbarItem")
        if placement != .automatic { node.details.append("placement:" + placement.attributeDescription) }
        node.children = context.resolve(content, at: path + "/item", environment: environment)
        return [node]
    }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items sharing a placement.
public struct ToolbarItemGroup<Content: View>: View, PrimitiveView {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "ToolbarItemGroup")
        if placement != .automatic { node.details.append("placement:" + placement.attributeDescription) }
        node.children = context.resolve(content, at: path + "/group", environment: environment)
        return [node]
    }
}

/// Space between toolbar items.
public struct ToolbarSpacer: View, PrimitiveView {
    public init(_ sizing: SpacerSizing = .flexible, placement: ToolbarItemPlacement = .automatic) {}
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        [RenderedNode(kind: "ToolbarSpacer")]
    }
}

/// Fixed or flexible toolbar spacing.
public enum SpacerSizing: Sendable, Hashable { case fixed, flexible }

/// The bars a toolbar modifier can target.
public struct ToolbarPlacement: Hashable, Sendable, AttributeDescribable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let windowToolbar = ToolbarPlacement(name: "windowToolbar")
    var attributeDescription: String { "." + name }
}

struct ToolbarModifier: ViewModifier, PrimitiveModifier {
    let content: any View

    func apply(to view: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let nodes = context.resolve(view, at: path, environment: environment)
        let toolbar = RenderedNode(kind: "Toolbar")
        toolbar.children = context.resolve(content, at: path + "|toolbar", environment: environment)
        guard !toolbar.children.isEmpty else { return nodes }
        return context.attach([toolbar], to: nodes)
    }
}

extension View {
    /// Toolbar items; they print as a `Toolbar` node under the view and can be tapped.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(content: content()))
    }

    public func toolbar<Content: View>(id: String, @ViewBuilder content: () -> Content) -> some View {
        modifier(ToolbarModifier(content: content()))
    }

    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        attribute("toolbar", [visibility.attributeDescription] + bars.map(\.attributeDescription))
    }

    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View {
        attribute(
            "toolbarColorScheme",
            [colorScheme.map(AttributeText.describe) ?? "nil"] + bars.map(\.attributeDescription))
    }
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        attribute("toolbarBackground", [visibility.attributeDescription] + bars.map(\.attributeDescription))
    }

    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View {
        attribute("toolbarBackground", [AttributeText.describe(style)] + bars.map(\.attributeDescription))
    }

    public func toolbarRole(_ role: ToolbarRole) -> some View { attribute("toolbarRole", ["." + role.name]) }

    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        attribute("toolbarTitleDisplayMode", ["." + mode.name])
    }
}

public struct ToolbarRole: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

public struct ToolbarTitleDisplayMode: Sendable, Hashable {
    let name: String
    public static let automatic = ToolbarTitleDisplayMode(name: "automatic")
    public static let large = ToolbarTitleDisplayMode(name: "large")
    public static let inline = ToolbarTitleDisplayMode(name: "inline")
    public static let inlineLarge = ToolbarTitleDisplayMode(name: "inlineLarge")
}

extension View {
    public func statusBarHidden(_ hidden: Bool = true) -> some View { attribute("statusBarHidden") }
    public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
        attribute("persistentSystemOverlays", [visibility.attributeDescription])
    }
}
