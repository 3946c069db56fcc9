import Testing
@testable import TutorCore

@Suite("Parsing and completing shell commands")
struct ShellCommandTests {
    @Test(arguments: [
        ("help", ShellCommand.help(topic: nil)),
        ("help hint", .help(topic: "hint")),
        ("?", .help(topic: nil)),
        ("lessons", .lessons),
        ("  LESSONS  ", .lessons),
        ("lesson state-01", .lesson(id: "state-01")),
        ("next", .next),
        ("n", .next),
        ("exercise state-01-cart-model", .exercise(id: "state-01-cart-model")),
        ("ex a\t", .exercise(id: "a")),
        ("hint", .hint),
        ("progress", .progress),
        ("reset state-01", .reset(id: "state-01")),
        ("quit", .quit),
        ("exit", .quit),
    ])
    func parsesCommands(line: String, expected: ShellCommand) throws {
        let result = try #require(ShellCommandParser.parse(line))
        #expect(try result.get() == expected)
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
        #expect(ShellCommandParser.completions(for: "", after: "", ids: ids).count == ShellCommandSpec.all.count)
    }

    @Test func completesIDsByCommand() {
        #expect(ShellCommandParser.completions(for: "st", after: "lesson ", ids: ids) == ["state-01"])
        #expect(ShellCommandParser.completions(for: "st", after: "exercise ", ids: ids) == ["state-01-cart-model"])
        #expect(ShellCommandParser.completions(for: "st", after: "reset ", ids: ids) == ["state-01", "state-01-cart-model"])
        #expect(ShellCommandParser.completions(for: "h", after: "help ", ids: ids) == ["help", "hint"])
        #expect(ShellCommandParser.completions(for: "", after: "next ", ids: ids) == [])
        #expect(ShellCommandParser.completions(for: "", after: "lesson state-01 ", ids: ids) == [])
    }

    @Test func everyListedCommandParses() throws {
        for spec in ShellCommandSpec.all {
            let line = spec.argumentRequired ? spec.name + " x" : spec.name
            let parsed = try #require(ShellCommandParser.parse(line))
            #expect((try? parsed.get()) != nil, "\(spec.name)")
            #expect(spec.name == "quit" || (try? parsed.get()) != .quit, "\(spec.name) must not parse as quit")
        }
    }

    @Test func everyCommandHasHelp() {
        for spec in ShellCommandSpec.all {
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
