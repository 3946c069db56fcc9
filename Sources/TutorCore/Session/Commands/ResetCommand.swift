import Foundation

extension ShellCommands {
    /// `reset ID`: forgets progress on a lesson or exercise once the learner confirms;
    /// `reset --all` forgets everything, keeping a copy of the file.
    public struct Reset: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "reset", usage: "reset ID / TRACK / --all",
            summary: "Forget your progress on a lesson or exercise, a track's placement, or all of it with --all",
            details:
                "Clears the record for ID after you confirm. For an exercise, the starter code goes back into your "
                + "working file and your version is kept beside it. 'reset TRACK' undoes 'placement TRACK': the "
                + "track's placed-out exercises are open again (lessons stay read). 'reset --all' forgets every lesson, exercise, "
                + "review and study plan after you confirm; the file as it was is kept beside it "
                + "(progress.json.before-reset-<time>) and the reply says where.",
            argument: .anyID, argumentRequired: true)

        /// The word that resets everything.
        public static let allFlag = "--all"

        /// The lesson or exercise whose progress to forget, or `--all`.
        public var id: String

        public init(id: String) { self.id = id }

        public init(argument: String?) { id = argument ?? "" }

        public var argument: String? { id }

        public func perform(in session: inout TutorSession) -> SessionReply {
            if id == Self.allFlag {
                return SessionReply(
                    lines: [],
                    confirmation: PendingConfirmation(
                        question: SessionMessages.confirmResetAll,
                        action: .resetAll))
            }
            if session.curriculum.item(id: id) == nil, let track = session.curriculum.track(named: id) {
                let reference = QualifiedID.join(track.packID, track.id)
                return SessionReply(
                    lines: [],
                    confirmation: PendingConfirmation(
                        question: SessionMessages.confirmResetPlacement(id),
                        action: .resetPlacement(trackID: reference)))
            }
            guard session.curriculum.item(id: id) != nil else {
                return session.notFound(id, kind: "lesson or exercise", candidates: session.curriculum.ids)
            }
            return SessionReply(
                lines: [],
                confirmation: PendingConfirmation(
                    question: session.curriculum.exercise(id: id) == nil
                        ? SessionMessages.confirmResetLesson(id) : SessionMessages.confirmResetExercise(id),
                    action: .reset(id: id)))
        }
    }
}

extension ShellCommand where Self == ShellCommands.Reset {
    public static func reset(id: String) -> Self { .init(id: id) }
    public static var resetAll: Self { .init(id: ShellCommands.Reset.allFlag) }
}
