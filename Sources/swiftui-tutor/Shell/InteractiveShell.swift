import Foundation
import TutorCore
import Wording

/// The read–evaluate–print loop: reads commands, lets the session carry them out, prints replies.
struct InteractiveShell {
    var session: TutorSession
    let reader: any LineReader
    /// A person at a terminal: banner, coloured prompt and paging. Otherwise plain lines only.
    let interactive: Bool

    init(session: TutorSession, reader: any LineReader, interactive: Bool) {
        self.session = session
        if interactive { self.session.briefReports = .init(howToSeeAll: "type details") }
        self.reader = reader
        self.interactive = interactive
    }

    mutating func run() {
        if interactive { Console.print(banner()) }
        defer { reader.close() }
        while true {
            reader.setExerciseFolder(session.openExerciseFolder)
            switch nextLine(prompt: interactive ? promptText() : "") {
            case .endOfInput:
                if interactive { Console.print(["Progress saved. See you next time."]) }
                return
            case .interrupted:
                continue
            case .line(let text):
                // The terminal may have been resized since the last command.
                if interactive { session.style.width = Console.width() }
                if !handle(text) { return }
            }
        }
    }

    /// Lines of a multi-line chunk (a bracketed paste) not yet used. Later reads — commands,
    /// answers to questions, pasted code — take them first, in order.
    private var pendingLines: [String] = []

    private mutating func nextLine(prompt: String, purpose: LinePurpose = .command) -> LineInput {
        if !pendingLines.isEmpty { return .line(pendingLines.removeFirst()) }
        let input = reader.readLine(prompt: prompt, purpose: purpose)
        guard case .line(let text) = input else { return input }
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        guard lines.count > 1 else { return input }
        pendingLines = Array(lines.dropFirst())
        if pendingLines.last == "" { pendingLines.removeLast() }
        return .line(lines[0])
    }

    /// The terminal echoes a Ctrl-C pressed while a command ran (it stops grading) as `^C`;
    /// the reply starts on the next line.
    private func endInterruptedLine() {
        if interactive, ReadlineLineReader.interruptPending { Console.print([""]) }
    }

    /// Set after Swift arrived line by line at the prompt: the lines that follow it and are not
    /// commands are skipped quietly.
    private var skippingStrayCode = false

    /// Returns false when the shell should leave.
    private mutating func handle(_ line: String) -> Bool {
        guard let parsed = ShellCommandParser.parse(line) else { return true }
        switch parsed {
        case .failure(let error):
            if StrayCode.looksLikeSwift(line) || (skippingStrayCode && !line.contains(" ")) {
                handleStrayCode(startingWith: line)
            } else {
                skippingStrayCode = false
                Console.error(error.description)
            }
            return true
        case .success(let command):
            skippingStrayCode = false
            let reply = session.perform(command)
            endInterruptedLine()
            if reply.clearsScreen && interactive { Console.clearScreen() }
            let endShown = Console.show(reply, pager: interactive ? Console.rows().map { Pager(rows: $0) } : nil)
            if reply.lessonShown != nil {
                Console.show(endShown ? session.lessonEndShown(reply) : session.lessonLeftEarly(reply))
            }
            if let confirmation = reply.confirmation {
                confirm(confirmation)
            }
            // A reply to pasted code may ask for more (the next review question).
            var request = reply.pasteRequest
            while let current = request, let text = readPaste(oneLine: current.isOneLine) {
                if current.compiles(in: session.curriculum) { Console.print(["Compiling and running…"]) }
                let result = session.receivePaste(current, text: text)
                session.keepFullReport(of: result)
                endInterruptedLine()
                Console.show(result)
                request = result.pasteRequest
            }
            if let file = reply.editRequest {
                edit(file)
            }
            return !reply.quits
        }
    }

    /// Swift at the prompt: a whole paste is graded (or checked) at once; lines typed one by one
    /// get one hint, and the rest of them are skipped.
    private mutating func handleStrayCode(startingWith line: String) {
        if !pendingLines.isEmpty {
            let text = ([line] + pendingLines).joined(separator: "\n")
            pendingLines = []
            if session.gradesStrayCode { Console.print(["Compiling and running…"]) }
            let result = session.receiveStrayCode(text)
            session.keepFullReport(of: result)
            endInterruptedLine()
            Console.show(result)
        } else if !skippingStrayCode {
            skippingStrayCode = true
            Console.error(session.strayCodeLineHint)
        }
    }

    private mutating func confirm(_ pending: PendingConfirmation) {
        let question = "\(pending.question) [y/N] "
        if !interactive { Console.print([question]) }
        let answer = nextLine(prompt: interactive ? question : "", purpose: .answer)
        guard case .line(let text) = answer,
            ["y", "yes"].contains(text.trimmingCharacters(in: .whitespaces).lowercased())
        else {
            Console.print(["Nothing was changed."])
            return
        }
        Console.show(session.confirm(pending.action))
    }

    /// Opens the learner's editor on the working file, then grades what was saved.
    private mutating func edit(_ file: URL) {
        switch ExternalEditor.open(file) {
        case .failure(let problem):
            Console.error(problem.description)
        case .success:
            Console.print(["Grading \(file.path)…"])
            Console.show(session.perform(.submit(file: file.path)))
        }
    }

    /// Collects pasted lines up to the terminator. Nil when the learner pressed Ctrl-C.
    private mutating func readPaste(oneLine: Bool = false) -> String? {
        if oneLine {
            switch nextLine(prompt: interactive ? "answer> " : "", purpose: .answer) {
            case .line(let text): return text
            case .endOfInput: return ""
            case .interrupted:
                Console.print(["Stopped; nothing was done."])
                return nil
            }
        }
        var input = MultiLineInput()
        while !input.isComplete {
            switch nextLine(prompt: interactive ? "... " : "", purpose: .code) {
            case .line(let text): input.feed(text)
            case .endOfInput: input.finish()
            case .interrupted:
                Console.print(["Paste cancelled; nothing was done."])
                return nil
            }
        }
        return input.text
    }

    private func promptText() -> String {
        let prompt = session.prompt
        guard session.style.usesColor else { return prompt }
        // \u{1} and \u{2} tell readline the escape codes take no columns.
        return "\u{1}\u{1B}[1;36m\u{2}\(prompt.dropLast(2))\u{1}\u{1B}[0m\u{2}> "
    }

    private func banner() -> [String] {
        let style = session.style
        let lessons = session.curriculum.lessons.count
        let exercises = session.curriculum.exercises.count
        return [
            style.apply(.bold, "SwiftUI Tutor \(TutorVersion.current)")
                + " — \(Plural.count(lessons, "lesson")), \(Plural.count(exercises, "exercise")).",
            "Type " + style.apply(.cyan, "next") + " to continue where you left off, " + style.apply(.cyan, "lessons")
                + " to see everything, " + style.apply(.cyan, "help") + " for commands.",
        ] + (session.reviewsDueLine.map { [style.apply(.yellow, $0)] } ?? [])
    }
}
