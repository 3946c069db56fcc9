/// Property-wrapper storage whose real value lives in the view graph (State, Environment …).
@MainActor
protocol GraphStoredProperty {
    /// Points this wrapper at the storage kept under `key` at `node`; returns true when an input
    /// the body depends on changed (an environment value, for example).
    func link(to node: ViewNode, key: String, environment: EnvironmentValues) -> Bool
}

/// Connects the property wrappers of a freshly created view value to the storage kept at its node.
@MainActor
enum PropertyLinker {
    /// Types known to have no property wrappers, so linking can skip reflecting them.
    private static var typesWithoutWrappers: Set<ObjectIdentifier> = []

    /// Links every wrapper of `value`; returns true when an environment input changed.
    static func link(_ value: Any, to node: ViewNode, environment: EnvironmentValues, prefix: String = "") -> Bool {
        let type = ObjectIdentifier(Swift.type(of: value))
        if typesWithoutWrappers.contains(type) { return false }
        var changed = false
        var sawWrapper = false
        defer { if !sawWrapper, prefix.isEmpty { typesWithoutWrappers.insert(type) } }
        for child in Mirror(reflecting: value).children {
            if child.value is any GraphStoredProperty || child.value is any DynamicProperty { sawWrapper = true }
            guard let label = child.label else { continue }
            if let property = child.value as? any GraphStoredProperty {
                if property.link(to: node, key: prefix + label, environment: environment) { changed = true }
            } else if child.value is any DynamicProperty {
                if link(child.value, to: node, environment: environment, prefix: prefix + label + ".") {
                    changed = true
                }
            }
        }
        return changed
    }
}
