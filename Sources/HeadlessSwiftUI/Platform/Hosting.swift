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

public typealias UIHostingController = NSHostingController
