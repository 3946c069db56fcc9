import Foundation

/// One of an exercise's files, as grading finds it.
enum ExerciseFileText: Equatable {
    /// The exercise has no such file.
    case absent
    /// The file is named but cannot be read as UTF-8 text.
    case unreadable
    case text(String)

    init(_ url: URL?) {
        guard let url else {
            self = .absent
            return
        }
        self = (try? String(contentsOf: url, encoding: .utf8)).map(ExerciseFileText.text) ?? .unreadable
    }

    var text: String? {
        if case .text(let text) = self { return text }
        return nil
    }
}

/// An exercise's harness and expected output, read once per grade (for the cache key and for
/// grading).
struct ExerciseFiles {
    let harness: ExerciseFileText
    let expected: ExerciseFileText

    init(_ exercise: Exercise) {
        harness = ExerciseFileText(exercise.harnessFile)
        expected = ExerciseFileText(exercise.expected?.file)
    }
}
