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
