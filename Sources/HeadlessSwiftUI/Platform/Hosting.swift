/// Hosting SwiftUI inside AppKit/UIKit; present so code naming them compiles.
@MainActor
open class NSHostingView<Content: View> {
    public var rootView: Content
    public init(rootView: Content) { self.rootView = rootView }
}

@MainActor
open class NSHostingController<Content: View> {
    public var rootView: Content
    public init(rootView: Content) { self.rootView = rootView }
}

/// A view controller showing a SwiftUI view, so UIKit code can push or present it.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
    public var rootView: Content
    public init(rootView: Content) {
        self.rootView = rootView
        super.init()
    }
    /// Archives hold no SwiftUI views: always nil.
    public required init?(coder: NSCoder) { nil }
}
