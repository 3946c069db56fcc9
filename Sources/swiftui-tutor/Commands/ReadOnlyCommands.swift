import ArgumentParser
import Foundation
import TutorCore

struct LessonsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lessons", abstract: "List lessons and exercises with your progress.")

    @OptionGroup var options: TutorOptions

    func run() throws {
        var session = try options.makeSession(interactive: true)
        Console.show(session.perform(.lessons))
    }
}

struct LessonCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lesson", abstract: "Print a lesson (and note that you read it).")

    @Argument(help: "The lesson's id, as 'lessons' lists it.")
    var id: String

    @OptionGroup var options: TutorOptions

    func run() throws {
        var session = try options.makeSession(interactive: true)
        guard session.curriculum.lesson(id: id) != nil else {
            Console.show(session.perform(.lesson(id: id)))
            throw ExitCode(1)
        }
        Console.show(session.performPrintedWhole(.lesson(id: id)))
    }
}

struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress", abstract: "Show your progress, or export it to a file or import one.",
        discussion: """
            'progress export FILE' writes a copy of your progress (never replacing a file); \
            'progress import FILE' merges one in: the better result of each exercise wins, attempts add up.
            """)

    enum Transfer: String, ExpressibleByArgument, CaseIterable {
        case export, `import`
    }

    @Argument(help: "export or import.")
    var transfer: Transfer?

    @Argument(help: "The file to export to or import from.")
    var file: String?

    @Flag(help: "Print the progress as JSON (schema in docs/PROGRESS.md).")
    var json = false

    @OptionGroup var options: TutorOptions

    func validate() throws {
        if let transfer, file == nil { throw ValidationError("'progress \(transfer.rawValue)' needs a FILE.") }
        if transfer != nil, json { throw ValidationError("--json only goes with 'progress' on its own.") }
    }

    func run() throws {
        var session = try options.makeSession(interactive: !json)
        if let transfer, let file {
            let reply = session.perform(
                transfer == .export ? .exportProgress(to: file) : .importProgress(from: file))
            Console.show(reply)
            // A transfer that did not happen says why on standard error and prints nothing else.
            if reply.lines.isEmpty { throw ExitCode(1) }
        } else if json {
            let report = try ProgressReport.make(curriculum: session.curriculum, store: session.store)
            for notice in report.notices { Console.error(notice) }
            print(report.json)
        } else {
            Console.show(session.perform(.progress))
        }
    }
}

struct StudyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "study",
        abstract: "Check your own project and save a plan of lessons to read, most needed first.",
        discussion: "'next' in the shell then opens the plan's lessons before going on with the course.")

    @Argument(help: "Your project's folder, or a .swift file.")
    var path: String

    @Flag(help: "Print the plan as JSON (schema in docs/PROGRESS.md, 'studyPlan').")
    var json = false

    @OptionGroup var options: TutorOptions

    func run() throws {
        var session = try options.makeSession(interactive: !json)
        let reply = session.perform(.study(path: path, json: json))
        Console.show(reply)
        if reply.lines.isEmpty { throw ExitCode(1) }
    }
}
