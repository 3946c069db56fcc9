extension View {
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        attribute(
            "keyboardShortcut",
            [key.attributeDescription] + (modifiers == .command ? [] : ["modifiers: " + modifiers.attributeDescription])
        )
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        attribute("keyboardShortcut", [shortcut.name])
    }

    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        attribute("onKeyPress", [key.attributeDescription])
    }

    public func onKeyPress(
        _ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        attribute("onKeyPress", [key.attributeDescription])
    }

    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        attribute("onKeyPress")
    }

    public func onKeyPress(
        keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat],
        action: @escaping (KeyPress) -> KeyPress.Result
    ) -> some View {
        attribute("onKeyPress")
    }
}

/// A key for keyboard shortcuts and key presses.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral, AttributeDescribable {
    public let character: Character
    public init(_ character: Character) { self.character = character }
    public init(extendedGraphemeClusterLiteral value: Character) { character = value }
    public static let `return` = KeyEquivalent("\r")
    public static let escape = KeyEquivalent("\u{1B}")
    public static let delete = KeyEquivalent("\u{8}")
    public static let tab = KeyEquivalent("\t")
    public static let space = KeyEquivalent(" ")
    public static let upArrow = KeyEquivalent("\u{F700}")
    public static let downArrow = KeyEquivalent("\u{F701}")
    public static let leftArrow = KeyEquivalent("\u{F702}")
    public static let rightArrow = KeyEquivalent("\u{F703}")
    var attributeDescription: String {
        switch self {
        case .return: ".return"
        case .escape: ".escape"
        case .delete: ".delete"
        case .tab: ".tab"
        case .space: ".space"
        case .upArrow: ".upArrow"
        case .downArrow: ".downArrow"
        case .leftArrow: ".leftArrow"
        case .rightArrow: ".rightArrow"
        default: TreeFormatter.quote(String(character))
        }
    }
}

public struct EventModifiers: OptionSet, Hashable, Sendable, AttributeDescribable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let shift = EventModifiers(rawValue: 1)
    public static let control = EventModifiers(rawValue: 2)
    public static let option = EventModifiers(rawValue: 4)
    public static let command = EventModifiers(rawValue: 8)
    public static let all: EventModifiers = [.shift, .control, .option, .command]
    var attributeDescription: String {
        let names = [
            (EventModifiers.shift, ".shift"), (.control, ".control"), (.option, ".option"), (.command, ".command"),
        ]
        .filter { contains($0.0) }.map(\.1)
        return names.count == 1 ? names[0] : "[" + names.joined(separator: ", ") + "]"
    }
}

public struct KeyboardShortcut: Sendable, Hashable {
    let name: String
    public static let defaultAction = KeyboardShortcut(name: ".defaultAction")
    public static let cancelAction = KeyboardShortcut(name: ".cancelAction")
}

/// A key press delivered to `onKeyPress`.
public struct KeyPress: Sendable {
    public let key: KeyEquivalent
    public let characters: String
    public let modifiers: EventModifiers
    public let phase: Phases

    public enum Result: Sendable { case handled, ignored }

    public struct Phases: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let down = Phases(rawValue: 1)
        public static let `repeat` = Phases(rawValue: 2)
        public static let up = Phases(rawValue: 4)
        public static let all: Phases = [.down, .repeat, .up]
    }
}
