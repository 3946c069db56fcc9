import Foundation
import Testing

/// The examples the docs print are what the tutor prints: each is reproduced here and compared
/// line by line (timings aside).
@Suite("Documented examples")
struct DocumentedExamplesTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The fenced block that follows `marker` in a doc.
    static func example(after marker: String, in doc: String) throws -> [String] {
        let text = try String(contentsOf: root.appendingPathComponent(doc), encoding: .utf8)
        let after = try #require(text.components(separatedBy: marker).dropFirst().first, "\(doc) has '\(marker)'")
        let block = try #require(after.components(separatedBy: "```").dropFirst().first)
        return block.split(separator: "\n").map(String.init)
    }

    /// Timings differ from run to run; everything else must match.
    static func withoutTimings(_ line: String) -> String {
        line.replacingOccurrences(of: #"\d+\.\d s"#, with: "N s", options: .regularExpression)
    }

    @Test func packValidateOnABrokenPack() async throws {
        let pack = FileManager.default.temporaryDirectory.appendingPathComponent("doc-pack-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: pack) }
        let exercises = pack.appendingPathComponent("Exercises")
        try FileManager.default.createDirectory(at: exercises, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: pack.appendingPathComponent("Lessons"), withIntermediateDirectories: true)
        for id in ["state-01-cart-model", "modern-01-profile-card"] {
            try FileManager.default.copyItem(
                at: Self.root.appendingPathComponent("Exercises/\(id)"),
                to: exercises.appendingPathComponent(id))
            let manifest = exercises.appendingPathComponent("\(id)/exercise.yml")
            let text = try String(contentsOf: manifest, encoding: .utf8)
            try text.replacingOccurrences(of: #"(?m)^lesson: .*$"#, with: "lesson: basics", options: .regularExpression)
                .write(to: manifest, atomically: true, encoding: .utf8)
        }
        try "id: sample\ntitle: \"\"\nversion: \"1.0\"\nlessons: [basics]\n"
            .write(to: pack.appendingPathComponent("pack.yml"), atomically: true, encoding: .utf8)
        try """
        ---
        id: basics
        title: Basics
        sources: [{file: 000_043375cc0e9d289f.txt, section: "State Management"}]
        objectives: [Build a model.]
        exercises: [state-01-cart-model, modern-01-profile-card]
        ---
        Text.

        """.write(to: pack.appendingPathComponent("Lessons/01-basics.md"), atomically: true, encoding: .utf8)
        // The starter already passes; one mistake names feedback it does not get.
        let cart = exercises.appendingPathComponent("state-01-cart-model")
        try FileManager.default.removeItem(at: cart.appendingPathComponent("Starter.swift"))
        try FileManager.default.copyItem(
            at: cart.appendingPathComponent("Solution.swift"), to: cart.appendingPathComponent("Starter.swift"))
        let mistake = exercises.appendingPathComponent(
            "modern-01-profile-card/mistakes/02-one-foreground-color-left.swift")
        try String(contentsOf: mistake, encoding: .utf8)
            .replacingOccurrences(of: "// Expect: foreground-color", with: "// Expect: corner-radius")
            .write(to: mistake, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try tutorExecutable())
        process.arguments = ["pack", "validate", "."]
        process.currentDirectoryURL = pack
        process.environment = NewUser().environment
        let output = Pipe()
        process.standardOutput = output
        let (status, data) = try await onOwnThread {
            try process.run()
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            return (process.terminationStatus, data)
        }
        #expect(status == 1)
        let printed = String(decoding: data, as: UTF8.self).split(separator: "\n").map {
            Self.withoutTimings(String($0))
        }
        let documented = try Self.example(after: "problems reads, for example", in: "docs/GRADING-COMMANDS.md")
            .map(Self.withoutTimings)
        #expect(!documented.isEmpty)
        for line in documented {
            #expect(printed.contains(line), "docs/GRADING-COMMANDS.md shows a line the tutor does not print: \(line)")
        }
    }
}
