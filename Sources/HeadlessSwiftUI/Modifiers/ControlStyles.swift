/// Built-in styles are described by name in renderings (`.buttonStyle(.borderedProminent)`).
protocol NamedStyle: BuiltInStyle {
    nonisolated var styleName: String { get }
}

private func styleText(_ style: Any) -> String {
    if let named = style as? any NamedStyle { return named.styleName }
    return String(describing: type(of: style)) + "()"
}

/// A button style; custom styles implement `makeBody(configuration:)`.
public protocol ButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = ButtonStyleConfiguration
}

/// What a `ButtonStyle` gets: the label and whether it is pressed.
public struct ButtonStyleConfiguration {
    public let label: Label
    public let isPressed: Bool
    public let role: ButtonRole?

    /// The button's label as a view.
    public struct Label: View, PrimitiveView {
        let nodes: [RenderedNode]
        public var body: Never { primitiveBody() }
        func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
            nodes
        }
    }
}

/// A style that controls how a button triggers.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    @ViewBuilder @MainActor func makeBody(configuration: Self.Configuration) -> Self.Body
    typealias Configuration = PrimitiveButtonStyleConfiguration
}

public struct PrimitiveButtonStyleConfiguration {
    public typealias Label = ButtonStyleConfiguration.Label
    public let label: ButtonStyleConfiguration.Label
    public let role: ButtonRole?
    let action: () -> Void
    public func trigger() { action() }
}

public struct NamedButtonStyle: PrimitiveButtonStyle, ButtonStyle, NamedStyle, Sendable {
    let name: String
    nonisolated var styleName: String { name }
    public func makeBody(configuration: ButtonStyleConfiguration) -> ButtonStyleConfiguration.Label {
        configuration.label
    }
    public func makeBody(configuration: PrimitiveButtonStyleConfiguration) -> ButtonStyleConfiguration.Label {
        configuration.label
    }
}

public typealias GlassButtonStyle = NamedButtonStyle
public typealias GlassProminentButtonStyle = NamedButtonStyle

extension PrimitiveButtonStyle where Self == NamedButtonStyle {
    public static var automatic: NamedButtonStyle { NamedButtonStyle(name: ".automatic") }
    public static var bordered: NamedButtonStyle { NamedButtonStyle(name: ".bordered") }
    public static var borderedProminent: NamedButtonStyle { NamedButtonStyle(name: ".borderedProminent") }
    public static var borderless: NamedButtonStyle { NamedButtonStyle(name: ".borderless") }
    public static var plain: NamedButtonStyle { NamedButtonStyle(name: ".plain") }
    public static var glass: NamedButtonStyle { NamedButtonStyle(name: ".glass") }
    public static var glassProminent: NamedButtonStyle { NamedButtonStyle(name: ".glassProminent") }
    public static func glass(_ glass: Glass) -> NamedButtonStyle {
        NamedButtonStyle(name: ".glass(\(glass.attributeDescription))")
    }
}

/// Shapes of bordered buttons.
public struct ButtonBorderShape: Sendable, Hashable, AttributeDescribable {
    let name: String
    public static let automatic = ButtonBorderShape(name: ".automatic")
    public static let capsule = ButtonBorderShape(name: ".capsule")
    public static let roundedRectangle = ButtonBorderShape(name: ".roundedRectangle")
    public static let circle = ButtonBorderShape(name: ".circle")
    public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
        ButtonBorderShape(name: ".roundedRectangle(radius: \(AttributeText.number(radius)))")
    }
    var attributeDescription: String { name }
}

/// Marks a style type whose rendering is just its name.
public struct NamedControlStyle: NamedStyle, Sendable, ListStyle, PickerStyle, TextFieldStyle, ToggleStyle, LabelStyle,
    ProgressViewStyle, FormStyle, TabViewStyle, NavigationSplitViewStyle, MenuStyle, DatePickerStyle, GroupBoxStyle,
    IndexViewStyle, ControlGroupStyle, LabeledContentStyle, DisclosureGroupStyle, ScrollTargetBehavior, GaugeStyle
{
    let name: String
    nonisolated var styleName: String { name }
}

public protocol ListStyle {}
public protocol PickerStyle {}
public protocol FormStyle {}
public protocol TabViewStyle {}
public protocol NavigationSplitViewStyle {}
public protocol MenuStyle {}
public protocol DatePickerStyle {}
public protocol IndexViewStyle {}
public protocol ControlGroupStyle {}
public protocol DisclosureGroupStyle {}
public protocol ScrollTargetBehavior {}
public protocol GaugeStyle {}

extension ListStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var plain: NamedControlStyle { NamedControlStyle(name: ".plain") }
    public static var grouped: NamedControlStyle { NamedControlStyle(name: ".grouped") }
    public static var insetGrouped: NamedControlStyle { NamedControlStyle(name: ".insetGrouped") }
    public static var inset: NamedControlStyle { NamedControlStyle(name: ".inset") }
    public static var sidebar: NamedControlStyle { NamedControlStyle(name: ".sidebar") }
}

extension PickerStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var segmented: NamedControlStyle { NamedControlStyle(name: ".segmented") }
    public static var menu: NamedControlStyle { NamedControlStyle(name: ".menu") }
    public static var wheel: NamedControlStyle { NamedControlStyle(name: ".wheel") }
    public static var inline: NamedControlStyle { NamedControlStyle(name: ".inline") }
    public static var navigationLink: NamedControlStyle { NamedControlStyle(name: ".navigationLink") }
    public static var palette: NamedControlStyle { NamedControlStyle(name: ".palette") }
    public static var radioGroup: NamedControlStyle { NamedControlStyle(name: ".radioGroup") }
}

extension TextFieldStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var roundedBorder: NamedControlStyle { NamedControlStyle(name: ".roundedBorder") }
    public static var plain: NamedControlStyle { NamedControlStyle(name: ".plain") }
}

extension ToggleStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var `switch`: NamedControlStyle { NamedControlStyle(name: ".switch") }
    public static var button: NamedControlStyle { NamedControlStyle(name: ".button") }
    public static var checkbox: NamedControlStyle { NamedControlStyle(name: ".checkbox") }
}

extension LabelStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var iconOnly: NamedControlStyle { NamedControlStyle(name: ".iconOnly") }
    public static var titleOnly: NamedControlStyle { NamedControlStyle(name: ".titleOnly") }
    public static var titleAndIcon: NamedControlStyle { NamedControlStyle(name: ".titleAndIcon") }
}

extension ProgressViewStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var linear: NamedControlStyle { NamedControlStyle(name: ".linear") }
    public static var circular: NamedControlStyle { NamedControlStyle(name: ".circular") }
}

extension FormStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var grouped: NamedControlStyle { NamedControlStyle(name: ".grouped") }
    public static var columns: NamedControlStyle { NamedControlStyle(name: ".columns") }
}

extension TabViewStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var page: NamedControlStyle { NamedControlStyle(name: ".page") }
    public static var sidebarAdaptable: NamedControlStyle { NamedControlStyle(name: ".sidebarAdaptable") }
    public static var tabBarOnly: NamedControlStyle { NamedControlStyle(name: ".tabBarOnly") }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> NamedControlStyle {
        NamedControlStyle(name: ".page(indexDisplayMode: ." + indexDisplayMode.name + ")")
    }
}

/// Paged tab view style (the type behind `.page`).
public struct PageTabViewStyle: TabViewStyle, NamedStyle, Sendable {
    let mode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { mode = indexDisplayMode }
    nonisolated var styleName: String { mode.name == "automatic" ? ".page" : ".page(indexDisplayMode: .\(mode.name))" }
    public struct IndexDisplayMode: Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }
}

extension NavigationSplitViewStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var balanced: NamedControlStyle { NamedControlStyle(name: ".balanced") }
    public static var prominentDetail: NamedControlStyle { NamedControlStyle(name: ".prominentDetail") }
}

extension MenuStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var button: NamedControlStyle { NamedControlStyle(name: ".button") }
    public static var borderlessButton: NamedControlStyle { NamedControlStyle(name: ".borderlessButton") }
}

extension DatePickerStyle where Self == NamedControlStyle {
    public static var automatic: NamedControlStyle { NamedControlStyle(name: ".automatic") }
    public static var compact: NamedControlStyle { NamedControlStyle(name: ".compact") }
    public static var graphical: NamedControlStyle { NamedControlStyle(name: ".graphical") }
    public static var wheel: NamedControlStyle { NamedControlStyle(name: ".wheel") }
}

extension ScrollTargetBehavior where Self == NamedControlStyle {
    public static var paging: NamedControlStyle { NamedControlStyle(name: ".paging") }
    public static var viewAligned: NamedControlStyle { NamedControlStyle(name: ".viewAligned") }
    public static func viewAligned(limitBehavior: ViewAlignedScrollTargetBehavior.LimitBehavior) -> NamedControlStyle {
        NamedControlStyle(name: ".viewAligned")
    }
}

public enum ViewAlignedScrollTargetBehavior {
    public struct LimitBehavior: Sendable {
        public static let automatic = LimitBehavior()
        public static let always = LimitBehavior()
        public static let never = LimitBehavior()
        public static let alwaysByFew = LimitBehavior()
        public static let alwaysByOne = LimitBehavior()
    }
}

extension View {
    /// A custom style's `makeBody` replaces how every button inside triggers: the button runs its
    /// action only through what the style's body does (`configuration.trigger()`).
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        applyingStyle("buttonStyle", style) {
            CustomStyle<PrimitiveButtonStyleConfiguration> { style.makeBody(configuration: $0) }
        }
    }
    /// A custom style's `makeBody` is applied to every button inside; built-in styles are recorded.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        writingEnvironment(AttributeModifier("buttonStyle", [styleText(style)]).text) { values in
            guard !(style is NamedButtonStyle) else { return }
            values.buttonStyleBody = ButtonStyleBody { configuration in style.makeBody(configuration: configuration) }
        }
    }
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View {
        attribute("buttonBorderShape", [shape.name])
    }
    public func listStyle<S: ListStyle>(_ style: S) -> some View { attribute("listStyle", [styleText(style)]) }
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View { attribute("pickerStyle", [styleText(style)]) }
    /// A custom text field style's `_body` is applied to every field inside; built-in styles are recorded.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        applyingStyle("textFieldStyle", style) {
            CustomStyle<TextFieldStyleConfiguration> { style._body(configuration: $0.field) }
        }
    }
    /// A custom style's `makeBody` is applied to every toggle inside; built-in styles are recorded.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        applyingStyle("toggleStyle", style) { CustomStyle { style.makeBody(configuration: $0) } }
    }
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        applyingStyle("labelStyle", style) { CustomStyle { style.makeBody(configuration: $0) } }
    }
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        applyingStyle("progressViewStyle", style) { CustomStyle { style.makeBody(configuration: $0) } }
    }
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        applyingStyle("groupBoxStyle", style) { CustomStyle { style.makeBody(configuration: $0) } }
    }
    public func labeledContentStyle<S: LabeledContentStyle>(_ style: S) -> some View {
        applyingStyle("labeledContentStyle", style) { CustomStyle { style.makeBody(configuration: $0) } }
    }

    /// Records the style; a custom one is also carried down the environment to the controls it styles.
    private func applyingStyle<Configuration>(
        _ name: String, _ style: Any, custom: @escaping () -> CustomStyle<Configuration>
    ) -> some View {
        writingEnvironment(AttributeModifier(name, [styleText(style)]).text) { values in
            guard !(style is any BuiltInStyle) else { return }
            values.setCustomStyle(custom())
        }
    }
    public func formStyle<S: FormStyle>(_ style: S) -> some View { attribute("formStyle", [styleText(style)]) }
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View { attribute("tabViewStyle", [styleText(style)]) }
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View {
        attribute("navigationSplitViewStyle", [styleText(style)])
    }
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View { attribute("menuStyle", [styleText(style)]) }
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
        attribute("datePickerStyle", [styleText(style)])
    }
    public func scrollTargetBehavior<S: ScrollTargetBehavior>(_ behavior: S) -> some View {
        attribute("scrollTargetBehavior", [styleText(behavior)])
    }
}

/// A custom `ButtonStyle`'s body, carried down the environment to the buttons it styles.
struct ButtonStyleBody {
    let make: @MainActor (ButtonStyleConfiguration) -> any View
}

private struct ButtonStyleBodyKey: EnvironmentKey {
    static var defaultValue: ButtonStyleBody? { nil }
}

extension EnvironmentValues {
    var buttonStyleBody: ButtonStyleBody? {
        get { self[ButtonStyleBodyKey.self] }
        set { self[ButtonStyleBodyKey.self] = newValue }
    }
}

extension View {
    public func labelsHidden() -> some View { attribute("labelsHidden") }
}
