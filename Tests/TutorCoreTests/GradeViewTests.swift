import SwiftUIChecker
import Testing

@testable import TutorCore

@Suite("Grade reports on a screen")
struct GradeViewTests {
    let style = TerminalStyle(usesColor: false, width: 60)

    /// A failing report: two rule findings and a long output diff.
    var report: GradeReport {
        GradeReport(
            exerciseID: "cart", verdict: .failed, score: 40,
            feedback: [
                FeedbackItem(
                    kind: .essential, message: "Mark `Cart` with `@MainActor`.", source: "observable-missing-mainactor"),
                FeedbackItem(kind: .essential, message: "Views need `@Observable`.", source: "require"),
                FeedbackItem(
                    kind: .essential, message: GradingMessages.outputDiffers, source: "output",
                    details: (1...30).map { "- line \($0)" }),
                FeedbackItem(kind: .informative, message: "A note.", source: "checker"),
            ])
    }

    @Test func aLongReportFitsTheLimitAndSaysWhatIsLeftOut() {
        let view = GradeView(style: style)
        let full = view.render(report, displayName: "Cart.swift", hintsLeft: (1, 3))
        let brief = view.render(
            report, displayName: "Cart.swift", hintsLeft: (1, 3),
            brief: .init(maxLines: 20, howToSeeAll: "type details"))
        #expect(full.count > 30)
        #expect(brief.count <= 20)
        #expect(brief.first == full.first)
        #expect(brief.contains("  • Views need @Observable."))
        #expect(brief.contains("      - line 1"))
        #expect(!brief.contains("      - line 30"))
        #expect(
            brief.contains(
                "… The rest of this item and 1 more item are not shown: type details to see the whole report."))
        #expect(brief.last == full.last)
        let short = GradeReport(
            exerciseID: "cart", verdict: .failed, score: 40, feedback: Array(report.feedback.prefix(2)))
        #expect(
            view.render(short, displayName: "x", hintsLeft: nil, brief: .init(howToSeeAll: "type details"))
                == view.render(short, displayName: "x", hintsLeft: nil))
    }

    @Test func ruleIDsStayWholeAndBackticksAreNotPrinted() {
        let lines = GradeView(style: style).render(report, displayName: "Cart.swift", hintsLeft: nil)
        // 61 columns with the id on the same line: the id moves to a line of its own, whole.
        #expect(lines.contains("  • Mark Cart with @MainActor."))
        #expect(lines.contains("    [observable-missing-mainactor]"))
        #expect(lines.allSatisfy { visibleWidth($0) <= 60 || $0.hasPrefix("      ") })
        #expect(!lines.joined().contains("`"))
    }
}
