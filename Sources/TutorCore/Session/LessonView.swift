/// Turns a lesson into terminal lines: title, sources, objectives, text and what comes next.
struct LessonView {
    var style: TerminalStyle

    func render(_ lesson: Lesson, exercises: [Exercise]) -> [String] {
        let markdown = MarkdownRenderer(style: style)
        var lines = markdown.wrap(lesson.title, indent: "", hangingIndent: "", base: [.bold, .underline])
        lines.append(style.apply(.gray, "lesson \(lesson.id)"))
        lines.append("")
        lines.append(style.apply(.bold, "You will learn to"))
        for objective in lesson.objectives {
            lines += markdown.wrap(objective, indent: "  • ", hangingIndent: "    ")
        }
        lines.append("")
        lines += markdown.render(lesson.body)
        lines.append("")
        lines.append(style.apply(.gray, "Sources:"))
        for source in lesson.sources {
            lines.append(style.apply(.gray, "  \(source.file) — \(source.section)"))
        }
        let own = lesson.exerciseIDs.compactMap { id in exercises.first { $0.id == id } }
        if !own.isEmpty {
            lines.append("")
            lines.append("Practise it: " + own.map { "exercise \(style.apply(.cyan, $0.id))" }.joined(separator: ", "))
        }
        return lines
    }
}

/// Turns an exercise into terminal lines: title, kind, prompt and starter code.
struct ExerciseView {
    var style: TerminalStyle

    func render(_ exercise: Exercise, starter: String) -> [String] {
        let markdown = MarkdownRenderer(style: style)
        var lines = markdown.wrap(exercise.title, indent: "", hangingIndent: "", base: [.bold, .underline])
        lines.append(style.apply(.gray, "exercise \(exercise.id) · \(exercise.kind.rawValue) · lesson \(exercise.lessonID) · \(exercise.hints.count) hint\(exercise.hints.count == 1 ? "" : "s") available"))
        lines.append("")
        lines += markdown.render(exercise.prompt)
        if !starter.isEmpty {
            lines.append("")
            lines.append(style.apply(.bold, "Starter code"))
            lines += SwiftHighlighter.highlight(starter.hasSuffix("\n") ? String(starter.dropLast()) : starter, style: style)
                .map { "    " + $0 }
        }
        return lines
    }
}
