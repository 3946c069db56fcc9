import Foundation

/// SARIF 2.1.0 output for code-scanning services. Columns are given in UTF-16 code units, the
/// SARIF default, computed from the checked text.
public struct SARIFFormatter: Sendable {
    /// Artifact URIs are made relative to this folder when possible (GitHub expects paths
    /// relative to the repository root).
    public var baseDirectory: String?

    public init(baseDirectory: String? = nil) {
        self.baseDirectory = baseDirectory
    }

    public func format(_ report: CheckReport, rules: [any Rule.Type] = RuleRegistry.all) -> String {
        var ruleIndex: [String: Int] = [:]
        var descriptors: [[String: Any]] = []
        for (index, rule) in rules.enumerated() {
            let description = rule.description
            ruleIndex[description.id] = index
            descriptors.append([
                "id": description.id,
                "name": Self.pascalCase(description.id),
                "shortDescription": ["text": description.title],
                "fullDescription": ["text": description.rationale],
                "help": [
                    "text": description.rationale + "\nSource: "
                        + description.sources.map { "\($0.file) › \($0.section)" }.joined(separator: "; ")
                ],
                "defaultConfiguration": ["level": Self.level(description.defaultSeverity)],
                "properties": ["category": description.category.rawValue, "fixable": description.fixability.rawValue],
            ])
        }
        for (id, name, text) in [
            (Checker.parseErrorID, "ParseError", "The file has syntax errors; rules ran on the recovered tree"),
            (Checker.fileEncodingID, "FileEncoding", "The file is binary or not valid UTF-8"),
            (Checker.suppressionID, "SuppressionComment", "A suppression comment names no known rule or action"),
        ] {
            ruleIndex[id] = descriptors.count
            descriptors.append([
                "id": id, "name": name, "shortDescription": ["text": text], "defaultConfiguration": ["level": "note"],
            ])
        }

        var results: [[String: Any]] = []
        for file in report.files {
            let lines = LineTable.lines(of: file.source)
            for finding in file.findings {
                var region: [String: Any] = ["startLine": max(finding.line, 1)]
                if finding.line >= 1, finding.line <= lines.count {
                    region["startColumn"] = Self.utf16Column(in: lines[finding.line - 1], utf8Column: finding.column)
                } else {
                    region["startColumn"] = max(finding.column, 1)
                }
                var result: [String: Any] = [
                    "ruleId": finding.ruleID,
                    "level": Self.level(finding.severity),
                    "message": ["text": finding.message],
                    "locations": [
                        [
                            "physicalLocation": [
                                "artifactLocation": ["uri": uri(for: file.path)],
                                "region": region,
                            ]
                        ]
                    ],
                ]
                if let index = ruleIndex[finding.ruleID] { result["ruleIndex"] = index }
                results.append(result)
            }
        }
        let document: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [
                [
                    "tool": [
                        "driver": [
                            "name": "swiftui-tutor",
                            "informationUri": "https://github.com/swiftui-tutor/swiftui-tutor",
                            "semanticVersion": "0.1.0",
                            "rules": descriptors,
                        ]
                    ],
                    "columnKind": "utf16CodeUnits",
                    "results": results,
                ]
            ],
        ]
        guard
            let data = try? JSONSerialization.data(
                withJSONObject: document, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
        else {
            return "{}"
        }
        return String(decoding: data, as: UTF8.self)
    }

    private func uri(for path: String) -> String {
        var relative = path
        if let baseDirectory, path.hasPrefix(baseDirectory + "/") {
            relative = String(path.dropFirst(baseDirectory.count + 1))
        }
        if relative.hasPrefix("./") { relative = String(relative.dropFirst(2)) }
        return relative.split(separator: "/", omittingEmptySubsequences: false).map {
            $0.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? String($0)
        }.joined(separator: "/")
    }

    static func level(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func pascalCase(_ id: String) -> String {
        id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }

    /// Converts a 1-based UTF-8 column in `line` to a 1-based UTF-16 column.
    static func utf16Column(in line: String, utf8Column: Int) -> Int {
        let utf8 = Array(line.utf8)
        let prefixLength = min(max(utf8Column - 1, 0), utf8.count)
        return String(decoding: utf8[..<prefixLength], as: UTF8.self).utf16.count + 1
    }
}
