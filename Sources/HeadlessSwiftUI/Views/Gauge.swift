/// A view that shows a value within a range. It prints the value, the bounds when they are not
/// `0...1`, and what its current-value, minimum and maximum labels read.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View,
    PrimitiveView
{
    let label: Label
    let value: Double
    let bounds: ClosedRange<Double>
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.label = label()
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.markedValueLabels = markedValueLabels()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "Gauge", content: text.isEmpty ? nil : text, label: text)
        node.details.append("value:" + AttributeText.number(value))
        if bounds != 0...1 {
            node.details.append(
                "bounds:" + AttributeText.number(bounds.lowerBound) + "..." + AttributeText.number(bounds.upperBound))
        }
        let labels: [(String, any View)] = [
            ("current", currentValueLabel), ("minimum", minimumValueLabel), ("maximum", maximumValueLabel),
        ]
        for (name, view) in labels {
            let line = context.resolve(view, at: path + "/" + name, environment: environment).readableLine
            if !line.isEmpty { node.details.append(name + ":" + TreeFormatter.quote(line)) }
        }
        return [node]
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: minimumValueLabel, maximumValueLabel: maximumValueLabel,
            markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels
        )
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

/// The look of a gauge.
extension GaugeStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var linearCapacity: NamedControlStyle { NamedControlStyle(name: ".linearCapacity") }
    public static var accessoryLinear: NamedControlStyle { NamedControlStyle(name: ".accessoryLinear") }
    public static var accessoryLinearCapacity: NamedControlStyle {
        NamedControlStyle(name: ".accessoryLinearCapacity")
    }
    public static var accessoryCircular: NamedControlStyle { NamedControlStyle(name: ".accessoryCircular") }
    public static var accessoryCircularCapacity: NamedControlStyle {
        NamedControlStyle(name: ".accessoryCircularCapacity")
    }
}

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        attribute("gaugeStyle", [(style as? any NamedStyle)?.styleName ?? String(describing: S.self) + "()"])
    }
}
