import Wording

/// Every sentence the shell's session says to the learner, in one place, so the wording is
/// reviewed together and tests and commands share it. Grouped by the command or view that says it;
/// grading, progress, placement, review and study keep their own catalogues.
enum SessionMessages {
    // MARK: The course

    /// What commands that list the course say when no pack loaded.
    static let nothingLoaded = "No lessons are loaded. Check the problems printed at start-up."

    static func ambiguous(_ id: String, packs qualified: [String]) -> String {
        "More than one pack has '\(id)': \(qualified.joined(separator: ", ")). Type one of these."
    }

    static func notFound(_ kind: String, _ id: String, closest: String?) -> String {
        "There is no \(kind) '\(id)'.\(didYouMean(closest)) Type 'lessons' to see them all."
    }

    /// " Did you mean 'x'?" after a name that was not found, or nothing when no name is close.
    static func didYouMean(_ closest: String?) -> String {
        closest.map { " Did you mean '\($0)'?" } ?? ""
    }

    static let noLessonTeachesRule = "No lesson of the loaded course teaches this rule yet."

    static func ruleTaught(in reference: String, title: String) -> String {
        "Taught in lesson \(reference), “\(title)” — read it with: lesson \(reference)"
    }

    // MARK: lessons, progress

    /// The course's next item, `reference` already styled.
    static func next(_ reference: String) -> String { "Next: \(reference) — type next." }

    static func next(_ kind: String, _ reference: String, title: String) -> String {
        "Next: \(kind) \(reference), “\(title)” — type next."
    }

    static let finishedCourse = "You have finished the whole course."

    static func savedIn(_ path: String) -> String { "Saved in \(path)" }

    // MARK: lesson, done

    /// After the pager was left before a lesson's end.
    static func lessonNotFinished(_ reference: String) -> String {
        "Lesson \(reference) counts as read once you reach its end: type done if you have read it, or "
            + "lesson \(reference) to page through it again."
    }

    static func lessonMarkedRead(_ reference: String) -> String {
        "Lesson \(reference) is marked as read."
    }

    static let doneNeedsALesson = "'done' marks the open lesson as read; open one first (lesson ID or next)."

    // MARK: exercise, edit

    /// When a command needs an open exercise; `nextInLesson` names the open lesson's next one.
    static func openAnExerciseFirst(nextInLesson: String?) -> String {
        "Open an exercise first (\(exerciseSuggestion(nextInLesson)))."
    }

    static func exerciseSuggestion(_ nextInLesson: String?) -> String {
        nextInLesson.map { "this lesson's next one is \($0): type exercise" } ?? "exercise ID or next"
    }

    static let nameAnExercise = "Name an exercise (exercise ID; 'lessons' lists them), or type next."

    static func starterWritten(to path: String) -> String {
        "The starter code is in \(path) — edit it there with any editor."
    }

    static func workingFileKept(_ path: String) -> String { "Your working file is \(path) (kept as you left it)." }

    static func starterNotWritten(to path: String, _ error: String) -> String {
        "The starter code could not be written to \(path): \(error)"
    }

    static func workingFileNotCreated(_ error: String) -> String { "Your working file could not be created: \(error)" }

    // MARK: hint

    static func hintsNeedAnExercise(nextInLesson: String?) -> String {
        "Hints belong to exercises. Open one first (\(exerciseSuggestion(nextInLesson)))."
    }

    static func allHintsSeen(_ count: Int, of id: String) -> String { "You have seen all \(count) hints for \(id):" }

    static let hintAgain = "(type hint again for the next one)"

    // MARK: submit, paste, check, run

    static let pasteToCheck = MultiLineInput.instruction("Paste your Swift code")
    static let pasteToRun = MultiLineInput.instruction("Paste the code to run")

    static func pasteAnswer(to id: String) -> String { MultiLineInput.instruction("Paste your answer to \(id)") }

    static let nothingPasted = "Nothing was pasted, so nothing was done."

    static func noWorkingFile(_ reference: String) -> String {
        "You have no working file for \(reference) yet: type exercise \(reference) to get one, or "
            + "'submit -' to paste your answer."
    }

    static func gradingWorkingFile(_ name: String) -> String { "Grading your working file \(name)" }

    static let gradingUnavailable = "Grading is not available here."
    static let runningUnavailable = "Running code is not available here."

    // MARK: details

    static let noShortenedReport = "Nothing to show: the last grade report was shown whole (or nothing was graded yet)."

    /// The last line of a report shortened to fit a screen.
    static func reportShortened(itemsLeftOut: Int, cut: Bool, _ howToSeeAll: String) -> String {
        let more = Plural.count(itemsLeftOut, "more item")
        let what =
            switch (cut, itemsLeftOut) {
            case (true, 0): "The rest of this item is not shown"
            case (true, _): "The rest of this item and \(more) are not shown"
            default: "\(more) \(itemsLeftOut == 1 ? "is" : "are") not shown"
            }
        return "… \(what): \(howToSeeAll) to see the whole report."
    }

    // MARK: solution

    static func confirmGiveUp(_ id: String) -> String {
        "You have not passed \(id) yet. Give up and see the solution? (Your progress "
            + "will say you gave up; you can still pass later.)"
    }

    static func solutionUnreadable(_ path: String) -> String { "The reference solution \(path) cannot be read." }

    // MARK: explain

    static func noSuchRule(_ id: String, closest: String?) -> String {
        "There is no rule '\(id)'.\(didYouMean(closest)) Type 'rules' to list them."
    }

    // MARK: next

    static let finishedEverything = "You have finished every lesson and exercise. Well done!"

    // MARK: placement

    static func noSuchTrack(_ name: String, closest: String?, tracks: [String]) -> String {
        "There is no track '\(name)'.\(didYouMean(closest)) Tracks: \(tracks.joined(separator: ", "))."
    }

    // MARK: reset

    static let confirmResetAll =
        "Forget all your progress: lessons read, exercises, reviews and your study plan? (A copy of the file is kept.)"

    static func confirmResetPlacement(_ track: String) -> String {
        "Open the exercises you placed out of in \(track) again?"
    }

    static func confirmResetLesson(_ id: String) -> String { "Forget your progress on '\(id)'? This cannot be undone." }

    static func confirmResetExercise(_ id: String) -> String {
        "Forget your progress on '\(id)' and put the starter code back in your working file? (Your "
            + "version is kept beside it.)"
    }

    static func nothingReset(_ error: String) -> String { "Nothing was reset: \(error)" }

    static func couldNotReset(_ id: String, _ error: String) -> String { "Could not reset '\(id)': \(error)" }

    static func progressReset(_ id: String, removed: Bool) -> String {
        removed ? "Progress on '\(id)' was reset." : "There was no progress on '\(id)' to reset."
    }

    /// After `reset` of an exercise; `keptAs` names the learner's version kept beside it.
    static func starterRestored(in file: String, keptAs: String?) -> String {
        "Your working file \(file) holds the starter code again"
            + (keptAs.map { "; your version is kept as \($0)." } ?? ".")
    }

    static func starterNotRestored(_ error: String) -> String { "The starter code could not be put back: \(error)" }

    // MARK: progress import

    static let nothingImported = "Nothing imported."

    // MARK: pack

    static let packsUnavailable = "Packs cannot be changed from this session; use 'swiftui-tutor pack' instead."

    static func usage(_ usage: String) -> String { "Usage: " + usage }

    static func packsNotLoaded(_ count: Int) -> String {
        "Packs with problems are not loaded (\(count)); 'pack list' shows them."
    }

    // MARK: quit

    static let goodbye = "Progress saved. See you next time."
}
