import Foundation

/// One self-contained HTML page for an instructor: no network, no external files. A bar chart of
/// scores as inline SVG, the checks and rules that failed most, the identical-submission groups,
/// and every row in a table that sorts when a header is clicked (a few lines of inline script).
public enum ClassReportPage {
    public static func render(_ report: ClassReport) -> String {
        let groups = report.groupNumbers
        var html = """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>Grades: \(escaped(report.exerciseID))</title>
            <style>
            body { font: 15px/1.4 system-ui, sans-serif; margin: 2em; color: #222; }
            table { border-collapse: collapse; }
            th, td { border: 1px solid #ccc; padding: 0.3em 0.6em; text-align: left; vertical-align: top; }
            th { background: #f3f3f3; cursor: pointer; }
            td.number { text-align: right; }
            .passed { color: #1a7f37; } .not-graded { color: #888; }
            ul.feedback { margin: 0; padding-left: 1.2em; font-size: 0.9em; }
            </style>
            </head>
            <body>
            <h1>Grades: \(escaped(report.exerciseID))</h1>
            <p>\(report.rows.count) students, \(report.gradedCount) graded, \(report.passedCount) passed, \
            mean score \(String(format: "%.1f", report.meanScore)) of \(ClassRow.maxScore).</p>

            """
        html += "<h2>Score distribution</h2>\n" + chart(report.scoreBands) + "\n"
        html += "<h2>Failed most</h2>\n"
        let failures = report.mostFailed.prefix(15)
        if failures.isEmpty {
            html += "<p>Nothing failed.</p>\n"
        } else {
            html += "<table><tr><th>check or rule</th><th>students</th></tr>\n"
            for failure in failures {
                html += "<tr><td>\(escaped(failure.name))</td><td class=\"number\">\(failure.students)</td></tr>\n"
            }
            html += "</table>\n"
        }
        html += "<h2>Identical submissions</h2>\n"
        let identical = report.identicalGroups
        if identical.isEmpty {
            html += "<p>No two submissions are identical once whitespace and comments are removed.</p>\n"
        } else {
            html += "<p>Same code once whitespace and comments are removed:</p>\n<ol>\n"
            for group in identical {
                html += "<li>\(group.students.map(escaped).joined(separator: ", "))</li>\n"
            }
            html += "</ol>\n"
        }
        html += "<h2>Students</h2>\n<table id=\"students\">\n<thead><tr>"
        let columns = ["student", "verdict", "score", "failed checks", "rules", "identical group", "note", "seconds"]
        html += columns.map { "<th>\($0)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in report.rows {
            let feedback =
                row.feedback.isEmpty
                ? "" : "<ul class=\"feedback\">" + row.feedback.map { "<li>\(escaped($0))</li>" }.joined() + "</ul>"
            let cells = [
                "<td>\(escaped(row.student))</td>",
                "<td class=\"\(escaped(row.verdict))\">\(escaped(row.verdict))</td>",
                "<td class=\"number\">\(row.score)</td>",
                "<td>\(escaped(row.failedChecks.joined(separator: ", ")))\(feedback)</td>",
                "<td>\(escaped(row.ruleFindings.joined(separator: ", ")))</td>",
                "<td class=\"number\">\(groups[row.student].map { "\($0)" } ?? "")</td>",
                "<td>\(escaped(row.note))</td>",
                "<td class=\"number\">\(ClassCSV.formatted(row.seconds))</td>",
            ]
            html += "<tr>" + cells.joined() + "</tr>\n"
        }
        html += "</tbody>\n</table>\n" + sortScript + "</body>\n</html>\n"
        return html
    }

    /// Bars of students per score band, with the count above each bar and the band below.
    static func chart(_ bands: [(label: String, students: Int)]) -> String {
        let barWidth = 44
        let height = 160
        let most = max(1, bands.map(\.students).max() ?? 1)
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(bands.count * barWidth + 20)\" "
            + "height=\"\(height + 50)\" role=\"img\" aria-label=\"students per score band\">\n"
        for (offset, band) in bands.enumerated() {
            let barHeight = band.students * height / most
            let x = 10 + offset * barWidth
            let y = 20 + height - barHeight
            svg +=
                "<rect x=\"\(x + 4)\" y=\"\(y)\" width=\"\(barWidth - 8)\" height=\"\(barHeight)\" fill=\"#4a7bd0\">"
                + "<title>\(band.label): \(band.students)</title></rect>\n"
            svg +=
                "<text x=\"\(x + barWidth / 2)\" y=\"\(y - 4)\" font-size=\"12\" text-anchor=\"middle\">"
                + "\(band.students)</text>\n"
            svg +=
                "<text x=\"\(x + barWidth / 2)\" y=\"\(height + 38)\" font-size=\"11\" text-anchor=\"middle\">"
                + "\(band.label)</text>\n"
        }
        return svg + "</svg>"
    }

    /// Sorts the students table by the clicked column: numbers as numbers, a second click reverses.
    static let sortScript = """
        <script>
        document.querySelectorAll("#students th").forEach(function (header, column) {
          header.addEventListener("click", function () {
            var body = document.querySelector("#students tbody");
            var rows = Array.from(body.rows);
            var ascending = header.dataset.order !== "ascending";
            header.dataset.order = ascending ? "ascending" : "descending";
            rows.sort(function (a, b) {
              var x = a.cells[column].textContent, y = b.cells[column].textContent;
              var nx = parseFloat(x), ny = parseFloat(y);
              var order = !isNaN(nx) && !isNaN(ny) ? nx - ny : x.localeCompare(y);
              return ascending ? order : -order;
            });
            rows.forEach(function (row) { body.appendChild(row); });
          });
        });
        </script>

        """

    /// Text safe inside HTML elements and quoted attributes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            default: result.append(character)
            }
        }
        return result
    }
}
