/// A type-erased list of values pushed onto a `NavigationStack`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(Swift.min(k, elements.count)) }
}

/// One pushed screen: a value looked up in the registered destinations, or a view pushed by a
/// `NavigationLink(destination:)`.
enum NavigationEntry {
    case value(AnyHashable)
    case view(any View, key: String)

    var key: String {
        switch self {
        case .value(let value): "v:" + String(describing: value.base)
        case .view(_, let key): "d:" + key
        }
    }
}

/// The stack that links and destinations inside it talk to during a pass.
@MainActor
final class NavigationScope {
    var destinations: [ObjectIdentifier: (AnyHashable) -> (any View)?] = [:]
    /// Screens pushed by `navigationDestination(isPresented:)`, in the order they were found.
    var presented: [(key: String, view: any View, dismiss: () -> Void)] = []
    let push: (NavigationEntry) -> Void

    init(push: @escaping (NavigationEntry) -> Void) {
        self.push = push
    }

    func destination(for value: AnyHashable) -> (any View)? {
        destinations[ObjectIdentifier(type(of: value.base))]?(value)
    }
}

/// A stack of screens: the root and the screens pushed on it. Covered screens print as one line.
public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root
    let boundPath: PathAccess?

    struct PathAccess {
        let get: () -> [AnyHashable]
        let set: ([AnyHashable]) -> Void
        /// Whether a value fits the bound path (a typed `[T]` holds only `T`).
        let accepts: (AnyHashable) -> Bool
    }

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
        boundPath = PathAccess(
            get: { path.wrappedValue.elements },
            set: { path.wrappedValue.elements = $0 },
            accepts: { _ in true })
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable
    {
        self.root = root()
        boundPath = PathAccess(
            get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { values in path.wrappedValue = Data(values.compactMap { $0.base as? Data.Element }) },
            accepts: { $0.base is Data.Element })
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let ownEntries = context.primitiveState(path, "navigation", initial: [NavigationEntry]())
        let bound = boundPath
        let entries: [NavigationEntry] = (bound?.get().map { NavigationEntry.value($0) } ?? []) + ownEntries.value
        let scope = NavigationScope { entry in
            if case .value(let value) = entry, let bound, bound.accepts(value), ownEntries.value.isEmpty {
                bound.set(bound.get() + [value])
            } else {
                ownEntries.value.append(entry)
            }
        }
        context.navigationScopes.append(scope)
        defer { context.navigationScopes.removeLast() }

        let stack = RenderedNode(kind: "NavigationStack")
        let rootScreen = RenderedNode(kind: "Screen")
        rootScreen.children = context.resolve(root, at: path + "/root", environment: environment)
        var screens = [rootScreen]
        let boundCount = bound?.get().count ?? 0
        for (index, entry) in entries.enumerated() {
            var screenEnvironment = environment
            screenEnvironment.dismiss = DismissAction {
                Self.pop(to: index, bound: bound, boundCount: boundCount, own: ownEntries)
            }
            screenEnvironment.isPresented = true
            let screen = RenderedNode(kind: "Screen")
            let screenPath = path + "/screen\(index)/" + entry.key
            switch entry {
            case .view(let view, _):
                screen.children = context.resolve(view, at: screenPath, environment: screenEnvironment)
            case .value(let value):
                if let view = scope.destination(for: value) {
                    screen.children = context.resolve(view, at: screenPath, environment: screenEnvironment)
                } else {
                    let typeName = String(describing: type(of: value.base))
                    context.graph.report(
                        "no navigationDestination(for: \(typeName).self) matches a value pushed on the "
                            + "NavigationStack; "
                            + "add one inside the stack")
                    screen.flags.append("missing-destination")
                }
            }
            screen.actions.dismiss = { Self.pop(to: index, bound: bound, boundCount: boundCount, own: ownEntries) }
            screens.append(screen)
        }
        var presentedIndex = 0
        while presentedIndex < scope.presented.count {
            let (key, view, dismiss) = scope.presented[presentedIndex]
            var screenEnvironment = environment
            screenEnvironment.dismiss = DismissAction { dismiss() }
            screenEnvironment.isPresented = true
            let screen = RenderedNode(kind: "Screen")
            screen.children = context.resolve(view, at: path + "/presented/" + key, environment: screenEnvironment)
            screen.actions.dismiss = dismiss
            screens.append(screen)
            presentedIndex += 1
        }
        for screen in screens {
            let title = NavigationTitle.find(in: screen.children)
            screen.content = title
            screen.label = title ?? ""
        }
        for screen in screens.dropLast() {
            screen.collapsed = true
            screen.flags.append("covered")
        }
        stack.children = screens
        return [stack]
    }

    private static func pop(
        to index: Int, bound: PathAccess?, boundCount: Int, own: PrimitiveState<[NavigationEntry]>
    ) {
        if let bound, index < boundCount {
            bound.set(Array(bound.get().prefix(index)))
            own.value = []
        } else {
            own.value = Array(own.value.prefix(index - boundCount))
        }
    }
}

/// The older navigation container; behaves like a `NavigationStack`.
public struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        NavigationStack(root: { content }).resolve(in: context, at: path, environment: environment)
    }
}

/// Finds the navigation title set inside a screen.
@MainActor
enum NavigationTitle {
    static func find(in nodes: [RenderedNode]) -> String? {
        for node in nodes {
            if let title = node.navigationTitle { return title }
            if ["NavigationStack", "Sheet", "FullScreenCover", "Alert", "ConfirmationDialog", "Popover"].contains(
                node.kind)
            {
                continue
            }
            if let title = find(in: node.children) { return title }
        }
        return nil
    }
}

/// A button that pushes a value or a view onto the enclosing `NavigationStack`.
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label
    let target: Target

    enum Target {
        case value(AnyHashable?)
        case view(Destination)
        /// Pushed while the binding is true (the deprecated `isActive:` and `tag:selection:` links).
        case active(Binding<Bool>, Destination)
    }

    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination)
    }

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .view(destination())
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, nodes) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "NavigationLink", content: text)
        node.children = context.labelChildren(nodes)
        context.applyEnabled(node, environment)
        guard let scope = context.navigationScopes.last else {
            if !node.isDisabled { node.flags.append("disabled") }
            node.isDisabled = true
            return [node]
        }
        switch target {
        case .value(let value):
            if let value {
                // In a `List(selection:)` the value is the row's tag: tapping selects it.
                node.tag = value
                node.linkValue = value
                node.actions.tap = { scope.push(.value(value)) }
            } else {
                node.isDisabled = true
                node.flags.append("disabled")
            }
        case .view(let destination):
            let key = path + ":" + text
            node.actions.tap = { scope.push(.view(destination, key: key)) }
        case .active(let isActive, let destination):
            node.actions.tap = { isActive.wrappedValue = true }
            if isActive.wrappedValue {
                scope.presented.append((key: path, view: destination, dismiss: { isActive.wrappedValue = false }))
            }
        }
        return [node]
    }
}

extension NavigationLink where Destination == Never {
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        target = .value(value.map { AnyHashable($0) })
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(value: value) { Text(titleKey) }
    }
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(destination: destination) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

/// Registers how to show values of one type pushed onto the enclosing stack.
struct DestinationModifier<D: Hashable, C: View>: ViewModifier, PrimitiveModifier {
    let destination: (D) -> C

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let make = destination
        context.navigationScopes.last?.destinations[ObjectIdentifier(D.self)] = { value in
            guard let typed = value.base as? D else { return nil }
            return make(typed)
        }
        return context.resolve(content, at: path, environment: environment)
    }
}

/// Pushes a screen while a binding is true (or an item is non-nil).
struct PresentedDestinationModifier: ViewModifier, PrimitiveModifier {
    let isPresented: Binding<Bool>
    let destination: () -> any View

    func apply(to content: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let nodes = context.resolve(content, at: path, environment: environment)
        guard isPresented.wrappedValue else { return nodes }
        let binding = isPresented
        if let scope = context.navigationScopes.last {
            scope.presented.append((key: path, view: destination(), dismiss: { binding.wrappedValue = false }))
            return nodes
        }
        var screenEnvironment = environment
        screenEnvironment.dismiss = DismissAction { binding.wrappedValue = false }
        let screen = RenderedNode(kind: "Screen")
        screen.children = context.resolve(destination(), at: path + "|destination", environment: screenEnvironment)
        screen.content = NavigationTitle.find(in: screen.children)
        screen.label = screen.content ?? ""
        screen.isModal = true
        screen.actions.dismiss = { binding.wrappedValue = false }
        return context.attach([screen], to: nodes)
    }
}

extension View {
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(DestinationModifier(destination: destination))
    }

    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> some View
    {
        let view = destination()
        return modifier(PresentedDestinationModifier(isPresented: isPresented, destination: { view }))
    }

    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let presented = Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            PresentedDestinationModifier(
                isPresented: presented,
                destination: {
                    if let value = item.wrappedValue { return AnyView(destination(value)) }
                    return AnyView(EmptyView())
                }))
    }

    /// The title shown for the screen; printed on the enclosing `Screen` line.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        setNavigationTitle(titleKey.text)
    }

    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        setNavigationTitle(String(title))
    }

    public func navigationTitle(_ title: Text) -> some View {
        setNavigationTitle(title.string)
    }

    public func navigationTitle(_ title: Binding<String>) -> some View {
        setNavigationTitle(title.wrappedValue)
    }

    private func setNavigationTitle(_ title: String) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes where node.navigationTitle == nil { node.navigationTitle = title }
            return nodes
        }
    }
}

/// A two- or three-column layout; headless the columns print one after another.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail

    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: content, detail: detail)
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "NavigationSplitView")
        // A link in the sidebar or content column shows its destination in the detail column.
        let shown = context.primitiveState(path, "splitDetail", initial: NavigationEntry?.none)
        let scope = NavigationScope { entry in shown.value = entry }
        context.navigationScopes.append(scope)
        defer { context.navigationScopes.removeLast() }
        for (name, view) in [("Sidebar", sidebar as any View), ("Content", content), ("Detail", detail)] {
            let column = RenderedNode(kind: name)
            var columnView = view
            var columnPath = path + "/" + name
            if name == "Detail", let entry = shown.value {
                switch entry {
                case .view(let destination, _): columnView = destination
                case .value(let value): columnView = scope.destination(for: value) ?? view
                }
                columnPath += "/" + entry.key
            }
            column.children = context.resolve(columnView, at: columnPath, environment: environment)
            if name == "Content", column.children.isEmpty { continue }
            column.content = NavigationTitle.find(in: column.children)
            node.children.append(column)
        }
        return [node]
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
    public init(
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>,
        preferredCompactColumn: Binding<NavigationSplitViewColumn>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.init(sidebar: sidebar, content: { EmptyView() }, detail: detail)
    }
}

/// Which columns of a split view are visible.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// A column of a split view.
public enum NavigationSplitViewColumn: Hashable, Sendable { case sidebar, content, detail }

extension View {
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        attribute("navigationSplitViewColumnWidth", [AttributeText.number(width)])
    }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        attribute("navigationSplitViewColumnWidth", ["ideal: " + AttributeText.number(ideal)])
    }
}
