/// The preferred space around a view.
public struct ViewSpacing: Sendable {
    public static let zero = ViewSpacing()
    public init() {}
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat { 8 }
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {}
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing { self }
}

/// What a layout tells its container about itself.
public struct LayoutProperties: Sendable {
    public var stackOrientation: Axis?
    public init() {}
}

/// A value a view hands to the custom layout that places it (`.layoutValue(key:value:)`).
public protocol LayoutValueKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// One child as a custom layout sees it. Layout is not simulated: every child measures as the
/// proposal with unspecified dimensions replaced by 10 points, and placing it changes nothing.
public struct LayoutSubview: Equatable {
    let index: Int
    public var priority: Double { 0 }
    public var spacing: ViewSpacing { ViewSpacing() }
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions { ViewDimensions() }
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {}
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value { K.defaultValue }
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.index == rhs.index }
}

/// The children of a custom layout.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let subviews: [LayoutSubview]
    public var startIndex: Int { subviews.startIndex }
    public var endIndex: Int { subviews.endIndex }
    public subscript(index: Int) -> LayoutSubview { subviews[index] }
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// A container that sizes and places its children itself. Headless, a layout prints as one node
/// (`VStackLayout` as `VStack`, a custom layout named after its type) with its children below;
/// its `sizeThatFits` and `placeSubviews` are not called, as layout is not simulated.
public protocol Layout: Animatable {
    associatedtype Cache = Void
    typealias Subviews = LayoutSubviews
    static var layoutProperties: LayoutProperties { get }
    func makeCache(subviews: Self.Subviews) -> Self.Cache
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat?
}

extension Layout where Cache == () {
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}

extension Layout where AnimatableData == EmptyAnimatableData {
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

extension Layout {
    public static var layoutProperties: LayoutProperties { LayoutProperties() }
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {
        cache = makeCache(subviews: subviews)
    }
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing { ViewSpacing() }
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews,
        cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// Lays out `content` with this layout.
    @MainActor public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        LayoutContainer(layout: self, content: content())
    }
}

extension View {
    /// Hands `value` to the custom layout that places this view, under `key`.
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        attribute("layoutValue", ["key: \(String(describing: key)).self", AttributeText.describe(value)])
    }
}

/// How a built-in layout prints: the stack it stands for, with its non-default details.
protocol BuiltInLayout {
    var kind: String { get }
    var details: [String] { get }
}

/// A layout applied to content.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
    let layout: L
    let content: Content
    var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let shown = (layout as? AnyLayout)?.base ?? layout
        let node: RenderedNode
        if let builtIn = shown as? any BuiltInLayout {
            node = RenderedNode(kind: builtIn.kind)
            node.details = builtIn.details
        } else {
            node = RenderedNode(kind: TypeNames.name(of: type(of: shown)))
        }
        // An `AnyLayout` keeps its children's identity when the layout it wraps changes, as in SwiftUI.
        let segment = layout is AnyLayout ? "/layout" : "/" + node.kind
        node.children = context.resolve(content, at: path + segment, environment: environment)
        return [node]
    }
}

/// A layout whose concrete type can change without resetting the state of the views it places.
public struct AnyLayout: Layout {
    let base: any Layout
    public init<L: Layout>(_ layout: L) { base = (layout as? AnyLayout)?.base ?? layout }

    public struct Cache {
        var base: Any
    }

    public func makeCache(subviews: Subviews) -> Cache { Cache(base: Self.makeCache(of: base, subviews)) }
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        Self.size(of: base, proposal, subviews, &cache.base)
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        Self.place(base, bounds, proposal, subviews, &cache.base)
    }

    private static func makeCache<L: Layout>(of layout: L, _ subviews: Subviews) -> Any {
        layout.makeCache(subviews: subviews)
    }
    private static func size<L: Layout>(
        of layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any
    ) -> CGSize {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }
    private static func place<L: Layout>(
        _ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any
    ) {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
    }
}

/// The layout of a `VStack`, for `AnyLayout` and custom containers.
public struct VStackLayout: Layout, BuiltInLayout, Sendable {
    public var alignment: HorizontalAlignment
    public var spacing: CGFloat?
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    var kind: String { "VStack" }
    var details: [String] {
        (alignment == .center ? [] : ["alignment:" + alignment.attributeDescription])
            + ContainerNode.spacingDetail(spacing)
    }
}

/// The layout of an `HStack`.
public struct HStackLayout: Layout, BuiltInLayout, Sendable {
    public var alignment: VerticalAlignment
    public var spacing: CGFloat?
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    var kind: String { "HStack" }
    var details: [String] {
        (alignment == .center ? [] : ["alignment:" + alignment.attributeDescription])
            + ContainerNode.spacingDetail(spacing)
    }
}

/// The layout of a `ZStack`.
public struct ZStackLayout: Layout, BuiltInLayout, Sendable {
    public var alignment: Alignment
    public init(alignment: Alignment = .center) { self.alignment = alignment }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    var kind: String { "ZStack" }
    var details: [String] { alignment == .center ? [] : ["alignment:" + alignment.attributeDescription] }
}

/// The layout of a `Grid`.
public struct GridLayout: Layout, BuiltInLayout, Sendable {
    public var alignment: Alignment
    public var horizontalSpacing: CGFloat?
    public var verticalSpacing: CGFloat?
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
    var kind: String { "Grid" }
    var details: [String] {
        var details = alignment == .center ? [] : ["alignment:" + alignment.attributeDescription]
        if let horizontalSpacing { details.append("horizontalSpacing:" + AttributeText.number(horizontalSpacing)) }
        if let verticalSpacing { details.append("verticalSpacing:" + AttributeText.number(verticalSpacing)) }
        return details
    }
}
