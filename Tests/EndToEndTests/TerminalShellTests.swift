import Foundation
import Testing

@Suite("The tutor on a terminal, with readline active", .serialized)
struct TerminalShellTests {
    @Test func completionHistoryAndInterrupt() throws {
        let user = NewUser()
        var terminal: TerminalSession? = try TerminalSession(user: user)
        var tty = terminal!
        try tty.waitFor("swiftui> ")

        // Tab completes a command name, then a lesson id.
        var mark = tty.mark
        tty.type("prog\t\r")
        try tty.waitFor("swiftui> ", after: tty.waitFor("Lessons read:", after: mark))
        mark = tty.mark
        // Several lessons start with "state-0": Tab completes that shared part.
        tty.type("lesson sta\t1\r")
        try tty.waitFor("Who owns the state?", after: mark)
        try tty.waitFor("swiftui(state-01)> ", after: mark)

        // Ctrl-C drops the half-typed line and the shell keeps going.
        mark = tty.mark
        tty.type("this is not a command\u{03}")
        try tty.waitFor("^C", after: mark)
        try tty.waitFor("swiftui(state-01)> ", after: mark)
        mark = tty.mark
        tty.type("hint\r")
        #expect(!tty.screen[mark...].contains("Unknown command"))

        // Up arrow recalls the previous line. Each key waits for the prompt, as a person would:
        // keys typed while the shell is busy meet the terminal's line discipline, not readline.
        try tty.waitFor("swiftui(state-01)> ", after: tty.waitFor("Open one first", after: mark))
        mark = tty.mark
        tty.type("\u{1B}[A\r")
        try tty.waitFor("swiftui(state-01)> ", after: tty.waitFor("Open one first", after: mark))

        // Ctrl-D leaves cleanly.
        tty.type("\u{04}")
        #expect(try tty.waitForExit() == 0)
        let history = try String(contentsOf: user.historyFile, encoding: .utf8)
        #expect(history.contains("progress") && history.contains("lesson state-01"))
        #expect(!history.contains("this is not a command"))

        // A new run remembers the history of the last one.
        terminal = nil
        tty = try TerminalSession(user: user)
        try tty.waitFor("swiftui(state-01)> ")
        mark = tty.mark
        tty.type("\u{1B}[A\u{1B}[A\r")
        try tty.waitFor("swiftui(state-01)> ", after: tty.waitFor("Who owns the state?", after: mark))
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func bracketedPasteIsSplitAndKeptOutOfHistory() throws {
        let user = NewUser()
        let tty = try TerminalSession(user: user)
        try tty.waitFor("swiftui> ")
        tty.type("check\r")
        try tty.waitFor("... ")
        var mark = tty.mark
        // What a terminal sends for a paste when bracketed-paste mode is on.
        tty.type("\u{1B}[200~import SwiftUI\nlet v = Text(\"Hi\").foregroundColor(.red)\n.\u{1B}[201~\r")
        try tty.waitFor("[foreground-color]", after: mark)
        try tty.waitFor("swiftui> ", after: mark)
        // Ctrl-C in the middle of a paste cancels it.
        mark = tty.mark
        tty.type("check\r")
        try tty.waitFor("... ", after: mark)
        tty.type("let half = \u{03}")
        try tty.waitFor("Paste cancelled", after: mark)
        try tty.waitFor("swiftui> ", after: mark)
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)
        let history = try String(contentsOf: user.historyFile, encoding: .utf8)
        #expect(history.contains("check"))
        #expect(!history.contains("foregroundColor"))
    }

    /// While code is typed, Tab indents and Up does not bring back shell commands.
    @Test func typingCodeTabIndentsAndUpRecallsNoCommand() throws {
        let user = NewUser()
        let tty = try TerminalSession(user: user)
        try tty.waitFor("swiftui> ")
        tty.type("check\r")
        try tty.waitFor("... ")
        var mark = tty.mark
        tty.type("struct Shelf {\r")
        try tty.waitFor("... ", after: mark)
        mark = tty.mark
        tty.type("\tlet count = 3\r")
        // The prompt was drawn before the mark: what follows it is the line as readline shows it.
        try tty.waitFor("... ", after: tty.waitFor("    let count = 3\r\n", after: mark))
        mark = tty.mark
        tty.type("\u{1B}[A")
        tty.type("}\r")
        try tty.waitFor("... ", after: mark)
        tty.type(".\r")
        try tty.waitFor("swiftui> ", after: mark)
        #expect(!tty.screen[mark...].contains("check}"))
        #expect(!tty.screen[mark...].contains("let count = 3}"))
        #expect(tty.screen[mark...].contains("No findings"))
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)
    }

    /// A paste taller than the screen is echoed line by line, every line, and ends itself with
    /// its terminator line.
    @Test func aPasteTallerThanTheScreenIsEchoedWhole() throws {
        let user = NewUser()
        let tty = try TerminalSession(user: user, rows: 20)
        try tty.waitFor("swiftui> ")
        tty.type("check\r")
        try tty.waitFor("... ")
        let mark = tty.mark
        let body = (0..<60).map { "    let value\($0) = \($0)" }
        let paste = (["struct Tall {"] + body + ["}", "."]).joined(separator: "\n") + "\n"
        tty.type("\u{1B}[200~" + paste + "\u{1B}[201~")
        try tty.waitFor("swiftui> ", after: tty.waitFor("No findings", after: mark))
        let shown = tty.output(after: mark)
        for index in 0..<60 { #expect(shown.contains("...     let value\(index) = \(index)\r\n")) }
        #expect(shown.contains("... }\r\n... .\r\n"))
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)
    }

    /// A placement test on a terminal: Tab completes the track, the first question is asked
    /// with the prompt of its kind, an empty answer stops the test and nothing is recorded.
    @Test func placementAsksOnATerminalAndStopsOnAnEmptyAnswer() throws {
        let user = NewUser()
        let tty = try TerminalSession(user: user)
        try tty.waitFor("swiftui> ")
        var mark = tty.mark
        tty.type("placement foundat\t\r")
        try tty.waitFor("Question 1 of", after: tty.waitFor("placement foundations", after: mark))
        // The day decides the first question: a rule is answered on one line, a prediction
        // after `... ` up to a line holding `.`; either way an empty answer stops the test.
        let isRule = (try? tty.waitFor("answer> ", after: mark, timeout: 3)) != nil
        if !isRule { try tty.waitFor("... ", after: mark) }
        mark = tty.mark
        tty.type(isRule ? "\r" : ".\r")
        try tty.waitFor("swiftui> ", after: tty.waitFor("nothing was recorded", after: mark))
        mark = tty.mark
        tty.type("progress\r")
        try tty.waitFor("swiftui> ", after: tty.waitFor("Exercises passed: 0 of", after: mark))
        #expect(!tty.output(after: mark).contains("Placed out:"))
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func swiftPastedAtThePromptIsGradedAsAWhole() throws {
        let user = NewUser()
        let tty = try TerminalSession(user: user)
        try tty.waitFor("swiftui> ")
        tty.type("exercise state-01-cart-model\r")
        try tty.waitFor("swiftui(state-01-cart-model)> ")
        var mark = tty.mark
        tty.type(
            "\u{1B}[200~import SwiftUI\nstruct Basket: View {\n    var body: some View { Text(\"Hi\") }\n}\u{1B}[201~\r"
        )
        let graded = try tty.waitFor("graded as your answer to state-01-cart-model", after: mark)
        try tty.waitFor("swiftui(state-01-cart-model)> ", after: graded, timeout: 180)
        #expect(!tty.output(after: mark).contains("Unknown command"))
        // Typed line by line, code gets one hint and its other lines are skipped.
        mark = tty.mark
        tty.type("struct Basket: View {\r")
        try tty.waitFor("not a command", after: mark)
        tty.type("    var body: some View { Text(\"Hi\") }\r}\rnxt\rquit\r")
        #expect(try tty.waitForExit() == 0)
        let after = tty.output(after: mark)
        #expect(after.components(separatedBy: "not a command").count == 2, "one hint: \(after)")
        #expect(!after.contains("Unknown command"), "\(after)")
    }

    @Test func editRunsATerminalEditorInTheForeground() throws {
        // An "editor" that changes terminal modes, as vi does, before saving the solution.
        // Started in a background process group it would be stopped by SIGTTOU and never return.
        let solution = repositoryRoot.appendingPathComponent("Exercises/state-01-cart-model/Solution.swift").path
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("editor-\(UUID().uuidString).sh")
        try "#!/bin/sh\nstty -echo\nstty echo\ncp '\(solution)' \"$1\"\n".write(
            to: script, atomically: true, encoding: .utf8)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        let tty = try TerminalSession(user: NewUser(), environment: ["VISUAL": script.path])
        try tty.waitFor("swiftui> ")
        tty.type("exercise state-01-cart-model\r")
        try tty.waitFor("swiftui(state-01-cart-model)> ")
        let mark = tty.mark
        tty.type("edit\r")
        try tty.waitFor("✓ Passed — state-01-cart-model", after: mark, timeout: 60)
        try tty.waitFor("swiftui(state-01-cart-model)> ", after: mark)
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func ctrlCStopsARunningProgram() throws {
        let user = NewUser()
        try FileManager.default.createDirectory(at: user.dataDirectory, withIntermediateDirectories: true)
        let program = user.dataDirectory.appendingPathComponent("Forever.swift")
        try Data("var turns = 0\nwhile turns >= 0 { turns &+= 1 }\n".utf8).write(to: program)
        let tty = try TerminalSession(user: user)
        try tty.waitFor("swiftui> ")
        let mark = tty.mark
        tty.type("run \(program.path)\r")
        Thread.sleep(forTimeInterval: 2)  // compiling, or already looping
        let pressed = Date()
        tty.type("\u{03}")
        try tty.waitFor("swiftui> ", after: tty.waitFor("Cancelled", after: mark, timeout: 6))
        #expect(Date().timeIntervalSince(pressed) < 6, "Ctrl-C must not wait for the 10 s wall-clock limit")
        #expect(tty.screen[mark...].contains("Stopped with Ctrl-C"))
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)
    }

    @Test func colourOnATerminalButNotWithNoColor() throws {
        let user = NewUser()
        let tty = try TerminalSession(user: user, arguments: ["lessons"], color: true)
        #expect(try tty.waitForExit() == 0)
        #expect(tty.screen.contains("\u{1B}["))

        let plain = try TerminalSession(user: user, arguments: ["lessons", "--no-color"], color: true)
        #expect(try plain.waitForExit() == 0)
        #expect(!plain.screen.contains("\u{1B}["))
        #expect(plain.screen.contains("state-01"))
    }

    @Test func clearClearsATerminalButWritesNothingToAPipe() throws {
        let user = NewUser()
        let tty = try TerminalSession(user: user)
        try tty.waitFor("swiftui> ")
        let mark = tty.mark
        tty.type("clear\r")
        try tty.waitFor("swiftui> ", after: mark)
        #expect(tty.output(after: mark).contains("\u{1B}[H\u{1B}[2J"), "the screen is cleared")
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)

        let piped = try runPiped([], input: "clear\ncls\nquit\n", user: user)
        #expect(piped.status == 0, "\(piped.stderr)")
        #expect(!piped.stdout.contains("\u{1B}["), "no escape codes in a pipe: \(piped.stdout.debugDescription)")
        #expect(!piped.stderr.contains("Unknown command"), "\(piped.stderr)")
    }

    @Test func longLessonsArePagedLikeLess() throws {
        let tty = try TerminalSession(user: NewUser(), rows: 20)
        try tty.waitFor("swiftui> ")
        tty.type("lesson state-01\r")
        try tty.waitFor("Space: page")
        var mark = tty.mark
        tty.type("x")  // other keys do nothing
        tty.type("\u{1B}[B")  // Down: one line more
        try tty.waitFor("lines 2–20 of", after: mark)
        tty.type("/Bindable\r")
        try tty.waitFor("line ", after: tty.waitFor("/Bindable", after: mark))
        // q leaves, and what is typed next reaches the prompt whole.
        mark = tty.mark
        tty.type("qprogress\r")
        try tty.waitFor("Lessons read:     0 of", after: mark)
        #expect(tty.output(after: mark).contains("counts as read once you reach its end"))
        #expect(!tty.output(after: mark).contains("Unknown command"))
        mark = tty.mark
        tty.type("lesson state-01\r")
        try tty.waitFor("Space: page", after: mark)
        tty.type("G")
        try tty.waitFor("(END)", after: mark)
        #expect(tty.output(after: mark).contains("Practise it: exercise"))
        tty.type("q")
        try tty.waitFor("swiftui(state-01)> ", after: mark)
        mark = tty.mark
        tty.type("progress\r")
        try tty.waitFor("Lessons read:     1 of", after: mark)
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)
    }

    /// A learner's way through one exercise: a typo, a crash, a hang, a wrong answer, then a pass.
    @Test func aLearnerWorksThroughOneExercise() throws {
        let user = NewUser()
        let answers = user.dataDirectory.appendingPathComponent("My Answers")
        try FileManager.default.createDirectory(at: answers, withIntermediateDirectories: true)
        let solution = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Exercises/state-01-cart-model/Solution.swift"),
            encoding: .utf8)
        func variant(_ name: String, _ from: String, _ to: String) throws {
            #expect(solution.contains(from))
            try solution.replacingOccurrences(of: from, with: to).write(
                to: answers.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let guardLine = "        guard let index = lines.firstIndex(where: { $0.product == product }) else { return }\n"
        try variant("Typo.swift", "@Observable\n", "@Observabel\n")
        try variant(
            "Crash.swift", guardLine,
            "        let index = lines.firstIndex(where: { $0.product == product }) ?? lines.count\n"
                + "        if lines[index].quantity > 99 { return }\n")
        try variant(
            "Hang.swift", "    func removeOne(_ product: String) {\n",
            "    func removeOne(_ product: String) {\n        while !product.isEmpty {}\n")
        try variant("Wrong.swift", "lines[index].quantity += 1", "lines[index].quantity += 2")

        let tty = try TerminalSession(user: user, rows: 30)
        try tty.waitFor("swiftui> ")
        tty.type("exercise state-01-cart-model\r")
        try tty.waitFor("Space: page")
        tty.type("q")
        try tty.waitFor("swiftui(state-01-cart-model)> ")
        let workingFile = user.dataDirectory.appendingPathComponent("workspace/state-01-cart-model/Starter.swift")

        // The starter: the verdict and the first thing to fix fit a screen; details has the rest.
        var mark = tty.mark
        tty.type("submit\r")
        try tty.waitFor("swiftui(state-01-cart-model)> ", after: tty.waitFor("graded in", after: mark, timeout: 120))
        let starterReport = tty.output(after: mark)
        // "\r\n" is one Character in Swift, so lines are split on newline characters, not on "\n".
        let reportLines = starterReport.split(whereSeparator: \.isNewline).drop {
            !$0.contains("Grading your working file")
        }
        .prefix { !$0.contains("swiftui(state-01-cart-model)> ") }
        #expect(reportLines.contains { $0.contains("✗ Not yet") }, "\(starterReport.debugDescription)")
        #expect(reportLines.count <= 20, "\(starterReport)")
        #expect(starterReport.contains("type details to see the whole report"))
        #expect(
            starterReport.contains("when Cart is marked @Observable"), "backticks are not printed: \(starterReport)")
        mark = tty.mark
        tty.type("details\r")
        try tty.waitFor("Space: page", after: mark)
        tty.type(" ")
        try tty.waitFor("(END)", after: mark)
        tty.type("q")
        try tty.waitFor("swiftui(state-01-cart-model)> ", after: mark)
        #expect(tty.output(after: mark).contains("+   notified: nobody"))

        // A typo: the compiler's error first, with the name it meant, and a path one can read.
        mark = tty.mark
        tty.type("submit \"\(answers.path)/Typo.swift\"\r")
        try tty.waitFor("swiftui(state-01-cart-model)> ", after: tty.waitFor("graded in", after: mark, timeout: 120))
        var report = tty.output(after: mark)
        #expect(report.contains("✗ Does not compile"), "\(report)")
        #expect(report.contains("Did you mean 'Observable'?"))
        #expect(report.contains("Typo.swift:12:2:") && report.contains("'Observabel'"), "\(report)")
        let mustFix = report.range(of: "Must fix").map { report[$0.upperBound...] } ?? ""
        #expect(mustFix.drop(while: \.isNewline).hasPrefix("  • "), "\(report)")

        // A crash and a hang are failures, named as such; the path is typed with a backslash.
        mark = tty.mark
        tty.type("submit \(answers.path.replacingOccurrences(of: " ", with: "\\ "))/Crash.swift\r")
        try tty.waitFor("swiftui(state-01-cart-model)> ", after: tty.waitFor("graded in", after: mark, timeout: 120))
        report = tty.output(after: mark)
        #expect(report.contains("✗ Crashed while running"), "\(report)")
        #expect(report.contains("Index out of range"))
        // It points at the learner's own line (from the backtrace), not the library's.
        let crashText = try String(contentsOf: answers.appendingPathComponent("Crash.swift"), encoding: .utf8)
        let crashLine =
            try #require(
                crashText.components(separatedBy: "\n").firstIndex { $0.contains("if lines[index].quantity > 99") }) + 1
        #expect(report.contains("\(crashLine) |         if lines[index].quantity > 99"), "\(report)")
        #expect(!report.contains("ContiguousArrayBuffer"), "\(report)")
        mark = tty.mark
        tty.type("submit '\(answers.path)/Hang.swift'\r")
        try tty.waitFor("swiftui(state-01-cart-model)> ", after: tty.waitFor("graded in", after: mark, timeout: 120))
        report = tty.output(after: mark)
        #expect(report.contains("✗ Ran out of time"))
        // What it printed before it hung is kept.
        #expect(report.contains("The last lines it printed before it stopped:"), "\(report)")

        // A wrong answer shows what differs.
        mark = tty.mark
        tty.type("submit '\(answers.path)/Wrong.swift'\r")
        try tty.waitFor("swiftui(state-01-cart-model)> ", after: tty.waitFor("graded in", after: mark, timeout: 120))
        report = tty.output(after: mark)
        #expect(report.contains("✗ Not yet") && report.contains("(- expected, + yours)"), "\(report)")

        // The pass: the working file, named by a bare name that Tab completes from the workspace.
        try solution.write(to: workingFile, atomically: true, encoding: .utf8)
        mark = tty.mark
        tty.type("submit Sta\t")
        try tty.waitFor("rter.swift", after: mark)
        tty.type("\r")
        try tty.waitFor("swiftui(state-01-cart-model)> ", after: tty.waitFor("graded in", after: mark, timeout: 120))
        #expect(tty.output(after: mark).contains("✓ Passed — state-01-cart-model"))

        mark = tty.mark
        tty.type("progress\r")
        try tty.waitFor("Exercises passed: 1 of", after: mark)
        try tty.waitFor("swiftui(state-01-cart-model)> ", after: mark)
        let progress = tty.output(after: mark)
        #expect(progress.contains("state-01-cart-model: passed, 6 attempts"), "\(progress)")
        #expect(!progress.contains("compile-error") && !progress.contains("gaveUp"))
        tty.type("quit\r")
        #expect(try tty.waitForExit() == 0)
    }
}
