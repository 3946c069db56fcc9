import Foundation

extension ShellCommands {
    /// `solution`: the reference solution, once passed or after the learner gives up.
    public struct Solution: PlainShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "solution", usage: "solution",
            summary: "Show the reference solution of the open exercise",
            details:
                "Shown once you have passed; before that, only if you confirm that you give up (your progress then "
                + "says so)."
        )

        public init() {}

        public func perform(in session: inout TutorSession) -> SessionReply {
            switch session.requireOpenExercise() {
            case .failure(let error): return error.reply
            case .success(let exercise):
                let (progress, _) = session.loadProgress()
                if [.passed, .gaveUp].contains(progress.status(ofExercise: exercise.qualifiedID)) {
                    return session.solutionLines(exercise)
                }
                return SessionReply(
                    lines: [],
                    confirmation: PendingConfirmation(
                        question: SessionMessages.confirmGiveUp(exercise.id),
                        action: .revealSolution(exerciseID: exercise.qualifiedID)))
            }
        }
    }
}

extension ShellCommand where Self == ShellCommands.Solution {
    public static var solution: Self { .init() }
}
