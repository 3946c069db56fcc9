/// Tabs: every tab prints its label; only the selected one prints its content. Tabs that were
/// never shown are not created yet; tabs shown before keep their state.
public struct TabView<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: Binding<SelectionValue>?
    let content: Content

    public init(selection: Binding<SelectionValue>?, @TabContentBuilder<SelectionValue> content: () -> Content)
    where Content == TupleView {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "TabView")
        let resolved = context.resolve(content, at: path + "/tabs", environment: environment)
        var tabs: [RenderedNode] = []
        for (index, child) in resolved.enumerated() {
            if child.kind == "Tab" {
                if child.tag == nil { child.tag = AnyHashable(index) }
                tabs.append(child)
            } else if let item = child.tabItem {
                let tab = RenderedNode(kind: "Tab", content: item.content, label: item.label)
                tab.details = item.details
                // A badge belongs to the tab bar, which shows it whichever tab is selected.
                tab.modifiers = child.modifiers.filter { $0.hasPrefix(".badge(") }
                child.modifiers.removeAll { $0.hasPrefix(".badge(") }
                tab.tag = child.tag ?? AnyHashable(index)
                tab.children = [child]
                tabs.append(tab)
            } else {
                let tab = RenderedNode(kind: "Tab", content: nil, label: "")
                tab.tag = child.tag ?? AnyHashable(index)
                tab.children = [child]
                tabs.append(tab)
            }
        }
        let ownSelection = context.primitiveState(path, "tab", initial: tabs.first?.tag)
        let visited = context.primitiveState(path, "visited", initial: Set<AnyHashable>())
        let current: AnyHashable? = selection.flatMap { TagMatching.hashable($0.wrappedValue) } ?? ownSelection.value
        let binding = selection
        for tab in tabs {
            let isSelected = tab.tag.map { TagMatching.matches($0, current) } ?? false
            if let tag = tab.tag, isSelected || visited.value.contains(tag), let deferred = tab.deferredContent {
                tab.children = deferred()
                if isSelected, !visited.value.contains(tag) { visited.value.insert(tag) }
            }
            if isSelected {
                tab.flags.append("selected")
            } else {
                tab.collapsed = true
            }
            let tag = tab.tag
            tab.actions.tap = {
                if let binding, let tag, let value = TagMatching.value(tag, as: SelectionValue.self) {
                    binding.wrappedValue = value
                } else {
                    ownSelection.value = tag
                }
            }
        }
        node.children = tabs
        return [node]
    }
}

extension TabView where SelectionValue == Int, Content == TupleView {
    public init(@TabContentBuilder<Int> content: () -> Content) {
        selection = nil
        self.content = content()
    }
}

/// A tab of a `TabView`, with a title, an optional symbol and an optional selection value.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, PrimitiveView {
    let title: String
    let systemImage: String?
    let value: Value?
    let role: TabRole?
    let content: Content

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "Tab", content: title)
        if let systemImage { node.details.append("systemImage:" + systemImage) }
        if let role { node.details.append("role:." + role.name) }
        if let value { node.tag = AnyHashable(value) }
        let content = self.content
        node.deferredContent = { context.resolve(content, at: path + "/content", environment: environment) }
        return [node]
    }
}

/// The label a `Tab` shows.
public struct DefaultTabLabel: View, PrimitiveView {
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] { [] }
}

/// The role of a tab, such as search.
public struct TabRole: Hashable, Sendable {
    let name: String
    public static let search = TabRole(name: "search")
}

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content)
    {
        self.init(title: titleKey.text, systemImage: systemImage, value: value, role: nil, content: content())
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), systemImage: systemImage, value: value, role: nil, content: content())
    }
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, systemImage: nil, value: value, role: nil, content: content())
    }
    public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content) {
        self.init(
            title: role?.name.capitalized ?? "", systemImage: role == .search ? "magnifyingglass" : nil, value: value,
            role: role, content: content())
    }
}

extension Tab where Label == DefaultTabLabel, Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, systemImage: systemImage, value: nil, role: nil, content: content())
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(title: String(title), systemImage: systemImage, value: nil, role: nil, content: content())
    }
    public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content) {
        self.init(title: titleKey.text, systemImage: nil, value: nil, role: nil, content: content())
    }
    public init(role: TabRole, @ViewBuilder content: () -> Content) {
        self.init(
            title: role.name.capitalized, systemImage: role == .search ? "magnifyingglass" : nil, value: nil,
            role: role, content: content())
    }
}

extension View {
    /// The label of this view's tab in a `TabView` (the pre-`Tab` style).
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        let labelView = label()
        return editingNodes { nodes, context, path in
            let (text, labelNodes) = context.resolveLabel(
                labelView, at: path + "|tabItem", environment: EnvironmentValues())
            let item = RenderedNode(kind: "Tab", content: text)
            if let first = labelNodes.first { item.details = first.details }
            for node in nodes { node.tabItem = item }
            return nodes
        }
    }
}

/// Builds the tabs of a `TabView`, giving `Tab(value:)` its selection type so `value: .home`
/// type-checks as in SwiftUI.
@resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
    public static func buildExpression<C: View, L: View>(_ tab: Tab<SelectionValue, C, L>) -> AnyView { AnyView(tab) }
    public static func buildExpression<V: View>(_ view: V) -> AnyView { AnyView(view) }
    public static func buildBlock(_ parts: AnyView...) -> TupleView { TupleView(children: parts.map(\.wrapped)) }
    public static func buildOptional(_ part: TupleView?) -> AnyView { AnyView(part ?? TupleView(children: [])) }
    public static func buildEither(first: TupleView) -> AnyView { AnyView(first) }
    public static func buildEither(second: TupleView) -> AnyView { AnyView(second) }
    public static func buildArray(_ parts: [TupleView]) -> AnyView {
        AnyView(TupleView(children: parts.flatMap(\.children)))
    }
}
