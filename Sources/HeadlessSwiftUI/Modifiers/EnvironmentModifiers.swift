extension View {
    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        writingEnvironment { $0[keyPath: keyPath] = value }
    }

    /// Places an `@Observable` object in the environment, read with `@Environment(Type.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        writingEnvironment { $0.setObject(object, as: T.self) }
    }

    /// Places an `ObservableObject` for `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        writingEnvironment { $0.setObject(object, as: T.self) }
    }

    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        writingEnvironment { transform(&$0[keyPath: keyPath]) }
    }

    /// Disables the controls inside: they print `disabled` and refuse interaction.
    public func disabled(_ disabled: Bool) -> some View {
        writingEnvironment { if disabled { $0.isEnabled = false } }
    }

    /// Hides the view: it prints `hidden` and cannot be reached by interactions.
    public func hidden() -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes {
                node.isHidden = true
                node.flags.append("hidden")
            }
            return nodes
        }
    }

    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        attribute("preferredColorScheme", [AttributeText.describe(colorScheme as Any)])
    }

    public func font(_ font: Font?) -> some View {
        writingEnvironment(AttributeText.modifier("font", [AttributeText.describe(font as Any)])) { $0.font = font }
    }

    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        writingEnvironment(AttributeText.modifier("multilineTextAlignment", [alignment.attributeDescription])) {
            $0.multilineTextAlignment = alignment
        }
    }

    public func lineLimit(_ number: Int?) -> some View {
        writingEnvironment(AttributeText.modifier("lineLimit", [AttributeText.describe(number as Any)])) {
            $0.lineLimit = number
        }
    }

    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        attribute("lineLimit", ["\(limit.lowerBound)...\(limit.upperBound)"])
    }

    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        attribute("lineLimit", ["\(limit.lowerBound)..."])
    }

    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        attribute("lineLimit", [String(limit), "reservesSpace: \(reservesSpace)"])
    }

    public func controlSize(_ controlSize: ControlSize) -> some View {
        writingEnvironment(AttributeText.modifier("controlSize", [controlSize.attributeDescription])) {
            $0.controlSize = controlSize
        }
    }

    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        writingEnvironment(AttributeText.modifier("dynamicTypeSize", [size.attributeDescription])) {
            $0.dynamicTypeSize = size
        }
    }

    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        attribute("dynamicTypeSize")
    }

    public func redacted(reason: RedactionReasons) -> some View {
        writingEnvironment(AttributeText.modifier("redacted", ["reason: " + reason.attributeDescription])) {
            $0.redactionReasons = reason
        }
    }

    public func unredacted() -> some View { attribute("unredacted") }
}

extension View {
    public func privacySensitive(_ sensitive: Bool = true) -> some View { attribute("privacySensitive") }
}
