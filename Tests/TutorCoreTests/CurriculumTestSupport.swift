import Foundation

@testable import TutorCore

/// A pack written into a fresh temporary folder, so loader tests run against a real file system.
struct TemporaryPack {
    let root: URL

    /// A valid pack: two lessons, one exercise each.
    static let validFiles: [String: String] = [
        "pack.yml": """
        id: sample
        title: Sample pack
        version: "1.0"
        lessons:
          - alpha
          - beta
        """,
        "Lessons/01-alpha.md": """
        ---
        id: alpha
        title: Alpha
        sources:
          - file: 000_043375cc0e9d289f.txt
            section: "State Management"
        objectives:
          - Know alpha.
        exercises:
          - alpha-ex
        ---
        # Alpha

        Text about alpha.
        """,
        "Lessons/02-beta.md": """
        ---
        id: beta
        title: Beta
        sources:
          - file: 001_163902cc6122728c.txt
            section: "Something"
        objectives:
          - Know beta.
        exercises:
          - beta-ex
        ---
        Text about beta.
        """,
        "Exercises/alpha-ex/exercise.yml": """
        id: alpha-ex
        lesson: alpha
        title: Alpha exercise
        kind: program
        prompt: Print hello.
        hints:
          - First hint.
          - Second hint.
        expected:
          output: expected.txt
        checks:
          rules: [foreground-color]
          require:
            - declares: Greeter
              conforms-to: View
            - calls: "task(id:)"
          forbid:
            - uses: AnyView
              message: No type erasure here.
        """,
        "Exercises/alpha-ex/Starter.swift": "print(\"bye\")\n",
        "Exercises/alpha-ex/Solution.swift": "print(\"hello\")\n",
        "Exercises/alpha-ex/expected.txt": "hello\n",
        "Exercises/beta-ex/exercise.yml": """
        id: beta-ex
        lesson: beta
        title: Beta exercise
        kind: fix-it
        prompt: Fix it.
        hints: [Look closely.]
        """,
        "Exercises/beta-ex/Starter.swift": "let x = 1\n",
        "Exercises/beta-ex/Solution.swift": "let x = 2\n",
    ]

    /// Writes `validFiles` with `changes` applied (nil removes a file).
    init(changing changes: [String: String?] = [:]) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("pack-\(UUID().uuidString)")
        var files = Self.validFiles
        for (path, content) in changes { files[path] = content }
        for (path, content) in files {
            try write(content, to: path)
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Exercises"), withIntermediateDirectories: true)
    }

    func write(_ content: String, to path: String) throws {
        try write(Data(content.utf8), to: path)
    }

    func write(_ data: Data, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: root.appendingPathComponent(path))
    }

    func load() -> CurriculumLoadResult {
        CurriculumLoader().load(packRoots: [root])
    }

    /// The problems of loading, as `file-suffix:line: message` strings for easy matching.
    func problems() -> [CurriculumProblem] { load().problems }
}

extension [CurriculumProblem] {
    /// The problem whose message contains `text`, if any.
    func first(containing text: String) -> CurriculumProblem? {
        first { $0.message.contains(text) }
    }
}

/// The repository's root, found from this file's path.
let repositoryRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

/// The built-in course the tests check: `SWIFTUI_TUTOR_CURRICULUM` when set (as the tutor
/// itself honours it), else the repository's own.
let courseRoot =
    ProcessInfo.processInfo.environment["SWIFTUI_TUTOR_CURRICULUM"]
    .flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) } ?? repositoryRoot
