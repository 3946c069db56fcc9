private func describe(_ value: Any) -> String { AttributeText.describe(value) }

extension View {
    public func padding(_ insets: EdgeInsets) -> some View {
        attribute("padding", [insets.attributeDescription])
    }

    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        var arguments: [String] = []
        if edges != .all { arguments.append(edges.attributeDescription) }
        if let length { arguments.append(AttributeText.number(length)) }
        return attribute("padding", arguments)
    }

    public func padding(_ length: CGFloat) -> some View {
        attribute("padding", [AttributeText.number(length)])
    }

    public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        var arguments: [String] = []
        if edges != .all { arguments.append(edges.attributeDescription) }
        if let length { arguments.append(AttributeText.number(length)) }
        return attribute("safeAreaPadding", arguments)
    }

    public func safeAreaPadding(_ length: CGFloat) -> some View {
        attribute("safeAreaPadding", [AttributeText.number(length)])
    }

    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        var arguments: [String] = []
        if let width { arguments.append("width: " + AttributeText.number(width)) }
        if let height { arguments.append("height: " + AttributeText.number(height)) }
        if alignment != .center { arguments.append("alignment: " + alignment.attributeDescription) }
        return attribute("frame", arguments)
    }

    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        let labelled: [(String, CGFloat?)] = [
            ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
            ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
        ]
        var arguments = labelled.compactMap { label, value in value.map { label + ": " + AttributeText.number($0) } }
        if alignment != .center { arguments.append("alignment: " + alignment.attributeDescription) }
        return attribute("frame", arguments)
    }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        attribute("containerRelativeFrame", [axes.attributeDescription])
    }

    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        attribute(
            "containerRelativeFrame",
            [
                axes.attributeDescription, "count: \(count)", "span: \(span)",
                "spacing: " + AttributeText.number(spacing),
            ])
    }

    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        attribute("containerRelativeFrame", [axes.attributeDescription])
    }

    public func fixedSize() -> some View { attribute("fixedSize") }

    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        attribute("fixedSize", ["horizontal: \(horizontal)", "vertical: \(vertical)"])
    }

    public func layoutPriority(_ value: Double) -> some View {
        attribute("layoutPriority", [AttributeText.number(value)])
    }

    public func offset(_ offset: CGSize) -> some View {
        attribute("offset", ["x: " + AttributeText.number(offset.width), "y: " + AttributeText.number(offset.height)])
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        attribute("offset", ["x: " + AttributeText.number(x), "y: " + AttributeText.number(y)])
    }

    public func position(_ position: CGPoint) -> some View {
        attribute("position", ["x: " + AttributeText.number(position.x), "y: " + AttributeText.number(position.y)])
    }

    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        attribute("position", ["x: " + AttributeText.number(x), "y: " + AttributeText.number(y)])
    }

    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        attribute(
            "aspectRatio",
            (aspectRatio.map { [AttributeText.number($0)] } ?? []) + [
                "contentMode: " + contentMode.attributeDescription
            ])
    }

    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        attribute(
            "aspectRatio",
            [
                "\(AttributeText.number(aspectRatio.width)):\(AttributeText.number(aspectRatio.height))",
                "contentMode: " + contentMode.attributeDescription,
            ])
    }

    public func scaledToFit() -> some View { attribute("scaledToFit") }
    public func scaledToFill() -> some View { attribute("scaledToFill") }

    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View {
        var arguments: [String] = []
        if regions != .all { arguments.append(regions.attributeDescription) }
        if edges != .all { arguments.append("edges: " + edges.attributeDescription) }
        return attribute("ignoresSafeArea", arguments)
    }

    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
        attribute("edgesIgnoringSafeArea", [edges.attributeDescription])
    }

    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        AccessoryModifier.wrap(
            self, kind: "SafeAreaInset", details: ["edge:." + String(describing: edge)], content: content())
    }

    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        AccessoryModifier.wrap(
            self, kind: "SafeAreaInset", details: ["edge:." + String(describing: edge)], content: content())
    }

    public func zIndex(_ value: Double) -> some View { attribute("zIndex", [AttributeText.number(value)]) }

    public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
        attribute("coordinateSpace", [name.attributeDescription])
    }

    public func coordinateSpace<T: Hashable>(name: T) -> some View {
        attribute("coordinateSpace", ["name: " + describe(name)])
    }

    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        var arguments: [String] = []
        if edges != .all { arguments.append(edges.attributeDescription) }
        arguments.append(length.map(AttributeText.number) ?? "nil")
        if placement != .automatic { arguments.append("for: " + placement.attributeDescription) }
        return attribute("contentMargins", arguments)
    }

    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        attribute(
            "contentMargins",
            [AttributeText.number(length)] + (placement == .automatic ? [] : ["for: " + placement.attributeDescription])
        )
    }

    public func alignmentGuide(_ g: HorizontalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat)
        -> some View
    {
        attribute("alignmentGuide", [g.attributeDescription])
    }

    public func alignmentGuide(_ g: VerticalAlignment, computeValue: @escaping (ViewDimensions) -> CGFloat) -> some View
    {
        attribute("alignmentGuide", [g.attributeDescription])
    }
}

/// A view's size during layout, for `alignmentGuide`.
public struct ViewDimensions {
    public var width: CGFloat { 0 }
    public var height: CGFloat { 0 }
    public subscript(guide: HorizontalAlignment) -> CGFloat { 0 }
    public subscript(guide: VerticalAlignment) -> CGFloat { 0 }
}

/// Fit or fill.
public enum ContentMode: Hashable, Sendable, CaseIterable, AttributeDescribable {
    case fit, fill
    var attributeDescription: String { "." + String(describing: self) }
}

/// Safe-area regions.
public struct SafeAreaRegions: OptionSet, Sendable, AttributeDescribable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
    var attributeDescription: String { self == .keyboard ? ".keyboard" : self == .container ? ".container" : ".all" }
}

/// Where content margins apply.
public struct ContentMarginPlacement: Hashable, Sendable, AttributeDescribable {
    let name: String
    public static let automatic = ContentMarginPlacement(name: "automatic")
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
    var attributeDescription: String { "." + name }
}

extension View {
    /// Runs `action` with the value computed from a 390×844 proxy when the view appears.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: transform(GeometryProxy()), initial: true, action: { _, new in action(new) }))
    }

    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: transform(GeometryProxy()), initial: true, action: action))
    }
}
