import Foundation
import Wording

extension ShellCommands {
    /// `placement TRACK`: a short test-out; passing it marks the track's lessons read and its
    /// exercises placed out.
    public struct Placement: ShellCommand, Equatable {
        public static let spec = ShellCommandSpec(
            name: "placement", usage: "placement TRACK",
            summary: "Test out of a track you already know (8–12 questions, no compiling)",
            details:
                "Asks 8 to 12 questions drawn from the track's predict exercises (type what the code prints) and "
                + "the rules its lessons teach (type the id of the rule a line breaks). With 80 % right, the track's "
                + "lessons are marked read and its exercises not passed yet are skipped — placed out, shown with » "
                + "in lessons and counted apart in progress; 'reset TRACK' undoes that. Below 80 %, or stopped with "
                + "an empty answer, nothing is recorded. The questions change from day to day.",
            argument: .trackID, argumentRequired: true)

        public var trackID: String

        public init(trackID: String) { self.trackID = trackID }

        public init(argument: String?) { trackID = argument ?? "" }

        public var argument: String? { trackID }

        public func perform(in session: inout TutorSession) -> SessionReply {
            guard let track = session.curriculum.track(named: trackID) else {
                return session.notFoundTrack(trackID)
            }
            switch PlacementTest.make(for: track, in: session.curriculum, seed: PlacementTest.seed(at: session.now())) {
            case .failure(let problem):
                return SessionReply(lines: [
                    PlacementMessages.tooFew(QualifiedID.join(track.packID, track.id), count: problem.available)
                ])
            case .success(let test):
                let run = PlacementRun(test: test)
                return SessionReply(
                    lines: [session.style.apply(.bold, PlacementMessages.heading(test)), ""]
                        + PlacementView(style: session.style).render(run),
                    pasteRequest: .placement(run))
            }
        }
    }
}

extension ShellCommand where Self == ShellCommands.Placement {
    public static func placement(_ trackID: String) -> Self { .init(trackID: trackID) }
}

extension Curriculum {
    /// The track with this id (`track` or `pack/track`); nil when none or several packs have it.
    func track(named name: String) -> Track? {
        if let (packID, id) = QualifiedID.split(name) {
            return tracks.first { $0.packID == packID && $0.id == id }
        }
        let matches = tracks.filter { $0.id == name }
        return matches.count == 1 ? matches[0] : nil
    }

    /// How tracks are typed: bare where one pack has the id, `pack/track` otherwise.
    var trackReferences: [String] {
        tracks.map { track in
            tracks.filter { $0.id == track.id }.count == 1 ? track.id : QualifiedID.join(track.packID, track.id)
        }
    }
}

extension TutorSession {
    func notFoundTrack(_ name: String) -> SessionReply {
        let references = curriculum.trackReferences
        let closest = ClosestNames.best(for: name, in: references)
        return SessionReply(lines: [SessionMessages.noSuchTrack(name, closest: closest, tracks: references)])
    }

    /// Grades one placement answer; asks the next question, or records the result after the last.
    func answerPlacement(_ run: PlacementRun, answer: String) -> SessionReply {
        guard !answer.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return SessionReply(lines: [PlacementMessages.stopped(run)])
        }
        var run = run
        var lines: [String]
        switch run.question.check(answer) {
        case .right:
            run.right += 1
            lines = [style.apply(.green, PlacementMessages.right)]
        case .wrong(let details):
            lines = [style.apply(.yellow, PlacementMessages.wrong)] + details.map { "  " + $0 }
        case .unclear(let message):
            return SessionReply(lines: [message], pasteRequest: .placement(run))
        case nil:
            return SessionReply(lines: [PlacementMessages.stopped(run)])
        }
        run.index += 1
        if run.index < run.test.questions.count {
            return SessionReply(
                lines: lines + [""] + PlacementView(style: style).render(run), pasteRequest: .placement(run))
        }
        guard run.right >= run.test.required, let track = curriculum.track(named: run.test.trackID) else {
            return SessionReply(lines: lines + ["", PlacementMessages.failed(run)])
        }
        let lessons = curriculum.lessons(inTrack: track)
        let date = now()
        var placed = 0
        let (_, warnings) = record { progress in
            placed = 0
            for lesson in lessons where !progress.hasRead(lesson: lesson.qualifiedID) {
                progress.recordLessonRead(lesson.qualifiedID, at: date)
            }
            for exercise in lessons.flatMap(curriculum.exercises(of:))
            where progress.recordPlacedOut(exercise.qualifiedID) {
                placed += 1
            }
        }
        let reference = curriculum.trackReferences[curriculum.tracks.firstIndex(of: track) ?? 0]
        return SessionReply(
            lines: lines + [""]
                + PlacementMessages.passed(run, lessons: lessons.count, exercises: placed, trackID: reference),
            warnings: warnings)
    }
}

/// How a placement question looks.
struct PlacementView {
    var style: TerminalStyle

    func render(_ run: PlacementRun) -> [String] {
        let heading = style.apply(.gray, PlacementMessages.progress(run))
        switch run.question {
        case .predict(let exercise, _):
            return [heading] + MarkdownRenderer(style: style).render(exercise.prompt) + [PlacementMessages.predictAsk]
        case .rule(_, let line):
            return [
                heading, PlacementMessages.ruleAsk, "",
                "    " + SwiftHighlighter.highlight(line, style: style).joined(),
            ]
        case .exercise(let exercise):
            return [heading, exercise.title]
        }
    }
}
