/// A control for choosing a value in a range.
public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    let label: Label
    let read: () -> Double
    let write: (Double) -> Void

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where ValueLabel == EmptyView, V.Stride: BinaryFloatingPoint {
        self.label = label()
        read = { Double(value.wrappedValue) }
        write = { newValue in
            value.wrappedValue = Swift.min(Swift.max(V(newValue), bounds.lowerBound), bounds.upperBound)
        }
    }

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        read = { Double(value.wrappedValue) }
        write = { newValue in
            value.wrappedValue = Swift.min(Swift.max(V(newValue), bounds.lowerBound), bounds.upperBound)
        }
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "Slider", content: text.isEmpty ? nil : text, label: text)
        node.details.append("value:" + AttributeText.number(read()))
        context.applyEnabled(node, environment)
        node.actions.setValue = write
        return [node]
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride = 0,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { EmptyView() }
    }
}
