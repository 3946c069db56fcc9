import Foundation

extension Progress {
    /// Adds `other` (an imported progress file) to this progress without dropping anything:
    ///
    /// - per exercise, the better status wins (passed, placed out, solution shown, attempted,
    ///   not started), attempts add up, the larger hint count and the earliest first pass are
    ///   kept, and the later of the two last submissions;
    /// - per lesson, the earliest first reading and the latest last reading;
    /// - review items from both; for an item in both, the one due sooner (the more cautious);
    /// - `current` and the study plan stay as they are here unless this progress has none.
    ///
    /// Like every change, it is applied by `ProgressStore.update`, under the lock and to the
    /// freshest file, so it lands on top of whatever another shell saved. Pure.
    public mutating func merge(_ other: Progress) {
        for (id, theirs) in other.exercises {
            exercises[id] = exercises[id].map { $0.merged(with: theirs) } ?? theirs
        }
        for (id, theirs) in other.lessons {
            guard let ours = lessons[id] else {
                lessons[id] = theirs
                continue
            }
            lessons[id] = LessonProgress(
                firstReadAt: min(ours.firstReadAt, theirs.firstReadAt),
                lastReadAt: max(ours.lastReadAt, theirs.lastReadAt))
        }
        for (id, theirs) in other.reviews {
            if let ours = reviews[id], ours.due <= theirs.due { continue }
            reviews[id] = theirs
        }
        if current == nil { current = other.current }
        if studyPlan == nil { studyPlan = other.studyPlan }
    }
}

extension ExerciseProgress {
    func merged(with other: ExerciseProgress) -> ExerciseProgress {
        let firstPassed = [firstPassedAt, other.firstPassedAt].compactMap { $0 }.min()
        let last: Submission? =
            switch (lastSubmission, other.lastSubmission) {
            case (let ours?, let theirs?): theirs.submittedAt > ours.submittedAt ? theirs : ours
            case (let ours, let theirs): ours ?? theirs
            }
        return ExerciseProgress(
            status: other.status.rank > status.rank ? other.status : status,
            attempts: attempts + other.attempts,
            hintsUsed: max(hintsUsed, other.hintsUsed),
            firstPassedAt: firstPassed,
            lastSubmission: last)
    }
}
