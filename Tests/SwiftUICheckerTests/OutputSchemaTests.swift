import Foundation
import Testing

@testable import SwiftUIChecker

/// The schemas the output is checked against, read from the repository next to this file.
enum OutputSchemas {
    static let testsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let packageRoot = testsFolder.deletingLastPathComponent().deletingLastPathComponent()

    /// `docs/checker-report.schema.json`, the documented shape of `check --format json`.
    static func report() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schemaAt: packageRoot.appendingPathComponent("docs/checker-report.schema.json"))
    }

    /// The OASIS SARIF 2.1.0 schema, vendored under Fixtures/ (see Fixtures/README.md).
    static func sarif() throws -> JSONSchemaValidator {
        try JSONSchemaValidator(schemaAt: testsFolder.appendingPathComponent("Fixtures/sarif-schema-2.1.0.json"))
    }
}

/// A folder of Swift files meant to make the checker say everything it can say: every rule
/// example and correction input, a file with syntax errors, one with invalid UTF-8, a binary
/// one, unknown and malformed suppression comments, and multi-byte text in code and file names.
struct OutputCorpus {
    let scratch: Scratch

    /// Rules whose triggering examples need no knobs, so they must fire with the defaults.
    static let rulesFiringByDefault = Set(
        RuleRegistry.all.filter { rule in
            rule.description.triggering.contains { $0.knobs == Knobs() }
        }.map { $0.description.id })

    /// Fixable rules with a correction example that needs no knobs: their fixes must appear.
    static let rulesFixingByDefault = Set(
        RuleRegistry.all.filter { rule in
            rule.description.fixability != .no && rule.description.corrections.contains { $0.knobs == Knobs() }
        }.map { $0.description.id })

    init() throws {
        scratch = try Scratch()
        let written = try RuleExampleExport.write(to: scratch.root + "/Examples")
        #expect(written >= RuleRegistry.all.count * 6)
        for rule in RuleRegistry.all {
            for (index, correction) in rule.description.corrections.enumerated() {
                try scratch.write(
                    "Corrections/\(rule.description.id)-c\(index + 1).swift",
                    ExampleMarkers.strip(correction.before).code + "\n")
            }
        }
        let coloured = "let t = Text(\"日本 🎉\").foregroundColor(.red)\n"
        try scratch.write(
            "Broken.swift",
            "import SwiftUI\nstruct Broken: View {\n    var body: some View {\n        " + coloured + "    func (\n")
        try scratch.write(
            "Latin1.swift", Array("// caf".utf8) + [0xE9, 0xFF] + Array("\n".utf8) + Array(coloured.utf8))
        try scratch.write("Binary.swift", [0x00, 0x01, 0x02, 0xFF, 0x00])
        try scratch.write(
            "Suppressions.swift",
            """
            // swiftui-tutor:disable foregroundcolor
            // swiftui-tutor:silence all
            \(coloured)
            """)
        try scratch.write("Ünïcödé/日本 語 #1.swift", "// 👩‍👩‍👧 ✓ é\n/* 🎈 */ " + coloured)
    }

    /// Checks the corpus (plus a path that does not exist, for `problems`).
    func run(applyingFixes: Bool = false) throws -> CheckReport {
        try CheckRun(paths: [scratch.root, scratch.root + "/Missing.swift"], applyFixes: applyingFixes).run()
    }
}

/// `check --format json` and `--format sarif` validated against their schemas with
/// `JSONSchemaValidator`. benchmarks/validate-output.sh repeats this with Python's jsonschema.
@Suite("Output schemas")
struct OutputSchemaTests {
    static func expectValid(
        _ text: String, _ validator: JSONSchemaValidator, _ what: String,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let failures = try validator.validate(jsonText: text)
        #expect(
            failures.isEmpty,
            Comment(
                rawValue: "\(what): \(failures.count) schema failures, first: "
                    + failures.prefix(10).map(\.description).joined(separator: "\n")),
            sourceLocation: sourceLocation)
    }

    static func jsonObject(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func jsonReportOfEveryRuleExampleValidates() throws {
        let corpus = try OutputCorpus()
        defer { corpus.scratch.remove() }
        let report = try corpus.run()
        let json = JSONReport(report).encoded()
        try Self.expectValid(json, OutputSchemas.report(), "JSON report")

        // The document must really contain what the corpus was built to produce.
        let decoded = try JSONDecoder().decode(JSONReport.self, from: Data(json.utf8))
        let ruleIDs = Set(decoded.findings.map(\.ruleId))
        #expect(
            OutputCorpus.rulesFiringByDefault.subtracting(ruleIDs).isEmpty,
            "rules without findings: \(OutputCorpus.rulesFiringByDefault.subtracting(ruleIDs).sorted())")
        #expect(ruleIDs.isSuperset(of: [Checker.parseErrorID, Checker.fileEncodingID, Checker.suppressionID]))
        #expect(decoded.findings.count { $0.ruleId == Checker.suppressionID } >= 2)
        #expect(decoded.findings.count { $0.ruleId == Checker.fileEncodingID } == 2)
        let fixing = Set(decoded.findings.filter { $0.fix != nil }.map(\.ruleId))
        #expect(
            OutputCorpus.rulesFixingByDefault.subtracting(fixing).isEmpty,
            Comment(
                rawValue: "fixable rules without a fix in the report: "
                    + "\(OutputCorpus.rulesFixingByDefault.subtracting(fixing).sorted())")
        )
        let offersSuggestions = RuleRegistry.all.contains {
            $0.description.corrections.contains { !$0.automatic && $0.knobs == Knobs() }
        }
        #expect(decoded.findings.contains { $0.fix?.automatic == false } == offersSuggestions)
        #expect(decoded.findings.contains { $0.path.hasSuffix("日本 語 #1.swift") })
        #expect(decoded.problems.map(\.path) == [corpus.scratch.root + "/Missing.swift"])
        #expect(decoded.summary.files == report.files.count && decoded.summary.files > 100)
    }

    @Test func sarifLogOfEveryRuleExampleValidates() throws {
        let corpus = try OutputCorpus()
        defer { corpus.scratch.remove() }
        let report = try corpus.run()
        let validator = try OutputSchemas.sarif()
        let relative = SARIFFormatter(baseDirectory: corpus.scratch.root).format(report)
        try Self.expectValid(relative, validator, "SARIF with relative URIs")
        let absolute = SARIFFormatter().format(report)
        try Self.expectValid(absolute, validator, "SARIF with absolute paths")

        let run = try #require((Self.jsonObject(relative)["runs"] as? [[String: Any]])?.first)
        let results = try #require(run["results"] as? [[String: Any]])
        #expect(results.count == report.findings.count)
        let uris = Set(
            results.compactMap { result in
                let location = (result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
                return (location?["artifactLocation"] as? [String: Any])?["uri"] as? String
            })
        // Non-ASCII, a space and # in a file name must come out percent-encoded.
        #expect(uris.contains("%C3%9Cn%C3%AFc%C3%B6d%C3%A9/%E6%97%A5%E6%9C%AC%20%E8%AA%9E%20%231.swift"))
        #expect(uris.contains("Examples/foreground-color-t1.swift"))
    }

    @Test func fixRunOutputValidates() throws {
        let corpus = try OutputCorpus()
        defer { corpus.scratch.remove() }
        let report = try corpus.run(applyingFixes: true)
        #expect(report.fixedCount > 0)
        let json = JSONReport(report).encoded()
        try Self.expectValid(json, OutputSchemas.report(), "JSON report after --fix")
        let fixed = try #require(Self.jsonObject(json)["fixed"] as? [[String: Any]])
        #expect(fixed.count == report.fixedCount)
        try Self.expectValid(
            SARIFFormatter(baseDirectory: corpus.scratch.root).format(report), OutputSchemas.sarif(),
            "SARIF after --fix")
    }

    @Test func runsWithoutFindingsValidate() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("Empty/.keep", "")
        try scratch.write(
            "Clean/Fine.swift", "import SwiftUI\n\nstruct Fine: View {\n    var body: some View { Text(\"ok\") }\n}\n")
        for folder in ["Empty", "Clean"] {
            let report = try CheckRun(paths: [scratch.root + "/" + folder]).run()
            #expect(report.findings.isEmpty)
            try Self.expectValid(JSONReport(report).encoded(), OutputSchemas.report(), "JSON report of \(folder)")
            try Self.expectValid(
                SARIFFormatter(baseDirectory: scratch.root).format(report), OutputSchemas.sarif(), "SARIF of \(folder)")
        }
        try Self.expectValid(JSONReport(CheckReport()).encoded(), OutputSchemas.report(), "JSON report of nothing")
        try Self.expectValid(SARIFFormatter().format(CheckReport()), OutputSchemas.sarif(), "SARIF of nothing")
    }
}

/// Proof that `JSONSchemaValidator` can fail: valid output, broken in one place at a time,
/// must be rejected at that place, and schemas it cannot enforce must be refused.
@Suite("JSON Schema validator")
struct JSONSchemaValidatorTests {
    /// A small real report: one finding with an automatic fix, one fixed entry, one problem.
    static func sampleReport() throws -> [String: Any] {
        let source = "let t = Text(\"日本\").foregroundColor(.red)\n"
        let checker = Checker()
        var file = FileReport(
            path: "Sources/V.swift", findings: checker.check(source: source, fileName: "V.swift"), source: source)
        file.fixed = file.findings
        let report = CheckReport(files: [file], problems: [PathProblem(path: "Locked", reason: "permission denied")])
        return try OutputSchemaTests.jsonObject(JSONReport(report).encoded())
    }

    static func sampleSARIF() throws -> [String: Any] {
        let source = "let t = Text(\"日本\").foregroundColor(.red)\n"
        let file = FileReport(
            path: "Sources/V.swift", findings: Checker().check(source: source, fileName: "V.swift"), source: source)
        return try OutputSchemaTests.jsonObject(SARIFFormatter().format(CheckReport(files: [file])))
    }

    /// Writes and re-reads `document`, so every value is what JSONSerialization produces
    /// (booleans and numbers as NSNumber), like real output.
    static func reparsed(_ document: Any) throws -> Any {
        try JSONSerialization.jsonObject(with: JSONSerialization.data(withJSONObject: document))
    }

    /// Applies `change` at a path of keys and array indices.
    static func mutate(_ value: Any, at path: [Any], _ change: (inout Any?) -> Void) -> Any {
        guard let first = path.first else {
            var copy: Any? = value
            change(&copy)
            return copy ?? NSNull()
        }
        let rest = Array(path.dropFirst())
        if var object = value as? [String: Any], let key = first as? String {
            if rest.isEmpty {
                var member = object[key]
                change(&member)
                object[key] = member
            } else {
                object[key] = mutate(object[key] ?? NSNull(), at: rest, change)
            }
            return object
        }
        if var array = value as? [Any], let index = first as? Int {
            if rest.isEmpty {
                var member: Any? = array[index]
                change(&member)
                if let member { array[index] = member } else { array.remove(at: index) }
            } else {
                array[index] = mutate(array[index], at: rest, change)
            }
            return array
        }
        Issue.record("mutation path \(path) does not exist")
        return value
    }

    struct Mutation: CustomTestStringConvertible, Sendable {
        let name: String
        let path: [String]
        let expectedPath: String
        let keyword: String
        /// Whether the broken document is written and re-read before validation. Off only where
        /// JSONSerialization would lose the change (it writes 2.0 as 2).
        let reparse: Bool
        let replacement: @Sendable (Any?) -> Any?
        var testDescription: String { name }

        init(
            _ name: String, _ path: [String], failsAt expectedPath: String, keyword: String, reparse: Bool = true,
            _ replacement: @escaping @Sendable (Any?) -> Any?
        ) {
            self.name = name
            self.path = path
            self.expectedPath = expectedPath
            self.keyword = keyword
            self.reparse = reparse
            self.replacement = replacement
        }

        /// String path components that are digits are array indices.
        var steps: [Any] { path.map { Int($0).map { $0 as Any } ?? $0 } }
    }

    static let reportMutations: [Mutation] = [
        Mutation("line as a string", ["findings", "0", "line"], failsAt: "/findings/0/line", keyword: "type") { _ in "2"
        },
        Mutation("count as a boolean", ["summary", "files"], failsAt: "/summary/files", keyword: "type") { _ in true },
        Mutation("column with a fraction", ["findings", "0", "column"], failsAt: "/findings/0/column", keyword: "type")
        { _ in 1.5 },
        Mutation("missing summary", ["summary"], failsAt: "", keyword: "required") { _ in nil },
        Mutation(
            "missing fix edits", ["findings", "0", "fix", "edits"], failsAt: "/findings/0/fix", keyword: "required"
        ) { _ in nil },
        Mutation(
            "extra finding property", ["findings", "0", "endLine"], failsAt: "/findings/0/endLine",
            keyword: "additionalProperties"
        ) { _ in 3 },
        Mutation("unknown severity", ["findings", "0", "severity"], failsAt: "/findings/0/severity", keyword: "enum") {
            _ in "fatal"
        },
        Mutation("other version", ["version"], failsAt: "/version", keyword: "const") { _ in 2 },
        Mutation("version as a boolean", ["version"], failsAt: "/version", keyword: "const") { _ in true },
        Mutation(
            "rule id with capitals", ["findings", "0", "ruleId"], failsAt: "/findings/0/ruleId", keyword: "pattern"
        ) { _ in "Foreground-Color" },
        Mutation("no edits", ["findings", "0", "fix", "edits"], failsAt: "/findings/0/fix/edits", keyword: "minItems") {
            _ in [Any]()
        },
        Mutation("line zero", ["fixed", "0", "line"], failsAt: "/fixed/0/line", keyword: "minimum") { _ in 0 },
        Mutation("empty message", ["findings", "0", "message"], failsAt: "/findings/0/message", keyword: "minLength") {
            _ in ""
        },
        Mutation("problem without reason", ["problems", "0", "reason"], failsAt: "/problems/0", keyword: "required") {
            _ in nil
        },
    ]

    static let sarifMutations: [Mutation] = [
        Mutation("other version", ["version"], failsAt: "/version", keyword: "enum") { _ in "2.0.0" },
        Mutation("extra top-level property", ["generator"], failsAt: "/generator", keyword: "additionalProperties") {
            _ in "x"
        },
        Mutation(
            "unknown level", ["runs", "0", "results", "0", "level"], failsAt: "/runs/0/results/0/level", keyword: "enum"
        ) { _ in "critical" },
        Mutation(
            "start line zero",
            ["runs", "0", "results", "0", "locations", "0", "physicalLocation", "region", "startLine"],
            failsAt: "/runs/0/results/0/locations/0/physicalLocation/region/startLine", keyword: "minimum"
        ) { _ in 0 },
        Mutation(
            "integer written as 2.0",
            ["runs", "0", "results", "0", "locations", "0", "physicalLocation", "region", "startLine"],
            failsAt: "/runs/0/results/0/locations/0/physicalLocation/region/startLine", keyword: "type", reparse: false
        ) { _ in 2.0 },
        Mutation(
            "message without text or id", ["runs", "0", "results", "0", "message"],
            failsAt: "/runs/0/results/0/message", keyword: "anyOf"
        ) { _ in [String: Any]() },
        Mutation(
            "uri with a space",
            ["runs", "0", "results", "0", "locations", "0", "physicalLocation", "artifactLocation", "uri"],
            failsAt: "/runs/0/results/0/locations/0/physicalLocation/artifactLocation/uri", keyword: "format"
        ) { _ in "Sources/My View.swift" },
        Mutation("schema that is not a URI", ["$schema"], failsAt: "/$schema", keyword: "format") { _ in
            "sarif-2.1.0.json"
        },
        Mutation(
            "duplicate rule descriptors", ["runs", "0", "tool", "driver", "rules"],
            failsAt: "/runs/0/tool/driver/rules", keyword: "uniqueItems"
        ) { rules in
            let list = rules as? [Any] ?? []
            return list + list.prefix(1)
        },
        Mutation("runs as an object", ["runs"], failsAt: "/runs", keyword: "type") { _ in [String: Any]() },
    ]

    static func expectRejected(_ mutation: Mutation, in document: [String: Any], by validator: JSONSchemaValidator)
        throws
    {
        let changed = mutate(document, at: mutation.steps) { $0 = mutation.replacement($0) }
        let broken = mutation.reparse ? try reparsed(changed) : changed
        let failures = try validator.validate(broken)
        #expect(
            failures.contains { $0.path == mutation.expectedPath && $0.schemaPath.hasSuffix("/" + mutation.keyword) },
            "\(mutation.name): expected a \(mutation.keyword) failure at \(mutation.expectedPath), got \(failures)")
    }

    @Test func unmodifiedSamplesAreValid() throws {
        #expect(try OutputSchemas.report().validate(Self.sampleReport()).isEmpty)
        #expect(try OutputSchemas.sarif().validate(Self.sampleSARIF()).isEmpty)
        #expect(try OutputSchemas.report().validate(Self.reparsed(Self.sampleReport())).isEmpty)
    }

    @Test("broken JSON reports are rejected", arguments: reportMutations)
    func brokenReport(_ mutation: Mutation) throws {
        try Self.expectRejected(mutation, in: Self.sampleReport(), by: OutputSchemas.report())
    }

    @Test("broken SARIF logs are rejected", arguments: sarifMutations)
    func brokenSARIF(_ mutation: Mutation) throws {
        try Self.expectRejected(mutation, in: Self.sampleSARIF(), by: OutputSchemas.sarif())
    }

    @Test func booleansAndIntegersAreToldApart() throws {
        let parsed = try #require(
            JSONSerialization.jsonObject(with: Data("[true, 1, 0, 1.0, 2.5, false]".utf8)) as? [Any])
        let values = try parsed.map { try JSONValue($0) }
        #expect(
            values == [
                .bool(true), .number(1, writtenAsInteger: true), .number(0, writtenAsInteger: true),
                .number(1, writtenAsInteger: false), .number(2.5, writtenAsInteger: false), .bool(false),
            ])
        if case .number(_, let writtenAsInteger) = values[3] {
            #expect(!writtenAsInteger)
        } else {
            Issue.record("1.0 is not a number")
        }
        #expect(values[0] != values[1] && values[5] != values[2])

        let draft4 = try JSONSchemaValidator(schema: [
            "$schema": "http://json-schema.org/draft-04/schema#", "type": "integer",
        ])
        let draft7 = try JSONSchemaValidator(schema: [
            "$schema": "http://json-schema.org/draft-07/schema#", "type": "integer",
        ])
        #expect(try draft4.validate(jsonText: "3").isEmpty && draft7.validate(jsonText: "3").isEmpty)
        #expect(try !draft4.validate(jsonText: "3.0").isEmpty)
        #expect(try draft7.validate(jsonText: "3.0").isEmpty)
        #expect(try !draft7.validate(jsonText: "true").isEmpty && !draft7.validate(jsonText: "3.5").isEmpty)
        let number = try JSONSchemaValidator(schema: [
            "$schema": "http://json-schema.org/draft-07/schema#", "type": "number",
        ])
        #expect(try !number.validate(jsonText: "false").isEmpty && number.validate(jsonText: "0").isEmpty)
    }

    @Test func combinatorsAndDefinitions() throws {
        let schema: [String: Any] = [
            "$schema": "http://json-schema.org/draft-07/schema#",
            "$defs": ["small": ["type": "integer", "maximum": 9]],
            "definitions": ["even": ["enum": [0, 2, 4, 6, 8]], "alias": ["$ref": "#/$defs/small"]],
            "type": "array",
            "items": [
                "allOf": [["$ref": "#/definitions/alias"]], "oneOf": [["$ref": "#/definitions/even"], ["minimum": 5]],
            ],
        ]
        let validator = try JSONSchemaValidator(schema: schema)
        #expect(try validator.validate(jsonText: "[0, 2, 5, 7]").isEmpty)
        let failures = try validator.validate(jsonText: "[12, 6, 3]")
        #expect(failures.map(\.path).sorted() == ["/0", "/1", "/2"], "\(failures)")
        #expect(failures.contains { $0.path == "/0" && $0.schemaPath == "#/$defs/small/maximum" })
        #expect(failures.contains { $0.path == "/1" && $0.message.contains("matches 2") })
        #expect(failures.contains { $0.path == "/2" && $0.message.contains("matches 0") })
    }

    @Test func schemasItCannotEnforceAreRefused() {
        let draft7 = "http://json-schema.org/draft-07/schema#"
        let refused: [(String, [String: Any])] = [
            ("missing $ref target", ["$schema": draft7, "properties": ["a": ["$ref": "#/definitions/nowhere"]]]),
            ("remote $ref", ["$schema": draft7, "items": ["$ref": "other.json#/definitions/a"]]),
            (
                "$ref loop",
                [
                    "$schema": draft7,
                    "definitions": ["a": ["$ref": "#/definitions/b"], "b": ["$ref": "#/definitions/a"]],
                ]
            ),
            (
                "$ref with a sibling",
                [
                    "$schema": draft7, "definitions": ["a": ["type": "string"]],
                    "items": ["$ref": "#/definitions/a", "minLength": 2],
                ]
            ),
            ("unknown keyword", ["$schema": draft7, "maxProperties": 3]),
            ("unknown keyword in a definition", ["$schema": draft7, "definitions": ["a": ["patternProperties": [:]]]]),
            ("unknown format", ["$schema": draft7, "format": "email"]),
            ("array form of items", ["$schema": draft7, "items": [["type": "string"]]]),
            ("unknown type", ["$schema": draft7, "type": "int"]),
            ("bad pattern", ["$schema": draft7, "pattern": "(unclosed"]),
            ("no dialect", ["type": "object"]),
            ("identifier below the root", ["$schema": draft7, "items": ["$id": "inner"]]),
        ]
        for (name, schema) in refused {
            #expect(throws: JSONSchemaValidator.SchemaProblem.self, "\(name) was accepted") {
                try JSONSchemaValidator(schema: schema)
            }
        }
    }

    @Test func formats() {
        for good in ["2024-05-01T12:30:00Z", "2024-12-31t23:59:59.123+05:30", "1999-01-01T00:00:00-00:00"] {
            #expect(FormatCheck.accepts(good, format: "date-time"), "\(good)")
        }
        for bad in [
            "2024-05-01", "2024-13-01T00:00:00Z", "2024-05-01T24:00:00Z", "2024-05-01 12:30:00Z", "2024-05-01T12:30:00",
        ] {
            #expect(!FormatCheck.accepts(bad, format: "date-time"), "\(bad)")
        }
        for good in [
            "https://json.schemastore.org/sarif-2.1.0.json", "file:///tmp/a%20b.swift", "urn:isbn:0451450523",
            "mailto:a@b.c",
        ] {
            #expect(FormatCheck.accepts(good, format: "uri"), "\(good)")
        }
        for bad in [
            "Sources/A.swift", "", "https://a.b/c d", "1http://x", "http://x/%zz", "http://x/#a#b", "http://x/ü",
        ] {
            #expect(!FormatCheck.accepts(bad, format: "uri"), "\(bad)")
        }
        for good in ["Sources/A.swift", "", "/tmp/x.swift", "%E6%97%A5.swift", "a/b:c", "#frag", "https://x.y/z"] {
            #expect(FormatCheck.accepts(good, format: "uri-reference"), "\(good)")
        }
        for bad in ["My View.swift", "日本.swift", "100%.swift", "1a:b", "a\\b"] {
            #expect(!FormatCheck.accepts(bad, format: "uri-reference"), "\(bad)")
        }
    }
}
