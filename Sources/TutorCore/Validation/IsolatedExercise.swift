import Foundation
import SystemCalls
import Yams

/// Loads one exercise of a pack that as a whole did not load (the loader refuses a pack with
/// any problem). The exercise folder is linked into a throw-away pack with a made-up lesson,
/// so it is read by the same loader with the same rules; exercises whose own files have
/// problems still load as nothing.
enum IsolatedExercise {
    static func load(from folder: URL) -> Exercise? {
        let id = folder.lastPathComponent
        guard let text = try? String(contentsOf: folder.appendingPathComponent("exercise.yml"), encoding: .utf8),
            let node = try? Yams.compose(yaml: text),
            let lessonID = node["lesson"]?.string,
            ContentID.isValid(id), ContentID.isValid(lessonID), lessonID != id
        else { return nil }
        let fileManager = FileManager.default
        let scratch = fileManager.temporaryDirectory.appendingPathComponent(
            "swiftui-tutor-validate-\(UUID().uuidString)")
        let link = scratch.appendingPathComponent("Exercises").appendingPathComponent(id)
        defer {
            unlink(link.path)  // the link only: the author's folder stays untouched
            try? fileManager.removeItem(at: scratch)
        }
        do {
            try fileManager.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
            try fileManager.createDirectory(
                at: scratch.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
            try Data("id: validation\ntitle: Validation\nversion: \"1\"\nlessons: [\(lessonID)]\n".utf8)
                .write(to: scratch.appendingPathComponent("pack.yml"))
            let lesson = """
                ---
                id: \(lessonID)
                title: Stand-in lesson
                sources: [{file: none.txt, section: none}]
                objectives: [Validate one exercise.]
                exercises: [\(id)]
                ---
                Stand-in text.

                """
            try Data(lesson.utf8).write(to: scratch.appendingPathComponent("Lessons/01-stand-in.md"))
            try fileManager.createSymbolicLink(at: link, withDestinationURL: folder.standardizedFileURL)
        } catch {
            return nil
        }
        guard var exercise = CurriculumLoader().load(packRoots: [scratch]).curriculum.exercise(id: id) else {
            return nil
        }
        let linked = link.standardizedFileURL.path
        let real = folder.standardizedFileURL.path
        func relocate(_ url: URL) -> URL {
            let path = url.standardizedFileURL.path
            return path.hasPrefix(linked) ? URL(fileURLWithPath: real + path.dropFirst(linked.count)) : url
        }
        exercise.directory = relocate(exercise.directory)
        exercise.starterFile = relocate(exercise.starterFile)
        exercise.solutionFile = relocate(exercise.solutionFile)
        exercise.harnessFile = exercise.harnessFile.map(relocate)
        if let expected = exercise.expected?.file { exercise.expected?.file = relocate(expected) }
        for index in exercise.mistakes.indices {
            exercise.mistakes[index].file = relocate(exercise.mistakes[index].file)
        }
        for index in exercise.alternatives.indices {
            exercise.alternatives[index].file = relocate(exercise.alternatives[index].file)
        }
        exercise.packID = packID(at: folder.deletingLastPathComponent().deletingLastPathComponent()) ?? ""
        return exercise
    }

    /// The `id` in a pack's `pack.yml`, if it can be read.
    static func packID(at root: URL) -> String? {
        guard let text = try? String(contentsOf: root.appendingPathComponent("pack.yml"), encoding: .utf8) else {
            return nil
        }
        return (try? Yams.compose(yaml: text))??["id"]?.string
    }
}
