/// An editable text field; the harness finds it by its title (placeholder) or label.
public struct TextField<Label: View>: View, PrimitiveView {
    let label: Label
    let prompt: Text?
    let input: TextInput
    var kind = "TextField"
    /// What the deprecated `onCommit:` initialisers run when the field is submitted.
    var commit: (() -> Void)?

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis = .horizontal, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.prompt = prompt
        self.input = TextInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 })
    }

    init(label: Label, prompt: Text?, input: TextInput, kind: String = "TextField", commit: (() -> Void)? = nil) {
        self.label = label
        self.prompt = prompt
        self.input = input
        self.kind = kind
        self.commit = commit
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let styledField = TextField<_TextFieldStyleLabel>(
            label: StyledContent(source: .view(label)), prompt: prompt, input: input, kind: kind, commit: commit)
        if let styled = context.resolveCustomStyle(
            TextFieldStyleConfiguration(field: styledField), at: path, environment: environment)
        {
            return styled
        }
        let (text, _) = context.resolveLabel(label, at: path + "/label", environment: environment)
        let title = text.isEmpty ? (prompt?.string ?? "") : text
        let node = RenderedNode(kind: kind, content: title)
        let value = input.get()
        let shown = kind == "SecureField" ? String(repeating: "•", count: value.count) : value
        node.details.append("text:" + TreeFormatter.quote(shown))
        if let prompt, !text.isEmpty, prompt.string != text {
            node.details.append("prompt:" + TreeFormatter.quote(prompt.string))
        }
        context.applyEnabled(node, environment)
        node.actions.text = input
        if let commit { node.actions.submit.append(commit) }
        return [node]
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }

    /// A field that edits a value through a format style, e.g. `format: .number`.
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(label: Text(titleKey), prompt: prompt, input: Self.formatted(value, format))
    }

    public init<S: StringProtocol, F: ParseableFormatStyle>(
        _ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil
    ) where F.FormatOutput == String {
        self.init(label: Text(title), prompt: prompt, input: Self.formatted(value, format))
    }

    public init<V>(_ titleKey: LocalizedStringKey, value: Binding<V>, formatter: Formatter) {
        self.init(
            label: Text(titleKey), prompt: nil,
            input: TextInput(
                get: { formatter.string(for: value.wrappedValue) ?? "" },
                set: { text in
                    let number = (formatter as? NumberFormatter)?.number(from: text)
                    if let typed = (number?.doubleValue as Any) as? V ?? (number?.intValue as Any) as? V {
                        value.wrappedValue = typed
                    }
                }))
    }

    static func formatted<F: ParseableFormatStyle>(_ value: Binding<F.FormatInput>, _ format: F) -> TextInput
    where F.FormatOutput == String {
        TextInput(
            get: { format.format(value.wrappedValue) },
            set: { text in
                if let parsed = try? format.parseStrategy.parse(text) { value.wrappedValue = parsed }
            })
    }
}

/// A field whose text is shown masked.
public struct SecureField<Label: View>: View, PrimitiveView {
    let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(
            label: label(), prompt: prompt,
            input: TextInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 }), kind: "SecureField")
    }

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        field.resolve(in: context, at: path, environment: environment)
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(titleKey) }
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(titleKey) }
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text, prompt: nil) { Text(title) }
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
        self.init(text: text, prompt: prompt) { Text(title) }
    }
}
