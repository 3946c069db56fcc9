import Foundation
import SwiftUIChecker
import Wording

/// What the shell should do with the result of a command.
public struct SessionReply: Equatable, Sendable {
    /// Lines to print.
    public var lines: [String]
    /// Long text (a lesson) that a terminal may page.
    public var isPageable = false
    /// When set, the shell asks this yes/no question and calls `TutorSession.confirm` on yes.
    public var confirmation: PendingConfirmation?
    /// When set, the shell collects pasted code (see `MultiLineInput`) and calls
    /// `TutorSession.receivePaste`.
    public var pasteRequest: PasteRequest?
    /// When set, the shell opens the learner's editor on this file and then grades it.
    public var editRequest: URL?
    public var quits = false
    /// The shell clears the terminal (on a terminal only) before printing `lines`.
    public var clearsScreen = false
    /// The lesson this reply shows (qualified id). It counts as read once the learner has seen the
    /// reply's end: the shell then calls `TutorSession.lessonEndShown(_:)`.
    public var lessonShown: String?
    /// When `lines` is a report shortened to fit a screen: the whole of it, for `details`.
    public var fullLines: [String]?
    /// Lines for standard error (problems saving progress and the like).
    public var warnings: [String] = []

    public init(
        lines: [String], isPageable: Bool = false, confirmation: PendingConfirmation? = nil,
        pasteRequest: PasteRequest? = nil, quits: Bool = false, warnings: [String] = []
    ) {
        self.lines = lines
        self.isPageable = isPageable
        self.confirmation = confirmation
        self.pasteRequest = pasteRequest
        self.quits = quits
        self.warnings = warnings
    }
}

/// A destructive action waiting for the learner's yes.
public struct PendingConfirmation: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        case reset(id: String)
        /// Undoes `placement TRACK`: the track's placed-out exercises are forgotten.
        case resetPlacement(trackID: String)
        case resetAll
        case revealSolution(exerciseID: String)
    }

    public var question: String
    public var action: Action
}

/// Code the session is waiting for, and what it is for.
public enum PasteRequest: Equatable, Sendable {
    case check
    case submit(exerciseID: String)
    case run
    /// The answer to a review item; `oneLine` when it is a single line (a rule id), not a paste.
    case review(itemID: String, oneLine: Bool)
    /// The answer to the current question of a placement test.
    case placement(PlacementRun)

    /// Whether answering it compiles and runs code (the shell says so while it works).
    public func compiles(in curriculum: Curriculum) -> Bool {
        switch self {
        case .check: false
        case .run: true
        case .submit(let id): curriculum.exercise(id: id)?.kind != .predict
        case .review(let id, _): id.hasPrefix(ReviewItem.Kind.exercise.rawValue + ":")
        case .placement: false
        }
    }

    /// Whether the shell reads one line rather than pasted lines up to the terminator.
    public var isOneLine: Bool {
        if case .review(_, let oneLine) = self { return oneLine }
        if case .placement(let run) = self { return run.question.isOneLine }
        return false
    }
}

/// The tutor's state between commands: what is loaded, where the learner is, and how output
/// looks. Every command is a method returning the lines to show, so the shell, the CLI
/// subcommands and tests drive the same code.
public struct TutorSession: Sendable {
    /// The loaded packs; loaded again after the shell's `pack install` or `pack remove`.
    public internal(set) var curriculum: Curriculum
    public let store: ProgressStore
    public let workspace: Workspace
    public var style: TerminalStyle
    /// Builds the grader on first use; set by the command line.
    public var lazyGrader: LazyGrader?
    private var assignedGrader: Grader?

    /// Grades submissions; nil when grading cannot work here (`graderProblem` says why).
    public var grader: Grader? {
        get { assignedGrader ?? lazyGrader?.grader }
        set { assignedGrader = newValue }
    }

    public var graderProblem: String? { lazyGrader?.problem }
    /// Where packs are found and installed; nil where the shell cannot change them (tests).
    public var packShelf: PackShelf?
    /// When set, grade reports are shortened to fit a screen (for a person at a terminal).
    public var briefReports: GradeView.BriefReport?
    /// The whole of the last shortened report.
    public internal(set) var lastFullReport: [String]?
    /// The lesson or exercise the learner opened last.
    public internal(set) var currentID: String?
    /// What the learner must be told about the progress file when the session starts
    /// (a damaged file moved aside, a file that cannot be read).
    public let startupNotices: [String]
    let now: @Sendable () -> Date

    /// A session whose time comes from `clock` (a fixed one in tests).
    public init(
        curriculum: Curriculum, store: ProgressStore, workspace: Workspace, style: TerminalStyle, clock: some DateSource
    ) {
        self.init(curriculum: curriculum, store: store, workspace: workspace, style: style, now: { clock.now() })
    }

    public init(
        curriculum: Curriculum, store: ProgressStore, workspace: Workspace, style: TerminalStyle,
        now: @escaping @Sendable () -> Date = { Date() }
    ) {
        self.curriculum = curriculum
        self.store = store
        self.workspace = workspace
        self.style = style
        self.now = now
        var notices: [String] = []
        var current: String?
        do {
            var loaded = try store.load()
            notices = loaded.notices.map(\.description)
            if let placed = try Self.qualifyingBareKeys(of: loaded.progress, in: curriculum, store: store) {
                loaded.progress = placed.progress
                notices += placed.notices.map(\.description)
            }
            current = loaded.progress.current
        } catch {
            notices = ["\(error)"]
        }
        self.startupNotices = notices
        self.currentID = current.flatMap { curriculum.item(id: $0).map(curriculum.reference(of:)) }
    }

    /// Saves records of schema version 1 under `pack/id` once their pack is loaded; nil when
    /// there was nothing to move.
    private static func qualifyingBareKeys(of progress: Progress, in curriculum: Curriculum, store: ProgressStore)
        throws -> ProgressLoadResult?
    {
        func change(_ progress: inout Progress) {
            progress.qualifyBareKeys(
                lessonOwner: { id in Self.onlyPack(of: curriculum.lessons.filter { $0.id == id }.map(\.packID)) },
                exerciseOwner: { id in Self.onlyPack(of: curriculum.exercises.filter { $0.id == id }.map(\.packID)) })
        }
        var placed = progress
        change(&placed)
        guard placed != progress else { return nil }
        return try store.update(change)
    }

    private static func onlyPack(of packs: [String]) -> String? { packs.count == 1 ? packs[0] : nil }

    /// The prompt, showing where the learner is.
    public var prompt: String {
        currentID.map { "swiftui(\($0))> " } ?? "swiftui> "
    }

    /// Ids for completion.
    public var completionIDs: ShellCommandParser.IDSets {
        .init(
            lessons: curriculum.lessons.map { curriculum.reference(of: .lesson($0)) },
            exercises: curriculum.exercises.map { curriculum.reference(of: .exercise($0)) },
            rules: RuleRegistry.ids.sorted(),
            tracks: curriculum.trackReferences)
    }

    /// Runs a command typed at the prompt (or given by the command line).
    public mutating func perform(_ command: some ShellCommand) -> SessionReply {
        let reply = command.perform(in: &self)
        keepFullReport(of: reply)
        return reply
    }

    /// Keeps the whole report behind a shortened one, for `details`.
    public mutating func keepFullReport(of reply: SessionReply) {
        if let full = reply.fullLines { lastFullReport = full }
    }

    /// Carries out a confirmed action.
    public mutating func confirm(_ action: PendingConfirmation.Action) -> SessionReply {
        switch action {
        case .revealSolution(let id):
            guard let exercise = curriculum.exercise(id: id) else { return SessionReply(lines: []) }
            let warnings = record { $0.recordGaveUp(exercise.qualifiedID) }.warnings
            var reply = solutionLines(exercise)
            reply.warnings = warnings
            return reply
        case .resetAll:
            do {
                let backup = try store.resetAll()
                return SessionReply(lines: [ProgressMessages.resetAll(backup: backup, path: store.path)])
            } catch {
                return SessionReply(lines: [], warnings: [SessionMessages.nothingReset("\(error)")])
            }
        case .resetPlacement(let trackID):
            guard let track = curriculum.track(named: trackID) else { return SessionReply(lines: []) }
            let exercises = curriculum.lessons(inTrack: track).flatMap(curriculum.exercises(of:))
            var forgotten = 0
            let (_, warnings) = record { progress in
                forgotten = 0
                for exercise in exercises where progress.status(ofExercise: exercise.qualifiedID) == .placedOut {
                    progress.reset(exercise.qualifiedID)
                    forgotten += 1
                }
            }
            return SessionReply(
                lines: [ProgressMessages.placementReset(trackID, exercises: forgotten)], warnings: warnings)
        case .reset(let id):
            guard let item = curriculum.item(id: id) else { return SessionReply(lines: []) }
            let id = curriculum.reference(of: item)
            var removed = false
            do {
                _ = try store.update { removed = $0.reset(item.qualifiedID) }
            } catch {
                return SessionReply(lines: [], warnings: [SessionMessages.couldNotReset(id, "\(error)")])
            }
            var lines = [SessionMessages.progressReset(id, removed: removed)]
            if case .exercise(let exercise) = item {
                do {
                    let kept = try workspace.restoreStarter(exercise, now: now())
                    lines.append(
                        SessionMessages.starterRestored(
                            in: workspace.displayName(of: workspace.workingFile(for: exercise).path),
                            keptAs: kept.map { workspace.displayName(of: $0.path) }))
                } catch {
                    return SessionReply(
                        lines: lines,
                        warnings: [SessionMessages.starterNotRestored(error.localizedDescription)])
                }
            }
            return SessionReply(lines: lines)
        }
    }

    /// Records that the end of `reply`'s lesson was shown, so the lesson counts as read; a lesson
    /// that finishes its track adds the track's summary. Nothing when the reply shows no lesson.
    public func lessonEndShown(_ reply: SessionReply) -> SessionReply {
        guard let id = reply.lessonShown, let lesson = curriculum.lesson(id: id) else { return SessionReply(lines: []) }
        return markRead(lesson)
    }

    /// What the learner is told when the pager was left before the end of `reply`'s lesson.
    public func lessonLeftEarly(_ reply: SessionReply) -> SessionReply {
        guard let id = reply.lessonShown, let lesson = curriculum.lesson(id: id) else { return SessionReply(lines: []) }
        let reference = curriculum.reference(of: .lesson(lesson))
        return SessionReply(lines: [style.apply(.gray, SessionMessages.lessonNotFinished(reference))])
    }

    /// Records that `lesson` was read; shows its track's summary when that finishes the track.
    func markRead(_ lesson: Lesson) -> SessionReply {
        var wasRead = true
        let date = now()
        let (saved, warnings) = record {
            wasRead = $0.hasRead(lesson: lesson.qualifiedID)
            $0.recordLessonRead(lesson.qualifiedID, at: date)
        }
        guard !wasRead, let saved, let track = curriculum.track(of: lesson) else {
            return SessionReply(lines: [], warnings: warnings)
        }
        return SessionReply(lines: trackSummary(track, completedIn: saved), warnings: warnings)
    }

    /// Runs a command whose whole reply is printed at once (piped output, the `lesson`
    /// subcommand): a lesson it shows counts as read, and what that adds follows the reply.
    public mutating func performPrintedWhole(_ command: some ShellCommand) -> SessionReply {
        var reply = perform(command)
        let after = lessonEndShown(reply)
        reply.lines += after.lines
        reply.warnings += after.warnings
        reply.lessonShown = nil
        return reply
    }

    // MARK: - What commands share

    func loadProgress() -> (Progress, [String]) {
        do {
            let result = try store.load()
            return (result.progress, result.notices.map(\.description))
        } catch {
            return (Progress(), ["\(error)"])
        }
    }

    /// Handles code pasted in answer to a `pasteRequest`.
    public func receivePaste(_ request: PasteRequest, text: String) -> SessionReply {
        if case .review(let itemID, _) = request { return answerReview(itemID, answer: text) }
        if case .placement(let run) = request { return answerPlacement(run, answer: text) }
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return SessionReply(lines: [SessionMessages.nothingPasted])
        }
        switch request {
        case .check:
            return SessionReply(lines: CheckView(style: style).render(source: text, name: "<pasted>"))
        case .submit(let id):
            guard let exercise = curriculum.exercise(id: id) else { return SessionReply(lines: []) }
            return grade(exercise, source: text, displayName: "<pasted>")
        case .run:
            return runCode(text, displayName: "<pasted>")
        case .review, .placement:
            return SessionReply(lines: [])
        }
    }

    /// The open exercise, or a reply explaining that one must be opened (naming the open lesson's
    /// next exercise when a lesson is open).
    func requireOpenExercise() -> Result<Exercise, SessionReplyError> {
        guard let id = currentID, let exercise = curriculum.exercise(id: id) else {
            let next = currentLessonsNextExercise.map { curriculum.reference(of: .exercise($0)) }
            let reply = SessionReply(lines: [SessionMessages.openAnExerciseFirst(nextInLesson: next)])
            return .failure(SessionReplyError(reply: reply))
        }
        return .success(exercise)
    }

    /// The folder of the open exercise's working file, where a bare file name given to `submit`,
    /// `check` or `run` is looked for after the current folder.
    public var openExerciseFolder: URL? {
        guard let id = currentID, let exercise = curriculum.exercise(id: id) else { return nil }
        return workspace.workingFile(for: exercise).deletingLastPathComponent()
    }

    /// With a lesson open: its first exercise not passed yet (else its first exercise).
    var currentLessonsNextExercise: Exercise? {
        guard let id = currentID, let lesson = curriculum.lesson(id: id) else { return nil }
        let exercises = curriculum.exercises(of: lesson)
        let progress = loadProgress().0
        return exercises.first { progress.status(ofExercise: $0.qualifiedID) != .passed } ?? exercises.first
    }

    /// Grades the learner's working file of `exercise`, saying which file it is.
    func gradeWorkingFile(of exercise: Exercise) -> SessionReply {
        let file = workspace.workingFile(for: exercise)
        let reference = curriculum.reference(of: .exercise(exercise))
        guard FileManager.default.fileExists(atPath: file.path) else {
            return SessionReply(lines: [SessionMessages.noWorkingFile(reference)])
        }
        switch SourceFile.read(file.path) {
        case .failure(let problem):
            return SessionReply(lines: [], warnings: [problem.description])
        case .success(let source):
            let name = workspace.displayName(of: file.path)
            // The line naming the file counts in a shortened report's screenful.
            var grading = self
            grading.briefReports?.maxLines -= 1
            var reply = grading.grade(exercise, source: source, displayName: name)
            reply.lines.insert(style.apply(.gray, SessionMessages.gradingWorkingFile(name)), at: 0)
            return reply
        }
    }

    /// Grades, records the attempt and renders the report.
    public func grade(_ exercise: Exercise, source: String, displayName: String) -> SessionReply {
        guard let grader else {
            return SessionReply(lines: [], warnings: [graderProblem ?? SessionMessages.gradingUnavailable])
        }
        return present(
            grader.grade(exercise, source: source, displayName: displayName),
            for: exercise, source: source, displayName: displayName)
    }

    /// Records a graded attempt (internal errors are not attempts) and renders the report; a
    /// pass that finishes a track adds the track's summary.
    public func present(_ report: GradeReport, for exercise: Exercise, source: String, displayName: String)
        -> SessionReply
    {
        let (saved, wasPassed, warnings) = recordingAttempt(report, for: exercise, source: source)
        let hintsUsed = (saved ?? loadProgress().0).exercises[exercise.qualifiedID]?.hintsUsed ?? 0
        let view = GradeView(style: style)
        var full = view.render(report, displayName: displayName, hintsLeft: (hintsUsed + 1, exercise.hints.count))
        var lines =
            briefReports.map {
                view.render(
                    report, displayName: displayName, hintsLeft: (hintsUsed + 1, exercise.hints.count), brief: $0)
            } ?? full
        if report.passed, !wasPassed, let saved, let lesson = curriculum.lesson(id: exercise.lessonID),
            let track = curriculum.track(of: lesson)
        {
            let summary = trackSummary(track, completedIn: saved)
            lines += summary
            full += summary
        }
        var reply = SessionReply(lines: lines, warnings: warnings)
        if lines != full { reply.fullLines = full }
        return reply
    }

    /// The track's summary when `progress` completes it; nothing otherwise.
    func trackSummary(_ track: Track, completedIn progress: Progress) -> [String] {
        let course = CourseProgress(curriculum: curriculum, progress: progress)
        guard course.figures(of: track)?.isComplete == true else { return [] }
        return TrackSummaryView(style: style).render(track, curriculum: curriculum, next: course.next)
    }

    /// Saves the attempt in the learner's progress; returns warnings when it could not be saved.
    public func recordAttempt(_ report: GradeReport, for exercise: Exercise, source: String) -> [String] {
        recordingAttempt(report, for: exercise, source: source).warnings
    }

    /// As `recordAttempt`, also giving the progress as saved (nil when nothing was saved) and
    /// whether the exercise had been passed before.
    private func recordingAttempt(_ report: GradeReport, for exercise: Exercise, source: String)
        -> (progress: Progress?, wasPassed: Bool, warnings: [String])
    {
        guard report.verdict != .internalError, report.verdict != .cancelled else { return (nil, true, []) }
        var wasPassed = true
        let date = now()
        let reviews = ReviewSources.items(after: report, of: exercise)
        let (saved, warnings) = record {
            wasPassed = $0.status(ofExercise: exercise.qualifiedID) == .passed
            $0.recordAttempt(
                exercise.qualifiedID, verdict: report.verdict.rawValue, passed: report.passed, source: source, at: date)
            for (kind, subject) in reviews { $0.addReview(kind, subject, at: date) }
        }
        return (saved, wasPassed, warnings)
    }

    func runCode(_ source: String, displayName: String) -> SessionReply {
        guard let grader else {
            return SessionReply(lines: [], warnings: [graderProblem ?? SessionMessages.runningUnavailable])
        }
        return SessionReply(
            lines: GradeView(style: style).render(
                grader.run(source: source, displayName: displayName),
                displayName: displayName))
    }

    func solutionLines(_ exercise: Exercise) -> SessionReply {
        guard let text = try? String(contentsOf: exercise.solutionFile, encoding: .utf8) else {
            return SessionReply(
                lines: [], warnings: [SessionMessages.solutionUnreadable(exercise.solutionFile.path)])
        }
        var lines = [style.apply(.bold, "Reference solution for \(curriculum.reference(of: .exercise(exercise)))"), ""]
        lines += SwiftHighlighter.highlight(text.hasSuffix("\n") ? String(text.dropLast()) : text, style: style).map {
            "    " + $0
        }
        return SessionReply(lines: lines, isPageable: true)
    }

    /// "Taught in lesson …", or that no loaded lesson teaches the rule yet.
    public static func teachingLine(for ruleID: String, in curriculum: Curriculum) -> String {
        guard let lesson = curriculum.lesson(teachingRule: ruleID) else {
            return SessionMessages.noLessonTeachesRule
        }
        let reference = curriculum.reference(of: .lesson(lesson))
        return SessionMessages.ruleTaught(in: reference, title: lesson.title)
    }

    // MARK: - Support

    func notFound(_ id: String, kind: String, candidates: [String]) -> SessionReply {
        if case .ambiguous(let qualified) = curriculum.lookup(id) {
            return SessionReply(lines: [SessionMessages.ambiguous(id, packs: qualified)])
        }
        let closest = ClosestNames.best(for: id, in: candidates)
        return SessionReply(lines: [SessionMessages.notFound(kind, id, closest: closest)])
    }

    /// Saves a change to progress; returns the progress as saved (nil when it could not be) and
    /// warnings to show.
    func record(_ change: (inout Progress) -> Void) -> (progress: Progress?, warnings: [String]) {
        do {
            let result = try store.update(change)
            return (result.progress, result.notices.map(\.description))
        } catch {
            return (nil, ["\(error)"])
        }
    }
}

/// A reply carried as an error, for early returns.
struct SessionReplyError: Error {
    var reply: SessionReply
}

extension CurriculumItem {
    var isExercise: Bool {
        if case .exercise = self { return true }
        return false
    }
}
