/// The style types of iOS 13–16 (`PlainListStyle()`, `SegmentedPickerStyle()`…), still accepted
/// by SwiftUI and common in tutorials. Each renders as the static member it stands for, so
/// `.pickerStyle(SegmentedPickerStyle())` and `.pickerStyle(.segmented)` print alike.

public struct DefaultListStyle: ListStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct PlainListStyle: ListStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".plain" }
}

public struct GroupedListStyle: ListStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".grouped" }
}

public struct InsetGroupedListStyle: ListStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".insetGrouped" }
}

public struct InsetListStyle: ListStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".inset" }
}

public struct SidebarListStyle: ListStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".sidebar" }
}

public struct CarouselListStyle: ListStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".carousel" }
}

public struct EllipticalListStyle: ListStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".elliptical" }
}

public struct DefaultPickerStyle: PickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct SegmentedPickerStyle: PickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".segmented" }
}

public struct MenuPickerStyle: PickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".menu" }
}

public struct WheelPickerStyle: PickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".wheel" }
}

public struct InlinePickerStyle: PickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".inline" }
}

public struct NavigationLinkPickerStyle: PickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".navigationLink" }
}

public struct PalettePickerStyle: PickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".palette" }
}

public struct RadioGroupPickerStyle: PickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".radioGroup" }
}

public struct DefaultTextFieldStyle: TextFieldStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct RoundedBorderTextFieldStyle: TextFieldStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".roundedBorder" }
}

public struct PlainTextFieldStyle: TextFieldStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".plain" }
}

public struct SquareBorderTextFieldStyle: TextFieldStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".squareBorder" }
}

public struct DefaultToggleStyle: ToggleStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct ButtonToggleStyle: ToggleStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".button" }
}

public struct CheckboxToggleStyle: ToggleStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".checkbox" }
}

public struct DefaultLabelStyle: LabelStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct IconOnlyLabelStyle: LabelStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".iconOnly" }
}

public struct TitleOnlyLabelStyle: LabelStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".titleOnly" }
}

public struct TitleAndIconLabelStyle: LabelStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".titleAndIcon" }
}

public struct DefaultProgressViewStyle: ProgressViewStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct GroupedFormStyle: FormStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".grouped" }
}

public struct ColumnsFormStyle: FormStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".columns" }
}

public struct DefaultTabViewStyle: TabViewStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct DefaultDatePickerStyle: DatePickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct CompactDatePickerStyle: DatePickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".compact" }
}

public struct GraphicalDatePickerStyle: DatePickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".graphical" }
}

public struct WheelDatePickerStyle: DatePickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".wheel" }
}

public struct FieldDatePickerStyle: DatePickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".field" }
}

public struct StepperFieldDatePickerStyle: DatePickerStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".stepperField" }
}

public struct DefaultMenuStyle: MenuStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct BorderlessButtonMenuStyle: MenuStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".borderlessButton" }
}

public struct ButtonMenuStyle: MenuStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".button" }
}

public struct DefaultGroupBoxStyle: GroupBoxStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct DefaultNavigationViewStyle: NavigationViewStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
}

public struct StackNavigationViewStyle: NavigationViewStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".stack" }
}

public struct DoubleColumnNavigationViewStyle: NavigationViewStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".columns" }
}

public struct SwitchToggleStyle: ToggleStyle, NamedStyle, Sendable {
    let tint: Color?
    public init() { tint = nil }
    public init(tint: Color) { self.tint = tint }
    nonisolated var styleName: String { ".switch" }
}

public struct LinearProgressViewStyle: ProgressViewStyle, NamedStyle, Sendable {
    public init() {}
    public init(tint: Color) {}
    nonisolated var styleName: String { ".linear" }
}

public struct CircularProgressViewStyle: ProgressViewStyle, NamedStyle, Sendable {
    public init() {}
    public init(tint: Color) {}
    nonisolated var styleName: String { ".circular" }
}

/// The page dots of a paged `TabView`.
public struct PageIndexViewStyle: IndexViewStyle, NamedStyle, Sendable {
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    let mode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { mode = backgroundDisplayMode }
    nonisolated var styleName: String { ".page(backgroundDisplayMode: .\(mode))" }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

/// How a `NavigationView` (deprecated in iOS 16) lays out its columns.
public protocol NavigationViewStyle {}

extension NavigationViewStyle where Self == StackNavigationViewStyle {
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { DoubleColumnNavigationViewStyle() }
}

extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}

extension View {
    /// Deprecated in iOS 16 with `NavigationView`; recorded.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View {
        attribute("navigationViewStyle", [(style as? any NamedStyle)?.styleName ?? String(describing: S.self)])
    }
}

/// Button styles of iOS 13–14 by type: each triggers like the static member it stands for.
public struct PlainButtonStyle: PrimitiveButtonStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".plain" }
    public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label { configuration.label }
}

public struct BorderlessButtonStyle: PrimitiveButtonStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".borderless" }
    public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label { configuration.label }
}

public struct DefaultButtonStyle: PrimitiveButtonStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".automatic" }
    public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label { configuration.label }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".bordered" }
    public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label { configuration.label }
}

public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, NamedStyle, Sendable {
    public init() {}
    nonisolated var styleName: String { ".borderedProminent" }
    public func makeBody(configuration: Configuration) -> ButtonStyleConfiguration.Label { configuration.label }
}

extension View {
    /// The look of a paged `TabView`'s page dots.
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        attribute("indexViewStyle", [(style as? any NamedStyle)?.styleName ?? String(describing: S.self)])
    }
}
