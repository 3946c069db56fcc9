// HeadlessSwiftUI re-exports what SwiftUI re-exports and learner code relies on.
@_exported import Foundation
@_exported import Observation

@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")

@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait,
    _ moreTraits: PreviewTrait...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")

/// Marks a `@State` (or other wrapper) declared inside `#Preview`.
@attached(peer)
public macro Previewable() = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewableMacro")

/// Declares an `EnvironmentValues` (or `Transaction`) entry with its default value.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "HeadlessSwiftUIMacros", type: "EntryMacro")

/// The key type that `@Entry` generates conforms to this.
public protocol __EntryKey: EnvironmentKey, TransactionKey {}

/// Options for `#Preview(traits:)`; recorded nowhere because previews do not run headless.
public struct PreviewTrait: Sendable {
    let name: String
    public static let sizeThatFitsLayout = PreviewTrait(name: "sizeThatFitsLayout")
    public static let landscapeLeft = PreviewTrait(name: "landscapeLeft")
    public static let portrait = PreviewTrait(name: "portrait")
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
        PreviewTrait(name: "fixedLayout")
    }
    public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait { PreviewTrait(name: "modifier") }
}

/// Shared setup for previews (`#Preview(traits: .modifier(...))`); previews do not run headless.
public protocol PreviewModifier {
    associatedtype Context = Void
    associatedtype Body: View
    static func makeSharedContext() async throws -> Context
    @ViewBuilder @MainActor func body(content: Content, context: Context) -> Body
    typealias Content = PlaceholderContentView<Self>
}

extension PreviewModifier where Context == Void {
    public static func makeSharedContext() async throws {}
}
