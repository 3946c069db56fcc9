/// The standard "nothing here" view.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let labelNodes = context.resolve(label, at: path + "/label", environment: environment)
        let title = labelNodes.readableLine
        let node = RenderedNode(kind: "ContentUnavailableView", content: title)
        if let first = labelNodes.first, first.kind == "Label" { node.details = first.details }
        let descriptionText = context.resolve(description, at: path + "/description", environment: environment)
            .readableLine
        if !descriptionText.isEmpty { node.details.append("description:" + TreeFormatter.quote(descriptionText)) }
        node.children = context.resolve(actions, at: path + "/actions", environment: environment)
        return [node]
    }
}

extension ContentUnavailableView
where Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(titleKey, systemImage: name) }, description: { description })
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView
where
    Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions
{
    /// "No Results", optionally for a search text.
    public static var search: ContentUnavailableView { search(text: "") }

    public static func search(text: String) -> ContentUnavailableView {
        ContentUnavailableView(
            label: { SearchUnavailableContent.Label() },
            description: { SearchUnavailableContent.Description(text: text) },
            actions: { SearchUnavailableContent.Actions() })
    }
}

/// The pieces of `ContentUnavailableView.search`.
public enum SearchUnavailableContent {
    public struct Label: View, PrimitiveView {
        public var body: Never { primitiveBody() }
        func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
            let node = RenderedNode(kind: "Label", content: "No Results")
            node.details = ["systemImage:magnifyingglass"]
            return [node]
        }
    }
    public struct Description: View, PrimitiveView {
        let text: String
        public var body: Never { primitiveBody() }
        func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
            let message =
                text.isEmpty ? "Check the spelling or try a new search." : "No Results for \u{201C}\(text)\u{201D}"
            return [RenderedNode(kind: "Text", content: message)]
        }
    }
    public struct Actions: View, PrimitiveView {
        public var body: Never { primitiveBody() }
        func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
            []
        }
    }
}
