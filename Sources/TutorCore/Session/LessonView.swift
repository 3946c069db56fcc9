import Wording

/// Turns a lesson into terminal lines: title, sources, objectives, text and what comes next.
struct LessonView {
    var style: TerminalStyle

    func render(_ lesson: Lesson, curriculum: Curriculum) -> [String] {
        let markdown = MarkdownRenderer(style: style)
        var lines = markdown.wrap(lesson.title, indent: "", hangingIndent: "", base: [.bold, .underline])
        var facts = ["lesson \(curriculum.reference(of: .lesson(lesson)))"]
        if let track = curriculum.track(of: lesson), curriculum.tracks.count > 1 || track.id != lesson.packID {
            facts.append("track: \(track.title)")
        }
        if let minutes = lesson.readingMinutes { facts.append("about \(minutes) min to read") }
        lines.append(style.apply(.gray, facts.joined(separator: " · ")))
        if !lesson.prerequisites.isEmpty {
            lines.append(
                style.apply(
                    .gray,
                    "Builds on: "
                        + lesson.prerequisites.map { id in
                            curriculum.lesson(id: QualifiedID.join(lesson.packID, id)).map { "\($0.title) (\(id))" }
                                ?? id
                        }.joined(separator: ", ")))
        }
        lines.append("")
        lines.append(style.apply(.bold, "You will learn to"))
        for objective in lesson.objectives {
            lines += markdown.wrap(objective, indent: "  • ", hangingIndent: "    ")
        }
        lines.append("")
        lines += markdown.render(lesson.body)
        lines.append("")
        let titles = curriculum.packs.first { $0.id == lesson.packID }?.guidance ?? [:]
        if titles.isEmpty {
            lines.append(style.apply(.gray, "Sources:"))
            for source in lesson.sources {
                lines.append(style.apply(.gray, "  \(source.file) — \(source.section)"))
            }
        } else {
            // One entry per guide, by its title, with the sections cited from it.
            lines.append(style.apply(.gray, "Sources — the guides this lesson is written from:"))
            var files: [String] = []
            for source in lesson.sources where !files.contains(source.file) { files.append(source.file) }
            for file in files {
                let title = titles[file].map { "“\($0)” (\(file))" } ?? file
                let sections = lesson.sources.filter { $0.file == file }.map(\.section).joined(separator: " · ")
                lines.append(style.apply(.gray, "  \(title):"))
                lines += markdown.wrap(
                    sections, indent: "    ", hangingIndent: "    ", base: [.gray], inlineMarkdown: .none)
            }
        }
        let own = curriculum.exercises(of: lesson)
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
        var facts = ["exercise \(exercise.id)", exercise.kind.rawValue, "lesson \(exercise.lessonID)"]
        if let difficulty = exercise.difficulty {
            facts.append(
                "difficulty " + String(repeating: "●", count: difficulty)
                    + String(repeating: "○", count: 3 - difficulty)
            )
        }
        if let minutes = exercise.minutes { facts.append("about \(minutes) min") }
        facts.append("\(Plural.count(exercise.hints.count, "hint")) available")
        lines.append(style.apply(.gray, facts.joined(separator: " · ")))
        lines.append("")
        lines += markdown.render(exercise.prompt)
        if !starter.isEmpty {
            lines.append("")
            lines.append(style.apply(.bold, "Starter code"))
            lines += SwiftHighlighter.highlight(
                starter.hasSuffix("\n") ? String(starter.dropLast()) : starter, style: style
            )
            .map { "    " + $0 }
        }
        return lines
    }
}
