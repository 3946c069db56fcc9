import ArgumentParser
import Foundation
import TutorCore

struct SubmitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "submit",
        abstract: "Grade a file as your answer to an exercise.",
        discussion:
            "Exit status: 0 passed, 1 not passed, 2 usage or internal error. The JSON schema is in docs/GRADING.md.")

    @Argument(help: "The exercise's id, as 'lessons' lists it.")
    var exerciseID: String

    @Argument(help: "The Swift file to grade.")
    var file: String

    @Flag(help: "Print the grade report as JSON.")
    var json = false

    @Flag(help: "Print the whole report even when it is longer than the screen.")
    var verbose = false

    @OptionGroup var options: TutorOptions

    func run() throws {
        let (loaded, grader, source) = try GradingInput.load(options: options, file: file, json: json) { session in
            guard session.curriculum.exercise(id: exerciseID) != nil else {
                throw CommandFailure("there is no exercise '\(exerciseID)'; 'swiftui-tutor lessons' lists them")
            }
        }
        var session = loaded
        let exercise = session.curriculum.exercise(id: exerciseID)!
        if !verbose, Console.isTerminal(.standardOutput) {
            session.briefReports = .init(howToSeeAll: "add --verbose")
        }
        let report = grader.grade(exercise, source: source, displayName: file)
        if json {
            session.recordAttempt(report, for: exercise, source: source).forEach(Console.error)
            print(report.json)
        } else {
            Console.show(session.present(report, for: exercise, source: source, displayName: file))
        }
        throw ExitCode(report.verdict == .internalError ? 2 : report.passed ? 0 : 1)
    }
}

struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Compile and run a Swift file in the grading sandbox, without grading.",
        discussion: "Exit status: 0 when it compiled and exited normally, 1 otherwise, 2 usage or internal error.")

    @Argument(help: "The Swift file to run.")
    var file: String

    @Flag(help: "Print verdict, output, timings and limits as JSON.")
    var json = false

    @OptionGroup var options: TutorOptions

    func run() throws {
        let (session, grader, source) = try GradingInput.load(options: options, file: file, json: json)
        let report = grader.run(source: source, displayName: file)
        if json {
            print(report.json)
        } else {
            Console.show(SessionReply(lines: GradeView(style: session.style).render(report, displayName: file)))
        }
        throw ExitCode(report.verdict == .internalError ? 2 : report.verdict == .passed ? 0 : 1)
    }
}

/// What `submit` and `run` start from: the session, a working grader and the file's text.
enum GradingInput {
    /// - Parameter validate: checks the arguments against the session before the file is read.
    static func load(
        options: TutorOptions, file: String, json: Bool,
        validate: (TutorSession) throws -> Void = { _ in }
    ) throws -> (TutorSession, Grader, String) {
        let session = try options.makeSession(interactive: !json)
        try validate(session)
        guard let grader = session.grader else {
            throw CommandFailure(session.graderProblem ?? "grading is not available")
        }
        switch SourceFile.read(file) {
        case .success(let text): return (session, grader, text)
        case .failure(let problem): throw CommandFailure(problem.description)
        }
    }
}
