/// Shared resolution for containers that print as one node with their children below.
@MainActor
enum ContainerNode {
    static func make(
        _ kind: String, content: any View, details: [String] = [], in context: ResolveContext, at path: String,
        environment: EnvironmentValues
    ) -> [RenderedNode] {
        let node = RenderedNode(kind: kind)
        node.details = details
        node.children = context.resolve(content, at: path + "/" + kind, environment: environment)
        return [node]
    }

    /// A stack: alignment and spacing print only when they differ from the defaults.
    static func stack<A: AttributeDescribable & Equatable>(
        _ kind: String, alignment: A, defaultAlignment: A, spacing: CGFloat?, content: any View,
        in context: ResolveContext, at path: String, environment: EnvironmentValues
    ) -> [RenderedNode] {
        let details =
            (alignment == defaultAlignment ? [] : ["alignment:" + alignment.attributeDescription])
            + spacingDetail(spacing)
        return make(kind, content: content, details: details, in: context, at: path, environment: environment)
    }

    nonisolated static func spacingDetail(_ spacing: CGFloat?) -> [String] {
        spacing.map { ["spacing:" + AttributeText.number($0)] } ?? []
    }
}

/// Arranges children vertically.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content)
    {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.stack(
            "VStack", alignment: alignment, defaultAlignment: .center, spacing: spacing, content: content,
            in: context, at: path, environment: environment)
    }
}

/// Arranges children horizontally.
public struct HStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.stack(
            "HStack", alignment: alignment, defaultAlignment: .center, spacing: spacing, content: content,
            in: context, at: path, environment: environment)
    }
}

/// Overlays children, back to front.
public struct ZStack<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let content: Content

    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let details = alignment == .center ? [] : ["alignment:" + alignment.attributeDescription]
        return ContainerNode.make(
            "ZStack", content: content, details: details, in: context, at: path, environment: environment)
    }
}

/// A vertical stack that creates rows lazily in SwiftUI; headless all rows are shown.
public struct LazyVStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.stack(
            "LazyVStack", alignment: alignment, defaultAlignment: .center, spacing: spacing, content: content,
            in: context, at: path, environment: environment)
    }
}

/// A horizontal stack that creates columns lazily in SwiftUI; headless all are shown.
public struct LazyHStack<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.stack(
            "LazyHStack", alignment: alignment, defaultAlignment: .center, spacing: spacing, content: content,
            in: context, at: path, environment: environment)
    }
}

/// Section headers and footers that stay pinned while scrolling.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A macOS split view; headless its panes print one after another.
public struct HSplitView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make("HSplitView", content: content, in: context, at: path, environment: environment)
    }
}

/// A vertical macOS split view.
public struct VSplitView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make("VSplitView", content: content, in: context, at: path, environment: environment)
    }
}
