/// Declares an `EnvironmentValues` (or `Transaction`) entry with its default value.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "HeadlessSwiftUIMacros", type: "EntryMacro")

/// The key type that `@Entry` generates conforms to this.
public protocol __EntryKey: EnvironmentKey, TransactionKey {}
