/// The style protocols whose custom styles build a control's look from a `Configuration`, and how
/// those styles reach the controls: the style modifier puts the style's body in the environment,
/// and each control resolves it under its own node, so the control still prints (and is tapped,
/// toggled or typed into) by its label while the styled views print below it.

/// Marks the styles the module declares (`.switch`, `SwitchToggleStyle()` …): they print by name
/// and need no `makeBody` of their own.
public protocol BuiltInStyle {}

/// A toggle's look; custom styles build it from the label and the `isOn` binding.
public protocol ToggleStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ToggleStyleConfiguration
}

/// A label's look; custom styles arrange its title and icon.
public protocol LabelStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabelStyleConfiguration
}

/// A progress view's look; custom styles draw the fraction completed.
public protocol ProgressViewStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ProgressViewStyleConfiguration
}

/// A group box's look; custom styles place its label and content.
public protocol GroupBoxStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = GroupBoxStyleConfiguration
}

/// A labeled content's look; custom styles place its label and content.
public protocol LabeledContentStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = LabeledContentStyleConfiguration
}

/// A text field's look; custom styles wrap the field (`configuration`) in modifiers.
public protocol TextFieldStyle {
    associatedtype _Body: View
    @ViewBuilder @MainActor func _body(configuration: TextField<Self._Label>) -> Self._Body
    typealias _Label = _TextFieldStyleLabel
}

extension ToggleStyle where Self: BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
extension LabelStyle where Self: BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
extension ProgressViewStyle where Self: BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
extension GroupBoxStyle where Self: BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
extension LabeledContentStyle where Self: BuiltInStyle {
    public func makeBody(configuration: Configuration) -> EmptyView { EmptyView() }
}
extension TextFieldStyle where Self: BuiltInStyle {
    public func _body(configuration: TextField<Self._Label>) -> EmptyView { EmptyView() }
}

extension GroupBoxStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
}
extension LabeledContentStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
}

/// A part of a control handed to a custom style (its label, title, icon or content); placed in the
/// style's body, it shows what the control was given.
public struct StyledContent: View, PrimitiveView {
    enum Source {
        case nodes([RenderedNode])
        case view(any View)
    }
    let source: Source
    public var body: Never { primitiveBody() }
    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        switch source {
        case .nodes(let nodes): nodes
        case .view(let view): context.resolve(view, at: path + "/styled", environment: environment)
        }
    }
}

/// The field a custom `TextFieldStyle` wraps: the field's own label.
public typealias _TextFieldStyleLabel = StyledContent

/// What a custom `ToggleStyle` gets.
public struct ToggleStyleConfiguration {
    public typealias Label = StyledContent
    public let label: Label
    @Binding public var isOn: Bool
    public var isMixed: Bool
}

/// What a custom `LabelStyle` gets.
public struct LabelStyleConfiguration {
    public typealias Title = StyledContent
    public typealias Icon = StyledContent
    public let title: Title
    public let icon: Icon
}

/// What a custom `ProgressViewStyle` gets; `fractionCompleted` is `nil` for a spinner.
public struct ProgressViewStyleConfiguration {
    public typealias Label = StyledContent
    public typealias CurrentValueLabel = StyledContent
    public let fractionCompleted: Double?
    public var label: Label?
    public var currentValueLabel: CurrentValueLabel?
}

/// What a custom `GroupBoxStyle` gets.
public struct GroupBoxStyleConfiguration {
    public typealias Label = StyledContent
    public typealias Content = StyledContent
    public let label: Label
    public let content: Content
}

/// What a custom `LabeledContentStyle` gets.
public struct LabeledContentStyleConfiguration {
    public typealias Label = StyledContent
    public typealias Content = StyledContent
    public let label: Label
    public let content: Content
}

/// The field a custom `TextFieldStyle` styles.
struct TextFieldStyleConfiguration {
    let field: TextField<_TextFieldStyleLabel>
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// The standard toggle for a configuration, inside a custom style.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

extension HeadlessSwiftUI.Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    public init(_ configuration: ProgressViewStyleConfiguration) {
        label = configuration.label
        fraction = configuration.fractionCompleted
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension LabeledContent
where
    Label == LabeledContentStyleConfiguration.Label,
    Content == LabeledContentStyleConfiguration.Content
{
    public init(_ configuration: LabeledContentStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

/// A custom style's body for one kind of control, carried down the environment.
struct CustomStyle<Configuration> {
    let make: @MainActor (Configuration) -> any View
}

private struct CustomStyleKey<Configuration>: EnvironmentKey {
    static var defaultValue: CustomStyle<Configuration>? { nil }
}

extension EnvironmentValues {
    func customStyle<Configuration>(for configuration: Configuration.Type) -> CustomStyle<Configuration>? {
        self[CustomStyleKey<Configuration>.self]
    }
    mutating func setCustomStyle<Configuration>(_ style: CustomStyle<Configuration>?) {
        self[CustomStyleKey<Configuration>.self] = style
    }
}

extension ResolveContext {
    /// The nodes of the custom style in the environment for this kind of control, built from
    /// `configuration`; `nil` when no custom style applies. Inside the style's body the style no
    /// longer applies, so a control of the same kind there shows its standard look.
    func resolveCustomStyle<Configuration>(
        _ configuration: @autoclosure () -> Configuration, at path: String, environment: EnvironmentValues
    ) -> [RenderedNode]? {
        guard let style = environment.customStyle(for: Configuration.self) else { return nil }
        var inner = environment
        inner.setCustomStyle(CustomStyle<Configuration>?.none)
        return resolve(style.make(configuration()), at: path + "/style", environment: inner)
    }
}
