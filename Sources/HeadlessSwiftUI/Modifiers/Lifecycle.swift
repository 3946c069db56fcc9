/// `onAppear`: runs after the first update in which the view is in the tree.
struct AppearModifier: ViewModifier, PrimitiveModifier {
    let action: (() -> Void)?

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let node = ModifierStorage.node(path, "onAppear", in: context)
        if node.isNew, let action { context.graph.enqueueEffect { action() } }
        return context.resolve(content, at: ModifierStorage.contentPath(path), environment: environment)
    }
}

/// `onDisappear`: runs when the view leaves the tree.
struct DisappearModifier: ViewModifier, PrimitiveModifier {
    let action: (() -> Void)?

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let node = ModifierStorage.node(path, "onDisappear", in: context)
        if let action { node.disappearActions["onDisappear"] = { action() } }
        return context.resolve(content, at: ModifierStorage.contentPath(path), environment: environment)
    }
}

/// `task` and `task(id:)`: starts when the view appears (or the id changes), cancelled when it
/// disappears.
struct TaskModifier: ViewModifier, PrimitiveModifier {
    let id: AnyHashable?
    let priority: TaskPriority
    let action: @MainActor () async -> Void

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let node = ModifierStorage.node(path, "task", in: context)
        let previousID = node.values["id"] as? AnyHashable
        if node.isNew || previousID != id {
            node.values["id"] = id
            node.tasks["task"]?.cancel()
            let graph = context.graph
            let action = self.action
            let priority = self.priority
            graph.enqueueEffect { [weak node] in
                guard let node, node.graph != nil else { return }
                node.tasks["task"] = graph.startTask(priority: priority, action)
            }
        }
        return context.resolve(content, at: ModifierStorage.contentPath(path), environment: environment)
    }
}

/// `onChange(of:)`: compares the value after each update and runs the action when it changed.
struct ChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let node = ModifierStorage.node(path, "onChange", in: context)
        let nodes = context.resolve(content, at: ModifierStorage.contentPath(path), environment: environment)
        let current = value
        let action = self.action
        if node.isNew {
            if initial { context.graph.enqueueEffect { action(current, current) } }
        } else if let previous = node.values["value"] as? Value, previous != current {
            context.graph.enqueueEffect { action(previous, current) }
        }
        node.values["value"] = current
        return nodes
    }
}

/// `onReceive`: subscribes when the view appears, cancels when it disappears.
struct ReceiveModifier<P: Publisher>: ViewModifier, PrimitiveModifier where P.Failure == Never {
    let publisher: P
    let action: (P.Output) -> Void

    final class LatestAction: @unchecked Sendable {
        var run: ((P.Output) -> Void)?
    }

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let node = ModifierStorage.node(path, "onReceive", in: context)
        let latest = (node.values["action"] as? LatestAction) ?? LatestAction()
        latest.run = action
        if node.isNew {
            node.values["action"] = latest
            let publisher = self.publisher
            let graph = context.graph
            context.graph.enqueueEffect { [weak node] in
                guard let node, node.graph != nil else { return }
                let subscription = publisher.subscribe { [weak graph] value in
                    latest.run?(value)
                    ObservationBridge.requestUpdate(graph)
                }
                node.values["subscription"] = subscription
                node.disappearActions["onReceive"] = { subscription.cancel() }
            }
        }
        return context.resolve(content, at: ModifierStorage.contentPath(path), environment: environment)
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(AppearModifier(action: action))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(DisappearModifier(action: action))
    }

    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void)
        -> some View
    {
        modifier(TaskModifier(id: nil, priority: priority, action: action))
    }

    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @MainActor () async -> Void
    ) -> some View {
        modifier(TaskModifier(id: AnyHashable(EquatableBox(value)), priority: priority, action: action))
    }

    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: value, initial: initial, action: action))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View
    {
        modifier(ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// The single-value form SwiftUI deprecated in iOS 17; legacy code must still compile (with
    /// the deprecation warning a learner would see in Xcode).
    @available(*, deprecated, message: "Use `onChange` with a two or zero parameter action closure instead.")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(ChangeModifier(value: value, initial: false, action: { _, newValue in action(newValue) }))
    }
}

/// Makes any `Equatable` value usable as a hashable identity by comparing descriptions in hashes.
struct EquatableBox<Value: Equatable>: Hashable {
    let value: Value
    init(_ value: Value) { self.value = value }
    static func == (lhs: EquatableBox, rhs: EquatableBox) -> Bool { lhs.value == rhs.value }
    func hash(into hasher: inout Hasher) { hasher.combine(String(describing: value)) }
}

extension View {
    /// Subscribes while the view is in the tree; each value runs `action` (the latest one given).
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(ReceiveModifier(publisher: publisher, action: action)).attribute("onReceive")
    }

    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { attribute("onOpenURL") }
}
