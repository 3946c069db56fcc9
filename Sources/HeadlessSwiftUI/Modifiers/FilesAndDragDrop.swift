extension View {
    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool = false,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void
    ) -> some View {
        attribute("fileImporter")
    }

    public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        attribute("fileImporter")
    }

    public func fileExporter<D: FileDocument>(
        isPresented: Binding<Bool>, document: D?, contentType: UTType, defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void
    ) -> some View {
        attribute("fileExporter")
    }

    public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        attribute("draggable")
    }
    public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        attribute("dropDestination")
    }
}

/// A uniform type identifier, for file importers and exporters.
public struct UTType: Hashable, Sendable {
    let identifier: String
    public init?(filenameExtension: String) { identifier = filenameExtension }
    public init(_ identifier: String) { self.identifier = identifier }
    public static let json = UTType("public.json")
    public static let plainText = UTType("public.plain-text")
    public static let image = UTType("public.image")
    public static let pdf = UTType("com.adobe.pdf")
    public static let data = UTType("public.data")
    public static let text = UTType("public.text")
    public static let commaSeparatedText = UTType("public.comma-separated-values-text")
}

/// Values that can be dragged and dropped.
public protocol Transferable {}
extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
