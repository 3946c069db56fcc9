import Foundation
import Testing
import TutorCore

/// An instructor's pack from `pack new` to the shell, through the real binary, with a fresh data
/// directory and `XDG_DATA_HOME` pointing at a temporary folder.
@Suite("Lesson packs for instructors")
struct PackCommandsTests {
    /// A temporary working folder beside a fresh data directory.
    struct Scratch {
        let user = NewUser()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("packs-e2e-\(UUID().uuidString)")

        init() throws {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }

        var environment: [String: String] {
            var environment = user.environment
            environment["XDG_DATA_HOME"] = folder.appendingPathComponent("xdg").path
            environment.removeValue(forKey: "SWIFTUI_TUTOR_PACKS")
            let tutorFolder = (try? tutorExecutable()).map { ($0 as NSString).deletingLastPathComponent } ?? ""
            environment["PATH"] = tutorFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
            return environment
        }

        var installed: URL { user.dataDirectory.appendingPathComponent("packs") }

        /// Runs a command line as a shell would, in the scratch folder.
        func shell(_ line: String) throws -> (status: Int32, stdout: String, stderr: String) {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/bin/sh")
            process.arguments = ["-c", line]
            process.currentDirectoryURL = folder
            process.environment = environment
            let stdout = Pipe()
            let stderr = Pipe()
            process.standardOutput = stdout
            process.standardError = stderr
            process.standardInput = FileHandle.nullDevice
            try process.run()
            let errors = ErrorBytes()
            let reader = Thread { errors.data = stderr.fileHandleForReading.readDataToEndOfFile() }
            reader.start()
            let out = stdout.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            while !reader.isFinished { Thread.sleep(forTimeInterval: 0.01) }
            return (
                process.terminationStatus, String(decoding: out, as: UTF8.self),
                String(decoding: errors.data, as: UTF8.self)
            )
        }

        func remove() { try? FileManager.default.removeItem(at: folder) }
    }

    final class ErrorBytes: @unchecked Sendable { var data = Data() }

    /// The commands of the instructor's path in docs/AUTHORING.md, run literally, one by one.
    @Test func theInstructorsPathInTheGuideWorksAsWritten() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        let commands = try DocumentedExamplesTests.example(
            after: "## The instructor's path", in: "docs/AUTHORING.md"
        ).dropFirst().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(commands.count >= 10)
        var outputs: [String: String] = [:]
        for command in commands {
            let result = try await onOwnThread { try scratch.shell(command) }
            #expect(result.status == 0, "\(command) failed: \(result.stdout)\(result.stderr)")
            outputs[command] = result.stdout
        }
        let list = try #require(outputs["swiftui-tutor pack list"])
        #expect(list.contains("core 1.0"))
        #expect(list.contains("my-pack 0.1  My SwiftUI pack"))
        #expect(list.contains("(installed)"))
        #expect(list.contains("1 lesson, 4 exercises"))
        let lessons = try #require(outputs["swiftui-tutor lessons"])
        #expect(lessons.contains("Modern SwiftUI, the core course"))
        #expect(lessons.contains("first-steps-tap-counter"))
        #expect(
            FileManager.default.fileExists(atPath: scratch.installed.appendingPathComponent("my-pack/pack.yml").path))

        // Studied in the shell beside the built-in course: the pack's build-it exercise passes.
        let studied = try #require(outputs.first { $0.key.hasPrefix("printf") }?.value)
        #expect(studied.contains("Well done"))

        // A class of 30 from the sample answers: one CSV row each, the solution and the
        // alternative pass, and each answer's six copies form one group.
        let csv = try String(contentsOf: scratch.folder.appendingPathComponent("grades.csv"), encoding: .utf8)
        let rows = try #require(ClassCSV.records(csv)).dropFirst()
        #expect(rows.count == 30)
        #expect(rows.count { $0[2] == "passed" } == 12)
        #expect(Set(rows.map { $0[7] }) == ["1", "2", "3", "4", "5"])
        let results =
            try JSONSerialization.jsonObject(
                with: Data(contentsOf: scratch.folder.appendingPathComponent("results.json"))) as? [String: Any]
        #expect(results?["score"] as? Double == 100)
        #expect((results?["tests"] as? [[String: Any]])?.first?["name"] as? String == "first-steps-tap-counter")
    }

    /// The same commands inside the shell: installing and removing reloads the lessons at once.
    @Test func packsAreInstalledListedAndRemovedFromInsideTheShell() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        #expect(try scratch.shell("swiftui-tutor pack new my-pack").status == 0)
        let script = [
            "lessons", "pack install my-pack", "lessons", "exercise first-steps-countdown", "pack",
            "pack remove my-pack", "lessons", "pack remove my-pack", "pack uninstall", "quit",
        ].joined(separator: "\\n")
        let result = try await onOwnThread { try scratch.shell("printf '\(script)\\n' | swiftui-tutor") }
        #expect(result.status == 0)
        let parts = result.stdout.components(separatedBy: "Installed my-pack 0.1")
        #expect(parts.count == 2)
        #expect(!parts[0].contains("first-steps-countdown"))
        let afterInstall = parts[1].components(separatedBy: "Removed the pack 'my-pack'")
        #expect(afterInstall.count == 2)
        #expect(afterInstall[0].contains("first-steps-countdown"))
        #expect(afterInstall[0].contains("Count down"))
        #expect(afterInstall[0].contains("my-pack 0.1  My SwiftUI pack"))
        #expect(!afterInstall[1].contains("first-steps-countdown"))
        #expect(result.stderr.contains("there is no installed pack 'my-pack'"))
        #expect(result.stderr.contains("Usage: pack [list / install PATH / remove ID]"))
        #expect(!FileManager.default.fileExists(atPath: scratch.installed.appendingPathComponent("my-pack").path))
    }

    @Test func progressSurvivesANewVersionAndRemovalAndIsKeyedByPack() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.shell("swiftui-tutor pack new my-pack")
        #expect(try scratch.shell("swiftui-tutor pack install my-pack").status == 0)
        let input = "exercise first-steps-guest-list\npaste\n3\nLinus\n.\nprogress\n"
        let session = try await onOwnThread { try runPiped([], input: input, user: scratch.user) }
        #expect(session.stdout.contains("✓ Passed"), "\(session.stdout)\(session.stderr)")
        let progress = try String(contentsOf: scratch.user.progressFile, encoding: .utf8)
        #expect(progress.contains("\"my-pack/first-steps-guest-list\""))
        #expect(progress.contains("\"schemaVersion\" : 2"))

        // Version 0.2 drops the countdown exercise and keeps the guest list.
        let pack = scratch.folder.appendingPathComponent("my-pack")
        try FileManager.default.removeItem(at: pack.appendingPathComponent("Exercises/first-steps-countdown"))
        for (file, old, new) in [
            ("pack.yml", "version: \"0.1\"", "version: \"0.2\""),
            ("Lessons/01-first-steps.md", "  - first-steps-countdown\n", ""),
        ] {
            let url = pack.appendingPathComponent(file)
            try String(contentsOf: url, encoding: .utf8).replacingOccurrences(of: old, with: new)
                .write(to: url, atomically: true, encoding: .utf8)
        }
        let upgrade = try scratch.shell("swiftui-tutor pack install my-pack")
        #expect(upgrade.status == 0, "\(upgrade.stderr)")
        #expect(upgrade.stdout.contains("It replaces the installed version 0.1"))
        #expect(upgrade.stdout.contains("No longer in the pack: first-steps-countdown."))
        let list = try scratch.shell("swiftui-tutor lessons")
        #expect(list.stdout.contains("✓ first-steps-guest-list"))

        #expect(try scratch.shell("swiftui-tutor pack remove my-pack").status == 0)
        #expect(try String(contentsOf: scratch.user.progressFile, encoding: .utf8) == progress)
        let again = try scratch.shell("swiftui-tutor pack remove my-pack")
        #expect(again.status == 1)
        #expect(again.stderr.contains("there is no installed pack 'my-pack'"))
    }

    @Test func unsafeArchivesAreRefusedAndNothingIsInstalled() async throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.shell("swiftui-tutor pack new my-pack")
        let cases: [(make: String, archive: String, says: String)] = [
            (
                "tar czf up.tar.gz --transform 's,^my-pack,../my-pack,' my-pack", "up.tar.gz",
                "climbs out of the pack with '..'"
            ),
            ("tar czPf abs.tar.gz \"$PWD/my-pack/pack.yml\"", "abs.tar.gz", "its path is absolute"),
            ("ln -s /etc my-pack/etc && tar czf link.tar.gz my-pack && rm my-pack/etc", "link.tar.gz", "symbolic link"),
            ("ln -s /etc my-pack/etc && zip -qry link.zip my-pack && rm my-pack/etc", "link.zip", "symbolic link"),
            ("mkfifo my-pack/pipe && tar czf fifo.tar.gz my-pack && rm my-pack/pipe", "fifo.tar.gz", "named pipe"),
            ("echo not an archive > notes.txt", "notes.txt", "neither a folder nor"),
        ]
        for item in cases {
            #expect(try scratch.shell(item.make).status == 0, "\(item.make)")
            let result = try scratch.shell("swiftui-tutor pack install \(item.archive)")
            #expect(result.status == 1, "\(item.archive)")
            #expect(result.stderr.contains(item.says), "\(item.archive): \(result.stderr)")
            #expect(!result.stderr.contains("Fatal error"))
            let left = (try? FileManager.default.contentsOfDirectory(atPath: scratch.installed.path)) ?? []
            #expect(left.isEmpty, "\(item.archive) left \(left)")
        }
    }

    @Test func aBrokenPackIsRefusedWithFileAndLine() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.shell("swiftui-tutor pack new my-pack")
        _ = try scratch.shell("printf 'id: my-pack\\ntitle: [unclosed\\n' > my-pack/pack.yml")
        let result = try scratch.shell("swiftui-tutor pack install my-pack")
        #expect(result.status == 1)
        #expect(result.stderr.contains("is not a valid pack, so nothing was installed"))
        #expect(result.stderr.contains("pack.yml:"), "\(result.stderr)")
        let list = try scratch.shell("swiftui-tutor pack list --pack my-pack")
        #expect(list.status == 1)
        #expect(list.stdout.contains("not loaded"))
    }

    @Test func packsInTheEnvironmentVariableLoadAndCollidingIDsAreQualified() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        _ = try scratch.shell("swiftui-tutor pack new one && swiftui-tutor pack new two")
        let result = try scratch.shell(
            "SWIFTUI_TUTOR_PACKS=\"$PWD/one:$PWD/two\" swiftui-tutor lesson first-steps; "
                + "SWIFTUI_TUTOR_PACKS=\"$PWD/one:$PWD/two\" swiftui-tutor lesson two/first-steps")
        #expect(result.stdout.contains("More than one pack has 'first-steps': one/first-steps, two/first-steps"))
        #expect(result.stdout.contains("lesson two/first-steps"))
        #expect(result.stderr.contains("Note: more than one pack has 'first-steps'"))
    }
}
