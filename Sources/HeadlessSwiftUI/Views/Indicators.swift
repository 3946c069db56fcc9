/// A spinner or a progress bar.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    let label: Label?
    let fraction: Double?

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        var text = ""
        if let label { text = context.resolveLabel(label, at: path + "/label", environment: environment).text }
        let node = RenderedNode(kind: "ProgressView", content: text.isEmpty ? nil : text, label: text)
        if let fraction { node.details.append("value:" + AttributeText.number((fraction * 1000).rounded() / 1000)) }
        return [node]
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        label = nil
        fraction = nil
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        label = nil
        fraction = value.map { Double($0) / Double(total) }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = nil
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.label = label()
        fraction = value.map { Double($0) / Double(total) }
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) {
        label = Text(titleKey)
        fraction = nil
    }
    public init<S: StringProtocol>(_ title: S) {
        label = Text(title)
        fraction = nil
    }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        label = Text(titleKey)
        fraction = value.map { Double($0) / Double(total) }
    }
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        label = Text(title)
        fraction = value.map { Double($0) / Double(total) }
    }
}

/// The standard "nothing here" view.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, PrimitiveView {
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
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

extension ContentUnavailableView where Label == HeadlessSwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(titleKey, systemImage: name) }, description: { description })
    }
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { HeadlessSwiftUI.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView where Label == SearchUnavailableContent.Label, Description == SearchUnavailableContent.Description,
    Actions == SearchUnavailableContent.Actions {
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
            let message = text.isEmpty ? "Check the spelling or try a new search." : "No Results for \u{201C}\(text)\u{201D}"
            return [RenderedNode(kind: "Text", content: message)]
        }
    }
    public struct Actions: View, PrimitiveView {
        public var body: Never { primitiveBody() }
        func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] { [] }
    }
}

/// An image loaded from a URL; headless it never loads, so it shows its placeholder (or the
/// `.empty` phase).
public struct AsyncImage<Content: View>: View, PrimitiveView {
    let url: URL?
    let content: (AsyncImagePhase) -> Content

    public init(url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
                @ViewBuilder content: @escaping (AsyncImagePhase) -> Content) {
        self.url = url
        self.content = content
    }

    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = { _ in ViewBuilder.buildEither(second: placeholder()) }
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "AsyncImage", content: nil, label: url?.absoluteString ?? "")
        node.details.append("url:" + TreeFormatter.quote(url?.absoluteString ?? "nil"))
        node.children = context.resolve(content(.empty), at: path + "/phase", environment: environment)
        return [node]
    }
}

extension AsyncImage where Content == Image {
    public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        self.content = { _ in Image(systemName: "photo") }
    }
}

/// Loading phases of an `AsyncImage`.
public enum AsyncImagePhase {
    case empty
    case success(Image)
    case failure(any Error)
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// A button that shows a list of actions; headless the actions are listed under it.
public struct Menu<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "Menu", content: text)
        node.children = context.resolve(content, at: path + "/items", environment: environment)
        context.applyEnabled(node, environment)
        return [node]
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }
}

extension Menu where Label == HeadlessSwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
}

/// Content that expands and collapses; the harness taps its label to toggle it.
public struct DisclosureGroup<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let own = context.primitiveState(path, "expanded", initial: false)
        let expanded = isExpanded?.wrappedValue ?? own.value
        let node = RenderedNode(kind: "DisclosureGroup", content: text)
        node.flags.append(expanded ? "expanded" : "collapsed")
        if expanded { node.children = context.resolve(content, at: path + "/content", environment: environment) }
        let binding = isExpanded
        node.actions.tap = {
            if let binding { binding.wrappedValue.toggle() } else { own.value.toggle() }
        }
        return [node]
    }
}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(titleKey) }
    }
}

/// A titled box around content.
public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "GroupBox", content: text.isEmpty ? nil : text, label: text)
        node.children = context.resolve(content, at: path + "/content", environment: environment)
        return [node]
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content) { EmptyView() } }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }
}

/// A control group (toolbar-like row of buttons).
public struct ControlGroup<Content: View>: View, PrimitiveView {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        ContainerNode.make("ControlGroup", content: content, in: context, at: path, environment: environment)
    }
}

/// A link that opens a URL.
public struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let node = RenderedNode(kind: "Link", content: text)
        node.details.append("url:" + TreeFormatter.quote(destination.absoluteString))
        let url = destination
        let open = environment.openURL
        node.actions.tap = { open(url) }
        return [node]
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}

/// A share button.
public struct ShareLink: View, PrimitiveView {
    let title: String
    public init<S: StringProtocol>(item: S) { title = "Share" }
    public init(item: URL) { title = "Share" }
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, item: S) { title = titleKey.text }
    public init(_ titleKey: LocalizedStringKey, item: URL) { title = titleKey.text }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        [RenderedNode(kind: "ShareLink", content: title)]
    }
}

/// Rebuilds its content on a schedule; headless it shows the content once, at a fixed date.
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View, PrimitiveView {
    let content: (TimelineViewContext) -> Content
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewContext) -> Content) {
        self.content = content
    }
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        context.resolve(content(TimelineViewContext(date: Date(timeIntervalSince1970: 0))), at: path + "/timeline", environment: environment)
    }
}

public struct TimelineViewContext {
    public let date: Date
}

public protocol TimelineSchedule {}
public struct PeriodicTimelineSchedule: TimelineSchedule {}
public struct AnimationTimelineSchedule: TimelineSchedule {}
public struct EveryMinuteTimelineSchedule: TimelineSchedule {}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule()
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule()
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}
