import Foundation
import SwiftUIChecker

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
    /// Lines for standard error (problems saving progress and the like).
    public var warnings: [String] = []

    public init(lines: [String], isPageable: Bool = false, confirmation: PendingConfirmation? = nil,
                pasteRequest: PasteRequest? = nil, quits: Bool = false, warnings: [String] = []) {
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
}

/// The tutor's state between commands: what is loaded, where the learner is, and how output
/// looks. Every command is a method returning the lines to show, so the shell, the CLI
/// subcommands and tests drive the same code.
public struct TutorSession: Sendable {
    public let curriculum: Curriculum
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
    /// The lesson or exercise the learner opened last.
    public private(set) var currentID: String?
    /// What the learner must be told about the progress file when the session starts
    /// (a damaged file moved aside, a file that cannot be read).
    public let startupNotices: [String]
    private let now: @Sendable () -> Date

    public init(curriculum: Curriculum, store: ProgressStore, workspace: Workspace, style: TerminalStyle,
                now: @escaping @Sendable () -> Date = { Date() }) {
        self.curriculum = curriculum
        self.store = store
        self.workspace = workspace
        self.style = style
        self.now = now
        var notices: [String] = []
        var current: String?
        do {
            let loaded = try store.load()
            notices = loaded.notices.map(\.description)
            current = loaded.progress.current
        } catch {
            notices = ["\(error)"]
        }
        self.startupNotices = notices
        self.currentID = current.flatMap { curriculum.item(id: $0) != nil ? $0 : nil }
    }

    /// The prompt, showing where the learner is.
    public var prompt: String {
        currentID.map { "swiftui(\($0))> " } ?? "swiftui> "
    }

    /// Ids for completion.
    public var completionIDs: ShellCommandParser.IDSets {
        .init(lessons: curriculum.lessons.map(\.id), exercises: curriculum.exercises.map(\.id))
    }

    public mutating func perform(_ command: ShellCommand) -> SessionReply {
        switch command {
        case .help(let topic): help(topic)
        case .lessons: lessons()
        case .lesson(let id): openLesson(id)
        case .next: next()
        case .exercise(let id): openExercise(id)
        case .hint: hint()
        case .progress: progressReport()
        case .reset(let id): askReset(id)
        case .check(let file): check(file: file)
        case .submit(let file): submit(file: file)
        case .run(let file): run(file: file)
        case .edit: edit()
        case .solution: solution()
        case .explain(let rule): explain(rule)
        case .rules: SessionReply(lines: RuleCatalogFormatter.table().split(separator: "\n", omittingEmptySubsequences: false).map(String.init), isPageable: true)
        case .quit: SessionReply(lines: ["Progress saved. See you next time."], quits: true)
        }
    }

    /// Carries out a confirmed action.
    public mutating func confirm(_ action: PendingConfirmation.Action) -> SessionReply {
        switch action {
        case .revealSolution(let id):
            guard let exercise = curriculum.exercise(id: id) else { return SessionReply(lines: []) }
            let warnings = record { $0.recordGaveUp(id) }.warnings
            var reply = solutionLines(exercise)
            reply.warnings = warnings
            return reply
        case .reset(let id):
            var removed = false
            do {
                _ = try store.update { removed = $0.reset(id) }
            } catch {
                return SessionReply(lines: [], warnings: ["Could not reset '\(id)': \(error)"])
            }
            var lines = [removed ? "Progress on '\(id)' was reset." : "There was no progress on '\(id)' to reset."]
            if let exercise = curriculum.exercise(id: id) {
                let file = workspace.workingFile(for: exercise)
                if FileManager.default.fileExists(atPath: file.path) {
                    lines.append("Your working file \(file.path) was kept; delete it to start again from the starter code.")
                }
            }
            return SessionReply(lines: lines)
        }
    }

    // MARK: - Commands

    private func help(_ topic: String?) -> SessionReply {
        if let topic {
            guard let spec = ShellCommandSpec.named(topic.lowercased()) else {
                return SessionReply(lines: ["There is no command '\(topic)'. Type 'help' to list commands."])
            }
            var lines = [style.apply(.bold, spec.usage), "  \(spec.summary).", "  \(spec.details)"]
            if !spec.aliases.isEmpty { lines.append("  Also: \(spec.aliases.joined(separator: ", "))") }
            return SessionReply(lines: lines)
        }
        let width = ShellCommandSpec.all.map(\.usage.count).max() ?? 0
        var lines = ["Commands:"]
        for spec in ShellCommandSpec.all {
            lines.append("  " + style.apply(.bold, spec.usage.padding(toLength: width, withPad: " ", startingAt: 0))
                + "  " + spec.summary)
        }
        lines += [
            "",
            "Tab completes commands and ids; ↑/↓ recall earlier commands. Ctrl-C cancels the line, Ctrl-D leaves.",
            "When you paste code, end it with a line holding only '\(MultiLineInput.terminator)'.",
        ]
        return SessionReply(lines: lines)
    }

    private func loadProgress() -> (Progress, [String]) {
        do {
            let result = try store.load()
            return (result.progress, result.notices.map(\.description))
        } catch {
            return (Progress(), ["\(error)"])
        }
    }

    private func lessons() -> SessionReply {
        let (progress, warnings) = loadProgress()
        guard !curriculum.packs.isEmpty else {
            return SessionReply(lines: ["No lessons are loaded. Check the problems printed at start-up."], warnings: warnings)
        }
        let idWidth = curriculum.ids.map(\.count).max() ?? 0
        let course = CourseProgress(curriculum: curriculum, progress: progress)
        var lines: [String] = []
        for pack in curriculum.packs {
            lines.append(style.apply(.bold, "\(pack.title)") + style.apply(.gray, "  (\(pack.id) \(pack.version))"))
            for track in pack.tracks {
                let packTracks = curriculum.tracks.filter { $0.packID == pack.id }
                if packTracks.count > 1 || track.id != pack.id, let figures = course.figures(of: track) {
                    lines.append("")
                    lines.append("  " + style.apply(.bold, track.title) + "  " + ProgressBar.render(percent: figures.percent, width: 10, style: style)
                        + " \(figures.percent)%" + (figures.isComplete ? " " + style.apply(.green, "complete") : ""))
                }
                lines += lessonLines(Curriculum(packs: [pack]).items(inTrack: track), progress: progress, idWidth: idWidth)
            }
        }
        if let next = course.next {
            lines += ["", "Next: \(style.apply(.cyan, next.id)) — type next."]
        }
        return SessionReply(lines: lines, warnings: warnings)
    }

    private func lessonLines(_ items: [CurriculumItem], progress: Progress, idWidth: Int) -> [String] {
        items.map { item in
            let mark: String
            let detail: String
            switch item {
            case .lesson(let lesson):
                mark = progress.hasRead(lesson: lesson.id) ? style.apply(.green, "✓") : " "
                let minutes = lesson.readingMinutes.map { style.apply(.gray, "  \($0) min") } ?? ""
                detail = lesson.title + minutes
            case .exercise(let exercise):
                let record = progress.exercises[exercise.id]
                switch record?.status ?? .notStarted {
                case .passed: mark = style.apply(.green, "✓")
                case .attempted, .gaveUp: mark = style.apply(.yellow, "•")
                case .notStarted: mark = " "
                }
                let attempts = record.map { $0.attempts > 0 ? " (\($0.attempts) attempt\($0.attempts == 1 ? "" : "s"))" : "" } ?? ""
                detail = "  \(exercise.kind.rawValue): \(exercise.title)" + style.apply(.gray, attempts)
            }
            let id = item.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let indent = item.isExercise ? "      " : "    "
            return "\(indent)\(mark) \(style.apply(.cyan, id))\(item.isExercise ? "" : "  ")\(detail)"
        }
    }

    private mutating func openLesson(_ id: String) -> SessionReply {
        guard let lesson = curriculum.lesson(id: id) else {
            return notFound(id, kind: "lesson", candidates: curriculum.lessons.map(\.id))
        }
        var wasRead = true
        let (saved, warnings) = record {
            wasRead = $0.hasRead(lesson: lesson.id)
            $0.recordLessonRead(lesson.id, at: now())
            $0.current = lesson.id
        }
        currentID = lesson.id
        var lines = LessonView(style: style).render(lesson, curriculum: curriculum)
        if !wasRead, let saved, let track = curriculum.track(of: lesson) { lines += trackSummary(track, completedIn: saved) }
        return SessionReply(lines: lines, isPageable: true, warnings: warnings)
    }

    private mutating func openExercise(_ id: String) -> SessionReply {
        guard let exercise = curriculum.exercise(id: id) else {
            return notFound(id, kind: "exercise", candidates: curriculum.exercises.map(\.id))
        }
        var warnings = record { $0.current = exercise.id }.warnings
        currentID = exercise.id
        let file = workspace.workingFile(for: exercise)
        var fileLine: String
        do {
            let written = try workspace.prepare(exercise)
            fileLine = written
                ? "The starter code is in \(file.path) — edit it there with any editor."
                : "Your working file is \(file.path) (kept as you left it)."
        } catch {
            fileLine = "The starter code could not be written to \(file.path): \(error.localizedDescription)"
            warnings.append(fileLine)
        }
        let starter = (try? String(contentsOf: exercise.starterFile, encoding: .utf8)) ?? ""
        var lines = ExerciseView(style: style).render(exercise, starter: starter)
        lines += ["", fileLine]
        return SessionReply(lines: lines, isPageable: true, warnings: warnings)
    }

    private mutating func next() -> SessionReply {
        guard !curriculum.packs.isEmpty else {
            return SessionReply(lines: ["No lessons are loaded. Check the problems printed at start-up."])
        }
        let (progress, warnings) = loadProgress()
        guard let unfinished = CourseProgress(curriculum: curriculum, progress: progress).next else {
            return SessionReply(lines: ["You have finished every lesson and exercise. Well done!"], warnings: warnings)
        }
        var reply = unfinished.isExercise ? openExercise(unfinished.id) : openLesson(unfinished.id)
        reply.warnings = warnings + reply.warnings
        return reply
    }

    private func hint() -> SessionReply {
        guard let id = currentID, let exercise = curriculum.exercise(id: id) else {
            return SessionReply(lines: ["Open an exercise first (exercise ID or next); hints belong to exercises."])
        }
        let (progress, _) = loadProgress()
        let used = progress.exercises[exercise.id]?.hintsUsed ?? 0
        guard used < exercise.hints.count else {
            var lines = ["You have seen all \(exercise.hints.count) hints for \(exercise.id):"]
            for (index, text) in exercise.hints.enumerated() {
                lines += MarkdownRenderer(style: style).wrap(text, indent: "  \(index + 1). ", hangingIndent: "     ")
            }
            return SessionReply(lines: lines)
        }
        let warnings = record { _ = $0.recordHint(exercise.id) }.warnings
        var lines = [style.apply(.bold, "Hint \(used + 1) of \(exercise.hints.count)")]
        lines += MarkdownRenderer(style: style).render(exercise.hints[used]).map { "  " + $0 }
        if used + 1 < exercise.hints.count { lines.append(style.apply(.gray, "(type hint again for the next one)")) }
        return SessionReply(lines: lines, warnings: warnings)
    }

    private func progressReport() -> SessionReply {
        let (progress, warnings) = loadProgress()
        let summary = ProgressReport.Summary(curriculum: curriculum, progress: progress)
        let course = CourseProgress(curriculum: curriculum, progress: progress)
        var lines = [
            "Lessons read:     \(summary.lessonsRead) of \(summary.lessonsTotal)",
            "Exercises passed: \(summary.exercisesPassed) of \(summary.exercisesTotal)",
            "",
        ]
        let titleWidth = course.tracks.map(\.title.count).max() ?? 0
        for figures in course.tracks {
            lines.append("  " + figures.title.padding(toLength: titleWidth, withPad: " ", startingAt: 0) + "  "
                + ProgressBar.render(percent: figures.percent, style: style) + " \(String(format: "%3d", figures.percent))%  "
                + style.apply(.gray, "\(figures.lessonsRead)/\(figures.lessonsTotal) lessons, \(figures.exercisesPassed)/\(figures.exercisesTotal) exercises"))
        }
        if let next = course.next {
            let what = next.isExercise ? "exercise" : "lesson"
            lines += ["", "Next: \(what) \(style.apply(.cyan, next.id)) — \(next.title). Type next."]
        } else {
            lines += ["", "You have finished the whole course."]
        }
        let started = curriculum.exercises.filter { progress.exercises[$0.id] != nil }
        if !started.isEmpty {
            lines.append("")
            for exercise in started {
                let record = progress.exercises[exercise.id]!
                var text = "  \(exercise.id): \(record.status.phrase), \(record.attempts) attempt\(record.attempts == 1 ? "" : "s"), \(record.hintsUsed) hint\(record.hintsUsed == 1 ? "" : "s")"
                if let verdict = record.lastVerdict { text += ", last: \(verdict.replacingOccurrences(of: "-", with: " "))" }
                lines.append(text)
            }
        }
        lines.append(style.apply(.gray, "Saved in \(store.path)"))
        return SessionReply(lines: lines, warnings: warnings)
    }

    private func askReset(_ id: String) -> SessionReply {
        guard curriculum.item(id: id) != nil else {
            return notFound(id, kind: "lesson or exercise", candidates: curriculum.ids)
        }
        return SessionReply(lines: [], confirmation: PendingConfirmation(
            question: "Forget your progress on '\(id)'? This cannot be undone.", action: .reset(id: id)))
    }

    /// Handles code pasted in answer to a `pasteRequest`.
    public func receivePaste(_ request: PasteRequest, text: String) -> SessionReply {
        guard !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            return SessionReply(lines: ["Nothing was pasted, so nothing was done."])
        }
        switch request {
        case .check:
            return SessionReply(lines: CheckView(style: style).render(source: text, name: "<pasted>"))
        case .submit(let id):
            guard let exercise = curriculum.exercise(id: id) else { return SessionReply(lines: []) }
            return grade(exercise, source: text, displayName: "<pasted>")
        case .run:
            return runCode(text, displayName: "<pasted>")
        }
    }

    /// The open exercise, or a reply explaining that one must be opened.
    private func openExercise() -> Result<Exercise, SessionReplyError> {
        guard let id = currentID, let exercise = curriculum.exercise(id: id) else {
            return .failure(SessionReplyError(reply: SessionReply(lines: ["Open an exercise first (exercise ID or next)."])))
        }
        return .success(exercise)
    }

    private func submit(file: String?) -> SessionReply {
        let exercise: Exercise
        switch openExercise() {
        case .success(let open): exercise = open
        case .failure(let error): return error.reply
        }
        guard let file else {
            let working = workspace.workingFile(for: exercise).path
            return SessionReply(
                lines: ["Paste your answer to \(exercise.id), then a line holding only '\(MultiLineInput.terminator)' (Ctrl-C cancels).",
                        style.apply(.gray, "To grade your working file instead: submit \(working)  (or: edit)")],
                pasteRequest: .submit(exerciseID: exercise.id))
        }
        switch SourceFile.read(file) {
        case .success(let source): return grade(exercise, source: source, displayName: file)
        case .failure(let problem): return SessionReply(lines: [], warnings: [problem.description])
        }
    }

    /// Grades, records the attempt and renders the report.
    public func grade(_ exercise: Exercise, source: String, displayName: String) -> SessionReply {
        guard let grader else {
            return SessionReply(lines: [], warnings: [graderProblem ?? "Grading is not available here."])
        }
        return present(grader.grade(exercise, source: source, displayName: displayName),
                       for: exercise, source: source, displayName: displayName)
    }

    /// Records a graded attempt (internal errors are not attempts) and renders the report; a
    /// pass that finishes a track adds the track's summary.
    public func present(_ report: GradeReport, for exercise: Exercise, source: String, displayName: String) -> SessionReply {
        let (saved, wasPassed, warnings) = recordingAttempt(report, for: exercise, source: source)
        let hintsUsed = (saved ?? loadProgress().0).exercises[exercise.id]?.hintsUsed ?? 0
        var lines = GradeView(style: style).render(report, displayName: displayName,
                                                   hintsLeft: (hintsUsed + 1, exercise.hints.count))
        if report.passed, !wasPassed, let saved, let lesson = curriculum.lesson(id: exercise.lessonID),
           let track = curriculum.track(of: lesson) {
            lines += trackSummary(track, completedIn: saved)
        }
        return SessionReply(lines: lines, warnings: warnings)
    }

    /// The track's summary when `progress` completes it; nothing otherwise.
    private func trackSummary(_ track: Track, completedIn progress: Progress) -> [String] {
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
        -> (progress: Progress?, wasPassed: Bool, warnings: [String]) {
        guard report.verdict != .internalError, report.verdict != .cancelled else { return (nil, true, []) }
        var wasPassed = true
        let (saved, warnings) = record {
            wasPassed = $0.status(ofExercise: exercise.id) == .passed
            $0.recordAttempt(exercise.id, verdict: report.verdict.rawValue, passed: report.passed, source: source, at: now())
        }
        return (saved, wasPassed, warnings)
    }

    private func run(file: String?) -> SessionReply {
        guard let file else {
            return SessionReply(lines: ["Paste the code to run, then a line holding only '\(MultiLineInput.terminator)' (Ctrl-C cancels)."],
                                pasteRequest: .run)
        }
        switch SourceFile.read(file) {
        case .success(let source): return runCode(source, displayName: file)
        case .failure(let problem): return SessionReply(lines: [], warnings: [problem.description])
        }
    }

    private func runCode(_ source: String, displayName: String) -> SessionReply {
        guard let grader else {
            return SessionReply(lines: [], warnings: [graderProblem ?? "Running code is not available here."])
        }
        return SessionReply(lines: GradeView(style: style).render(grader.run(source: source, displayName: displayName),
                                                                  displayName: displayName))
    }

    private func edit() -> SessionReply {
        switch openExercise() {
        case .failure(let error): return error.reply
        case .success(let exercise):
            do {
                try workspace.prepare(exercise)
            } catch {
                return SessionReply(lines: [], warnings: ["Your working file could not be created: \(error.localizedDescription)"])
            }
            var reply = SessionReply(lines: [])
            reply.editRequest = workspace.workingFile(for: exercise)
            return reply
        }
    }

    private func solution() -> SessionReply {
        switch openExercise() {
        case .failure(let error): return error.reply
        case .success(let exercise):
            let (progress, _) = loadProgress()
            if [.passed, .gaveUp].contains(progress.status(ofExercise: exercise.id)) {
                return solutionLines(exercise)
            }
            return SessionReply(lines: [], confirmation: PendingConfirmation(
                question: "You have not passed \(exercise.id) yet. Give up and see the solution? (Your progress will say you gave up; you can still pass later.)",
                action: .revealSolution(exerciseID: exercise.id)))
        }
    }

    private func solutionLines(_ exercise: Exercise) -> SessionReply {
        guard let text = try? String(contentsOf: exercise.solutionFile, encoding: .utf8) else {
            return SessionReply(lines: [], warnings: ["The reference solution \(exercise.solutionFile.path) cannot be read."])
        }
        var lines = [style.apply(.bold, "Reference solution for \(exercise.id)"), ""]
        lines += SwiftHighlighter.highlight(text.hasSuffix("\n") ? String(text.dropLast()) : text, style: style).map { "    " + $0 }
        return SessionReply(lines: lines, isPageable: true)
    }

    private func check(file: String?) -> SessionReply {
        guard let file else {
            return SessionReply(
                lines: ["Paste your Swift code, then a line holding only '\(MultiLineInput.terminator)' (Ctrl-C cancels)."],
                pasteRequest: .check)
        }
        switch SourceFile.read(file) {
        case .success(let source):
            return SessionReply(lines: CheckView(style: style).render(source: source, name: file))
        case .failure(let problem):
            return SessionReply(lines: [], warnings: [problem.description])
        }
    }

    private func explain(_ ruleID: String) -> SessionReply {
        guard let rule = RuleRegistry.rule(id: ruleID) else {
            let suggestion = ClosestNames.best(for: ruleID, in: RuleRegistry.ids).map { " Did you mean '\($0)'?" } ?? ""
            return SessionReply(lines: ["There is no rule '\(ruleID)'.\(suggestion) Type 'rules' to list them."])
        }
        var lines = RuleCatalogFormatter.explanation(of: rule).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        while lines.last == "" { lines.removeLast() }
        lines += ["", Self.teachingLine(for: ruleID, in: curriculum)]
        return SessionReply(lines: lines, isPageable: true)
    }

    /// "Taught in lesson …", or that no loaded lesson teaches the rule yet.
    public static func teachingLine(for ruleID: String, in curriculum: Curriculum) -> String {
        guard let lesson = curriculum.lesson(teachingRule: ruleID) else {
            return "No lesson of the loaded course teaches this rule yet."
        }
        return "Taught in lesson \(lesson.id), “\(lesson.title)” — read it with: lesson \(lesson.id)"
    }

    // MARK: - Support

    private func notFound(_ id: String, kind: String, candidates: [String]) -> SessionReply {
        let suggestion = ClosestNames.best(for: id, in: candidates).map { " Did you mean '\($0)'?" } ?? ""
        return SessionReply(lines: ["There is no \(kind) '\(id)'.\(suggestion) Type 'lessons' to see them all."])
    }

    /// Saves a change to progress; returns the progress as saved (nil when it could not be) and
    /// warnings to show.
    private func record(_ change: (inout Progress) -> Void) -> (progress: Progress?, warnings: [String]) {
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
