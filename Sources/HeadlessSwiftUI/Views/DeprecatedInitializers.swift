/// View initializers deprecated in iOS 13–16 that tutorials still use; each builds the same view
/// as its modern form.
extension GroupBox {
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.init(content: content) { label }
    }
}

extension Picker {
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content) { label }
    }
}

extension View {
    /// Prints nothing: SwiftUI's debugging output of what changed is not reproduced.
    public static func _printChanges() {}
}

/// A modifier that animates its `animatableData` (deprecated: conform to `ViewModifier` and
/// `Animatable`).
public protocol AnimatableModifier: Animatable, ViewModifier {}

/// The text fields of iOS 13–14 that report editing through closures: typing calls
/// `onEditingChanged(true)`, submitting calls `onCommit` and then `onEditingChanged(false)`.
extension TextField where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(label: Text(titleKey), text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        onCommit: @escaping () -> Void = {}
    ) {
        self.init(label: Text(title), text: text, onEditingChanged: onEditingChanged, onCommit: onCommit)
    }

    private init(
        label: Text, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
    ) {
        self.init(
            label: label, prompt: nil,
            input: TextInput(
                get: { text.wrappedValue },
                set: { newValue in
                    onEditingChanged(true)
                    text.wrappedValue = newValue
                }),
            commit: {
                onCommit()
                onEditingChanged(false)
            })
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        field = TextField(
            label: Text(titleKey), prompt: nil,
            input: TextInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 }), kind: "SecureField",
            commit: onCommit)
    }
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        field = TextField(
            label: Text(title), prompt: nil,
            input: TextInput(get: { text.wrappedValue }, set: { text.wrappedValue = $0 }), kind: "SecureField",
            commit: onCommit)
    }
}
