import Foundation

extension ShellCommands {
    /// `details`: the whole of the last grade report that was shortened to fit the screen.
    public struct Details: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "details", usage: "details",
            summary: "Show the whole of the last grade report",
            details:
                "A report longer than a screen shows the verdict and the first things to fix; 'details' shows every "
                + "item, with the full output diff.")

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard let full = session.lastFullReport else {
                return SessionReply(lines: [SessionMessages.noShortenedReport])
            }
            return SessionReply(lines: full, isPageable: true)
        }
    }
}

extension ShellCommand where Self == ShellCommands.Details {
    public static var details: Self { .init() }
}
