extension View {
    // MARK: Lists

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
    public func listRowSpacing(_ spacing: CGFloat?) -> some View { attribute("listRowSpacing", [spacing.map(AttributeText.number) ?? "nil"]) }
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { attribute("listSectionSpacing", [AttributeText.number(spacing)]) }
    public func listItemTint(_ tint: Color?) -> some View { attribute("listItemTint", [tint?.name ?? "nil"]) }
    public func headerProminence(_ prominence: Prominence) -> some View { attribute("headerProminence") }
    public func moveDisabled(_ isDisabled: Bool) -> some View { attribute("moveDisabled") }
    public func deleteDisabled(_ isDisabled: Bool) -> some View { attribute("deleteDisabled") }

    // MARK: Scrolling

    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        attribute("scrollContentBackground", [visibility.attributeDescription])
    }
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        attribute("scrollIndicators", [visibility.name])
    }
    public func scrollDisabled(_ disabled: Bool) -> some View { attribute("scrollDisabled", disabled ? [] : ["false"]) }
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { attribute("scrollClipDisabled") }
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { attribute("scrollTargetLayout") }
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        attribute("scrollPosition")
    }
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> some View {
        attribute("scrollPosition")
    }
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View {
        attribute("scrollBounceBehavior")
    }
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        attribute("defaultScrollAnchor", [anchor?.attributeDescription ?? "nil"])
    }
    public func onScrollGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (ScrollGeometry) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        attribute("onScrollGeometryChange")
    }
    public func onScrollPhaseChange(_ action: @escaping (ScrollPhase, ScrollPhase) -> Void) -> some View {
        attribute("onScrollPhaseChange")
    }
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        attribute("onScrollVisibilityChange")
    }

    // MARK: Geometry

    /// Runs `action` with the value computed from a 390×844 proxy when the view appears.
    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: transform(GeometryProxy()), initial: true, action: { _, new in action(new) }))
    }

    public func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (T, T) -> Void
    ) -> some View {
        modifier(ChangeModifier(value: transform(GeometryProxy()), initial: true, action: action))
    }

    // MARK: Navigation bars

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        attribute("navigationBarTitleDisplayMode", ["." + displayMode.name])
    }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        attribute("navigationBarBackButtonHidden")
    }
    public func navigationBarHidden(_ hidden: Bool) -> some View { attribute("navigationBarHidden") }
    public func navigationSubtitle(_ subtitle: LocalizedStringKey) -> some View {
        attribute("navigationSubtitle", [TreeFormatter.quote(subtitle.text)])
    }
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View {
        attribute("navigationSplitViewColumnWidth", [AttributeText.number(width)])
    }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        attribute("navigationSplitViewColumnWidth", ["ideal: " + AttributeText.number(ideal)])
    }
    public func inspectorColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View {
        attribute("inspectorColumnWidth", ["ideal: " + AttributeText.number(ideal)])
    }
    public func inspectorColumnWidth(_ width: CGFloat) -> some View { attribute("inspectorColumnWidth", [AttributeText.number(width)]) }

    // MARK: Presentations

    public func presentationDetents(_ detents: Set<PresentationDetent>) -> some View {
        attribute("presentationDetents", detents.map(\.name).sorted())
    }
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> some View {
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
    public func presentationSizing(_ sizing: PresentationSizing) -> some View { attribute("presentationSizing", [sizing.name]) }

    // MARK: Accessibility

    public func accessibilityLabel(_ label: Text) -> some View { accessibility("accessibilityLabel", label.string) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibility("accessibilityLabel", labelKey.text) }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibility("accessibilityLabel", String(label)) }
    public func accessibilityHint(_ hint: Text) -> some View { accessibility("accessibilityHint", hint.string) }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibility("accessibilityHint", hintKey.text) }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibility("accessibilityHint", String(hint)) }
    public func accessibilityValue(_ valueDescription: Text) -> some View { accessibility("accessibilityValue", valueDescription.string) }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibility("accessibilityValue", valueKey.text) }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibility("accessibilityValue", String(value)) }
    public func accessibilityIdentifier(_ identifier: String) -> some View { accessibility("accessibilityIdentifier", identifier) }
    public func accessibilityHidden(_ hidden: Bool) -> some View { attribute("accessibilityHidden", [String(hidden)]) }
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        attribute("accessibilityElement", ["children: " + children.name])
    }
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        attribute("accessibilityAddTraits", [traits.attributeDescription])
    }
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        attribute("accessibilityRemoveTraits", [traits.attributeDescription])
    }
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void) -> some View {
        attribute("accessibilityAction", [TreeFormatter.quote(nameKey.text)])
    }
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> some View {
        attribute("accessibilityAction")
    }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void) -> some View {
        attribute("accessibilityAdjustableAction")
    }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View { attribute("accessibilitySortPriority") }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { attribute("accessibilityInputLabels") }
    public func accessibilityShowsLargeContentViewer() -> some View { attribute("accessibilityShowsLargeContentViewer") }

    private func accessibility(_ name: String, _ text: String) -> some View {
        attribute(name, [TreeFormatter.quote(text)])
    }
}

extension VerticalEdge {
    public struct Set: OptionSet, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1)
        public static let bottom = Set(rawValue: 2)
        public static let all: Set = [.top, .bottom]
    }
}

public enum Prominence: Sendable, Hashable { case standard, increased }

public struct ScrollIndicatorVisibility: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: ".automatic")
    public static let visible = ScrollIndicatorVisibility(name: ".visible")
    public static let hidden = ScrollIndicatorVisibility(name: ".hidden")
    public static let never = ScrollIndicatorVisibility(name: ".never")
}

public struct ScrollBounceBehavior: Sendable, Hashable {
    public static let automatic = ScrollBounceBehavior()
    public static let always = ScrollBounceBehavior()
    public static let basedOnSize = ScrollBounceBehavior()
}

/// A scroll position bound with `.scrollPosition(_:)`.
public struct ScrollPosition: Equatable {
    public private(set) var viewID: AnyHashable?
    public var edge: Edge?
    public init(idType: (some Hashable).Type = Never.self) {}
    public init(edge: Edge) { self.edge = edge }
    public mutating func scrollTo(edge: Edge) { self.edge = edge }
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) { viewID = AnyHashable(id) }
    public mutating func scrollTo(x: CGFloat = 0, y: CGFloat = 0) {}
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool { lhs.viewID == rhs.viewID && lhs.edge == rhs.edge }
}

/// The geometry of a scroll view.
public struct ScrollGeometry: Equatable, Sendable {
    public var contentOffset: CGPoint = .zero
    public var contentSize: CGSize = .zero
    public var contentInsets: EdgeInsets = EdgeInsets()
    public var containerSize: CGSize = CGSize(width: 390, height: 844)
    public var visibleRect: CGRect { CGRect(origin: contentOffset, size: containerSize) }
}

/// What a scroll view is doing.
public enum ScrollPhase: Hashable, Sendable {
    case idle, tracking, interacting, decelerating, animating
    public var isScrolling: Bool { self != .idle }
}

public enum NavigationBarItem {
    public struct TitleDisplayMode: Sendable, Hashable {
        let name: String
        public static let automatic = TitleDisplayMode(name: "automatic")
        public static let inline = TitleDisplayMode(name: "inline")
        public static let large = TitleDisplayMode(name: "large")
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

public struct AccessibilityChildBehavior: Sendable, Hashable {
    let name: String
    public static let ignore = AccessibilityChildBehavior(name: ".ignore")
    public static let combine = AccessibilityChildBehavior(name: ".combine")
    public static let contain = AccessibilityChildBehavior(name: ".contain")
}

public struct AccessibilityTraits: OptionSet, Sendable, AttributeDescribable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1)
    public static let isHeader = AccessibilityTraits(rawValue: 2)
    public static let isSelected = AccessibilityTraits(rawValue: 4)
    public static let isLink = AccessibilityTraits(rawValue: 8)
    public static let isImage = AccessibilityTraits(rawValue: 16)
    public static let isStaticText = AccessibilityTraits(rawValue: 32)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 64)
    public static let isModal = AccessibilityTraits(rawValue: 128)
    public static let isToggle = AccessibilityTraits(rawValue: 256)
    var attributeDescription: String {
        let names: [(AccessibilityTraits, String)] = [
            (.isButton, ".isButton"), (.isHeader, ".isHeader"), (.isSelected, ".isSelected"), (.isLink, ".isLink"),
            (.isImage, ".isImage"), (.isStaticText, ".isStaticText"), (.updatesFrequently, ".updatesFrequently"),
            (.isModal, ".isModal"), (.isToggle, ".isToggle"),
        ]
        let present = names.filter { contains($0.0) }.map(\.1)
        return present.count == 1 ? present[0] : "[" + present.joined(separator: ", ") + "]"
    }
}

public struct AccessibilityActionKind: Sendable {
    public static let `default` = AccessibilityActionKind()
    public static let escape = AccessibilityActionKind()
    public static let magicTap = AccessibilityActionKind()
}

public enum AccessibilityAdjustmentDirection: Sendable { case increment, decrement }
