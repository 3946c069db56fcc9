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
        let details = (alignment == defaultAlignment ? [] : ["alignment:" + alignment.attributeDescription])
            + spacingDetail(spacing)
        return make(kind, content: content, details: details, in: context, at: path, environment: environment)
    }

    static func spacingDetail(_ spacing: CGFloat?) -> [String] {
        spacing.map { ["spacing:" + AttributeText.number($0)] } ?? []
    }
}

/// Arranges children vertically.
public struct VStack<Content: View>: View, PrimitiveView {
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
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
        return ContainerNode.make("ZStack", content: content, details: details, in: context, at: path, environment: environment)
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

/// A grid column description for lazy grids.
public struct GridItem: Sendable {
    public enum Size: Sendable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// A grid of rows with the given columns.
public struct LazyVGrid<Content: View>: View, PrimitiveView {
    let columns: [GridItem]
    let content: Content

    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make("LazyVGrid", content: content, details: ["columns:\(columns.count)"], in: context, at: path, environment: environment)
    }
}

/// A grid of columns with the given rows.
public struct LazyHGrid<Content: View>: View, PrimitiveView {
    let rows: [GridItem]
    let content: Content

    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make("LazyHGrid", content: content, details: ["rows:\(rows.count)"], in: context, at: path, environment: environment)
    }
}

/// Section headers and footers that stay pinned while scrolling.
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A scrollable region.
public struct ScrollView<Content: View>: View, PrimitiveView {
    let axes: Axis.Set
    let content: Content

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let details = axes == .vertical ? [] : ["axes:" + axes.attributeDescription]
        return ContainerNode.make("ScrollView", content: content, details: details, in: context, at: path, environment: environment)
    }
}

/// Gives its content a proxy that can scroll to a view by id (a no-op headless).
public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    let content: (ScrollViewProxy) -> Content

    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        context.resolve(content(ScrollViewProxy()), at: path + "/reader", environment: environment)
    }
}

/// Scrolls a `ScrollViewReader`'s content.
public struct ScrollViewProxy {
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Flexible space along the stack's axis.
public struct Spacer: View, PrimitiveView {
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "Spacer")
        if let minLength { node.details.append("minLength:" + AttributeText.number(minLength)) }
        return [node]
    }
}

/// A thin separating line.
public struct Divider: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        [RenderedNode(kind: "Divider")]
    }
}

/// Shows the first child that fits; headless the first one always fits.
public struct ViewThatFits<Content: View>: View, PrimitiveView {
    let content: Content
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let nodes = context.resolve(content, at: path + "/fits", environment: environment)
        return Array(nodes.prefix(1))
    }
}

/// Gives its content the size of a 390×844 point screen.
public struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) { self.content = content }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make("GeometryReader", content: content(GeometryProxy()), in: context, at: path, environment: environment)
    }
}

/// Size and frame information; headless a fixed 390×844 screen.
public struct GeometryProxy {
    public var size: CGSize { CGSize(width: 390, height: 844) }
    public var safeAreaInsets: EdgeInsets { EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0) }
    public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect { CGRect(origin: .zero, size: size) }
    public func bounds(of coordinateSpace: NamedCoordinateSpace) -> CGRect? { CGRect(origin: .zero, size: size) }
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
