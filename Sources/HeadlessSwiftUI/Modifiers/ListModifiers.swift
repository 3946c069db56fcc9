extension View {
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        attribute("listRowInsets", [insets?.attributeDescription ?? "nil"])
    }
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        attribute("listRowSeparator", [visibility.attributeDescription])
    }
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        attribute("listSectionSeparator", [visibility.attributeDescription])
    }
    public func listRowBackground<V: View>(_ view: V?) -> some View { attribute("listRowBackground") }
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View {
        attribute("listRowSeparatorTint", [color?.name ?? "nil"])
    }
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        attribute("listRowSpacing", [spacing.map(AttributeText.number) ?? "nil"])
    }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View {
        attribute("listSectionSpacing", [AttributeText.number(spacing)])
    }
    public func listItemTint(_ tint: Color?) -> some View { attribute("listItemTint", [tint?.name ?? "nil"]) }
    public func headerProminence(_ prominence: Prominence) -> some View { attribute("headerProminence") }
    public func moveDisabled(_ isDisabled: Bool) -> some View { attribute("moveDisabled") }
    public func deleteDisabled(_ isDisabled: Bool) -> some View { attribute("deleteDisabled") }
}

public enum Prominence: Sendable, Hashable { case standard, increased }

extension View {
    /// Pull to refresh; the harness's `refresh()` runs the action.
    public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes {
                node.modifiers.append(".refreshable")
                node.actions.refresh = { await action() }
            }
            return nodes
        }
        .writingEnvironment { $0.refresh = RefreshAction(action: { await action() }) }
    }

    /// Swipe actions on a list row; they print under the row and can be tapped.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        AccessoryModifier.wrap(
            self, kind: "SwipeActions", details: edge == .leading ? ["edge:.leading"] : [], content: content())
    }

    public func badge(_ count: Int) -> some View { attribute("badge", [String(count)]) }
    public func badge(_ label: Text?) -> some View {
        attribute("badge", [label.map { TreeFormatter.quote($0.string) } ?? "nil"])
    }
    public func badge(_ key: LocalizedStringKey) -> some View { attribute("badge", [TreeFormatter.quote(key.text)]) }
}
