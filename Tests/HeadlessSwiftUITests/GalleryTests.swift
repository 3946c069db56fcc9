import Foundation
import Testing

/// Every gallery case compiles unchanged against the module and prints its checked-in rendering.
@Suite(.serialized)
struct GalleryTests {
    static let galleryFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
        "Gallery")

    static var caseNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: galleryFolder.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }

    @Test func galleryHasAtLeastThirtyCases() {
        #expect(Self.caseNames.count >= 30)
    }

    @Test(arguments: GalleryTests.caseNames)
    func caseRendersAsExpected(_ name: String) throws {
        let compiler = try #require(CompilerHarness.locate(), "run through `swift test` so the module build is found")
        let folder = Self.galleryFolder.appendingPathComponent(name)
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        let outcome = try compiler.buildAndRun(folder: folder)
        #expect(outcome.status == 0, Comment(rawValue: outcome.output))
        #expect(outcome.output == expected)
    }

    @Test(arguments: ["02-todo-list", "11-environment-observable", "13-observable-object", "14-task-loading"])
    func caseRendersTheSameInSwift5Mode(_ name: String) throws {
        let compiler = try #require(CompilerHarness.locate())
        let folder = Self.galleryFolder.appendingPathComponent(name)
        let expected = try String(contentsOf: folder.appendingPathComponent("expected.txt"), encoding: .utf8)
        let outcome = try compiler.buildAndRun(folder: folder, swiftVersion: 5)
        #expect(outcome.output == expected, Comment(rawValue: outcome.output))
    }
}
