import Foundation

/// A learner's progress measured against the course: per track, what is done, and what to do
/// next. Pure: built from the curriculum and the stored progress.
public struct CourseProgress: Sendable, Equatable {
    /// One track's figures.
    public struct TrackFigures: Codable, Sendable, Equatable {
        public var id: String
        public var pack: String
        public var title: String
        public var lessonsRead: Int
        public var lessonsTotal: Int
        public var exercisesPassed: Int
        public var exercisesTotal: Int

        /// Lessons read and exercises passed, as a share of all of them (0–100, rounded down).
        public var percent: Int {
            let total = lessonsTotal + exercisesTotal
            return total == 0 ? 100 : (lessonsRead + exercisesPassed) * 100 / total
        }

        public var isComplete: Bool { lessonsRead == lessonsTotal && exercisesPassed == exercisesTotal }
    }

    public var tracks: [TrackFigures]
    /// The first item in course order that is not done: an unread lesson or an exercise not
    /// passed. Course order puts every lesson after its prerequisites and their exercises.
    public var next: CurriculumItem?

    public init(curriculum: Curriculum, progress: Progress) {
        tracks = curriculum.tracks.map { track in
            let lessons = curriculum.lessons(inTrack: track)
            let exercises = lessons.flatMap(curriculum.exercises(of:))
            return TrackFigures(
                id: track.id, pack: track.packID, title: track.title,
                lessonsRead: lessons.filter { progress.hasRead(lesson: $0.qualifiedID) }.count,
                lessonsTotal: lessons.count,
                exercisesPassed: exercises.filter { progress.status(ofExercise: $0.qualifiedID) == .passed }.count,
                exercisesTotal: exercises.count)
        }
        next = curriculum.items.first { item in
            switch item {
            case .lesson(let lesson): !progress.hasRead(lesson: lesson.qualifiedID)
            case .exercise(let exercise): !progress.status(ofExercise: exercise.qualifiedID).isDone
            }
        }
    }

    public func figures(of track: Track) -> TrackFigures? {
        tracks.first { $0.id == track.id && $0.pack == track.packID }
    }
}

/// What a learner sees when a track is finished: what they learned and where to go next.
struct TrackSummaryView {
    var style: TerminalStyle

    func render(_ track: Track, curriculum: Curriculum, next: CurriculumItem?) -> [String] {
        let markdown = MarkdownRenderer(style: style)
        var lines = ["", style.apply([.bold, .green], "★ Track complete: \(track.title)")]
        let learned =
            track.summary.isEmpty
            ? curriculum.lessons(inTrack: track).map(\.title)
            : track.summary
        lines.append(style.apply(.bold, "What you can do now"))
        for item in learned { lines += markdown.wrap(item, indent: "  • ", hangingIndent: "    ") }
        if let next, case .lesson(let lesson) = next, let nextTrack = curriculum.track(of: lesson), nextTrack != track {
            lines.append(
                "Next: the track '\(nextTrack.title)' starts with lesson "
                    + "\(style.apply(.cyan, curriculum.reference(of: .lesson(lesson)))) — type next.")
        } else if let next {
            lines.append(SessionMessages.next(style.apply(.cyan, curriculum.reference(of: next))))
        } else {
            lines.append("That was the last of the course. Well done!")
        }
        return lines
    }
}

/// A progress bar: coloured blocks on a terminal, ASCII when the output is plain.
enum ProgressBar {
    static func render(percent: Int, width: Int = 20, style: TerminalStyle) -> String {
        let filled = max(0, min(width, percent * width / 100))
        if style.usesColor {
            return style.apply(.green, String(repeating: "█", count: filled))
                + style.apply(.gray, String(repeating: "░", count: width - filled))
        }
        return "[" + String(repeating: "#", count: filled) + String(repeating: "-", count: width - filled) + "]"
    }
}
