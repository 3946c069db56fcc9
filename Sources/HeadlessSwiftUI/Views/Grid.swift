/// A two-dimensional grid: each `GridRow` is a row, each of its children a cell; any other child
/// spans the whole width.
public struct Grid<Content: View>: View, PrimitiveView {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let details =
            GridLayout(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing)
            .details
        return ContainerNode.make(
            "Grid", content: content, details: details, in: context, at: path, environment: environment)
    }
}

/// One row of a `Grid`.
public struct GridRow<Content: View>: View, PrimitiveView {
    let alignment: VerticalAlignment?
    let content: Content

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let details = alignment.map { ["alignment:" + $0.attributeDescription] } ?? []
        return ContainerNode.make(
            "GridRow", content: content, details: details, in: context, at: path, environment: environment)
    }
}

extension View {
    /// How many grid columns the cell spans.
    public func gridCellColumns(_ count: Int) -> some View { attribute("gridCellColumns", ["\(count)"]) }
    /// The alignment of every cell in this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        attribute("gridColumnAlignment", [guide.attributeDescription])
    }
    /// Where the cell's content sits inside the cell.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        attribute("gridCellAnchor", [AttributeText.describe(anchor)])
    }
    /// Axes along which the cell takes no space of its own (a divider across the grid).
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        attribute("gridCellUnsizedAxes", [AttributeText.describe(axes)])
    }
}
