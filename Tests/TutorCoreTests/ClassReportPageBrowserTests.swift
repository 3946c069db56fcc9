import Foundation
import Testing

@testable import TutorCore

/// The class page as a browser draws it: Debian's headless Chromium loads a copy of the page with
/// a probe script added at its end, which measures what was laid out (the chart's bars, the
/// table's rows), clicks the score header twice and counts what the page fetched; the probe's
/// answer is read back from the DOM Chromium dumps.
@Suite("Class grading: the HTML page in a browser", .enabled(if: HeadlessChromium.path != nil))
struct ClassReportPageBrowserTests {
    struct Probe: Decodable {
        struct Bar: Decodable {
            let label: String
            let height: Double
            let width: Double
            let fill: String
        }
        let bars: [Bar]
        let tableWidth: Double
        let rowHeights: [Double]
        let students: [String]
        let ascendingScores: [String]
        let descendingScores: [String]
        let resources: Int
        let viewportWidth: Double
        let pageWidth: Double
    }

    static let probeScript = """
        <script>
        (function () {
          var table = document.querySelector("#students");
          function column(index) {
            return Array.from(table.tBodies[0].rows).map(function (row) { return row.cells[index].textContent; });
          }
          var out = {};
          out.bars = Array.from(document.querySelectorAll("svg rect")).map(function (rect) {
            var box = rect.getBoundingClientRect();
            return { label: rect.querySelector("title").textContent, height: box.height, width: box.width,
                     fill: getComputedStyle(rect).fill };
          });
          out.tableWidth = table.getBoundingClientRect().width;
          out.rowHeights = Array.from(table.tBodies[0].rows).map(function (row) {
            return row.getBoundingClientRect().height;
          });
          out.students = column(0);
          var score = table.tHead.rows[0].cells[2];
          score.click();
          out.ascendingScores = column(2);
          score.click();
          out.descendingScores = column(2);
          out.resources = performance.getEntriesByType("resource").length;
          out.viewportWidth = window.innerWidth;
          out.pageWidth = document.documentElement.scrollWidth;
          var pre = document.createElement("pre");
          pre.id = "probe";
          pre.textContent = JSON.stringify(out);
          document.body.appendChild(pre);
        })();
        </script>

        """

    static func rows() -> [ClassRow] {
        [
            ClassRow(student: "alice", verdict: "passed", score: 100, fingerprint: "same", seconds: 1.2),
            ClassRow(
                student: "bob", verdict: "failed", score: 40, failedChecks: ["output"],
                feedback: ["Your program printed 2 lines; 3 were expected."], fingerprint: "b", seconds: 0.9),
            ClassRow(student: "carol", verdict: "passed", score: 100, fingerprint: "same", seconds: 1.1),
            ClassRow(
                student: "erin", verdict: "failed", score: 75, ruleFindings: ["state-not-private"],
                fingerprint: "e", seconds: 1.0),
            ClassRow(
                student: "<b>mallory</b>", verdict: "failed", score: 5, failedChecks: ["compile"],
                fingerprint: "m", seconds: 0.4),
        ]
    }

    func probe(_ page: String) throws -> Probe {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("page-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let probed = try #require(page.range(of: "</body>", options: .backwards))
        let file = folder.appendingPathComponent("class.html")
        try page.replacingCharacters(in: probed, with: Self.probeScript + "</body>")
            .write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(HeadlessChromium.path))
        process.arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--window-size=1280,900",
            "--user-data-dir=" + folder.appendingPathComponent("profile").path, "--dump-dom", file.absoluteString,
        ]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dom = String(decoding: data, as: UTF8.self)
        let start = try #require(dom.range(of: "<pre id=\"probe\">"), "Chromium drew no probe: \(dom.prefix(300))")
        let end = try #require(dom.range(of: "</pre>", range: start.upperBound..<dom.endIndex))
        let json = String(dom[start.upperBound..<end.lowerBound])
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
        return try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
    }

    @Test func theChartTheTableAndSortingAreDrawnWithNothingFetched() throws {
        let drawn = try probe(ClassReportPage.render(ClassReport(exerciseID: "ex", rows: Self.rows())))

        // One bar per band; the band of 100 (two students) is twice as tall as each band of one,
        // empty bands are flat, and every bar has the page's bar colour.
        #expect(drawn.bars.count == 11)
        let height = Dictionary(uniqueKeysWithValues: drawn.bars.map { ($0.label.split(separator: ":")[0], $0.height) })
        let full = try #require(height["100"])
        #expect(full > 100)
        for band in ["0–9", "40–49", "70–79"] {
            #expect(abs((height[Substring(band)] ?? 0) * 2 - full) < 1, "band \(band)")
        }
        #expect(height["10–19"] == 0)
        #expect(drawn.bars.allSatisfy { $0.width > 20 && $0.fill == "rgb(74, 123, 208)" })

        // Every student has a visible row, names shown as text (not markup), and the page needs
        // no horizontal scrolling at a laptop's width.
        #expect(drawn.students == ["<b>mallory</b>", "alice", "bob", "carol", "erin"])
        #expect(drawn.rowHeights.count == 5 && drawn.rowHeights.allSatisfy { $0 > 10 })
        #expect(drawn.tableWidth > 300)
        #expect(drawn.pageWidth <= drawn.viewportWidth)

        // A click on "score" sorts by number (5 before 40 before 100), a second click reverses.
        #expect(drawn.ascendingScores == ["5", "40", "75", "100", "100"])
        #expect(drawn.descendingScores == ["100", "100", "75", "40", "5"])

        // Self-contained: the browser fetched nothing while drawing it.
        #expect(drawn.resources == 0)
    }
}

/// Debian's headless Chromium (`chromium-headless-shell`, or a full `chromium`), when installed.
enum HeadlessChromium {
    static let path: String? = {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
        for name in ["chromium-headless-shell", "chromium", "chromium-browser"] {
            for folder in folders where FileManager.default.isExecutableFile(atPath: "\(folder)/\(name)") {
                return "\(folder)/\(name)"
            }
        }
        return nil
    }()
}
