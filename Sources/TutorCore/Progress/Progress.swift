import Foundation

/// Everything the tutor remembers about one learner: which lessons they read, how each exercise
/// went, and where they are now. A plain value; saving it is `ProgressStore`'s job.
///
/// The JSON form is described in `docs/PROGRESS.md`.
public struct Progress: Equatable, Sendable {
    /// The schema this build reads and writes. A file with a larger number came from a newer
    /// tutor and is kept aside rather than read. Version 1 keyed records by bare ids; version 2
    /// keys them `pack/id` (a bare key is a version 1 record whose pack has not been loaded since)
    /// and adds `reviews`, `studyPlan` and the `placedOut` status. Version 1 files are upgraded
    /// when read (see `ProgressMigration`).
    public static let currentSchemaVersion = 2

    public var schemaVersion: Int
    /// Per exercise, keyed `pack/exercise`.
    public var exercises: [String: ExerciseProgress]
    /// Per lesson, keyed `pack/lesson`.
    public var lessons: [String: LessonProgress]
    /// The lesson or exercise the learner is on (`pack/id`), if any.
    public var current: String?
    /// What the learner should practise again, per `ReviewItem.id`.
    public var reviews: [String: ReviewItem]
    /// The plan `study PATH` made from the learner's own code, if any; `next` follows it.
    public var studyPlan: StudyPlan?

    public init(
        exercises: [String: ExerciseProgress] = [:],
        lessons: [String: LessonProgress] = [:],
        current: String? = nil,
        reviews: [String: ReviewItem] = [:],
        studyPlan: StudyPlan? = nil
    ) {
        self.schemaVersion = Progress.currentSchemaVersion
        self.exercises = exercises
        self.lessons = lessons
        self.current = current
        self.reviews = reviews
        self.studyPlan = studyPlan
    }

    /// No lesson read, no exercise tried.
    public static let empty = Progress()
}

/// How far the learner got with one exercise.
public enum ExerciseStatus: String, Codable, Sendable, CaseIterable {
    case notStarted
    case attempted
    case passed
    case gaveUp
    /// Skipped because the learner passed the track's placement test (schema version 2).
    case placedOut

    /// How the status reads to a learner.
    public var phrase: String {
        switch self {
        case .notStarted: "not started"
        case .attempted: "not passed yet"
        case .passed: "passed"
        case .gaveUp: "solution shown"
        case .placedOut: "skipped — placed out"
        }
    }

    /// Whether the course counts the exercise as behind the learner: passed, or placed out of.
    public var isDone: Bool { self == .passed || self == .placedOut }

    /// Which of two results is better, for merging: passed beats placed out beats solution shown
    /// beats attempted beats not started.
    var rank: Int {
        switch self {
        case .notStarted: 0
        case .attempted: 1
        case .gaveUp: 2
        case .placedOut: 3
        case .passed: 4
        }
    }
}

/// One exercise's record.
public struct ExerciseProgress: Equatable, Sendable {
    public var status: ExerciseStatus
    /// Submissions graded so far, passing or not.
    public var attempts: Int
    /// Hints shown so far; the next hint to show is the one at this index.
    public var hintsUsed: Int
    /// When the first passing submission was graded; never moved once set.
    public var firstPassedAt: Date?
    public var lastSubmission: Submission?

    public init(
        status: ExerciseStatus = .notStarted,
        attempts: Int = 0,
        hintsUsed: Int = 0,
        firstPassedAt: Date? = nil,
        lastSubmission: Submission? = nil
    ) {
        self.status = status
        self.attempts = attempts
        self.hintsUsed = hintsUsed
        self.firstPassedAt = firstPassedAt
        self.lastSubmission = lastSubmission
    }

    /// The verdict of the most recent submission, if there was one.
    public var lastVerdict: String? { lastSubmission?.verdict }

    /// The most recent submission the learner made, as graded.
    public struct Submission: Codable, Equatable, Sendable {
        /// The Swift code exactly as submitted.
        public var source: String
        /// The grader's verdict in its own words (for example `passed`, `failed`, `compileError`).
        public var verdict: String
        public var submittedAt: Date

        public init(source: String, verdict: String, submittedAt: Date) {
            self.source = source
            self.verdict = verdict
            self.submittedAt = submittedAt
        }
    }
}

/// One lesson's record.
public struct LessonProgress: Codable, Equatable, Sendable {
    public var firstReadAt: Date
    public var lastReadAt: Date

    public init(firstReadAt: Date, lastReadAt: Date) {
        self.firstReadAt = firstReadAt
        self.lastReadAt = lastReadAt
    }
}

// MARK: - Changes

extension Progress {
    /// Notes that the lesson was opened at `date`; the first reading time is kept.
    public mutating func recordLessonRead(_ lessonID: String, at date: Date) {
        if var lesson = lessons[lessonID] {
            lesson.firstReadAt = min(lesson.firstReadAt, date)
            lesson.lastReadAt = max(lesson.lastReadAt, date)
            lessons[lessonID] = lesson
        } else {
            lessons[lessonID] = LessonProgress(firstReadAt: date, lastReadAt: date)
        }
    }

    /// Counts one more hint shown for the exercise and returns the new count.
    @discardableResult
    public mutating func recordHint(_ exerciseID: String) -> Int {
        var exercise = exercises[exerciseID] ?? ExerciseProgress()
        exercise.hintsUsed += 1
        exercises[exerciseID] = exercise
        return exercise.hintsUsed
    }

    /// Records a graded submission. A pass is permanent: a later failing attempt updates the
    /// last submission but leaves the status `passed` and the first-passed time as they were.
    public mutating func recordAttempt(
        _ exerciseID: String,
        verdict: String,
        passed: Bool,
        source: String,
        at date: Date
    ) {
        var exercise = exercises[exerciseID] ?? ExerciseProgress()
        // Grading the same code again (an editor that saved nothing, a watch starting) is not a
        // new attempt.
        if exercise.lastSubmission?.source != source { exercise.attempts += 1 }
        exercise.lastSubmission = ExerciseProgress.Submission(source: source, verdict: verdict, submittedAt: date)
        if passed {
            exercise.status = .passed
            if exercise.firstPassedAt == nil { exercise.firstPassedAt = date }
        } else if exercise.status == .notStarted || exercise.status == .placedOut {
            exercise.status = .attempted
        }
        exercises[exerciseID] = exercise
    }

    /// Marks the exercise as skipped — placed out, unless it is passed already. Returns whether
    /// it was marked.
    @discardableResult
    public mutating func recordPlacedOut(_ exerciseID: String) -> Bool {
        var exercise = exercises[exerciseID] ?? ExerciseProgress()
        guard !exercise.status.isDone else { return false }
        exercise.status = .placedOut
        exercises[exerciseID] = exercise
        return true
    }

    /// Marks the exercise as given up (for example after the learner asked for the solution).
    /// An exercise already passed stays passed.
    public mutating func recordGaveUp(_ exerciseID: String) {
        var exercise = exercises[exerciseID] ?? ExerciseProgress()
        if exercise.status != .passed { exercise.status = .gaveUp }
        exercises[exerciseID] = exercise
    }

    /// Forgets everything recorded under `id`, whether it names a lesson, an exercise or both,
    /// and the exercise's review items. Returns whether anything was removed.
    @discardableResult
    public mutating func reset(_ id: String) -> Bool {
        let removedExercise = exercises.removeValue(forKey: id) != nil
        let removedLesson = lessons.removeValue(forKey: id) != nil
        let reviewIDs = reviews.values.filter { $0.kind != .rule && $0.subject == id }.map(\.id)
        for reviewID in reviewIDs { reviews.removeValue(forKey: reviewID) }
        return removedExercise || removedLesson || !reviewIDs.isEmpty
    }

    /// The status of an exercise, `notStarted` when nothing is recorded.
    public func status(ofExercise exerciseID: String) -> ExerciseStatus {
        exercises[exerciseID]?.status ?? .notStarted
    }

    /// Whether the lesson was ever opened.
    public func hasRead(lesson lessonID: String) -> Bool {
        lessons[lessonID] != nil
    }
}

// MARK: - Records from schema version 1

extension Progress {
    /// Moves records kept under a bare id (schema version 1) to `pack/id`, for every id
    /// `owner` places in exactly one pack. Records it cannot place yet stay as they are, so
    /// nothing is lost: their pack may be loaded another day. A record already kept under the
    /// qualified key wins and the bare one is left alone.
    /// - Parameters:
    ///   - lessonOwner: the pack of a bare lesson id, nil when none or several packs have it.
    ///   - exerciseOwner: the same for exercise ids.
    public mutating func qualifyBareKeys(
        lessonOwner: (String) -> String?, exerciseOwner: (String) -> String?
    ) {
        func move<Record>(_ records: inout [String: Record], owner: (String) -> String?) {
            for key in records.keys.sorted() where QualifiedID.split(key) == nil {
                guard let pack = owner(key) else { continue }
                let qualified = QualifiedID.join(pack, key)
                guard records[qualified] == nil else { continue }
                records[qualified] = records.removeValue(forKey: key)
            }
        }
        move(&lessons, owner: lessonOwner)
        move(&exercises, owner: exerciseOwner)
        if let bare = current, QualifiedID.split(bare) == nil,
            let pack = lessonOwner(bare) ?? exerciseOwner(bare)
        {
            current = QualifiedID.join(pack, bare)
        }
    }

    /// Exercises of `packID` with a record here that are not in `remaining`: what a new version
    /// of a pack dropped. Their records are kept.
    public func exercises(ofPack packID: String, notIn remaining: Set<String>) -> [String] {
        exercises.keys.compactMap { key in
            guard let (pack, id) = QualifiedID.split(key), pack == packID, !remaining.contains(id) else { return nil }
            return id
        }.sorted()
    }
}
