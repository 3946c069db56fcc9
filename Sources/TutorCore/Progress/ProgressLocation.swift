import Foundation

/// Where the progress file and the tutor's other data (readline history) live.
///
/// Resolution is a pure function of the command-line option, the environment and the working
/// directory, so callers pass all three and tests need no real home directory.
public struct ProgressLocation: Equatable, Sendable {
    /// Which rule chose the path; shown by `progress` so a learner can tell why.
    public enum Origin: String, Equatable, Sendable {
        case commandLine = "--progress"
        case progressVariable = "SWIFTUI_TUTOR_PROGRESS"
        case dataDirectoryVariable = "SWIFTUI_TUTOR_DATA_DIR"
        case xdgDataHome = "XDG_DATA_HOME"
        case home = "HOME"
    }

    /// Absolute path of the progress JSON file.
    public var path: String
    public var origin: Origin

    public init(path: String, origin: Origin) {
        self.path = path
        self.origin = origin
    }

    public static let progressVariable = "SWIFTUI_TUTOR_PROGRESS"
    public static let dataDirectoryVariable = "SWIFTUI_TUTOR_DATA_DIR"
    public static let fileName = "progress.json"
    static let appFolder = "swiftui-tutor"

    /// Picks the progress file: `--progress PATH`, then `$SWIFTUI_TUTOR_PROGRESS`, then
    /// `progress.json` inside `dataDirectory(environment:)`.
    /// Relative paths are taken from `workingDirectory`; a leading `~/` means `$HOME`.
    public static func resolve(
        progressOption: String?,
        environment: [String: String],
        workingDirectory: String
    ) throws(ProgressLocationError) -> ProgressLocation {
        if let option = progressOption {
            guard !option.isEmpty else { throw .emptyValue(name: "--progress") }
            return ProgressLocation(
                path: try absolute(
                    option, named: "--progress", environment: environment, workingDirectory: workingDirectory),
                origin: .commandLine)
        }
        if let value = environment[progressVariable], !value.isEmpty {
            return ProgressLocation(
                path: try absolute(
                    value, named: progressVariable, environment: environment, workingDirectory: workingDirectory),
                origin: .progressVariable)
        }
        let data = try dataDirectory(environment: environment, workingDirectory: workingDirectory)
        return ProgressLocation(path: join(data.path, fileName), origin: data.origin)
    }

    /// The folder for the tutor's own files: `$SWIFTUI_TUTOR_DATA_DIR`, then
    /// `$XDG_DATA_HOME/swiftui-tutor`, then `$HOME/.local/share/swiftui-tutor`.
    /// As the XDG specification asks, an empty or relative `XDG_DATA_HOME` is ignored.
    public static func dataDirectory(
        environment: [String: String],
        workingDirectory: String
    ) throws(ProgressLocationError) -> (path: String, origin: Origin) {
        if let value = environment[dataDirectoryVariable], !value.isEmpty {
            return (
                try absolute(
                    value, named: dataDirectoryVariable, environment: environment, workingDirectory: workingDirectory),
                .dataDirectoryVariable
            )
        }
        if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
            return (join(normalized(xdg), appFolder), .xdgDataHome)
        }
        if let home = environment["HOME"], home.hasPrefix("/") {
            return (join(normalized(home), ".local/share/\(appFolder)"), .home)
        }
        throw .noHome
    }

    /// The progress file's folder.
    public var directory: String {
        (path as NSString).deletingLastPathComponent
    }

    private static func absolute(
        _ value: String, named name: String, environment: [String: String], workingDirectory: String
    ) throws(ProgressLocationError) -> String {
        if value == "~" || value.hasPrefix("~/") {
            guard let home = environment["HOME"], home.hasPrefix("/") else {
                throw .tildeWithoutHome(name: name, value: value)
            }
            return normalized(home + value.dropFirst())
        }
        if value.hasPrefix("/") { return normalized(value) }
        return normalized(join(workingDirectory, value))
    }

    private static func join(_ base: String, _ tail: String) -> String {
        base.hasSuffix("/") ? base + tail : base + "/" + tail
    }

    /// Removes `.` and empty components and resolves `..` textually (symbolic links untouched).
    private static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}

/// Why no progress location could be chosen.
public enum ProgressLocationError: Error, Equatable, Sendable, LocalizedError, CustomStringConvertible {
    case noHome
    case emptyValue(name: String)
    case tildeWithoutHome(name: String, value: String)

    public var description: String {
        switch self {
        case .noHome:
            "Cannot tell where to keep your progress: HOME is not set to an absolute path. "
                + "Set HOME, XDG_DATA_HOME or \(ProgressLocation.dataDirectoryVariable), "
                + "or pass --progress PATH."
        case .emptyValue(let name):
            "\(name) was given an empty path. Give the path of a JSON file, for example \(name) ~/tutor-progress.json."
        case .tildeWithoutHome(let name, let value):
            "\(name) is \"\(value)\", but HOME is not set, so \"~\" means nothing. Give an absolute path instead."
        }
    }

    public var errorDescription: String? { description }
}
