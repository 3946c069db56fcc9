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
        Console.show(session.perform(.lesson(id: id)))
    }
}

struct ProgressCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "progress", abstract: "Show your progress.")

    @Flag(help: "Print the progress as JSON (schema in docs/PROGRESS.md).")
    var json = false

    @OptionGroup var options: TutorOptions

    func run() throws {
        var session = try options.makeSession(interactive: !json)
        if json {
            let report = try ProgressReport.make(curriculum: session.curriculum, store: session.store)
            for notice in report.notices { Console.error(notice) }
            print(report.json)
        } else {
            Console.show(session.perform(.progress))
        }
    }
}
