/// An app. `MyApp.main()` renders the first scene's content headless and prints it.
@MainActor @preconcurrency
public protocol App {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Self.Body { get }
    init()
}

extension App {
    /// Prints the rendering of the app's first window, so `@main` apps run headless.
    public static func main() {
        let app = Self()
        guard let root = SceneContent.firstView(in: app.body) else {
            print("(no window content)")
            return
        }
        print(ViewHarness(AnyView(erasing: root)).render())
    }
}

/// Part of an app's user interface: a window group, a settings window …
@MainActor @preconcurrency
public protocol Scene {
    associatedtype Body: Scene
    @SceneBuilder @MainActor var body: Self.Body { get }
}

extension Never: Scene {}

@MainActor
protocol PrimitiveScene {
    var contentView: (any View)? { get }
}

@MainActor
enum SceneContent {
    static func firstView(in scene: any Scene) -> (any View)? {
        if let primitive = scene as? any PrimitiveScene { return primitive.contentView }
        return firstView(in: scene.body)
    }
}

/// Builds the scenes of an app.
@resultBuilder @MainActor
public enum SceneBuilder {
    public static func buildExpression<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }
    public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> SceneList {
        var list: [any Scene] = []
        repeat list.append(each scenes)
        return SceneList(scenes: list)
    }
    public static func buildIf<S: Scene>(_ scene: S?) -> SceneList { SceneList(scenes: scene.map { [$0] } ?? []) }
    public static func buildLimitedAvailability<S: Scene>(_ scene: S) -> SceneList { SceneList(scenes: [scene]) }
}

/// Several scenes.
public struct SceneList: Scene, PrimitiveScene {
    let scenes: [any Scene]
    public var body: Never { fatalError("SceneList has no body") }
    var contentView: (any View)? { scenes.lazy.compactMap { SceneContent.firstView(in: $0) }.first }
}

/// The main window(s) of an app.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public init<D: Codable & Hashable>(for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content) {
        self.content = content(.constant(nil))
    }
    public init<D: Codable & Hashable>(
        _ title: LocalizedStringKey, for type: D.Type, @ViewBuilder content: @escaping (Binding<D?>) -> Content
    ) {
        self.content = content(.constant(nil))
    }
    public var body: Never { fatalError("WindowGroup has no body") }
    var contentView: (any View)? { content }
}

/// A single window.
public struct Window<Content: View>: Scene, PrimitiveScene {
    let content: Content
    public init(_ title: LocalizedStringKey, id: String, @ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Window has no body") }
    var contentView: (any View)? { content }
}

/// The settings window (macOS).
public struct Settings<Content: View>: Scene, PrimitiveScene {
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    public var body: Never { fatalError("Settings has no body") }
    var contentView: (any View)? { nil }
}

/// A menu bar extra (macOS).
public struct MenuBarExtra<Content: View>: Scene, PrimitiveScene {
    let content: Content
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public var body: Never { fatalError("MenuBarExtra has no body") }
    var contentView: (any View)? { nil }
}

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
    public init(newDocument: @autoclosure @escaping () -> Document, @ViewBuilder editor: @escaping (FileDocumentConfiguration<Document>) -> Content) {}
    public init(viewing documentType: Document.Type, @ViewBuilder viewer: @escaping (FileDocumentConfiguration<Document>) -> Content) {}
    public var body: Never { fatalError("DocumentGroup has no body") }
    var contentView: (any View)? { nil }
}

/// Menu commands (macOS).
@MainActor @preconcurrency
public protocol Commands {
    associatedtype Body: Commands
    @CommandsBuilder var body: Self.Body { get }
}

extension Never: Commands {}

public struct CommandList: Commands {
    public var body: Never { return fatalError("CommandList has no body") }
}

@resultBuilder @MainActor
public enum CommandsBuilder {
    public static func buildExpression<C: Commands>(_ commands: C) -> CommandList { CommandList() }
    public static func buildBlock(_ parts: CommandList...) -> CommandList { CommandList() }
}

public struct CommandGroup<Content: View>: Commands {
    public init(after group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(before group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public init(replacing group: CommandGroupPlacement, @ViewBuilder addition: () -> Content) {}
    public var body: Never { return fatalError("CommandGroup has no body") }
}

public struct CommandMenu<Content: View>: Commands {
    public init(_ nameKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {}
    public var body: Never { return fatalError("CommandMenu has no body") }
}

public struct SidebarCommands: Commands {
    public init() {}
    public var body: Never { return fatalError("SidebarCommands has no body") }
}

public struct ToolbarCommands: Commands {
    public init() {}
    public var body: Never { return fatalError("ToolbarCommands has no body") }
}

public struct CommandGroupPlacement: Sendable {
    let name: String
    public static let newItem = CommandGroupPlacement(name: "newItem")
    public static let saveItem = CommandGroupPlacement(name: "saveItem")
    public static let appInfo = CommandGroupPlacement(name: "appInfo")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let help = CommandGroupPlacement(name: "help")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
}

public struct WindowStyleKind: Sendable {
    public static let automatic = WindowStyleKind()
    public static let hiddenTitleBar = WindowStyleKind()
    public static let titleBar = WindowStyleKind()
    public static let plain = WindowStyleKind()
}

public struct WindowToolbarStyleKind: Sendable {
    public static let automatic = WindowToolbarStyleKind()
    public static let unified = WindowToolbarStyleKind()
    public static let unifiedCompact = WindowToolbarStyleKind()
    public static let expanded = WindowToolbarStyleKind()
    public static func unified(showsTitle: Bool) -> WindowToolbarStyleKind { WindowToolbarStyleKind() }
}

public struct WindowResizability: Sendable {
    public static let automatic = WindowResizability()
    public static let contentSize = WindowResizability()
    public static let contentMinSize = WindowResizability()
}

public struct WindowPlacement: Sendable {
    public init(_ position: UnitPoint? = nil, size: CGSize? = nil) {}
    public init(x: CGFloat? = nil, y: CGFloat? = nil, width: CGFloat? = nil, height: CGFloat? = nil) {}
}

extension Scene {
    public func windowStyle(_ style: WindowStyleKind) -> Self { self }
    public func windowToolbarStyle(_ style: WindowToolbarStyleKind) -> Self { self }
    public func windowResizability(_ resizability: WindowResizability) -> Self { self }
    public func defaultSize(width: CGFloat, height: CGFloat) -> Self { self }
    public func defaultSize(_ size: CGSize) -> Self { self }
    public func defaultPosition(_ position: UnitPoint) -> Self { self }
    public func commands<C: Commands>(@CommandsBuilder content: () -> C) -> Self { self }
    public func modelContainer(for modelType: Any.Type) -> Self { self }
    public func environment<T: AnyObject & Observable>(_ object: T?) -> Self { self }
    public func handlesExternalEvents(matching conditions: Set<String>) -> Self { self }
}

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
