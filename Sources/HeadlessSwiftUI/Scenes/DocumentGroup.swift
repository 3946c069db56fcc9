/// A document that can be read from and written to a file.
public protocol FileDocument {
    static var readableContentTypes: [UTType] { get }
    static var writableContentTypes: [UTType] { get }
    init(configuration: Self.ReadConfiguration) throws
    func fileWrapper(configuration: Self.WriteConfiguration) throws -> FileWrapper
    typealias ReadConfiguration = FileDocumentReadConfiguration
    typealias WriteConfiguration = FileDocumentWriteConfiguration
}

extension FileDocument {
    public static var writableContentTypes: [UTType] { readableContentTypes }
}

public struct FileDocumentReadConfiguration {
    public let contentType: UTType
    public let file: FileWrapper
}

public struct FileDocumentWriteConfiguration {
    public let contentType: UTType
    public let existingFile: FileWrapper?
}

/// The document a `DocumentGroup` view edits.
public struct FileDocumentConfiguration<Document: FileDocument> {
    @Binding public var document: Document
    public var fileURL: URL?
    public var isEditable: Bool { true }
}

/// File contents for documents.
public final class FileWrapper: @unchecked Sendable {
    public let regularFileContents: Data?
    public var filename: String?
    public init(regularFileWithContents contents: Data) { regularFileContents = contents }
}

/// A document-based app's scene.
public struct DocumentGroup<Document: FileDocument, Content: View>: Scene, PrimitiveScene {
    public init(
        newDocument: @autoclosure @escaping () -> Document,
        @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {}
    public init(
        viewing documentType: Document.Type,
        @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content
    ) {}
    public var body: Never { fatalError("DocumentGroup has no body") }
    var contentView: (any View)? { nil }
}
