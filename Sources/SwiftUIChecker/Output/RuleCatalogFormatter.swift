/// Text and JSON for the `rules` and `explain` commands.
public enum RuleCatalogFormatter {
    public struct RuleSummary: Codable, Sendable {
        public let id: String
        public let title: String
        public let category: String
        public let severity: Severity
        public let fixable: Fixability
        public let sources: [GuidanceSource]
    }

    public static func summaries(_ rules: [any Rule.Type] = RuleRegistry.all) -> [RuleSummary] {
        rules.map {
            let d = $0.description
            return RuleSummary(
                id: d.id, title: d.title, category: d.category.rawValue, severity: d.defaultSeverity,
                fixable: d.fixability, sources: d.sources)
        }
    }

    /// A table: id, category, severity, fixable, title.
    public static func table(_ rules: [any Rule.Type] = RuleRegistry.all) -> String {
        let rows = summaries(rules).map { [$0.id, $0.category, $0.severity.rawValue, $0.fixable.rawValue, $0.title] }
        let header = ["ID", "CATEGORY", "SEVERITY", "FIXABLE", "TITLE"]
        var widths = header.map(\.count)
        for row in rows {
            for (index, cell) in row.enumerated() where index < 4 { widths[index] = max(widths[index], cell.count) }
        }
        func render(_ row: [String]) -> String {
            row.enumerated().map { index, cell in
                index < 4 ? cell.padding(toLength: widths[index], withPad: " ", startingAt: 0) : cell
            }.joined(separator: "  ")
        }
        return ([render(header)] + rows.map(render)).joined(separator: "\n")
            + "\n\(rows.count) rules\n"
    }

    public static func json(_ rules: [any Rule.Type] = RuleRegistry.all) -> String {
        JSONOutput.encode(summaries(rules))
    }

    /// Everything `explain` shows for one rule.
    public static func explanation(of rule: any Rule.Type) -> String {
        let d = rule.description
        var out = "\(d.id) — \(d.title)\n"
        out +=
            "category: \(d.category.rawValue) · severity: \(d.defaultSeverity.rawValue) · fixable: "
            + "\(d.fixability.rawValue)\n\n"
        out += d.rationale + "\n"
        if let bad = d.triggering.first {
            out += "\nTriggers:\n" + indent(ExampleMarkers.strip(bad.code).code) + "\n"
        }
        if let good = d.nonTriggering.first {
            out += "\nDoes not trigger:\n" + indent(good.code) + "\n"
        }
        if let correction = d.corrections.first {
            out +=
                "\nFix (\(correction.automatic ? "applied by --fix" : "offered, not applied automatically")):\n"
                + indent(ExampleMarkers.strip(correction.before).code) + "\n  →\n" + indent(correction.after) + "\n"
        }
        out += "\nGuidance:\n" + d.sources.map { "  \($0.file) › \"\($0.section)\"" }.joined(separator: "\n") + "\n"
        return out
    }

    private static func indent(_ code: String) -> String {
        code.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
    }
}
