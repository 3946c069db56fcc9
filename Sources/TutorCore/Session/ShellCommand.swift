import Foundation
import Wording

/// A command typed at the tutor's prompt. Like a `ParsableCommand`, each command is one type:
/// it declares its spec (name, argument, help and completion) and performs itself against the
/// session. `ShellCommands.all` is the command table; parsing, help, completion and dispatch
/// are generic loops over it.
public protocol ShellCommand: Sendable {
    static var spec: ShellCommandSpec { get }
    /// Builds the command from what was typed after its name (nil when nothing was); the parser
    /// has already checked it against `spec`.
    init(argument: String?)
    /// What was typed after the name.
    var argument: String? { get }
    func perform(in session: inout TutorSession) -> SessionReply
}

/// A command typed with no argument.
public protocol PlainShellCommand: ShellCommand {
    init()
}

extension PlainShellCommand {
    public init(argument: String?) { self.init() }
    public var argument: String? { nil }
}

/// A command whose optional argument is a file path (`check`, `run`, `submit`).
public protocol FileArgumentCommand: ShellCommand {
    /// The path as typed; nil when the command reads pasted code instead.
    var file: String? { get }
    init(file: String?)
}

extension FileArgumentCommand {
    public init(argument: String?) { self.init(file: argument) }
    public var argument: String? { file }

    /// The path with `~` and `$HOME` expanded, as a shell would; nil without a path. A relative
    /// path that is not in the current folder but is in the open exercise's folder (where Tab
    /// completes first) names that file.
    func path(in session: TutorSession) -> String? {
        guard let typed = file.map({ session.workspace.expandingHome($0) }) else { return nil }
        guard !typed.hasPrefix("/"), !FileManager.default.fileExists(atPath: typed),
            let folder = session.openExerciseFolder
        else { return typed }
        let inWorkspace = folder.appendingPathComponent(typed).path
        return FileManager.default.fileExists(atPath: inWorkspace) ? inWorkspace : typed
    }
}

/// What an argument of a command names, so the shell can complete it.
public enum ShellArgumentKind: Sendable {
    case none
    case commandName
    case lessonID
    case exerciseID
    case anyID
    case ruleID
    case trackID
    /// A path; the shell completes file names.
    case file
}

/// How a command is typed and explained.
public struct ShellCommandSpec: Sendable {
    public var name: String
    public var aliases: [String] = []
    public var usage: String
    public var summary: String
    public var details: String
    public var argument: ShellArgumentKind = .none
    public var argumentRequired = false
    /// The argument is every word typed after the name (`progress export FILE`), unquoted and
    /// joined by one space.
    public var argumentIsRestOfLine = false
}

/// The shell's command table, in the order `help` lists it.
public enum ShellCommands {
    public static let all: [any ShellCommand.Type] = [
        Help.self, Lessons.self, Lesson.self, Done.self, Next.self, Review.self, Study.self, Exercise.self, Hint.self,
        Progress.self, Placement.self,
        Reset.self,
        Check.self, Submit.self, Details.self, Paste.self, Edit.self, Run.self, Solution.self, Explain.self, Rules.self,
        Pack.self, Clear.self, Quit.self,
    ]

    public static var specs: [ShellCommandSpec] { all.map { $0.spec } }

    /// The command type for a name or alias.
    public static func named(_ name: String) -> (any ShellCommand.Type)? {
        all.first { $0.spec.name == name || $0.spec.aliases.contains(name) }
    }
}

/// Splits a typed line into words as a shell does: blanks separate words; '…' keeps everything
/// inside as it is; "…" keeps blanks, with \" and \\ inside; a backslash outside quotes keeps
/// the next character (`my\ file.swift`).
public enum ShellWords {
    public static func split(_ line: String) -> Result<[String], ShellCommandError> {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("\"", "\\"), (nil, "\\"):
                escaped = true
                inWord = true
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case (nil, " "), (nil, "\t"):
                if inWord { words.append(word) }
                word = ""
                inWord = false
            default:
                word.append(character)
                inWord = true
            }
        }
        if let quote {
            return .failure(
                ShellCommandError(description: "A \(quote) quote is not closed; add one at the end of the path."))
        }
        if escaped { word.append("\\") }
        if inWord { words.append(word) }
        return .success(words)
    }
}

/// Why a line could not be parsed into a command.
public struct ShellCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
}

/// Parses a line typed at the prompt and completes what is being typed, from the command table.
public enum ShellCommandParser {
    /// Returns nil for a blank line.
    public static func parse(_ line: String) -> Result<any ShellCommand, ShellCommandError>? {
        let words: [String]
        switch ShellWords.split(line) {
        case .success(let split): words = split
        case .failure(let error): return line.allSatisfy(\.isWhitespace) ? nil : .failure(error)
        }
        guard let name = words.first else { return nil }
        guard let command = ShellCommands.named(name.lowercased()) else {
            let suggestion =
                ClosestNames.best(for: name, in: ShellCommands.specs.map(\.name)).map { " Did you mean '\($0)'?" } ?? ""
            return .failure(
                ShellCommandError(
                    description: "Unknown command '\(name.count > 30 ? name.prefix(27) + "…" : name)'.\(suggestion) "
                        + "Type 'help' to list commands."))
        }
        let spec = command.spec
        let arguments = Array(words.dropFirst())
        if spec.argument == .none, !arguments.isEmpty {
            return .failure(ShellCommandError(description: "'\(spec.name)' takes no arguments. Usage: \(spec.usage)"))
        }
        if spec.argumentIsRestOfLine, !arguments.isEmpty {
            // The words as the shell split them (quotes and escapes undone), one space apart.
            return .success(command.init(argument: arguments.joined(separator: " ")))
        }
        if arguments.count > 1 {
            return .failure(ShellCommandError(description: "'\(spec.name)' takes one argument. Usage: \(spec.usage)"))
        }
        if spec.argumentRequired, arguments.isEmpty {
            return .failure(ShellCommandError(description: "'\(spec.name)' needs an argument. Usage: \(spec.usage)"))
        }
        return .success(command.init(argument: arguments.first))
    }

    /// Completions for the word being typed, given the text before it.
    public static func completions(for word: String, after prefix: String, ids: IDSets) -> [String] {
        let previous = prefix.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let candidates: [String]
        if previous.isEmpty {
            candidates = ShellCommands.specs.map(\.name)
        } else if previous.count == 1, let command = ShellCommands.named(previous[0].lowercased()) {
            switch command.spec.argument {
            case .none, .file: candidates = []
            case .commandName: candidates = ShellCommands.specs.map(\.name)
            case .lessonID: candidates = ids.lessons
            case .exerciseID: candidates = ids.exercises
            case .anyID: candidates = ids.lessons + ids.exercises
            case .ruleID: candidates = ids.rules
            case .trackID: candidates = ids.tracks
            }
        } else {
            candidates = []
        }
        return candidates.filter { $0.hasPrefix(word) }
    }

    /// Completions of a file name being typed: files of the open exercise's folder first (a bare
    /// name there is what `path(in:)` finds), then entries of the folder the word names, relative
    /// to `currentFolder`; folders end in `/`.
    public static func fileCompletions(for word: String, exerciseFolder: URL?, currentFolder: String) -> [String] {
        func entries(of folder: String) -> [String] {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { name in
                var isFolder: ObjCBool = false
                let exists = FileManager.default.fileExists(
                    atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder)
                return exists && isFolder.boolValue ? name + "/" : name
            }
        }
        var matches: [String] = []
        if let exerciseFolder, !word.contains("/") {
            matches += entries(of: exerciseFolder.path).filter { $0.hasPrefix(word) && !$0.hasSuffix("/") }
        }
        let expanded = Workspace.expandingHome(word)
        let typedFolder = expanded.lastIndex(of: "/").map { String(expanded[...$0]) } ?? ""
        let namePrefix = String(expanded.dropFirst(typedFolder.count))
        let folder =
            typedFolder.hasPrefix("/") ? typedFolder : (currentFolder as NSString).appendingPathComponent(typedFolder)
        // What was typed before the name stays as typed (`~/` is not replaced by the home folder).
        let shownFolder = word.lastIndex(of: "/").map { String(word[...$0]) } ?? ""
        matches += entries(of: folder).filter { $0.hasPrefix(namePrefix) }.map { shownFolder + $0 }
        var seen = Set<String>()
        return matches.filter { seen.insert($0).inserted }
    }

    /// Whether the word being typed is a file name (the shell then completes paths).
    public static func completesFileName(after prefix: String) -> Bool {
        let previous = prefix.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return previous.count == 1 && ShellCommands.named(previous[0].lowercased())?.spec.argument == .file
    }

    /// The ids the shell completes.
    public struct IDSets: Sendable {
        public var lessons: [String]
        public var exercises: [String]
        public var rules: [String]
        public var tracks: [String]
        public init(lessons: [String], exercises: [String], rules: [String] = [], tracks: [String] = []) {
            self.lessons = lessons
            self.exercises = exercises
            self.rules = rules
            self.tracks = tracks
        }
    }
}
