import Foundation
import HeadlessBuildFlags
import Testing
import TutorCore

@Suite("The headless SwiftUI compile flags")
struct HeadlessSwiftUIBuildTests {
    /// The scripts' flags (scripts/headless-flags.sh) are the tutor's flags.
    @Test func theScriptsUseTheTutorsFlags() throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let script = repositoryRoot.appendingPathComponent("scripts/headless-flags.sh").path
        process.arguments = ["-c", ". \"$0\"; headless_swiftc_flags /some/build", script]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        let flags = String(decoding: data, as: UTF8.self).split(separator: "\n").map(String.init)
        #expect(flags == HeadlessSwiftUIBuild.compilerArguments(buildDirectory: "/some/build"))
    }
}
