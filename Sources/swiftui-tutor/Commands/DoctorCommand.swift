import ArgumentParser
import CReadline
import Foundation
import HeadlessBuildFlags
import Sandbox
import TutorCore

/// `swiftui-tutor doctor`: checks what the tutor needs on this machine and says how to fix what
/// is missing.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Check this machine: toolchain, readline, sandbox, headless SwiftUI, course and progress file.",
        discussion: "Prints ✓ or ✗ per check and the fix for each problem; exits with 1 when a check fails.")

    @OptionGroup var options: TutorOptions

    func run() throws {
        let environment = ProcessInfo.processInfo.environment
        let workingDirectory = FileManager.default.currentDirectoryPath
        var checks: [SetupCheck] = []

        let compiler = try? Toolchain.locate(environment: environment, swiftUIArguments: nil).compiler
        let versionOutput = compiler.flatMap { try? SystemProgramRunner().run($0, ["--version"]) }
        checks.append(
            SetupChecks.toolchain(
                compiler: compiler, versionOutput: versionOutput.map { $0.output + $0.errors }))

        checks.append(SetupChecks.readline(libraryVersion: tutor_rl_library_version().map { String(cString: $0) }))

        let isolation = ProcessSandbox().isolation
        checks.append(
            SetupChecks.sandbox(
                bubblewrapWorks: isolation.kind == .bubblewrap,
                bubblewrapInstalled: ProcessSandbox.installedBubblewrap != nil,
                explanation: isolation.explanation, namespaces: .read()))

        let headless = HeadlessSwiftUILocation.builtFolder(environment: environment)
        checks.append(
            SetupChecks.headlessModule(
                folder: headless,
                compile: compiler.flatMap { compiler in headless.map { Self.trial(compiler: compiler, module: $0) } }))

        let dataDirectory = try TutorOptions.dataDirectory()
        checks.append(
            SetupChecks.course(
                folder: BuiltInCurriculum.locate(environment: environment),
                loaded: options.loadPacks(dataDirectory: dataDirectory, reportingMissingCourse: false)))

        do {
            let location = try ProgressLocation.resolve(
                progressOption: options.progress, environment: environment, workingDirectory: workingDirectory)
            checks.append(SetupChecks.progress(location: location))
        } catch {
            checks.append(
                .fail(
                    "progress file", "\(error)",
                    fix: "set SWIFTUI_TUTOR_DATA_DIR or --progress to an absolute path you can write"))
        }

        let style = Console.style(forOutputTerminal: Console.isTerminal(.standardOutput), noColor: options.noColor)
        print(SetupReportView(checks: checks, style: style).text)
        if checks.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }

    /// Compiles, links and runs a small view (with a `#Preview`, so the macro plugin loads too)
    /// against the module in `module`, outside the sandbox: the code is the tutor's own.
    private static func trial(compiler: String, module: String) -> HeadlessTrial {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftui-tutor-doctor-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = """
            import SwiftUI

            struct DoctorView: View {
                @State private var taps = 0
                var body: some View {
                    VStack { Text("Doctor"); Button("Tap") { taps += 1 } }
                }
            }

            #Preview { DoctorView() }

            @main struct DoctorTrial {
                static func main() { print(ViewHarness(DoctorView()).render()) }
            }
            """
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let file = folder.appendingPathComponent("DoctorView.swift")
            try source.write(to: file, atomically: true, encoding: .utf8)
            let program = folder.appendingPathComponent("doctor-view").path
            let compiled = try SystemProgramRunner().run(
                compiler,
                ["-parse-as-library"] + HeadlessSwiftUIBuild.compilerArguments(buildDirectory: module)
                    + [file.path, "-o", program])
            guard compiled.status == 0 else { return HeadlessTrial(succeeded: false, problem: compiled.errors) }
            let ran = try SystemProgramRunner().run(program, [])
            guard ran.status == 0, ran.output.contains("Doctor") else {
                return HeadlessTrial(
                    succeeded: false, problem: "the program exited with \(ran.status): \(ran.errors + ran.output)")
            }
            return HeadlessTrial(succeeded: true, problem: "")
        } catch {
            return HeadlessTrial(succeeded: false, problem: "\(error)")
        }
    }
}
