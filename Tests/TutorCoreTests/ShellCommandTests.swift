import Foundation
import Testing

@testable import TutorCore

@Suite("Parsing and completing shell commands")
struct ShellCommandTests {
    @Test(
        arguments: [
            ("help", "help", nil),
            ("help hint", "help", "hint"),
            ("?", "help", nil),
            ("lessons", "lessons", nil),
            ("  LESSONS  ", "lessons", nil),
            ("lesson state-01", "lesson", "state-01"),
            ("next", "next", nil),
            ("n", "next", nil),
            ("exercise state-01-cart-model", "exercise", "state-01-cart-model"),
            ("ex a\t", "exercise", "a"),
            ("hint", "hint", nil),
            ("progress", "progress", nil),
            ("reset state-01", "reset", "state-01"),
            ("explain any-view", "explain", "any-view"),
            ("clear", "clear", nil),
            ("cls", "clear", nil),
            ("quit", "quit", nil),
            ("exit", "quit", nil),
        ] as [(String, String, String?)])
    func parsesCommands(line: String, name: String, argument: String?) throws {
        let command = try #require(ShellCommandParser.parse(line)).get()
        #expect(type(of: command).spec.name == name)
        #expect(command.argument == argument)
    }

    @Test func commandsAreTheirOwnTypes() throws {
        let command = try #require(ShellCommandParser.parse("lesson state-01")).get()
        #expect(command as? ShellCommands.Lesson == ShellCommands.Lesson(id: "state-01"))
        #expect(ShellCommands.all.count == Set(ShellCommands.specs.map(\.name)).count, "names are unique")
    }

    @Test func blankLinesAreIgnored() {
        #expect(ShellCommandParser.parse("") == nil)
        #expect(ShellCommandParser.parse("   \t ") == nil)
    }

    @Test(arguments: [
        ("lesson", "needs an argument. Usage: lesson ID"),
        ("next now", "takes no arguments"),
        ("lesson a b", "takes one argument"),
        ("lesons", "Did you mean 'lessons'?"),
        ("frobnicate", "Unknown command 'frobnicate'"),
    ])
    func explainsMistakes(line: String, message: String) throws {
        let result = try #require(ShellCommandParser.parse(line))
        guard case .failure(let error) = result else {
            Issue.record("expected an error for \(line)")
            return
        }
        #expect(error.description.contains(message))
    }

    let ids = ShellCommandParser.IDSets(lessons: ["state-01", "modern-01"], exercises: ["state-01-cart-model"])

    @Test func completesCommandNames() {
        #expect(ShellCommandParser.completions(for: "les", after: "", ids: ids) == ["lessons", "lesson"])
        #expect(ShellCommandParser.completions(for: "", after: "", ids: ids).count == ShellCommands.all.count)
    }

    @Test func completesIDsByCommand() {
        #expect(ShellCommandParser.completions(for: "st", after: "lesson ", ids: ids) == ["state-01"])
        #expect(ShellCommandParser.completions(for: "st", after: "exercise ", ids: ids) == ["state-01-cart-model"])
        #expect(
            ShellCommandParser.completions(for: "st", after: "reset ", ids: ids) == ["state-01", "state-01-cart-model"])
        #expect(ShellCommandParser.completions(for: "h", after: "help ", ids: ids) == ["help", "hint"])
        #expect(ShellCommandParser.completions(for: "", after: "next ", ids: ids) == [])
        #expect(ShellCommandParser.completions(for: "", after: "lesson state-01 ", ids: ids) == [])
    }

    @Test func everyListedCommandParses() throws {
        for spec in ShellCommands.specs {
            let line = spec.argumentRequired ? spec.name + " x" : spec.name
            let parsed = try #require(ShellCommandParser.parse(line)).get()
            #expect(type(of: parsed).spec.name == spec.name, "\(spec.name) parses as itself")
        }
    }

    /// docs/CLI.md's table of shell commands lists exactly the command table: usage and aliases.
    @Test func theCLIReferenceListsEveryShellCommand() throws {
        let text = try String(contentsOf: repositoryRoot.appendingPathComponent("docs/CLI.md"), encoding: .utf8)
        let section = try #require(text.components(separatedBy: "## The shell").dropFirst().first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { row in
            row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let documented = rows.map { cells in
            (
                usage: cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`")),
                aliases: cells[1].split(separator: ",").map {
                    $0.trimmingCharacters(in: CharacterSet(charactersIn: " `"))
                }
            )
        }
        #expect(documented.map(\.usage).sorted() == ShellCommands.specs.map(\.usage).sorted())
        for spec in ShellCommands.specs {
            #expect(
                documented.first { $0.usage == spec.usage }?.aliases ?? [] == spec.aliases, "\(spec.name)'s aliases")
        }
    }

    @Test func everyCommandHasHelp() {
        for spec in ShellCommands.specs {
            #expect(!spec.summary.isEmpty && !spec.details.isEmpty && spec.usage.hasPrefix(spec.name))
        }
    }
}

@Suite("Multi-line paste")
struct MultiLineInputTests {
    @Test func endsAtTheTerminatorLine() {
        var input = MultiLineInput()
        input.feed("struct A {}")
        #expect(!input.isComplete)
        input.feed("  .  ")
        #expect(input.isComplete)
        #expect(input.text == "struct A {}\n")
    }

    @Test func bracketedPasteArrivesAsOneChunk() {
        var input = MultiLineInput()
        input.feed("let a = 1\r\nlet b = a\n    .description\n.\nignored after")
        #expect(input.isComplete)
        #expect(input.lines == ["let a = 1", "let b = a", "    .description"])
    }

    @Test func endOfInputFinishes() {
        var input = MultiLineInput()
        input.feed("print(1)")
        input.finish()
        #expect(input.isComplete && input.text == "print(1)\n")
    }
}

@Suite("Words typed at the prompt")
struct ShellWordsTests {
    @Test func quotesAndBackslashesKeepSpaces() throws {
        #expect(try ShellWords.split("submit \"My Answers/Cart.swift\"").get() == ["submit", "My Answers/Cart.swift"])
        #expect(try ShellWords.split("submit 'a \"b\" c'").get() == ["submit", "a \"b\" c"])
        #expect(try ShellWords.split("run my\\ file.swift").get() == ["run", "my file.swift"])
        #expect(try ShellWords.split("check \"say \\\"hi\\\"\"").get() == ["check", "say \"hi\""])
        #expect(try ShellWords.split("  hint   ").get() == ["hint"])
        #expect(try ShellWords.split("submit ''").get() == ["submit", ""])
    }

    @Test func anOpenQuoteIsAnErrorNotAGuess() {
        guard case .failure(let error) = ShellWords.split("submit \"My Answers/Cart.swift") else {
            Issue.record("an open quote was accepted")
            return
        }
        #expect(error.description.contains("quote is not closed"))
        guard case .failure = ShellCommandParser.parse("submit 'half") else {
            Issue.record("the parser accepted an open quote")
            return
        }
    }

    @Test func aQuotedPathReachesTheCommand() throws {
        let parsed = try #require(ShellCommandParser.parse("submit '~/My Answers/Cart.swift'"))
        let command = try #require(try parsed.get() as? ShellCommands.Submit)
        #expect(command.file == "~/My Answers/Cart.swift")
    }

    /// Commands that take several words get them unquoted too: the path keeps its space and
    /// loses its quotes or backslash.
    @Test func quotedPathsReachCommandsThatTakeSeveralWords() throws {
        let export = try #require(try ShellCommandParser.parse("progress export \"My Notes/p.json\"")?.get())
        #expect((export as? ShellCommands.Progress)?.action == .export(path: "My Notes/p.json"))
        let study = try #require(try ShellCommandParser.parse("study ~/My\\ App --json")?.get())
        #expect((study as? ShellCommands.Study).map { ($0.path, $0.json) } ?? ("", false) == ("~/My App", true))
        let install = try #require(try ShellCommandParser.parse("pack install 'A Pack.tar.gz'")?.get())
        #expect((install as? ShellCommands.Pack)?.action == .install(path: "A Pack.tar.gz"))
    }
}
