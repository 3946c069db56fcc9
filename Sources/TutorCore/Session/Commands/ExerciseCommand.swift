import Foundation

extension ShellCommands {
    /// `exercise ID`: the prompt and starter code, and the working file (written once, never over the learner's edits).
    public struct Exercise: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "exercise", aliases: ["ex"], usage: "exercise [ID]",
            summary: "Open an exercise: prompt, starter code and your working file",
            details:
                "Writes the starter code to a working file the first time (never over your edits) and prints where "
                + "it is, so you can edit it in your own editor.",
            argument: .exerciseID)

        /// The exercise to open; empty opens the open lesson's next exercise, or the open exercise again.
        public var id: String

        public init(id: String) { self.id = id }

        public init(argument: String?) { id = argument ?? "" }

        public var argument: String? { id }

        public func perform(in session: inout TutorSession) -> SessionReply {
            if id.isEmpty {
                if let next = session.currentLessonsNextExercise {
                    return ShellCommands.Exercise(id: next.qualifiedID).perform(in: &session)
                }
                if let open = session.currentID, session.curriculum.exercise(id: open) != nil {
                    return ShellCommands.Exercise(id: open).perform(in: &session)
                }
                return SessionReply(lines: [SessionMessages.nameAnExercise])
            }
            guard let exercise = session.curriculum.exercise(id: id) else {
                return session.notFound(id, kind: "exercise", candidates: session.curriculum.exercises.map(\.id))
            }
            var warnings = session.record { $0.current = exercise.qualifiedID }.warnings
            session.currentID = session.curriculum.reference(of: .exercise(exercise))
            let file = session.workspace.workingFile(for: exercise)
            var fileLine: String
            do {
                let written = try session.workspace.prepare(exercise)
                fileLine =
                    written
                    ? SessionMessages.starterWritten(to: file.path) : SessionMessages.workingFileKept(file.path)
            } catch {
                fileLine = SessionMessages.starterNotWritten(to: file.path, error.localizedDescription)
                warnings.append(fileLine)
            }
            let starter = (try? String(contentsOf: exercise.starterFile, encoding: .utf8)) ?? ""
            var lines = ExerciseView(style: session.style).render(exercise, starter: starter)
            lines += ["", fileLine]
            return SessionReply(lines: lines, isPageable: true, warnings: warnings)
        }
    }
}

extension ShellCommand where Self == ShellCommands.Exercise {
    public static func exercise(id: String) -> Self { .init(id: id) }
}
