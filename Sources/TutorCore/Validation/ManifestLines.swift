import Foundation
import Yams

/// Lines of the entries of `checks.rules` and `hints` in an `exercise.yml`, so validation
/// problems point at the line to edit.
struct ManifestLines {
    var ruleLines: [(id: String, line: Int?)] = []
    var hintLines: [Int?] = []

    init(manifest: URL) {
        guard let text = try? String(contentsOf: manifest, encoding: .utf8),
            let node = try? Yams.compose(yaml: text)
        else { return }
        hintLines = node["hints"]?.sequence.map { $0.map { $0.mark?.line } } ?? []
        ruleLines =
            node["checks"]?["rules"]?.sequence.map { items in
                items.map { ($0.string ?? "", $0.mark?.line) }
            } ?? []
    }

    /// The line of the rule entry at `index`, checking that it is the same id.
    func line(ofRule rule: String, at index: Int) -> Int? {
        if ruleLines.indices.contains(index), ruleLines[index].id == rule { return ruleLines[index].line }
        return ruleLines.first { $0.id == rule }?.line
    }
}
