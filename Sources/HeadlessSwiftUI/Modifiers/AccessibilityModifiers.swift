extension View {
    public func accessibilityLabel(_ label: Text) -> some View { accessibility("accessibilityLabel", label.string) }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View {
        accessibility("accessibilityLabel", labelKey.text)
    }
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        accessibility("accessibilityLabel", String(label))
    }
    public func accessibilityHint(_ hint: Text) -> some View { accessibility("accessibilityHint", hint.string) }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibility("accessibilityHint", hintKey.text)
    }
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility("accessibilityHint", String(hint))
    }
    public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibility("accessibilityValue", valueDescription.string)
    }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibility("accessibilityValue", valueKey.text)
    }
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility("accessibilityValue", String(value))
    }
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        accessibility("accessibilityIdentifier", identifier)
    }
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
    public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void)
        -> some View
    {
        attribute("accessibilityAction")
    }
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> some View
    {
        attribute("accessibilityAdjustableAction")
    }
    public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        attribute("accessibilitySortPriority")
    }
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { attribute("accessibilityInputLabels") }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        attribute("accessibilityInputLabels")
    }
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        attribute("accessibilityInputLabels")
    }
    public func accessibilityShowsLargeContentViewer() -> some View {
        attribute("accessibilityShowsLargeContentViewer")
    }

    private func accessibility(_ name: String, _ text: String) -> some View {
        attribute(name, [TreeFormatter.quote(text)])
    }
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

extension View {
    public func help(_ textKey: LocalizedStringKey) -> some View {
        attribute("help", [TreeFormatter.quote(textKey.text)])
    }
    public func help<S: StringProtocol>(_ text: S) -> some View {
        attribute("help", [TreeFormatter.quote(String(text))])
    }
    public func help(_ text: Text) -> some View { attribute("help", [TreeFormatter.quote(text.string)]) }
}
