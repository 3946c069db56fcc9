/// A value that flows from children up to ancestors, combined with `reduce`.
public protocol PreferenceKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
    static func reduce(value: inout Self.Value, nextValue: () -> Self.Value)
}

/// Preference values set inside one `onPreferenceChange`, by key type, in tree order.
@MainActor
final class PreferenceScope {
    var values: [ObjectIdentifier: [Any]] = [:]
}

struct PreferenceWritingModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier {
    let value: K.Value

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let nodes = context.resolve(content, at: path, environment: environment)
        for scope in context.preferenceScopes {
            scope.values[ObjectIdentifier(K.self), default: []].append(value)
        }
        return nodes
    }
}

struct PreferenceReadingModifier<K: PreferenceKey>: ViewModifier, PrimitiveModifier where K.Value: Equatable {
    let action: (K.Value) -> Void

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let scope = PreferenceScope()
        context.preferenceScopes.append(scope)
        let nodes = context.resolve(content, at: ModifierStorage.contentPath(path), environment: environment)
        context.preferenceScopes.removeLast()
        var combined = K.defaultValue
        for case let next as K.Value in scope.values[ObjectIdentifier(K.self)] ?? [] {
            K.reduce(value: &combined) { next }
        }
        let node = ModifierStorage.node(path, "onPreferenceChange", in: context)
        let previous = node.values["value"] as? K.Value
        node.values["value"] = combined
        if previous != combined {
            let action = self.action
            let value = combined
            context.graph.enqueueEffect { action(value) }
        }
        return nodes
    }
}

extension View {
    public func preference<K: PreferenceKey>(key: K.Type = K.self, value: K.Value) -> some View {
        modifier(PreferenceWritingModifier<K>(value: value))
    }

    public func onPreferenceChange<K: PreferenceKey>(
        _ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void
    ) -> some View where K.Value: Equatable {
        modifier(PreferenceReadingModifier<K>(action: action))
    }

    public func transformPreference<K: PreferenceKey>(
        _ key: K.Type = K.self, _ callback: @escaping (inout K.Value) -> Void
    ) -> some View {
        attribute("transformPreference")
    }
}
