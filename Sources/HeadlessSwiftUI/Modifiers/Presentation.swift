/// Sheets, covers, popovers and inspectors: while presented, their content renders in place under
/// the view that presents them, and everything outside is out of reach.
struct PresentationModifier: ViewModifier, PrimitiveModifier {
    let kind: String
    let isPresented: Binding<Bool>
    let identity: String
    let onDismiss: (() -> Void)?
    let content: () -> any View

    func apply(to view: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let nodes = context.resolve(view, at: ModifierStorage.contentPath(path), environment: environment)
        let tracker = ModifierStorage.node(path, kind, in: context)
        let wasPresented = tracker.values["presented"] as? Bool ?? false
        let presented = isPresented.wrappedValue
        tracker.values["presented"] = presented
        if wasPresented, !presented, let onDismiss { context.graph.enqueueEffect { onDismiss() } }
        guard presented else { return nodes }
        let binding = isPresented
        var inner = environment
        inner.dismiss = DismissAction { binding.wrappedValue = false }
        inner.isPresented = true
        let presentation = RenderedNode(kind: kind)
        presentation.isModal = true
        presentation.children = context.resolve(content(), at: path + "|" + kind + "/" + identity, environment: inner)
        presentation.actions.dismiss = { binding.wrappedValue = false }
        return context.attach([presentation], to: nodes)
    }
}

/// Alerts and confirmation dialogs: a title, action buttons (tapping one also closes it) and an
/// optional message.
struct DialogModifier: ViewModifier, PrimitiveModifier {
    let kind: String
    let title: String
    let isPresented: Binding<Bool>
    let actions: () -> any View
    let message: (() -> any View)?

    func apply(to view: any View, in context: ResolveContext, at path: String, environment: EnvironmentValues)
        -> [RenderedNode]
    {
        let nodes = context.resolve(view, at: ModifierStorage.contentPath(path), environment: environment)
        guard isPresented.wrappedValue else { return nodes }
        let binding = isPresented
        let dialog = RenderedNode(kind: kind, content: title)
        dialog.isModal = true
        var buttons = context.resolve(actions(), at: path + "|" + kind + "/actions", environment: environment)
        if buttons.isEmpty {
            let ok = RenderedNode(kind: "Button", content: "OK")
            ok.actions.tap = {}
            buttons = [ok]
        }
        for button in buttons {
            button.walk { node in
                if let action = node.actions.tap {
                    node.actions.tap = {
                        binding.wrappedValue = false
                        action()
                    }
                }
            }
        }
        dialog.children = buttons
        if let message {
            let texts = context.resolve(message(), at: path + "|" + kind + "/message", environment: environment)
            let text = texts.readableLine
            if !text.isEmpty { dialog.details.append("message:" + TreeFormatter.quote(text)) }
        }
        dialog.actions.dismiss = { binding.wrappedValue = false }
        return context.attach([dialog], to: nodes)
    }
}

extension View {
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                kind: "Sheet", isPresented: isPresented, identity: "content", onDismiss: onDismiss, content: content))
    }

    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                kind: "Sheet", isPresented: item.isPresentedBinding, identity: item.identityText, onDismiss: onDismiss,
                content: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }

    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                kind: "FullScreenCover", isPresented: isPresented, identity: "content", onDismiss: onDismiss,
                content: content))
    }

    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                kind: "FullScreenCover", isPresented: item.isPresentedBinding, identity: item.identityText,
                onDismiss: onDismiss,
                content: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }

    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                kind: "Popover", isPresented: isPresented, identity: "content", onDismiss: nil, content: content))
    }

    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View {
        modifier(
            PresentationModifier(
                kind: "Popover", isPresented: item.isPresentedBinding, identity: item.identityText, onDismiss: nil,
                content: { item.wrappedValue.map { AnyView(content($0)) } ?? AnyView(EmptyView()) }))
    }

    public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: @escaping () -> V) -> some View {
        modifier(
            PresentationModifier(
                kind: "Inspector", isPresented: isPresented, identity: "content", onDismiss: nil, content: content))
    }

    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "Alert", title: titleKey.text, isPresented: isPresented, actions: actions, message: nil))
    }

    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "Alert", title: String(title), isPresented: isPresented, actions: actions, message: nil))
    }

    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "Alert", title: titleKey.text, isPresented: isPresented, actions: actions, message: message))
    }

    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: @escaping () -> A,
        @ViewBuilder message: @escaping () -> M
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "Alert", title: String(title), isPresented: isPresented, actions: actions, message: message))
    }

    public func alert<T, A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "Alert", title: titleKey.text, isPresented: isPresented,
                actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) }, message: nil))
    }

    public func alert<T, A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: @escaping (T) -> A, @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "Alert", title: titleKey.text, isPresented: isPresented,
                actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) },
                message: { data.map { AnyView(message($0)) } ?? AnyView(EmptyView()) }))
    }

    public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "Alert", title: error?.errorDescription ?? "", isPresented: isPresented, actions: actions,
                message: nil))
    }

    /// The pre-iOS 15 alert built from an `Alert` value.
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = content()
        return modifier(
            DialogModifier(
                kind: "Alert", title: alert.title.string, isPresented: isPresented,
                actions: { AnyView(ForEach(Array(alert.buttons.enumerated()), id: \.offset) { $0.element.view }) },
                message: alert.message.map { message in { message } }))
    }

    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "ConfirmationDialog", title: titleKey.text, isPresented: isPresented, actions: actions,
                message: nil))
    }

    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "ConfirmationDialog", title: String(title), isPresented: isPresented, actions: actions,
                message: nil))
    }

    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: @escaping () -> A, @ViewBuilder message: @escaping () -> M
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "ConfirmationDialog", title: titleKey.text, isPresented: isPresented, actions: actions,
                message: message))
    }

    public func confirmationDialog<T, A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "ConfirmationDialog", title: titleKey.text, isPresented: isPresented,
                actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) }, message: nil))
    }
}

extension Binding where Value: ExpressibleByNilLiteral {
    /// `true` while an optional item is set; writing `false` clears it.
    fileprivate var isPresentedBinding: Binding<Bool> {
        let base = self
        return Binding<Bool>(
            get: { Mirror(reflecting: base.wrappedValue).children.first != nil },
            set: { if !$0 { base.wrappedValue = nil } })
    }

    fileprivate var identityText: String {
        let value = Mirror(reflecting: wrappedValue).children.first?.value
        if let identifiable = value as? any Identifiable { return "item:" + String(describing: identifiable.id) }
        return "item"
    }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

/// A geometry anchor; headless only its source is recorded.
public struct Anchor<Value> {
    public struct Source: Sendable {
        public static var bounds: Source { Source() }
    }
}

/// The pre-iOS 15 alert description.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        buttons = [primaryButton, secondaryButton]
    }

    /// A button of an `Alert`.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: Text("Cancel"), role: .cancel, action: action)
        }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }

        @MainActor
        var view: HeadlessSwiftUI.Button<Text> {
            let action = self.action
            return HeadlessSwiftUI.Button(role: role, action: { action?() }, label: { label })
        }
    }
}

extension View {
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        attribute("interactiveDismissDisabled", isDisabled ? [] : ["false"])
    }

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        attribute("presentationDetents", detents.map(\.name).sorted())
    }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> some View
    {
        attribute("presentationDetents", detents.map(\.name).sorted())
    }
    public func presentationDragIndicator(_ visibility: Visibility) -> some View {
        attribute("presentationDragIndicator", [visibility.attributeDescription])
    }
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> some View {
        attribute("presentationCornerRadius", [cornerRadius.map(AttributeText.number) ?? "nil"])
    }
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        attribute("presentationBackground", [AttributeText.describe(style)])
    }
    public func presentationBackgroundInteraction(_ interaction: PresentationBackgroundInteraction) -> some View {
        attribute("presentationBackgroundInteraction", [interaction.name])
    }
    public func presentationCompactAdaptation(_ adaptation: PresentationAdaptation) -> some View {
        attribute("presentationCompactAdaptation", [adaptation.name])
    }
    public func presentationSizing(_ sizing: PresentationSizing) -> some View {
        attribute("presentationSizing", [sizing.name])
    }

    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        attribute("inspectorColumnWidth", ["ideal: " + AttributeText.number(ideal)])
    }
    public func inspectorColumnWidth(_ width: CGFloat) -> some View {
        attribute("inspectorColumnWidth", [AttributeText.number(width)])
    }
}

/// Sheet heights.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: ".medium")
    public static let large = PresentationDetent(name: ".large")
    public static func height(_ height: CGFloat) -> PresentationDetent {
        PresentationDetent(name: ".height(\(AttributeText.number(height)))")
    }
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        PresentationDetent(name: ".fraction(\(AttributeText.number(fraction)))")
    }
}

public struct PresentationBackgroundInteraction: Sendable {
    let name: String
    public static let automatic = PresentationBackgroundInteraction(name: ".automatic")
    public static let enabled = PresentationBackgroundInteraction(name: ".enabled")
    public static let disabled = PresentationBackgroundInteraction(name: ".disabled")
    public static func enabled(upThrough detent: PresentationDetent) -> PresentationBackgroundInteraction {
        PresentationBackgroundInteraction(name: ".enabled(upThrough: \(detent.name))")
    }
}

public struct PresentationAdaptation: Sendable {
    let name: String
    public static let automatic = PresentationAdaptation(name: ".automatic")
    public static let none = PresentationAdaptation(name: ".none")
    public static let popover = PresentationAdaptation(name: ".popover")
    public static let sheet = PresentationAdaptation(name: ".sheet")
    public static let fullScreenCover = PresentationAdaptation(name: ".fullScreenCover")
}

public struct PresentationSizing: Sendable {
    let name: String
    public static let automatic = PresentationSizing(name: ".automatic")
    public static let page = PresentationSizing(name: ".page")
    public static let form = PresentationSizing(name: ".form")
    public static let fitted = PresentationSizing(name: ".fitted")
}
