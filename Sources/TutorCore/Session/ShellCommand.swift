import SwiftUIChecker

/// A command typed at the tutor's prompt, parsed.
public enum ShellCommand: Equatable, Sendable {
    case help(topic: String?)
    case lessons
    case lesson(id: String)
    case next
    case exercise(id: String)
    case hint
    case progress
    case reset(id: String)
    /// Lint a file, or (nil) code pasted into the shell.
    case check(file: String?)
    /// Grade a file, or pasted code, for the open exercise.
    case submit(file: String?)
    /// Compile and run a file, or pasted code, without grading.
    case run(file: String?)
    /// Edit the open exercise's working file in `$VISUAL`/`$EDITOR`, then grade it.
    case edit
    /// Show the reference solution of the open exercise.
    case solution
    /// Why a checker rule exists, and the lesson that teaches it.
    case explain(rule: String)
    /// List the checker's rules.
    case rules
    case quit
}

/// What an argument of a command names, so the shell can complete it.
public enum ShellArgumentKind: Sendable {
    case none
    case commandName
    case lessonID
    case exerciseID
    case anyID
    case ruleID
    /// A path; the shell completes file names.
    case file
}

/// The shell's command table: the single source for parsing, help and completion.
public struct ShellCommandSpec: Sendable {
    public var name: String
    public var aliases: [String]
    public var usage: String
    public var summary: String
    public var details: String
    public var argument: ShellArgumentKind
    public var argumentRequired: Bool

    public static let all: [ShellCommandSpec] = [
        .init(name: "help", aliases: ["?"], usage: "help [command]",
              summary: "List commands, or explain one",
              details: "With a command name, shows its usage and what it does.",
              argument: .commandName, argumentRequired: false),
        .init(name: "lessons", aliases: ["ls"], usage: "lessons",
              summary: "List lessons and exercises with your progress",
              details: "Marks: ✓ done, • started, blank not started. Ids are what `lesson` and `exercise` take.",
              argument: .none, argumentRequired: false),
        .init(name: "lesson", aliases: [], usage: "lesson ID",
              summary: "Read a lesson",
              details: "Shows the lesson and records that you read it. Tab completes ids.",
              argument: .lessonID, argumentRequired: true),
        .init(name: "next", aliases: ["n"], usage: "next",
              summary: "Open the first lesson or exercise you have not finished",
              details: "Lessons count as finished once read, exercises once passed.",
              argument: .none, argumentRequired: false),
        .init(name: "exercise", aliases: ["ex"], usage: "exercise ID",
              summary: "Open an exercise: prompt, starter code and your working file",
              details: "Writes the starter code to a working file the first time (never over your edits) and prints where it is, so you can edit it in your own editor.",
              argument: .exerciseID, argumentRequired: true),
        .init(name: "hint", aliases: [], usage: "hint",
              summary: "Show one more hint for the current exercise",
              details: "Hints come one at a time, gentlest first; the number you used is kept in your progress.",
              argument: .none, argumentRequired: false),
        .init(name: "progress", aliases: [], usage: "progress",
              summary: "Show what you have done so far",
              details: "Counts lessons read and exercises passed, with attempts and hints per exercise.",
              argument: .none, argumentRequired: false),
        .init(name: "reset", aliases: [], usage: "reset ID",
              summary: "Forget your progress on a lesson or exercise (asks first)",
              details: "Clears the record for ID after you confirm. Your working file is kept.",
              argument: .anyID, argumentRequired: true),
        .init(name: "check", aliases: [], usage: "check [FILE]",
              summary: "Run the SwiftUI checker on a file, or on code you paste",
              details: "Without FILE, paste the code and end with a line holding only '.'. Findings show the line and what to do; nothing is graded or saved.",
              argument: .file, argumentRequired: false),
        .init(name: "submit", aliases: [], usage: "submit [FILE]",
              summary: "Grade your answer to the open exercise (a file, or pasted code)",
              details: "Without FILE, paste the code and end with a line holding only '.'. The checker runs first, then your code is compiled and run in a sandbox and its output compared. Every attempt is saved in your progress.",
              argument: .file, argumentRequired: false),
        .init(name: "edit", aliases: [], usage: "edit",
              summary: "Edit the open exercise's working file, then grade it",
              details: "Opens $VISUAL (or $EDITOR, or vi) on your working file; when you save and quit the editor, the file is graded.",
              argument: .none, argumentRequired: false),
        .init(name: "run", aliases: [], usage: "run [FILE]",
              summary: "Compile and run Swift code without grading, like a playground",
              details: "Without FILE, paste the code. It runs in the same sandbox as grading, with the same limits.",
              argument: .file, argumentRequired: false),
        .init(name: "solution", aliases: [], usage: "solution",
              summary: "Show the reference solution of the open exercise",
              details: "Shown once you have passed; before that, only if you confirm that you give up (your progress then says so).",
              argument: .none, argumentRequired: false),
        .init(name: "explain", aliases: [], usage: "explain RULE",
              summary: "Explain a checker rule and name the lesson that teaches it",
              details: "Shows why the rule exists, a bad and a good example, its guidance sources and the lesson to read. Tab completes rule ids.",
              argument: .ruleID, argumentRequired: true),
        .init(name: "rules", aliases: [], usage: "rules",
              summary: "List the checker's rules",
              details: "Every rule with its category, severity and whether it has a safe fix; 'explain RULE' says more.",
              argument: .none, argumentRequired: false),
        .init(name: "quit", aliases: ["exit", "q"], usage: "quit",
              summary: "Save and leave (Ctrl-D does the same)",
              details: "Your progress is saved after every change; quit also saves the command history.",
              argument: .none, argumentRequired: false),
    ]

    /// The spec for a name or alias.
    public static func named(_ name: String) -> ShellCommandSpec? {
        all.first { $0.name == name || $0.aliases.contains(name) }
    }
}

/// Why a line could not be parsed into a command.
public struct ShellCommandError: Error, Equatable, Sendable, CustomStringConvertible {
    public var description: String
}

/// Parses a line typed at the prompt.
public enum ShellCommandParser {
    /// Returns nil for a blank line.
    public static func parse(_ line: String) -> Result<ShellCommand, ShellCommandError>? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let name = words.first else { return nil }
        guard let spec = ShellCommandSpec.named(name.lowercased()) else {
            let names = ShellCommandSpec.all.map(\.name)
            let suggestion = ClosestNames.best(for: name, in: names).map { " Did you mean '\($0)'?" } ?? ""
            return .failure(ShellCommandError(description: "Unknown command '\(name)'.\(suggestion) Type 'help' to list commands."))
        }
        let arguments = Array(words.dropFirst())
        if spec.argument == .none, !arguments.isEmpty {
            return .failure(ShellCommandError(description: "'\(spec.name)' takes no arguments. Usage: \(spec.usage)"))
        }
        if arguments.count > 1 {
            return .failure(ShellCommandError(description: "'\(spec.name)' takes one argument. Usage: \(spec.usage)"))
        }
        if spec.argumentRequired, arguments.isEmpty {
            return .failure(ShellCommandError(description: "'\(spec.name)' needs an argument. Usage: \(spec.usage)"))
        }
        let argument = arguments.first
        switch spec.name {
        case "help": return .success(.help(topic: argument))
        case "lessons": return .success(.lessons)
        case "lesson": return .success(.lesson(id: argument!))
        case "next": return .success(.next)
        case "exercise": return .success(.exercise(id: argument!))
        case "hint": return .success(.hint)
        case "progress": return .success(.progress)
        case "reset": return .success(.reset(id: argument!))
        case "check": return .success(.check(file: argument))
        case "submit": return .success(.submit(file: argument))
        case "run": return .success(.run(file: argument))
        case "edit": return .success(.edit)
        case "solution": return .success(.solution)
        case "explain": return .success(.explain(rule: argument!))
        case "rules": return .success(.rules)
        case "quit": return .success(.quit)
        default: return .failure(ShellCommandError(description: "'\(spec.name)' is listed in help but the shell cannot run it yet."))
        }
    }

    /// Completions for the word being typed, given the text before it.
    public static func completions(for word: String, after prefix: String, ids: IDSets) -> [String] {
        let previous = prefix.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        let candidates: [String]
        if previous.isEmpty {
            candidates = ShellCommandSpec.all.map(\.name)
        } else if previous.count == 1, let spec = ShellCommandSpec.named(previous[0].lowercased()) {
            switch spec.argument {
            case .none, .file: candidates = []
            case .commandName: candidates = ShellCommandSpec.all.map(\.name)
            case .lessonID: candidates = ids.lessons
            case .exerciseID: candidates = ids.exercises
            case .anyID: candidates = ids.lessons + ids.exercises
            case .ruleID: candidates = RuleRegistry.ids.sorted()
            }
        } else {
            candidates = []
        }
        return candidates.filter { $0.hasPrefix(word) }
    }

    /// Whether the word being typed is a file name (the shell then completes paths).
    public static func completesFileName(after prefix: String) -> Bool {
        let previous = prefix.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        return previous.count == 1 && ShellCommandSpec.named(previous[0].lowercased())?.argument == .file
    }

    /// The ids the shell completes.
    public struct IDSets: Sendable {
        public var lessons: [String]
        public var exercises: [String]
        public init(lessons: [String], exercises: [String]) {
            self.lessons = lessons
            self.exercises = exercises
        }
    }
}
