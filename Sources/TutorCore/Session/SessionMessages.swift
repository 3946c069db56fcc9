import Wording

/// What the shell's session says to the learner, in one place.
enum SessionMessages {
    /// After the pager was left before a lesson's end.
    static func lessonNotFinished(_ reference: String) -> String {
        "Lesson \(reference) counts as read once you reach its end: type done if you have read it, or "
            + "lesson \(reference) to page through it again."
    }

    static func lessonMarkedRead(_ reference: String) -> String {
        "Lesson \(reference) is marked as read."
    }

    static let noShortenedReport = "Nothing to show: the last grade report was shown whole (or nothing was graded yet)."

    static let doneNeedsALesson = "'done' marks the open lesson as read; open one first (lesson ID or next)."

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
}
