import SwiftUIChecker
import Testing

@testable import TutorCore

@Suite("Rendering lessons for a terminal")
struct PresentationTests {
    let plain = TerminalStyle(usesColor: false, width: 40)
    let color = TerminalStyle(usesColor: true, width: 40)

    @Test func wrapsProseToTheWidth() {
        let text = String(repeating: "word ", count: 30)
        let lines = MarkdownRenderer(style: plain).render(text)
        #expect(lines.count > 3)
        #expect(lines.allSatisfy { visibleWidth($0) <= 40 })
    }

    @Test func colourNeverChangesTheVisibleWidth() {
        let text = "Use **bold** and `code` and *emphasis* in a sentence that is long enough to wrap twice over."
        let plainLines = MarkdownRenderer(style: plain).render(text)
        let colorLines = MarkdownRenderer(style: color).render(text.replacingOccurrences(of: "`code`", with: "`code`"))
        #expect(colorLines.allSatisfy { visibleWidth($0) <= 40 })
        #expect(colorLines.joined().contains("\u{1B}[1m"))
        #expect(!plainLines.joined().contains("\u{1B}"))
        #expect(plainLines.joined(separator: " ").contains("`code`"))
    }

    @Test func rendersBlocks() {
        let markdown = """
            # Title

            Intro paragraph.

            - first item
            - second item
              continued
            1. numbered

            > quoted text

            ```swift
            @State private var count = 0 // note
            ```
            """
        let lines = MarkdownRenderer(style: plain).render(markdown)
        #expect(lines.first == "# Title")
        #expect(lines.contains("  • first item"))
        #expect(lines.contains("  • second item continued"))
        #expect(lines.contains("  1. numbered"))
        #expect(lines.contains("│ quoted text"))
        #expect(lines.contains("    @State private var count = 0 // note"))
    }

    @Test func codeBlocksAreHighlightedButNotWrapped() {
        let long = "let value = " + String(repeating: "1 + ", count: 30) + "1"
        let lines = MarkdownRenderer(style: color).render("```swift\n\(long)\n```")
        #expect(lines.count == 1)
        #expect(lines[0].contains("\u{1B}[35mlet\u{1B}[0m"))
    }

    @Test func highlighterKnowsStringsCommentsAndAttributes() {
        let line = SwiftHighlighter.highlight(#"@State var s = "let" /* a */ // b"#, style: color)[0]
        #expect(line.contains("\u{1B}[36m@State\u{1B}[0m"))
        #expect(line.contains("\u{1B}[31m\"let\"\u{1B}[0m"))
        #expect(line.contains("\u{1B}[90m// b\u{1B}[0m"))
        #expect(SwiftHighlighter.highlight("let x = 1", style: plain) == ["let x = 1"])
    }

    @Test func blockCommentsCarryAcrossLines() {
        let lines = SwiftHighlighter.highlight("/* start\nlet inside\n*/ let after", style: color)
        #expect(lines[1] == "\u{1B}[90mlet inside\u{1B}[0m")
        #expect(lines[2].contains("\u{1B}[35mlet\u{1B}[0m"))
    }

    @Test func noColorAndPipesTurnColourOff() {
        #expect(TerminalStyle.colorAllowed(isTerminal: true, environment: [:]))
        #expect(!TerminalStyle.colorAllowed(isTerminal: false, environment: [:]))
        #expect(!TerminalStyle.colorAllowed(isTerminal: true, environment: ["NO_COLOR": "1"]))
        #expect(!TerminalStyle.colorAllowed(isTerminal: true, environment: ["TERM": "dumb"]))
        #expect(TerminalStyle.colorAllowed(isTerminal: true, environment: ["NO_COLOR": ""]))
    }

    @Test func caretsLineUpUnderTabsAndWideCharacters() {
        #expect(caretIndent(under: "\tlet x", column: 6) == "\t    ")
        #expect(caretIndent(under: "let 名前 = 1", column: 12) == String(repeating: " ", count: 9))
    }

    @Test func visibleWidthIgnoresEscapesAndCountsWideCharacters() {
        #expect(visibleWidth("\u{1B}[1;36mabc\u{1B}[0m") == 3)
        #expect(visibleWidth("日本") == 4)
        #expect(visibleWidth("é") == 1)
    }
}
