extension View {
    /// Makes the view tappable; the harness's `tap(_:)` finds it by the text it shows.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes { node.actions.tapGestures.append(action) }
            return nodes
        }
    }

    public func onTapGesture(count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local, perform action: @escaping (CGPoint) -> Void) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes { node.actions.tapGestures.append { action(.zero) } }
            return nodes
        }
    }

    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        attribute("onLongPressGesture")
    }

    /// Runs `action` when the user presses return in a text field inside this view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes {
                node.walk { field in if field.actions.text != nil { field.actions.submit.append(action) } }
            }
            return nodes
        }
    }

    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { attribute("submitLabel", ["." + submitLabel.name]) }
    public func keyboardType(_ type: UIKeyboardType) -> some View { attribute("keyboardType", ["." + type.name]) }
    public func textContentType(_ textContentType: UITextContentType?) -> some View {
        attribute("textContentType", [textContentType.map { "." + $0.name } ?? "nil"])
    }
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View {
        attribute("textInputAutocapitalization", [autocapitalization.map { "." + $0.name } ?? "nil"])
    }
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View {
        attribute("autocorrectionDisabled", disable ? [] : ["false"])
    }
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View {
        attribute("scrollDismissesKeyboard", ["." + mode.name])
    }

    /// Adds a search field above the content; the harness's `search(_:)` types into it.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> some View {
        searchField(text: text, prompt: prompt?.string)
    }

    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
    ) -> some View {
        searchField(text: text, prompt: prompt.text)
    }

    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> some View {
        searchField(text: text, prompt: String(prompt))
    }

    public func searchable(
        text: Binding<String>, isPresented: Binding<Bool>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey
    ) -> some View {
        searchField(text: text, prompt: prompt.text)
    }

    private func searchField(text: Binding<String>, prompt: String?) -> some View {
        editingNodes { nodes, _, _ in
            let field = RenderedNode(kind: "SearchField", content: prompt ?? "Search")
            field.details.append("text:" + TreeFormatter.quote(text.wrappedValue))
            field.actions.search = TextInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })
            return [field] + nodes
        }
    }

    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        attribute("searchScopes")
    }

    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View {
        attribute("searchSuggestions")
    }

    /// Pull to refresh; the harness's `refresh()` runs the action.
    public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes {
                node.modifiers.append(".refreshable")
                node.actions.refresh = { await action() }
            }
            return nodes
        }
        .writingEnvironment { $0.refresh = RefreshAction(action: { await action() }) }
    }

    /// Swipe actions on a list row; they print under the row and can be tapped.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: () -> T
    ) -> some View {
        AccessoryModifier.wrap(self, kind: "SwipeActions", details: edge == .leading ? ["edge:.leading"] : [], content: content())
    }

    /// A context menu; its buttons print under the view and can be tapped.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        AccessoryModifier.wrap(self, kind: "ContextMenu", content: menuItems())
    }

    /// A context menu for selected rows of a `List` or `Table`; listed under the view.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        AccessoryModifier.wrap(self, kind: "ContextMenu", content: menu([]))
    }

    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        AccessoryModifier.wrap(self, kind: "ContextMenu", content: menuItems())
    }

    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> some View {
        attribute("keyboardShortcut", [key.attributeDescription] + (modifiers == .command ? [] : ["modifiers: " + modifiers.attributeDescription]))
    }

    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View {
        attribute("keyboardShortcut", [shortcut.name])
    }

    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> some View {
        attribute("onKeyPress", [key.attributeDescription])
    }

    public func onKeyPress(_ key: KeyEquivalent, phases: KeyPress.Phases, action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        attribute("onKeyPress", [key.attributeDescription])
    }

    public func onKeyPress(action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        attribute("onKeyPress")
    }

    public func onKeyPress(keys: Set<KeyEquivalent>, phases: KeyPress.Phases = [.down, .repeat], action: @escaping (KeyPress) -> KeyPress.Result) -> some View {
        attribute("onKeyPress")
    }

    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
        attribute("onReceive")
    }

    public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { attribute("onOpenURL") }

    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View {
        attribute("interactiveDismissDisabled", isDisabled ? [] : ["false"])
    }

    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        attribute("fileImporter")
    }

    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        attribute("fileImporter")
    }

    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        attribute("fileExporter")
    }

    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View { attribute("draggable") }
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool, isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        attribute("dropDestination")
    }
}

public struct SubmitTriggers: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}

public struct SubmitLabel: Sendable, Hashable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// Keyboard layouts for text fields.
public struct UIKeyboardType: Sendable, Hashable {
    let name: String
    public static let `default` = UIKeyboardType(name: "default")
    public static let asciiCapable = UIKeyboardType(name: "asciiCapable")
    public static let numbersAndPunctuation = UIKeyboardType(name: "numbersAndPunctuation")
    public static let URL = UIKeyboardType(name: "URL")
    public static let numberPad = UIKeyboardType(name: "numberPad")
    public static let phonePad = UIKeyboardType(name: "phonePad")
    public static let namePhonePad = UIKeyboardType(name: "namePhonePad")
    public static let emailAddress = UIKeyboardType(name: "emailAddress")
    public static let decimalPad = UIKeyboardType(name: "decimalPad")
    public static let twitter = UIKeyboardType(name: "twitter")
    public static let webSearch = UIKeyboardType(name: "webSearch")
}

/// Semantic content of text fields (for autofill).
public struct UITextContentType: Sendable, Hashable {
    let name: String
    public static let name = UITextContentType(name: "name")
    public static let givenName = UITextContentType(name: "givenName")
    public static let familyName = UITextContentType(name: "familyName")
    public static let username = UITextContentType(name: "username")
    public static let password = UITextContentType(name: "password")
    public static let newPassword = UITextContentType(name: "newPassword")
    public static let oneTimeCode = UITextContentType(name: "oneTimeCode")
    public static let emailAddress = UITextContentType(name: "emailAddress")
    public static let telephoneNumber = UITextContentType(name: "telephoneNumber")
    public static let URL = UITextContentType(name: "URL")
    public static let fullStreetAddress = UITextContentType(name: "fullStreetAddress")
    public static let postalCode = UITextContentType(name: "postalCode")
    public static let creditCardNumber = UITextContentType(name: "creditCardNumber")
    public static let location = UITextContentType(name: "location")
}

public struct TextInputAutocapitalization: Sendable, Hashable {
    let name: String
    public static let never = TextInputAutocapitalization(name: "never")
    public static let words = TextInputAutocapitalization(name: "words")
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    public static let characters = TextInputAutocapitalization(name: "characters")
}

public struct ScrollDismissesKeyboardMode: Sendable, Hashable {
    let name: String
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

public struct SearchFieldPlacement: Sendable, Hashable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
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
        let names = [(EventModifiers.shift, ".shift"), (.control, ".control"), (.option, ".option"), (.command, ".command")]
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

/// A uniform type identifier, for file importers and exporters.
public struct UTType: Hashable, Sendable {
    let identifier: String
    public init?(filenameExtension: String) { identifier = filenameExtension }
    public init(_ identifier: String) { self.identifier = identifier }
    public static let json = UTType("public.json")
    public static let plainText = UTType("public.plain-text")
    public static let image = UTType("public.image")
    public static let pdf = UTType("com.adobe.pdf")
    public static let data = UTType("public.data")
    public static let text = UTType("public.text")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text")
}

/// Values that can be dragged and dropped.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
