/// Decides whether a view value changed since the last evaluation, the way SwiftUI compares view
/// inputs: `Equatable` fields by `==`, objects by identity, property-wrapper storage that lives in
/// the graph as unchanged, closures as always changed.
@MainActor
enum ValueComparison {
    static func equal(_ lhs: Any, _ rhs: Any, depth: Int = 0) -> Bool {
        if depth > 6 { return false }
        let lhsType = type(of: lhs)
        guard lhsType == type(of: rhs) else { return false }
        if lhs is any GraphStoredProperty { return true }
        if let comparable = lhs as? any BindingComparable { return comparable.sameBinding(as: rhs) }
        if let equatable = lhs as? any Equatable { return equatableEqual(equatable, rhs) }
        if lhsType is AnyClass { return (lhs as AnyObject) === (rhs as AnyObject) }
        let lhsMirror = Mirror(reflecting: lhs)
        guard let style = lhsMirror.displayStyle else { return false }
        switch style {
        case .struct, .tuple, .enum, .optional, .collection:
            let rhsMirror = Mirror(reflecting: rhs)
            if style == .enum, enumCaseName(lhs) != enumCaseName(rhs) { return false }
            guard lhsMirror.children.count == rhsMirror.children.count else { return false }
            for (left, right) in zip(lhsMirror.children, rhsMirror.children) {
                guard left.label == right.label, equal(left.value, right.value, depth: depth + 1) else {
                    return false
                }
            }
            return true
        default:
            return false
        }
    }

    private static func equatableEqual<T: Equatable>(_ lhs: T, _ rhs: Any) -> Bool {
        guard let rhs = rhs as? T else { return false }
        return lhs == rhs
    }

    private static func enumCaseName(_ value: Any) -> String {
        let text = String(describing: value)
        return String(text.prefix { $0 != "(" })
    }
}

/// Bindings compare by their current value when it is `Equatable`.
protocol BindingComparable {
    func sameBinding(as other: Any) -> Bool
}
