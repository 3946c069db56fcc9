import Foundation

/// The system Paste button. Headless the pasteboard is always empty, so the button shows as on a
/// device with nothing copied: disabled.
public struct PasteButton: View, PrimitiveView {
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    public var body: Never { primitiveBody() }

    func resolve(in context: ResolveContext, at path: String, environment: EnvironmentValues) -> [RenderedNode] {
        let node = RenderedNode(kind: "PasteButton", content: "Paste")
        node.details.append("systemImage:doc.on.clipboard")
        node.flags.append("disabled")
        node.isDisabled = true
        node.actions.tap = {}
        return [node]
    }
}

/// Data on the pasteboard or in a drag, loaded on request. Headless none is ever delivered.
open class NSItemProvider: NSObject, @unchecked Sendable {
    public override init() {}
    public var registeredTypeIdentifiers: [String] { [] }
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool { false }
}
