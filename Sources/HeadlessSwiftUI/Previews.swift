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

/// Previews the way they were written before `#Preview` (iOS 13–16): a type whose static
/// `previews` is a view. They compile headless, and a harness can render one:
/// `ViewHarness(ContentView_Previews.previews)`.
@MainActor @preconcurrency
public protocol PreviewProvider {
    associatedtype Previews: View
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
    static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// The platform a `PreviewProvider` previews on.
public enum PreviewPlatform: Sendable {
    case iOS, macOS, tvOS, watchOS, visionOS
}

/// How a preview is sized in the canvas; recorded only.
public enum PreviewLayout: Sendable {
    case device
    case sizeThatFits
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview shows on, by name (`"iPhone 15"`); recorded only.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { rawValue = value }
}

/// The orientation of an interface or a preview.
public struct InterfaceOrientation: Hashable, Sendable, CaseIterable, Identifiable {
    let name: String
    public var id: String { name }
    public static let portrait = InterfaceOrientation(name: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(name: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(name: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(name: "landscapeRight")
    public static var allCases: [InterfaceOrientation] {
        [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    }
}

extension View {
    /// Preview settings: they only change the canvas, so the rendering does not show them.
    public func previewLayout(_ value: PreviewLayout) -> some View { self }
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
    public func previewDisplayName(_ value: String?) -> some View { self }
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View { self }
}
