import Foundation
import SwiftUIChecker

extension ShellCommands {
    /// `study PATH [--json]`: checks the learner's own project and turns the findings into a
    /// study plan that `next` follows.
    public struct Study: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "study", usage: "study PATH [--json]",
            summary: "Check your own project and get a plan of lessons to read, most needed first",
            details:
                "Runs the checker on PATH (a folder is searched for .swift files) and groups what it finds by the "
                + "lesson that teaches each rule, the most frequent first, with one of your own lines as the example. "
                + "The plan is kept in your progress: 'next' opens its lessons you have not opened since, then goes on "
                + "with the course. --json prints the plan as JSON.",
            argument: .file, argumentRequired: true, argumentIsRestOfLine: true)

        public var path: String
        public var json: Bool

        public init(path: String, json: Bool = false) {
            self.path = path
            self.json = json
        }

        public init(argument: String?) {
            var text = (argument ?? "").trimmingCharacters(in: .whitespaces)
            json = text.hasSuffix(" --json") || text == "--json"
            if json { text = String(text.dropLast("--json".count)).trimmingCharacters(in: .whitespaces) }
            path = text
        }

        public var argument: String? { path + (json ? " --json" : "") }

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard !path.isEmpty else { return SessionReply(lines: [], warnings: [StudyMessages.usage]) }
            let target = session.workspace.expandingHome(path)
            let report: CheckReport
            do {
                report = try CheckRun(paths: [target]).run()
            } catch {
                return SessionReply(lines: [], warnings: ["\(error)"])
            }
            let problems = report.problems.map { "\($0.path): \($0.reason)" }
            guard !report.files.isEmpty else {
                return SessionReply(lines: [], warnings: problems + [StudyMessages.nothingToCheck(path)])
            }
            let files = report.files.map { file in
                StudiedFile(path: displayPath(file.path, under: target), source: file.source, findings: file.findings)
            }
            let plan = StudyPlan.build(path: path, files: files, curriculum: session.curriculum, at: session.now())
            let warnings = session.record { $0.studyPlan = plan.steps.isEmpty ? nil : plan }.warnings
            let lines =
                json
                ? plan.json.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                : StudyPlanView(style: session.style).render(plan, curriculum: session.curriculum)
            return SessionReply(lines: lines, isPageable: !json, warnings: problems + warnings)
        }

        /// A file's path relative to the studied folder, so examples read like the learner's own.
        private func displayPath(_ file: String, under folder: String) -> String {
            let prefix = folder.hasSuffix("/") ? folder : folder + "/"
            return file.hasPrefix(prefix) ? String(file.dropFirst(prefix.count)) : file
        }
    }
}

extension ShellCommand where Self == ShellCommands.Study {
    public static func study(path: String, json: Bool = false) -> Self { .init(path: path, json: json) }
}
