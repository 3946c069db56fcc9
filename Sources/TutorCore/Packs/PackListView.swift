import Foundation
import Wording

/// What `pack list` prints: one block per pack folder the tutor found, in load order, with its
/// id and version, where it came from, its size, and its problems; then the ids packs share.
public struct PackListView {
    public var style: TerminalStyle

    public init(style: TerminalStyle) {
        self.style = style
    }

    public func render(_ result: CurriculumLoadResult) -> [String] {
        guard !result.outcomes.isEmpty else { return ["No packs were found."] }
        var lines: [String] = []
        for outcome in result.outcomes {
            let folder = DisplayPath.of(outcome.source.root)
            let origin = style.apply(.gray, "(\(outcome.source.origin.rawValue))")
            if let pack = outcome.pack {
                lines.append(style.apply(.bold, "\(pack.id) \(pack.version)") + "  \(pack.title)")
                lines.append("    \(folder) \(origin)")
                lines.append(
                    "    \(Plural.count(pack.lessons.count, "lesson")), \(Plural.count(pack.exercises.count, "exercise"))"
                        + (pack.author.map { " · by \($0)" } ?? "") + (pack.licence.map { " · \($0)" } ?? "")
                        + (pack.tutorRequirement.map { " · tutor \($0)" } ?? ""))
            } else {
                lines.append(style.apply([.bold, .red], "not loaded") + "  \(folder) \(origin)")
                lines.append("    " + style.apply(.red, Plural.count(outcome.problems.count, "problem") + ":"))
                lines += outcome.problems.map { "      \($0)" }
            }
        }
        for collision in result.curriculum.collisions {
            lines.append(
                "Note: more than one pack has '\(collision.id)'; type "
                    + collision.qualified.joined(separator: " or ") + " to say which.")
        }
        return lines
    }
}
