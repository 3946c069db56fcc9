import Foundation

extension ShellCommands {
    /// `progress`: a bar per track, attempts and hints, and what comes next; `progress export
    /// FILE` and `progress import FILE` move progress between machines.
    public struct Progress: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "progress", usage: "progress [export FILE / import FILE]",
            summary: "Show what you have done so far, or export it to a file or import one",
            details:
                "Counts lessons read and exercises passed, with attempts and hints per exercise. 'progress export "
                + "FILE' writes a copy of your progress to FILE (never replacing a file); 'progress import FILE' "
                + "merges such a file into yours: the better result of each exercise wins, attempts add up and "
                + "nothing is dropped.",
            argument: .file, argumentIsRestOfLine: true)

        public enum Action: Equatable, Sendable {
            case show
            case export(path: String)
            case `import`(path: String)
            case unknown(String)
        }

        public var action: Action

        public init(action: Action = .show) { self.action = action }

        public init(argument: String?) {
            guard let argument, !argument.isEmpty else {
                action = .show
                return
            }
            let word = argument.prefix { $0 != " " && $0 != "\t" }
            let path = argument.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            switch (word.lowercased(), path.isEmpty) {
            case ("export", false): action = .export(path: path)
            case ("import", false): action = .import(path: path)
            default: action = .unknown(argument)
            }
        }

        public var argument: String? {
            switch action {
            case .show: nil
            case .export(let path): "export " + path
            case .import(let path): "import " + path
            case .unknown(let text): text
            }
        }

        public func perform(in session: inout TutorSession) -> SessionReply {
            switch action {
            case .show:
                let (progress, warnings) = session.loadProgress()
                let lines = ProgressSummaryView(style: session.style)
                    .render(progress, curriculum: session.curriculum, savedIn: session.store.path)
                return SessionReply(lines: lines, warnings: warnings)
            case .unknown:
                return SessionReply(lines: [], warnings: [ProgressMessages.progressUsage])
            case .export(let path):
                let target = session.workspace.expandingHome(path)
                do {
                    let loaded = try session.store.load()
                    try ProgressTransfer.export(loaded.progress, to: target)
                    return SessionReply(
                        lines: [
                            ProgressMessages.exported(
                                to: target, exercises: loaded.progress.exercises.count,
                                lessons: loaded.progress.lessons.count)
                        ], warnings: loaded.notices.map(\.description))
                } catch {
                    return SessionReply(lines: [], warnings: ["\(error)"])
                }
            case .import(let path):
                let source = session.workspace.expandingHome(path)
                let imported: TutorCore.Progress
                do {
                    imported = try ProgressTransfer.read(source)
                } catch {
                    return SessionReply(lines: [], warnings: ["\(error)"])
                }
                let (saved, warnings) = session.record { $0.merge(imported) }
                guard saved != nil else {
                    return SessionReply(lines: [], warnings: [SessionMessages.nothingImported] + warnings)
                }
                return SessionReply(
                    lines: [
                        ProgressMessages.imported(
                            from: source, exercises: imported.exercises.count, lessons: imported.lessons.count,
                            reviews: imported.reviews.count)
                    ], warnings: warnings)
            }
        }
    }
}

extension ShellCommand where Self == ShellCommands.Progress {
    public static var progress: Self { .init() }
    public static func exportProgress(to path: String) -> Self { .init(action: .export(path: path)) }
    public static func importProgress(from path: String) -> Self { .init(action: .import(path: path)) }
}
