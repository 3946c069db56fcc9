import Foundation
import Sandbox

/// Compiles learner code (with an optional harness) and runs it, both inside the sandbox, in a
/// private workspace that is removed afterwards. Used for grading and for `run`.
struct ProgramExecution {
    enum Outcome {
        /// The compiler could not produce a program.
        case compileFailed(SandboxResult, [CompilerDiagnostic])
        /// Compiled and (when asked) ran; `run` is nil when running was not asked for.
        case finished(compile: SandboxResult, diagnostics: [CompilerDiagnostic], run: SandboxResult?)
        /// The tutor itself failed (no workspace, compiler missing…).
        case setupFailed(String)
        /// The cancellation descriptor became readable (Ctrl-C); the compile or run was stopped.
        case cancelled
    }

    /// The name the learner's file has in the sandbox, which diagnostics refer to.
    let submissionFile: String
    var compileSeconds = 0.0
    var runSeconds = 0.0
    /// Where the program crashed in the learner's file, read from the runtime's backtrace.
    var crashLocation: CrashLocation?

    /// - Parameter declaresEntryPoint: the learner's code has its own `@main`, so it is not
    ///   top-level code either.
    init(hasHarness: Bool, declaresEntryPoint: Bool = false) {
        submissionFile = hasHarness || declaresEntryPoint ? Grader.submissionName : "main.swift"
    }

    /// - Parameters:
    ///   - harness: Swift source compiled with the submission; it brings the entry point.
    ///   - cancellation: see ``SandboxRequest/cancellation``.
    mutating func execute(
        source: String, harness: String?, linksSwiftUI: Bool, run: Bool,
        toolchain: Toolchain, sandbox: any SandboxRunner, cancellation: Int32? = nil
    ) -> Outcome {
        let workspace: TemporaryWorkspace
        do {
            workspace = try TemporaryWorkspace.create()
        } catch {
            return .setupFailed("\(error)")
        }
        defer { workspace.remove() }
        do {
            try Data(source.utf8).write(to: URL(fileURLWithPath: workspace.path + "/" + submissionFile))
            try Data(ProgramSupport.source.utf8).write(
                to: URL(fileURLWithPath: workspace.path + "/" + ProgramSupport.fileName))
            if let harness {
                try Data(harness.utf8).write(to: URL(fileURLWithPath: workspace.path + "/" + Grader.harnessName))
            }
        } catch {
            return .setupFailed("the sandbox files could not be written (\(error.localizedDescription))")
        }
        let cache = toolchain.moduleCache.flatMap { ModuleCachePool(root: $0).acquire() }
        let cachePath = cache?.path ?? workspace.path + "/module-cache"
        try? FileManager.default.createDirectory(atPath: cachePath, withIntermediateDirectories: true)
        var arguments = ["-swift-version", "6", "-Onone", "-module-cache-path", cachePath]
        arguments += ProgramSupport.compilerArguments
        if linksSwiftUI, let swiftUI = toolchain.swiftUIArguments { arguments += swiftUI }
        if submissionFile != "main.swift" { arguments.append("-parse-as-library") }
        arguments += ["-o", Grader.programName, submissionFile, ProgramSupport.fileName]
        if harness != nil { arguments.append(Grader.harnessName) }

        let compileStart = Date()
        let compiled: SandboxResult
        do {
            compiled = try sandbox.run(
                SandboxRequest(
                    executable: toolchain.compiler, arguments: arguments, workingDirectory: workspace.path,
                    limits: .compile, writablePaths: cache == nil ? [] : [cachePath], cancellation: cancellation))
        } catch .cancelled {
            return .cancelled
        } catch {
            return .setupFailed("the compiler could not be started (\(error))")
        }
        compileSeconds = Date().timeIntervalSince(compileStart)
        withExtendedLifetime(cache) {}
        let diagnostics = CompilerDiagnostic.parse(compiled.standardError.text)
        let program = workspace.path + "/" + Grader.programName
        guard compiled.succeeded, FileManager.default.isExecutableFile(atPath: program) else {
            return .compileFailed(compiled, diagnostics)
        }
        guard run else { return .finished(compile: compiled, diagnostics: diagnostics, run: nil) }

        let runStart = Date()
        do {
            var ran = try sandbox.run(
                SandboxRequest(
                    executable: program, workingDirectory: workspace.path,
                    environment: try SandboxEnvironment.scrubbed(directory: workspace.path).setting(
                        "SWIFT_BACKTRACE", to: ProgramSupport.backtraceSetting(workspace: workspace.path)),
                    limits: .run, cancellation: cancellation))
            runSeconds = Date().timeIntervalSince(runStart)
            if let log = FileManager.default.contents(atPath: workspace.path + "/" + ProgramSupport.crashLogName) {
                crashLocation = ProgramSupport.crashLocation(inLog: log, file: submissionFile)
            }
            let errorText = ran.standardError.text.replacingOccurrences(of: workspace.path + "/", with: "")
            ran.standardError = CapturedOutput(bytes: Array(errorText.utf8), truncated: ran.standardError.truncated)
            return .finished(compile: compiled, diagnostics: diagnostics, run: ran)
        } catch SandboxError.cancelled {
            return .cancelled
        } catch {
            return .setupFailed("the program could not be started (\(error))")
        }
    }
}
