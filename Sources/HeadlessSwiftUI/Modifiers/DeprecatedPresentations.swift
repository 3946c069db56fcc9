/// The presentations deprecated in iOS 15 that take an `Alert` or `ActionSheet` value, and the title
/// and `presenting:` overloads the newer modifiers also have. An action sheet looks like a
/// confirmation dialog on a phone, so it prints as one.
extension View {
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        return modifier(
            DialogModifier(
                kind: "Alert", title: alert?.title.string ?? "", isPresented: presentsWhileSet(item),
                actions: { AnyView(LegacyDialogButtons(buttons: alert?.buttons ?? [])) },
                message: alert?.message.map { message in { message } }))
    }

    public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let sheet = content()
        return modifier(
            DialogModifier(
                kind: "ConfirmationDialog", title: sheet.title.string, isPresented: isPresented,
                actions: { AnyView(LegacyDialogButtons(buttons: sheet.buttons)) },
                message: sheet.message.map { message in { message } }))
    }

    public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let sheet = item.wrappedValue.map(content)
        return modifier(
            DialogModifier(
                kind: "ConfirmationDialog", title: sheet?.title.string ?? "", isPresented: presentsWhileSet(item),
                actions: { AnyView(LegacyDialogButtons(buttons: sheet?.buttons ?? [])) },
                message: sheet?.message.map { message in { message } }))
    }

    public func alert<S: StringProtocol, T, A: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions)
    }

    public func alert<S: StringProtocol, T, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
        @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        alert(Text(title), isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    public func alert<T, A: View>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "Alert", title: title.string, isPresented: isPresented,
                actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) }, message: nil))
    }

    public func alert<T, A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: @escaping (T) -> A,
        @ViewBuilder message: @escaping (T) -> M
    ) -> some View {
        modifier(
            DialogModifier(
                kind: "Alert", title: title.string, isPresented: isPresented,
                actions: { data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()) },
                message: { data.map { AnyView(message($0)) } ?? AnyView(EmptyView()) }))
    }
}

/// The pre-iOS 15 action sheet description.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Alert.Button]

    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    public typealias Button = Alert.Button
}

/// The buttons of an `Alert` or `ActionSheet` value, as dialog actions.
struct LegacyDialogButtons: View {
    let buttons: [Alert.Button]
    var body: some View {
        ForEach(Array(buttons.enumerated()), id: \.offset) { $0.element.view }
    }
}

/// `true` while the optional item is set; writing `false` clears it.
private func presentsWhileSet<Item>(_ item: Binding<Item?>) -> Binding<Bool> {
    Binding<Bool>(get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
}
