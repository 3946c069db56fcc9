import SwiftUIChecker
import Testing

/// The one test every rule goes through: its own examples are its specification.
/// Adding a rule to `RuleRegistry` adds it here with no new test code. A failure is reported at
/// the example or correction it concerns, not here.
@Suite("Rule examples")
struct RuleExampleTests {
    static let ruleIDs = RuleRegistry.all.map { $0.description.id }

    static func rule(_ id: String) -> any Rule.Type {
        RuleRegistry.rule(id: id)!
    }

    static func findings(_ code: String, rule: any Rule.Type, knobs: Knobs) -> [Finding] {
        var configuration = Configuration()
        configuration.knobs = knobs
        return Checker(configuration: configuration, rules: [rule]).check(source: code)
    }

    static func positions(_ findings: [Finding], of id: String) -> [ExampleMarkers.Position] {
        findings.filter { $0.ruleID == id }.map { ExampleMarkers.Position(line: $0.line, column: $0.column) }
    }

    /// The messages of `id`'s findings, in position order (the order of the `↓` markers).
    static func messages(_ findings: [Finding], of id: String) -> [String] {
        findings.filter { $0.ruleID == id }.sorted { ($0.line, $0.column) < ($1.line, $1.column) }.map(\.message)
    }

    @Test("has enough examples and complete metadata", arguments: ruleIDs)
    func metadata(id: String) {
        let description = Self.rule(id).description
        #expect(description.triggering.count >= 3, "\(id): needs at least 3 triggering examples")
        #expect(description.nonTriggering.count >= 3, "\(id): needs at least 3 non-triggering examples")
        #expect(!description.rationale.isEmpty)
        #expect(!description.sources.isEmpty)
        let files = [
            Guidance.expertSkill, Guidance.bestPractices, Guidance.playbook, Guidance.patterns,
            Guidance.projectPatterns,
        ]
        for source in description.sources {
            #expect(files.contains(source.file), "\(id): unknown guidance file \(source.file)")
            #expect(!source.section.isEmpty)
        }
        if description.fixability == .no {
            #expect(description.corrections.isEmpty, "\(id): a rule without fixes has corrections")
        } else {
            #expect(!description.corrections.isEmpty, "\(id): a fixable rule needs correction examples")
        }
        #expect(id.allSatisfy { $0.isLowercase || $0 == "-" }, "\(id): ids are lowercase words joined by -")
        for example in description.triggering {
            #expect(
                example.code.contains(ExampleMarkers.marker), "\(id): triggering example without ↓:\n\(example.code)",
                sourceLocation: example.location.sourceLocation)
            let markers = ExampleMarkers.strip(example.code).positions.count
            #expect(
                example.messages.count <= 1 || example.messages.count == markers,
                "\(id): \(example.messages.count) messages for \(markers) markers; give one message, or one per ↓",
                sourceLocation: example.location.sourceLocation)
        }
        for example in description.nonTriggering {
            #expect(
                example.messages.isEmpty, "\(id): a non-triggering example states a message",
                sourceLocation: example.location.sourceLocation)
        }
    }

    @Test("examples and corrections know where they are written", arguments: ruleIDs)
    func locations(id: String) throws {
        let description = Self.rule(id).description
        let places =
            (description.triggering + description.nonTriggering).map { ("RuleExample(", $0.location) }
            + description.corrections.map { ("RuleCorrection(", $0.location) }
        for (initialiser, place) in places {
            #expect(place.fileID.hasPrefix("SwiftUIChecker/"), "\(id): example located in \(place.fileID)")
            let source = try String(contentsOfFile: place.filePath, encoding: .utf8)
            let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(
                lines.indices.contains(place.line - 1) && lines[place.line - 1].contains(initialiser),
                "\(id): \(place.filePath):\(place.line) is not where the example starts",
                sourceLocation: place.sourceLocation)
        }
    }

    @Test("triggering examples fire exactly at ↓", arguments: ruleIDs)
    func triggering(id: String) {
        let rule = Self.rule(id)
        for example in rule.description.triggering {
            let (code, expected) = ExampleMarkers.strip(example.code)
            let found = Self.findings(code, rule: rule, knobs: example.knobs)
            #expect(
                !found.contains { $0.ruleID == Checker.parseErrorID }, "\(id): example does not parse:\n\(code)",
                sourceLocation: example.location.sourceLocation)
            #expect(
                Self.positions(found, of: id).sorted(by: Self.order) == expected.sorted(by: Self.order),
                "\(id): wrong findings for:\n\(code)\nfound: \(found.map { "\($0.line):\($0.column) \($0.message)" })",
                sourceLocation: example.location.sourceLocation)
            if !example.messages.isEmpty {
                let messages = Self.messages(found, of: id)
                let expectedMessages =
                    example.messages.count == 1
                    ? Array(repeating: example.messages[0], count: messages.count) : example.messages
                #expect(
                    messages == expectedMessages, "\(id): wrong messages for:\n\(code)",
                    sourceLocation: example.location.sourceLocation)
            }
        }
    }

    @Test("every triggering example states the messages of its findings", arguments: ruleIDs)
    func messagesStated(id: String) {
        let rule = Self.rule(id)
        for example in rule.description.triggering where example.messages.isEmpty {
            let found = Self.messages(
                Self.findings(ExampleMarkers.strip(example.code).code, rule: rule, knobs: example.knobs), of: id)
            let statement =
                Set(found).count == 1
                ? "message: \(Self.literal(found[0]))"
                : "messages: [\(found.map(Self.literal).joined(separator: ", "))]"
            Issue.record(
                Comment(
                    rawValue: """
                        \(id): this triggering example states no message; a finding's wording is part of \
                        the rule, so state it: \(statement)
                        """), sourceLocation: example.location.sourceLocation)
        }
    }

    /// `text` as a Swift string literal, to paste into an example.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    @Test("non-triggering examples stay silent", arguments: ruleIDs)
    func nonTriggering(id: String) {
        let rule = Self.rule(id)
        for example in rule.description.nonTriggering {
            let found = Self.findings(example.code, rule: rule, knobs: example.knobs)
            #expect(
                found.isEmpty,
                Comment(
                    rawValue: "\(id): unexpected findings for:\n\(example.code)\nfound: "
                        + "\(found.map { "\($0.line):\($0.column) \($0.ruleID) \($0.message)" })"),
                sourceLocation: example.location.sourceLocation)
        }
    }

    @Test("triggering examples do not fire inside comments or string literals", arguments: ruleIDs)
    func wrapped(id: String) {
        Self.expectSurvival(of: [.wrappingInComment, .wrappingInString], rule: Self.rule(id))
    }

    @Test("columns stay right after multi-byte text", arguments: ruleIDs)
    func multiByte(id: String) {
        Self.expectSurvival(of: [.prefixingMultiByteText], rule: Self.rule(id))
    }

    @Test("disable comments silence the rule", arguments: ruleIDs)
    func suppressed(id: String) {
        Self.expectSurvival(of: [.disablingTheRule, .disablingNextLines, .disablingAnotherRule], rule: Self.rule(id))
    }

    @Test("an example skips only the variants it does not survive", arguments: ruleIDs)
    func skipsAreNeeded(id: String) {
        let rule = Self.rule(id)
        for example in rule.description.triggering {
            for variant in RuleExample.Variant.allCases where example.skipping.contains(variant) {
                #expect(
                    Self.problem(with: variant, of: example, rule: rule) != nil,
                    "\(id): the example skips \(variant) but passes it; remove the skip",
                    sourceLocation: example.location.sourceLocation)
            }
        }
    }

    /// Re-runs every triggering example of `rule` in each of `variants` it does not skip.
    static func expectSurvival(of variants: [RuleExample.Variant], rule: any Rule.Type) {
        for example in rule.description.triggering {
            for variant in variants where !example.skipping.contains(variant) {
                if let problem = problem(with: variant, of: example, rule: rule) {
                    Issue.record(Comment(rawValue: problem), sourceLocation: example.location.sourceLocation)
                }
            }
        }
    }

    /// Checks `example` re-run in `variant`: nil when the rule behaves as the variant demands,
    /// otherwise what went wrong.
    static func problem(with variant: RuleExample.Variant, of example: RuleExample, rule: any Rule.Type) -> String? {
        let id = rule.description.id
        let (code, markers) = ExampleMarkers.strip(example.code)
        func silent(_ text: String, else problem: String) -> String? {
            let found = findings(text, rule: rule, knobs: example.knobs)
            return found.isEmpty
                ? nil : "\(id): \(problem)\nfound: \(found.map { "\($0.line):\($0.column) \($0.message)" })"
        }
        switch variant {
        case .wrappingInComment:
            let commented = code.split(separator: "\n", omittingEmptySubsequences: false).map { "// " + $0 }.joined(
                separator: "\n")
            let block =
                "/*\n" + code.replacingOccurrences(of: "*/", with: "* /").replacingOccurrences(of: "/*", with: "/ *")
                + "\n*/"
            return silent(commented, else: "fired inside a comment")
                ?? silent(block, else: "fired inside a block comment")
        case .wrappingInString:
            let string = "let text = #\"\"\"\n" + code + "\n\"\"\"#\n"
            return silent(string, else: "fired inside a string literal")
        case .prefixingMultiByteText:
            let shifted = "// Ünïcödé 日本語 🎉👩‍👩‍👧\n/* ✓ é 🎈 */ " + example.code
            let (code, expected) = ExampleMarkers.strip(shifted)
            let found = findings(code, rule: rule, knobs: example.knobs)
            return positions(found, of: id).sorted(by: order) == expected.sorted(by: order)
                ? nil
                : "\(id): wrong positions after multi-byte prefix:\n\(code)\nfound: "
                    + "\(found.map { "\($0.line):\($0.column)" })"
        case .disablingTheRule:
            return silent("// swiftui-tutor:disable \(id)\n" + code, else: "not silenced by disable")
                ?? silent("/* swiftui-tutor:disable all */\n" + code, else: "not silenced by disable all")
        case .disablingNextLines:
            let markedLines = Set(markers.map(\.line))
            var lines: [String] = []
            for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                if markedLines.contains(index + 1) { lines.append("// swiftui-tutor:disable-next-line \(id)") }
                lines.append(String(line))
            }
            let perLine = lines.joined(separator: "\n")
            return silent(perLine, else: "not silenced by disable-next-line:\n\(perLine)")
        case .disablingAnotherRule:
            let otherID = ruleIDs.first { $0 != id } ?? "all-other"
            let other = "// swiftui-tutor:disable \(otherID)\n" + code
            return findings(other, rule: rule, knobs: example.knobs).contains { $0.ruleID == id }
                ? nil
                : "\(id): silenced by another rule's disable"
        }
    }

    @Test("corrections produce the expected text and are idempotent", arguments: ruleIDs)
    func corrections(id: String) {
        let rule = Self.rule(id)
        for correction in rule.description.corrections {
            let place = correction.location.sourceLocation
            let (before, expected) = ExampleMarkers.strip(correction.before)
            var configuration = Configuration()
            configuration.knobs = correction.knobs
            let checker = Checker(configuration: configuration, rules: [rule])
            let found = checker.check(source: before)
            #expect(
                Self.positions(found, of: id).sorted(by: Self.order) == expected.sorted(by: Self.order),
                "\(id): correction input findings differ from ↓ markers:\n\(before)", sourceLocation: place)
            if !correction.automatic {
                #expect(
                    checker.fix(source: before).text == before, "\(id): an offered fix was applied automatically",
                    sourceLocation: place)
            }
            let once = checker.fix(source: before, includingSuggestions: !correction.automatic)
            #expect(
                once.text == correction.after, "\(id): fix produced:\n\(once.text)\nexpected:\n\(correction.after)",
                sourceLocation: place)
            #expect(!once.fixed.isEmpty || before == correction.after, sourceLocation: place)
            let twice = checker.fix(source: once.text, includingSuggestions: !correction.automatic)
            #expect(twice.text == once.text, "\(id): applying fixes twice differs from once", sourceLocation: place)
            #expect(twice.fixed.isEmpty, sourceLocation: place)
        }
    }

    static func order(_ a: ExampleMarkers.Position, _ b: ExampleMarkers.Position) -> Bool {
        (a.line, a.column) < (b.line, b.column)
    }
}

extension ExampleLocation {
    /// Where Swift Testing reports an issue found with the example: at the example itself.
    var sourceLocation: SourceLocation {
        SourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
    }
}
