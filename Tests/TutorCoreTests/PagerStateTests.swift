import SwiftUIChecker
import Testing

@testable import TutorCore

@Suite("The pager's keys and position")
struct PagerStateTests {
    /// Lines "line 1" … "line N".
    static func text(_ count: Int) -> [String] { (1...count).map { "line \($0)" } }

    @Test func startsAtTheTopAndKnowsWhenEverythingFits() {
        let long = PagerState(lines: Self.text(30), pageHeight: 10)
        #expect(long.top == 0 && long.bottom == 10)
        #expect(!long.endShown)
        #expect(long.statusLine.hasPrefix("33% lines 1–10 of 30"))
        #expect(PagerState(lines: Self.text(10), pageHeight: 10).endShown)
    }

    @Test func downAndEnterMoveOneLineAndAppendIt() {
        var pager = PagerState(lines: Self.text(30), pageHeight: 10)
        #expect(pager.press(.down) == .append(["line 11"]))
        #expect(pager.press(.enter) == .append(["line 12"]))
        #expect(pager.press(.character("j")) == .append(["line 13"]))
        #expect(pager.top == 3)
    }

    @Test func spaceAndPageDownMoveAPageAndStopAtTheEnd() {
        var pager = PagerState(lines: Self.text(25), pageHeight: 10)
        #expect(pager.press(.character(" ")) == .append(Self.text(20).suffix(10).map { $0 }))
        #expect(pager.top == 10 && !pager.endShown)
        // Only five lines are left: the window stops with the last line at the bottom.
        #expect(pager.press(.pageDown) == .append(["line 21", "line 22", "line 23", "line 24", "line 25"]))
        #expect(pager.top == 15 && pager.endShown)
        #expect(pager.statusLine.contains("(END)"))
        #expect(!pager.finished)
        // Space at the end leaves, as `less -e` does.
        _ = pager.press(.character(" "))
        #expect(pager.finished)
    }

    @Test func backKeysRedrawAndNeverGoAboveTheTop() {
        var pager = PagerState(lines: Self.text(40), pageHeight: 10)
        _ = pager.press(.character("G"))
        #expect(pager.top == 30 && pager.endShown)
        #expect(pager.press(.character("b")) == .redraw)
        #expect(pager.top == 20)
        #expect(pager.press(.pageUp) == .redraw)
        #expect(pager.press(.up) == .redraw)
        #expect(pager.top == 9)
        _ = pager.press(.character("g"))
        #expect(pager.top == 0)
        #expect(pager.press(.up) == .status)
        #expect(pager.top == 0)
    }

    @Test func jumpingToTheBottomCountsAsReachingTheEnd() {
        var pager = PagerState(lines: Self.text(100), pageHeight: 10)
        #expect(pager.press(.end) == .redraw)
        #expect(pager.endShown)
        _ = pager.press(.home)
        #expect(pager.top == 0 && pager.endShown, "once shown, the end stays shown")
    }

    @Test func quittingEarlyLeavesTheEndUnshown() {
        var pager = PagerState(lines: Self.text(100), pageHeight: 10)
        _ = pager.press(.pageDown)
        _ = pager.press(.character("q"))
        #expect(pager.finished && !pager.endShown)
        var interrupted = PagerState(lines: Self.text(100), pageHeight: 10)
        _ = interrupted.press(.interrupt)
        #expect(interrupted.finished)
    }

    @Test func otherKeysDoNothing() {
        var pager = PagerState(lines: Self.text(30), pageHeight: 10)
        for key: PagerKey in [.character("x"), .character("Z"), .other, .escape, .backspace, .character("é")] {
            #expect(pager.press(key) == .status)
        }
        #expect(pager.top == 0 && !pager.finished)
    }

    @Test func searchFindsTheNextMatchIgnoringCaseAndColour() {
        var lines = Self.text(50)
        lines[19] = "Use \u{1B}[1m@Observable\u{1B}[0m here"
        lines[39] = "and @observable there"
        var pager = PagerState(lines: lines, pageHeight: 10)
        _ = pager.press(.character("/"))
        for character in "@Observable" { _ = pager.press(.character(character)) }
        #expect(pager.statusLine == "/@Observable")
        #expect(pager.press(.enter) == .redraw)
        #expect(pager.top == 19)
        #expect(pager.statusLine.hasPrefix("line 20 · "))
        _ = pager.press(.character("n"))
        #expect(pager.top == 39)
        _ = pager.press(.character("n"))
        #expect(pager.top == 39)
        #expect(pager.statusLine.hasPrefix("Not found: @Observable"))
        _ = pager.press(.character("N"))
        #expect(pager.top == 19)
    }

    @Test func aMatchNearTheEndKeepsTheWindowFull() {
        var lines = Self.text(30)
        lines[27] = "needle"
        var pager = PagerState(lines: lines, pageHeight: 10)
        _ = pager.press(.character("/"))
        for character in "needle" { _ = pager.press(.character(character)) }
        _ = pager.press(.enter)
        #expect(pager.top == 20 && pager.bottom == 30)
    }

    @Test func searchEntryCanBeEditedAndCancelled() {
        var pager = PagerState(lines: Self.text(30), pageHeight: 10)
        _ = pager.press(.character("/"))
        _ = pager.press(.character("q"))
        _ = pager.press(.backspace)
        #expect(pager.searchEntry == "")
        #expect(!pager.finished, "q typed into a search is text, not quit")
        _ = pager.press(.escape)
        #expect(pager.searchEntry == nil)
        _ = pager.press(.character("n"))
        #expect(pager.statusLine.hasPrefix("Type / and a word"))
        _ = pager.press(.character("/"))
        _ = pager.press(.backspace)
        #expect(pager.searchEntry == nil, "Backspace on an empty search leaves it")
    }

    @Test func decodesTheBytesOfOneKey() {
        let decode = PagerKeyDecoder.decode
        #expect(decode(Array("q".utf8)) == .key(.character("q")))
        #expect(decode([0x0D]) == .key(.enter))
        #expect(decode([0x7F]) == .key(.backspace))
        #expect(decode([0x03]) == .key(.interrupt))
        #expect(decode([0x1B]) == .needsMore)
        #expect(decode([0x1B, 0x5B]) == .needsMore)
        #expect(decode(Array("\u{1B}[A".utf8)) == .key(.up))
        #expect(decode(Array("\u{1B}[B".utf8)) == .key(.down))
        #expect(decode(Array("\u{1B}OB".utf8)) == .key(.down))
        #expect(decode(Array("\u{1B}[5".utf8)) == .needsMore)
        #expect(decode(Array("\u{1B}[5~".utf8)) == .key(.pageUp))
        #expect(decode(Array("\u{1B}[6~".utf8)) == .key(.pageDown))
        #expect(decode(Array("\u{1B}[H".utf8)) == .key(.home))
        #expect(decode(Array("\u{1B}[4~".utf8)) == .key(.end))
        #expect(decode(Array("\u{1B}[15~".utf8)) == .key(.other))
        #expect(decode(Array("\u{1B}x".utf8)) == .key(.other))
        #expect(decode([0xC3]) == .needsMore)
        #expect(decode(Array("é".utf8)) == .key(.character("é")))
    }
}

@Suite("Fitting laid-out lines to the terminal")
struct LineFittingTests {
    @Test func breaksAtSpacesAndIndentsTheRest() {
        let line = "  Lesson state-01 counts as read once you reach its end: type done if you have read it."
        let lines = LineFitting.fit(line, width: 40)
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { visibleWidth($0) <= 40 })
        #expect(lines[0] == "  Lesson state-01 counts as read once")
        #expect(lines[1].hasPrefix("    you reach"))
        #expect(lines.joined(separator: " ").split(separator: " ") == line.split(separator: " "))
    }

    @Test func neverBreaksAWordOrAColourCode() {
        let id = "\u{1B}[90m[observable-missing-mainactor]\u{1B}[0m"
        let lines = LineFitting.fit("  • Mark Cart with @MainActor please " + id, width: 40)
        #expect(lines.count == 2)
        #expect(lines[1] == "    " + id)
        let unbreakable = String(repeating: "x", count: 50)
        #expect(LineFitting.fit(unbreakable, width: 40) == [unbreakable])
        #expect(LineFitting.fit("short", width: 40) == ["short"])
    }
}
