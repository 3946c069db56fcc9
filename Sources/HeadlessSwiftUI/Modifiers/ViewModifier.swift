/// A reusable change to a view, applied with `.modifier(_:)`.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body
}

/// Stands for the modified view inside a `ViewModifier`'s `body(content:)`.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        guard let entry = context.modifierContents.popLast() else { return [] }
        defer { context.modifierContents.append(entry) }
        return context.resolve(entry.content, at: entry.path, environment: environment)
    }
}

/// Modifiers built into the module act on the resolved nodes of their content.
@MainActor
protocol PrimitiveModifier {
    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
}

extension ViewModifier where Self: PrimitiveModifier {
    func body(content: Content) -> Never { fatalError("\(Self.self) is built in and has no body") }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        if let primitive = modifier as? any PrimitiveModifier {
            return primitive.apply(to: content, in: context, at: path, environment: environment)
        }
        return context.resolveCustomModifier(modifier, content: content, at: path, environment: environment)
    }
}

extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

extension View {
    /// Applies a modifier to this view.
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

extension ViewModifier {
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// The content a custom modifier wraps, with the path it keeps its identity under.
struct ModifierContentEntry {
    let content: any View
    let path: String
}

extension ResolveContext {
    func resolveCustomModifier<M: ViewModifier>(
        _ modifier: M, content: any View, at path: String, environment: EnvironmentValues
    ) -> [RenderedNode] {
        let typeName = TypeNames.name(of: M.self)
        let nodePath = path + "/" + typeName
        let node = graph.node(at: nodePath, typeName: typeName)
        let inputsChanged = PropertyLinker.link(modifier, to: node, environment: environment)
        var needsBody = node.changed.consume() || node.isDirty || inputsChanged || node.lastBody == nil
        if !needsBody, let last = node.lastView { needsBody = !ValueComparison.equal(last, modifier) }
        if needsBody {
            node.lastView = modifier
            node.isDirty = false
            graph.recordBodyEvaluation(of: node)
            let outer = Self.evaluatingBodyOf
            Self.evaluatingBodyOf = typeName
            let changed = node.changed
            let graphChanged = graph.changed
            node.lastBody = withObservationTracking {
                modifier.body(content: _ViewModifier_Content<M>())
            } onChange: { [weak graph] in
                changed.set()
                graphChanged.set()
                ObservationBridge.requestUpdate(graph)
            }
            Self.evaluatingBodyOf = outer
        }
        guard let body = node.lastBody else { return [] }
        modifierContents.append(ModifierContentEntry(content: content, path: nodePath + "/content"))
        defer { modifierContents.removeLast() }
        return resolve(body, at: nodePath, environment: environment)
    }
}

/// A cosmetic modifier: recorded on each node of its content, in order, and otherwise ignored.
struct AttributeModifier: ViewModifier, PrimitiveModifier {
    let text: String

    init(_ name: String, _ arguments: [String] = []) {
        text = AttributeText.modifier(name, arguments)
    }

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let nodes = context.resolve(content, at: path, environment: environment)
        for node in nodes { node.modifiers.append(text) }
        return nodes
    }
}

/// Changes the environment for its content and optionally records an attribute.
struct EnvironmentWritingModifier: ViewModifier, PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void
    let attribute: String?

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        var changed = environment
        transform(&changed)
        let nodes = context.resolve(content, at: path, environment: changed)
        if let attribute { for node in nodes { node.modifiers.append(attribute) } }
        return nodes
    }
}

/// Runs a closure over the resolved nodes of its content (flags, actions, tags).
struct NodeEditingModifier: ViewModifier, PrimitiveModifier {
    let edit: @MainActor ([RenderedNode], ResolveContext, String) -> [RenderedNode]

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let nodes = context.resolve(content, at: path, environment: environment)
        return edit(nodes, context, path)
    }
}

extension View {
    func attribute(_ name: String, _ arguments: [String] = []) -> ModifiedContent<Self, AttributeModifier> {
        modifier(AttributeModifier(name, arguments))
    }

    func editingNodes(
        _ edit: @escaping @MainActor ([RenderedNode], ResolveContext, String) -> [RenderedNode]
    ) -> ModifiedContent<Self, NodeEditingModifier> {
        modifier(NodeEditingModifier(edit: edit))
    }

    func writingEnvironment(
        _ attribute: String? = nil, _ transform: @escaping (inout EnvironmentValues) -> Void
    ) -> ModifiedContent<Self, EnvironmentWritingModifier> {
        modifier(EnvironmentWritingModifier(transform: transform, attribute: attribute))
    }
}
