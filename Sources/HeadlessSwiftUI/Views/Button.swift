/// A control that performs an action when tapped.
public struct Button<Label: View>: View, PrimitiveView {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = nil
        self.action = action
    }

    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        var (text, nodes) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let action = self.action
        let primitive = PrimitiveButtonStyleConfiguration(
            label: ButtonStyleConfiguration.Label(nodes: nodes), role: role,
            action: { MainActor.assumeIsolated { action() } })
        if let styled = context.resolveCustomStyle(primitive, at: path, environment: environment) {
            let node = RenderedNode(kind: "Button", content: text)
            node.children = styled
            if let role { node.details.append("role:" + role.name) }
            context.applyEnabled(node, environment)
            return [node]
        }
        if let style = environment.buttonStyleBody {
            var inner = environment
            inner.buttonStyleBody = nil
            let configuration = ButtonStyleConfiguration(
                label: ButtonStyleConfiguration.Label(nodes: nodes), isPressed: false, role: role)
            nodes = context.resolve(style.make(configuration), at: path + "/style", environment: inner)
            text = context.resolveLabelText(nodes)
        }
        let node = RenderedNode(kind: "Button", content: text)
        node.children = context.labelChildren(nodes)
        if let role { node.details.append("role:" + role.name) }
        context.applyEnabled(node, environment)
        node.actions.tap = { MainActor.assumeIsolated { action() } }
        return [node]
    }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// The standard button for a configuration, inside a custom `PrimitiveButtonStyle`.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: { configuration.trigger() }, label: { configuration.label })
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

extension Button where Label == HeadlessSwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
    public init(
        _ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { HeadlessSwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { HeadlessSwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// What a button does, which changes how SwiftUI styles it.
public struct ButtonRole: Equatable, Sendable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let close = ButtonRole(name: "close")
    public static let confirm = ButtonRole(name: "confirm")
}

/// The standard edit button of lists; tapping it flips the edit mode.
public struct EditButton: View, PrimitiveView {
    public init() {}
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let editing = environment.editMode?.wrappedValue == .active
        let node = RenderedNode(kind: "Button", content: editing ? "Done" : "Edit")
        if let binding = environment.editMode {
            node.actions.tap = { binding.wrappedValue = editing ? .inactive : .active }
        } else {
            node.actions.tap = {}
        }
        return [node]
    }
}

/// Whether a list is being edited.
public enum EditMode: Sendable, Hashable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}
