import Foundation

extension ShellCommands {
    /// `progress`: a bar per track, attempts and hints, and what comes next.
    public struct Progress: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "progress", usage: "progress",
            summary: "Show what you have done so far",
            details: "Counts lessons read and exercises passed, with attempts and hints per exercise.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            let (progress, warnings) = session.loadProgress()
            let lines = ProgressSummaryView(style: session.style)
                .render(progress, curriculum: session.curriculum, savedIn: session.store.path)
            return SessionReply(lines: lines, warnings: warnings)
        }
    }
}

extension ShellCommand where Self == ShellCommands.Progress {
    public static var progress: Self { .init() }
}
