import Foundation

/// The machine-readable form of `progress --json`: the stored progress plus totals against
/// the loaded curriculum.
public struct ProgressReport: Encodable, Sendable {
    public struct Summary: Encodable, Sendable, Equatable {
        public var lessonsRead: Int
        public var lessonsTotal: Int
        public var exercisesPassed: Int
        public var exercisesTotal: Int
    }

    public var progressFile: String
    public var summary: Summary
    /// One entry per track, in course order, with the figures `progress` draws as bars.
    public var tracks: [CourseProgress.TrackFigures]
    /// The id of the lesson or exercise `next` opens; nil when everything is done.
    public var next: String?
    public var progress: Progress
    /// Notices about the progress file (e.g. a damaged file moved aside); not encoded.
    public var notices: [String] = []

    enum CodingKeys: String, CodingKey { case progressFile, summary, tracks, next, progress }

    public static func make(curriculum: Curriculum, store: ProgressStore) throws -> ProgressReport {
        let loaded = try store.load()
        let progress = loaded.progress
        let course = CourseProgress(curriculum: curriculum, progress: progress)
        return ProgressReport(
            progressFile: store.path, summary: Summary(curriculum: curriculum, progress: progress),
            tracks: course.tracks, next: course.next.map(curriculum.reference(of:)), progress: progress,
            notices: loaded.notices.map(\.description))
    }

    /// Pretty, key-sorted JSON.
    public var json: String { ReadableJSON.text(self) }
}

extension ProgressReport.Summary {
    /// Totals of `progress` against `curriculum` (ids no longer in it do not count).
    public init(curriculum: Curriculum, progress: Progress) {
        self.init(
            lessonsRead: curriculum.lessons.filter { progress.hasRead(lesson: $0.qualifiedID) }.count,
            lessonsTotal: curriculum.lessons.count,
            exercisesPassed: curriculum.exercises.filter { progress.status(ofExercise: $0.qualifiedID) == .passed }
                .count,
            exercisesTotal: curriculum.exercises.count)
    }
}
