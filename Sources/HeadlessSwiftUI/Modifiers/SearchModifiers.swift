extension View {
    /// Adds a search field above the content; the harness's `search(_:)` types into it.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchField(text: text, prompt: prompt?.string)
    }

    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchField(text: text, prompt: prompt.text)
    }

    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchField(text: text, prompt: String(prompt))
    }

    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchField(text: text, prompt: prompt.text)
    }

    private func searchField(text: Binding<String>, prompt: String?) -> some View {
        editingNodes { nodes, _, _ in
            let field = RenderedNode(kind: "SearchField", content: prompt ?? "Search")
            field.details.append("text:" + TreeFormatter.quote(text.wrappedValue))
            field.actions.search = TextInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })
            return [field] + nodes
        }
    }

    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        attribute("searchScopes")
    }

    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        attribute("searchSuggestions")
    }
}

public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic)
        -> SearchFieldPlacement
    {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}
