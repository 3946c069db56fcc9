extension View {
    /// Runs `action` when the user presses return in a text field inside this view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        editingNodes { nodes, _, _ in
            for node in nodes {
                node.walk { field in if field.actions.text != nil { field.actions.submit.append(action) } }
            }
            return nodes
        }
    }

    public func submitLabel(_ submitLabel: SubmitLabel) -> some View {
        attribute("submitLabel", ["." + submitLabel.name])
    }
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
