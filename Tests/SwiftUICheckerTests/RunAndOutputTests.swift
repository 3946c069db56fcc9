import Foundation
import Testing

@testable import SwiftUIChecker

/// A temporary folder tree for file-system tests.
struct Scratch {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "checker-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        try write(relative, Array(text.utf8))
    }

    func write(_ relative: String, _ bytes: [UInt8]) throws {
        let path = root + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(bytes).write(to: URL(fileURLWithPath: path))
    }

    func read(_ relative: String) throws -> String {
        try String(contentsOfFile: root + "/" + relative, encoding: .utf8)
    }

    func remove() { try? FileManager.default.removeItem(atPath: root) }
}

/// A file system that refuses to read chosen paths, to test unreadable files as any user.
struct RefusingFileSystem: FileSystemAccess {
    let base = LocalFileSystem()
    let refused: Set<String>

    func kind(of path: String) -> FileKind { base.kind(of: path) }
    func contents(of path: String) throws -> [UInt8] {
        if refused.contains(path) { throw PathProblem(path: path, reason: "permission denied (file is not readable)") }
        return try base.contents(of: path)
    }
    func write(_ bytes: [UInt8], to path: String) throws { try base.write(bytes, to: path) }
    func entries(of directory: String) throws -> [String] {
        if refused.contains(directory) {
            throw PathProblem(path: directory, reason: "permission denied (folder is not readable)")
        }
        return try base.entries(of: directory)
    }
    func canonical(_ path: String) -> String { base.canonical(path) }
}

@Suite("Check runs")
struct CheckRunTests {
    static let bad = "import SwiftUI\nlet t = Text(\"a\").foregroundColor(.red)\n"

    @Test func walksFoldersSkipsHiddenAndSurvivesLoops() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("App/A.swift", Self.bad)
        try scratch.write("App/Nested/B.swift", Self.bad)
        try scratch.write("App/readme.txt", "foregroundColor")
        try scratch.write(".build/C.swift", Self.bad)
        try FileManager.default.createSymbolicLink(
            atPath: scratch.root + "/App/Nested/loop", withDestinationPath: scratch.root + "/App")
        let report = try CheckRun(paths: [scratch.root]).run()
        #expect(report.files.map { ($0.path as NSString).lastPathComponent } == ["A.swift", "B.swift"])
        #expect(report.problems.isEmpty)
        #expect(report.exitStatus(failOn: .warning) == 1)
        #expect(report.exitStatus(failOn: .error) == 0)
        #expect(report.exitStatus(failOn: nil) == 0)
    }

    @Test func unreadableAndMissingPathsAreReportedByName() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("A.swift", Self.bad)
        try scratch.write("Locked/B.swift", Self.bad)
        var run = CheckRun(paths: [scratch.root, scratch.root + "/missing.swift"])
        run.fileSystem = RefusingFileSystem(refused: [scratch.root + "/Locked"])
        let report = try run.run()
        #expect(report.files.count == 1)
        #expect(report.problems.map(\.path).sorted() == [scratch.root + "/Locked", scratch.root + "/missing.swift"])
        #expect(report.problems.allSatisfy { !$0.reason.isEmpty })
        #expect(report.exitStatus(failOn: .warning) == 2)
    }

    @Test func batchesGiveEachFileItsOwnFindingsInOrder() throws {
        // More files than fit in one batch, with unreadable, binary and invalid UTF-8 files among them.
        let scratch = try Scratch()
        defer { scratch.remove() }
        let count = CheckRun.batchSize * 4 * ProcessInfo.processInfo.activeProcessorCount + 3
        var expected: [String: [String]] = [:]
        for index in 0..<count {
            let name = String(format: "F%02d.swift", index)
            let path = scratch.root + "/" + name
            let text = index % 2 == 0 ? Self.bad + "// \(index)\n" : "let value\(index) = \(index)\n"
            switch index % 7 {
            case 3:
                try scratch.write(name, [0x00, 0x01, 0x02])
                expected[path] = [Checker.fileEncodingID]
            case 5:
                try scratch.write(name, Array(text.utf8) + [0xFF])
                expected[path] = [Checker.fileEncodingID] + Checker().check(source: text + "\u{FFFD}").map(\.ruleID)
            default:
                try scratch.write(name, text)
                expected[path] = Checker().check(source: text).map(\.ruleID)
            }
        }
        let refused = scratch.root + "/F04.swift"
        var run = CheckRun(paths: [scratch.root])
        run.fileSystem = RefusingFileSystem(refused: [refused])
        let report = try run.run()
        #expect(report.problems.map(\.path) == [refused])
        #expect(report.files.map(\.path) == expected.keys.filter { $0 != refused }.sorted())
        for file in report.files {
            #expect(file.findings.map(\.ruleID) == expected[file.path], "\(file.path)")
        }
        #expect(report.findings.contains { $0.ruleID == "foreground-color" })
    }

    @Test func configurationIsFoundUpwardAndExcludesApply() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(".swiftui-tutor.yml", "rules:\n  foreground-color: error\nexcluded: [Generated/]\n")
        try scratch.write("Sources/Deep/A.swift", Self.bad)
        try scratch.write("Generated/G.swift", Self.bad)
        try scratch.write("Other/.swiftui-tutor.yml", "rules:\n  foreground-color: off\n")
        try scratch.write("Other/C.swift", Self.bad)
        let report = try CheckRun(paths: [scratch.root]).run()
        let names = report.files.map { ($0.path as NSString).lastPathComponent }
        #expect(names == ["C.swift", "A.swift"])  // in path order: Other/ before Sources/
        let deep = report.files.first { $0.path.hasSuffix("A.swift") }
        #expect(deep?.findings.first?.severity == .error)
        let other = report.files.first { $0.path.hasSuffix("C.swift") }
        #expect(other?.findings.isEmpty == true)
        let explicit = try CheckRun(paths: [scratch.root + "/Generated/G.swift"]).run()
        #expect(explicit.files.count == 1)
    }

    @Test func badConfigurationIsAnErrorNamingTheFile() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write(".swiftui-tutor.yml", "rules:\n  not-a-rule: off\n")
        try scratch.write("A.swift", Self.bad)
        do {
            _ = try CheckRun(paths: [scratch.root]).run()
            Issue.record("expected a configuration error")
        } catch {
            #expect(error.path.hasSuffix(".swiftui-tutor.yml"))
            #expect(error.line == 2)
        }
    }

    @Test func fixWritesFilesKeepsBOMAndSkipsInvalidUTF8() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("A.swift", [0xEF, 0xBB, 0xBF] + Array(Self.bad.utf8))
        try scratch.write("B.swift", Array("let t = Text(\"a\").foregroundColor(.red) // ".utf8) + [0xFF, 0x0A])
        try scratch.write("E.swift", "")
        try scratch.write("J.swift", [0x00, 0x01, 0x02, 0xFF])
        let report = try CheckRun(paths: [scratch.root], applyFixes: true).run()
        let fixedA = try Data(contentsOf: URL(fileURLWithPath: scratch.root + "/A.swift"))
        #expect(Array(fixedA.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(String(decoding: fixedA.dropFirst(3), as: UTF8.self).contains("foregroundStyle"))
        let untouched = try Data(contentsOf: URL(fileURLWithPath: scratch.root + "/B.swift"))
        #expect(untouched.last == 0x0A && untouched.contains(0xFF))
        #expect(report.fixedCount == 1)
        let junk = report.files.first { $0.path.hasSuffix("J.swift") }
        #expect(junk?.findings.map(\.ruleID) == [Checker.fileEncodingID])
        let empty = report.files.first { $0.path.hasSuffix("E.swift") }
        #expect(empty?.findings.isEmpty == true)
    }
}

@Suite("Output formats")
struct OutputFormatTests {
    func report() -> CheckReport {
        let source = "let a = 1\nlet t = Text(\"日本\").foregroundColor(.red)\n"
        let findings = Checker().check(source: source, fileName: "V.swift")
        return CheckReport(
            files: [FileReport(path: "Sources/V.swift", findings: findings, source: source)], problems: [])
    }

    @Test func textLinesAreCompilerStyle() {
        let text = TextFormatter().format(report())
        #expect(
            text.hasPrefix(
                "Sources/V.swift:2:24: warning: use .foregroundStyle(_:) instead of the deprecated "
                    + ".foregroundColor(_:) [foreground-color]\n"
            ))
        #expect(text.hasSuffix("checked 1 file: 0 errors, 1 warning, 0 notes\n"))
        #expect(!text.contains("\u{1B}"))
    }

    @Test func caretSitsUnderTheColumnAfterMultiByteText() {
        let text = TextFormatter(showsSource: true).format(report())
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[1] == "let t = Text(\"日本\").foregroundColor(.red)")
        // 日 and 本 are double-width in a terminal, so they take two caret columns each.
        #expect(lines[2] == String(repeating: " ", count: 21) + "^")
    }

    @Test func sourceLinesAndColumnsFollowTheParsersLineBreaks() throws {
        for lineBreak in ["\r\n", "\r"] {
            let source = ["let a = 1", "// é", "let t = Text(\"é\").foregroundColor(.red)", ""].joined(
                separator: lineBreak)
            let findings = Checker().check(source: source, fileName: "W.swift")
            #expect(findings.map(\.line) == [3])
            let report = CheckReport(
                files: [FileReport(path: "W.swift", findings: findings, source: source)], problems: [])
            let lines = TextFormatter(showsSource: true).format(report).split(separator: "\n").map(String.init)
            #expect(lines[1] == "let t = Text(\"é\").foregroundColor(.red)")
            #expect(lines[2] == String(repeating: " ", count: 18) + "^")
            let sarif =
                try JSONSerialization.jsonObject(with: Data(SARIFFormatter().format(report).utf8)) as? [String: Any]
            let result = ((sarif?["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first
            let region =
                ((result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]
                as? [String: Any]
            #expect(region?["startLine"] as? Int == 3)
            #expect(region?["startColumn"] as? Int == 19, "UTF-16 column after the one-unit é")
        }
    }

    @Test func jsonRoundTrips() throws {
        let json = JSONReport(report()).encoded()
        let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(json.utf8))
        #expect(decoded.version == 1)
        #expect(decoded.findings.count == 1)
        #expect(decoded.findings.first?.ruleId == "foreground-color")
        #expect(decoded.findings.first?.column == 24)
        #expect(decoded.findings.first?.fix?.automatic == true)
        #expect(decoded.summary.warnings == 1)
    }

    @Test func sarifHasTheRequiredShape() throws {
        let text = SARIFFormatter().format(report())
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
        #expect(object?["version"] as? String == "2.1.0")
        let run = (object?["runs"] as? [[String: Any]])?.first
        let driver = (run?["tool"] as? [String: Any])?["driver"] as? [String: Any]
        #expect(driver?["name"] as? String == "swiftui-tutor")
        let rules = driver?["rules"] as? [[String: Any]] ?? []
        #expect(rules.count == RuleRegistry.all.count + 3)
        let result = (run?["results"] as? [[String: Any]])?.first
        #expect(result?["ruleId"] as? String == "foreground-color")
        #expect(result?["level"] as? String == "warning")
        let index = result?["ruleIndex"] as? Int ?? -1
        #expect(rules[index]["id"] as? String == "foreground-color")
        let location = (result?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((location?["artifactLocation"] as? [String: Any])?["uri"] as? String == "Sources/V.swift")
        let region = location?["region"] as? [String: Any]
        #expect(region?["startLine"] as? Int == 2)
        #expect(region?["startColumn"] as? Int == 20)
    }

    @Test func rulesTableAndExplain() {
        let table = RuleCatalogFormatter.table()
        #expect(table.hasPrefix("ID"))
        #expect(table.contains("foreground-color"))
        #expect(table.hasSuffix("\(RuleRegistry.all.count) rules\n"))
        let explanation = RuleCatalogFormatter.explanation(of: ForegroundColorRule.self)
        #expect(explanation.contains("Triggers:"))
        #expect(explanation.contains("Does not trigger:"))
        #expect(explanation.contains("000_043375cc0e9d289f.txt"))
        #expect(!explanation.contains("↓"))
    }
}
