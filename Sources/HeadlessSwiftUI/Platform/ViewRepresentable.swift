/// Wrapping AppKit views; the represented view prints as one node with its type name.
@MainActor @preconcurrency
public protocol NSViewRepresentable: View where Body == Never {
    associatedtype NSViewType
    associatedtype Coordinator = Void
    func makeNSView(context: Self.Context) -> Self.NSViewType
    func updateNSView(_ nsView: Self.NSViewType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
    typealias Context = NSViewRepresentableContext<Self>
}

extension NSViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension NSViewRepresentable {
    public var body: Never { primitiveBody() }
}

public struct NSViewRepresentableContext<Representable: NSViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction: Transaction
}

/// Wrapping a UIKit view; like an AppKit one, it prints as one node with its type name.
@MainActor @preconcurrency
public protocol UIViewRepresentable: View where Body == Never {
    associatedtype UIViewType
    associatedtype Coordinator = Void
    func makeUIView(context: Self.Context) -> Self.UIViewType
    func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
    static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator)
    typealias Context = UIViewRepresentableContext<Self>
}

extension UIViewRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewRepresentable {
    public var body: Never { primitiveBody() }
    public static func dismantleUIView(_ uiView: Self.UIViewType, coordinator: Self.Coordinator) {}
}

public struct UIViewRepresentableContext<Representable: UIViewRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction: Transaction
}

/// Wrapping a UIKit view controller; it prints as one node with its type name.
@MainActor @preconcurrency
public protocol UIViewControllerRepresentable: View where Body == Never {
    associatedtype UIViewControllerType
    associatedtype Coordinator = Void
    func makeUIViewController(context: Self.Context) -> Self.UIViewControllerType
    func updateUIViewController(_ uiViewController: Self.UIViewControllerType, context: Self.Context)
    func makeCoordinator() -> Self.Coordinator
    typealias Context = UIViewControllerRepresentableContext<Self>
}

extension UIViewControllerRepresentable where Coordinator == Void {
    public func makeCoordinator() {}
}

extension UIViewControllerRepresentable {
    public var body: Never { primitiveBody() }
}

public struct UIViewControllerRepresentableContext<Representable: UIViewControllerRepresentable> {
    public let coordinator: Representable.Coordinator
    public var environment: EnvironmentValues
    public var transaction: Transaction
}
