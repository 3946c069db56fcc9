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
    public static let appTermination = CommandGroupPlacement(name: "appTermination")
    public static let appVisibility = CommandGroupPlacement(name: "appVisibility")
    public static let importExport = CommandGroupPlacement(name: "importExport")
    public static let printItem = CommandGroupPlacement(name: "printItem")
    public static let singleWindowList = CommandGroupPlacement(name: "singleWindowList")
    public static let systemServices = CommandGroupPlacement(name: "systemServices")
    public static let textEditing = CommandGroupPlacement(name: "textEditing")
    public static let textFormatting = CommandGroupPlacement(name: "textFormatting")
    public static let windowArrangement = CommandGroupPlacement(name: "windowArrangement")
    public static let windowList = CommandGroupPlacement(name: "windowList")
    public static let windowSize = CommandGroupPlacement(name: "windowSize")
    public static let appSettings = CommandGroupPlacement(name: "appSettings")
    public static let help = CommandGroupPlacement(name: "help")
    public static let pasteboard = CommandGroupPlacement(name: "pasteboard")
    public static let sidebar = CommandGroupPlacement(name: "sidebar")
    public static let toolbar = CommandGroupPlacement(name: "toolbar")
    public static let undoRedo = CommandGroupPlacement(name: "undoRedo")
}
