/// Renders a view to an image; headless it produces no pixels.
@MainActor
public final class ImageRenderer<Content: View> {
    public var content: Content
    public var scale: CGFloat = 1
    public var proposedSize: ProposedViewSize = .unspecified
    public init(content: Content) { self.content = content }
    public var cgImage: CGImage? { nil }
}

/// An image handle; none are created headless.
public final class CGImage: @unchecked Sendable {}
