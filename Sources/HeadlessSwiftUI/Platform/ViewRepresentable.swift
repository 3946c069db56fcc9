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

public typealias UIViewRepresentable = NSViewRepresentable
