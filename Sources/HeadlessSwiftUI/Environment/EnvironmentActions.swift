/// Closes the presentation that contains the view; call it like a function: `dismiss()`.
public struct DismissAction: Sendable {
    let action: (@MainActor () -> Void)?
    @MainActor public func callAsFunction() { action?() }
}

/// Opens a URL. Headless: records nothing and reports it handled.
public struct OpenURLAction: Sendable {
    public struct Result: Sendable {
        public static let handled = Result()
        public static let discarded = Result()
        public static let systemAction = Result()
    }
    let handler: @Sendable (URL) -> Result
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }
    public func callAsFunction(_ url: URL) { _ = handler(url) }
}

public struct OpenWindowAction: Sendable {
    public func callAsFunction(id: String) {}
    public func callAsFunction<D: Codable & Hashable>(value: D) {}
    public func callAsFunction<D: Codable & Hashable>(id: String, value: D) {}
}

public struct DismissWindowAction: Sendable {
    public func callAsFunction() {}
    public func callAsFunction(id: String) {}
}

public struct DismissSearchAction: Sendable {
    public func callAsFunction() {}
}

/// The action `.refreshable` installs; `await refresh()` runs it.
public struct RefreshAction: Sendable {
    let action: @MainActor () async -> Void
    @MainActor public func callAsFunction() async { await action() }
}

/// Whether the view's presentation is showing, with a way to close it (before `dismiss`).
public struct PresentationMode: Sendable {
    public let isPresented: Bool
    let close: DismissAction
    /// Closes the presentation, like `dismiss()`.
    @MainActor public mutating func dismiss() { close() }
}

extension EnvironmentValues {
    /// `@Environment(\.presentationMode)`: the presentation holding the view, as a binding.
    @available(*, deprecated, message: "Use dismiss and isPresented instead")
    public var presentationMode: Binding<PresentationMode> {
        let mode = PresentationMode(isPresented: isPresented, close: dismiss)
        return Binding(get: { mode }, set: { _ in })
    }
}
