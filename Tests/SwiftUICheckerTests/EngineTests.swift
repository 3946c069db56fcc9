import Testing
import Wording

@testable import SwiftUIChecker

@Suite("Suppression comments")
struct SuppressionTests {
    let checker = Checker(rules: [ForegroundColorRule.self, FontWeightBoldRule.self])

    func ids(_ source: String) -> [String] {
        checker.check(source: source).map { "\($0.line):\($0.ruleID)" }
    }

    @Test func disableNextLineSilencesOnlyTheNextLine() {
        let source = """
            // swiftui-tutor:disable-next-line foreground-color
            let a = Text("a").foregroundColor(.red)
            let b = Text("b").foregroundColor(.red)
            """
        #expect(ids(source) == ["3:foreground-color"])
    }

    @Test func disableLineSilencesTrailingComment() {
        let source = """
            let a = Text("a").foregroundColor(.red) // swiftui-tutor:disable-line foreground-color
            let b = Text("b").fontWeight(.bold) // swiftui-tutor:disable-line foreground-color
            """
        #expect(ids(source) == ["2:font-weight-bold"])
    }

    @Test func regionsOpenAndClosePerRule() {
        let source = """
            // swiftui-tutor:disable foreground-color, font-weight-bold
            let a = Text("a").foregroundColor(.red).fontWeight(.bold)
            // swiftui-tutor:enable foreground-color
            let b = Text("b").foregroundColor(.red).fontWeight(.bold)
            """
        #expect(ids(source) == ["4:foreground-color"])
    }

    @Test func allAndEnableAll() {
        let source = """
            /* swiftui-tutor:disable all */
            let a = Text("a").foregroundColor(.red)
            // swiftui-tutor:enable all
            let b = Text("b").fontWeight(.bold)
            """
        #expect(ids(source) == ["4:font-weight-bold"])
    }

    @Test func unclosedRegionRunsToEndOfFile() {
        let source = """
            let a = Text("a").foregroundColor(.red)
            // swiftui-tutor:disable foreground-color
            let b = Text("b").foregroundColor(.red)
            let c = Text("c").foregroundColor(.red)
            """
        #expect(ids(source) == ["1:foreground-color"])
    }

    @Test func directivesInStringsDoNothingAndMalformedOnesAreNoted() {
        let source = """
            let s = "// swiftui-tutor:disable all"
            // swiftui-tutor:silence foreground-color
            let a = Text("a").foregroundColor(.red)
            // swiftui-tutor:disable-next-line foregroud-color
            let b = Text("b").foregroundColor(.red)
            """
        #expect(
            ids(source) == [
                "2:suppression-comment", "3:foreground-color", "4:suppression-comment", "5:foreground-color",
            ])
        let notes = checker.check(source: source).filter { $0.ruleID == Checker.suppressionID }
        #expect(notes.last?.message.contains("did you mean foreground-color?") == true)
        #expect(notes.allSatisfy { $0.severity == .note })
    }

    @Test func parseErrorNoteCannotBeSuppressed() {
        let findings = checker.check(source: "// swiftui-tutor:disable all\nlet x = (")
        #expect(findings.map(\.ruleID) == [Checker.parseErrorID])
    }
}

@Suite("Configuration")
struct ConfigurationTests {
    func parse(_ yaml: String) throws(ConfigurationError) -> Configuration {
        try Configuration.parse(yaml: yaml, path: "/proj/.swiftui-tutor.yml", knownRuleIDs: RuleRegistry.ids)
    }

    @Test func readsEverySetting() throws {
        let configuration = try parse(
            """
            rules:
              foreground-color: off
              any-view: warning
              corner-radius: info
              tab-item: on
            excluded: [Generated/, "*.pb.swift"]
            deploymentTarget:
              iOS: 18.2
            swiftToolchain: "6.2"
            defaultActorIsolation: MainActor
            spacingMode: strict
            maxBodyLines: 30
            maxFunctionLines: 50
            maxFileLines: 400
            privateWrappers: [State, StateObject, Environment]
            searchIdentifierPattern: "(?i)find"
            """)
        #expect(!configuration.isEnabled("foreground-color"))
        #expect(configuration.isEnabled("tab-item"))
        #expect(configuration.severity(for: "any-view", raised: .note) == .warning)
        #expect(configuration.severity(for: "corner-radius", raised: .warning) == .note)
        #expect(configuration.knobs.deploymentTargetIOS == Version(18, 2))
        #expect(configuration.knobs.swiftToolchain == Version(6, 2))
        #expect(configuration.knobs.defaultActorIsolation == .mainActor)
        #expect(configuration.knobs.spacingMode == .strict)
        #expect(configuration.knobs.maxBodyLines == 30)
        #expect(configuration.knobs.maxFunctionLines == 50)
        #expect(configuration.knobs.maxFileLines == 400)
        #expect(configuration.knobs.privateWrappers == ["State", "StateObject", "Environment"])
        #expect(configuration.knobs.searchIdentifierPattern == "(?i)find")
        #expect(configuration.excludes(filePath: "/proj/Generated/Model.swift"))
        #expect(configuration.excludes(filePath: "/proj/Sources/api.pb.swift"))
        #expect(!configuration.excludes(filePath: "/proj/Sources/View.swift"))
    }

    @Test func defaultsMatchTheCatalog() {
        let knobs = Knobs()
        #expect(knobs.deploymentTargetIOS == Version(17))
        #expect(knobs.swiftToolchain == Version(6, 0))
        #expect(knobs.defaultActorIsolation == .nonisolated)
        #expect(knobs.spacingMode == .scale)
        #expect([knobs.maxBodyLines, knobs.maxFunctionLines, knobs.maxFileLines] == [20, 40, 300])
        #expect(knobs.privateWrappers == ["State", "StateObject"])
        #expect(knobs.searchIdentifierPattern == "(?i)search|query|filter")
    }

    @Test func emptyFileGivesDefaults() throws {
        let configuration = try parse("")
        #expect(configuration.rules.isEmpty)
        #expect(configuration.knobs == Knobs())
    }

    @Test func unknownRuleNamesLineAndSuggests() {
        do {
            _ = try parse("rules:\n  foregound-color: off\n")
            Issue.record("expected an error")
        } catch {
            #expect(error.line == 2)
            #expect(error.problem.contains("foreground-color"))
            #expect(error.description.hasPrefix("/proj/.swiftui-tutor.yml:2:"))
        }
    }

    @Test func unknownKeyAndBadValues() {
        let cases: [(String, Int, String)] = [
            ("maxBodyLine: 3\n", 1, "maxBodyLines"),
            ("spacingMode: loose\n", 1, "off, scale or strict"),
            ("\nmaxFileLines: -4\n", 2, "positive"),
            ("deploymentTarget:\n  iOS: seventeen\n", 2, "version"),
            ("rules:\n  any-view: loud\n", 2, "off, on, error"),
            ("rules: [a]\n", 1, "must map"),
            ("- just a list\n", 1, "mapping"),
            ("rules:\n  any-view: [\n", 3, "YAML"),
        ]
        for (yaml, line, text) in cases {
            do {
                _ = try parse(yaml)
                Issue.record("expected an error for \(yaml)")
            } catch {
                #expect(error.line == line, "\(yaml): \(error)")
                #expect(error.problem.contains(text), "\(yaml): \(error)")
            }
        }
    }

    @Test func overridesApplyToFindings() {
        var configuration = Configuration()
        configuration.rules["foreground-color"] = .severity(.error)
        configuration.rules["font-weight-bold"] = .off
        let findings = Checker(configuration: configuration).check(
            source: #"let t = Text("a").foregroundColor(.red).fontWeight(.bold)"#)
        #expect(findings.map(\.ruleID) == ["foreground-color"])
        #expect(findings.first?.severity == .error)
    }
}

@Suite("Path patterns")
struct PathPatternTests {
    @Test(arguments: [
        ("Generated/", "Generated/A.swift", true),
        ("Generated/", "Sources/Generated/A.swift", true),
        ("/Generated", "Sources/Generated/A.swift", false),
        ("*.pb.swift", "deep/in/x.pb.swift", true),
        ("*.pb.swift", "x.swift", false),
        ("Sources/**/Mocks", "Sources/App/Feature/Mocks/M.swift", true),
        ("Sources/*/Mocks", "Sources/App/Feature/Mocks/M.swift", false),
        ("Tests/**", "Tests/A/B.swift", true),
        ("Fixture?.swift", "Fixture1.swift", true),
        ("Fixture?.swift", "Fixture12.swift", false),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(PathPattern(pattern).matches(path) == expected)
    }
}

@Suite("Fix application")
struct FixApplicationTests {
    @Test func appliesBackToFrontAndSkipsOverlaps() {
        let source = "abcdef"
        let (text, applied) = FixApplication.apply(
            [
                [TextEdit(start: 0, end: 1, replacement: "A")],
                [TextEdit(start: 4, end: 6, replacement: "EF!")],
                [TextEdit(start: 5, end: 6, replacement: "x")],
                [TextEdit(start: 2, end: 2, replacement: "+")],
            ], to: source)
        #expect(text == "Ab+cdEF!")
        #expect(applied == [0, 1, 3])
    }

    @Test func aFixIsAllOrNothing() {
        let (text, applied) = FixApplication.apply(
            [
                [TextEdit(start: 0, end: 2, replacement: "XY")],
                [TextEdit(start: 3, end: 4, replacement: "d"), TextEdit(start: 1, end: 2, replacement: "b")],
            ], to: "abcd")
        #expect(text == "XYcd")
        #expect(applied == [0])
    }

    @Test func neverTouchesAFileThatDoesNotParse() {
        let broken = "let t = Text(\"a\").foregroundColor(.red)\nfunc f( {"
        let outcome = Checker().fix(source: broken)
        #expect(outcome.text == broken)
        #expect(outcome.fixed.isEmpty)
        #expect(outcome.remaining.contains { $0.ruleID == "foreground-color" })
    }

    @Test func multiByteOffsetsAreBytes() {
        let source = "let t = Text(\"日本\").foregroundColor(.red)"
        let outcome = Checker().fix(source: source)
        #expect(outcome.text == "let t = Text(\"日本\").foregroundStyle(.red)")
    }
}

@Suite("Parse errors")
struct ParseErrorTests {
    @Test func oneNoteWithTheParsersMessageAndPlace() {
        let findings = Checker().check(
            source: "struct A {\n    func f( {\n}\nlet b = Text(\"x\").foregroundColor(.red)\n")
        let notes = findings.filter { $0.ruleID == Checker.parseErrorID }
        #expect(notes.count == 1)
        #expect(notes.first?.line == 2)
        #expect(notes.first?.severity == .note)
        #expect(notes.first?.message.contains("expected") == true)
        #expect(findings.contains { $0.ruleID == "foreground-color" && $0.line == 4 })
    }
}

@Suite("Small pieces")
struct SmallPieceTests {
    @Test func versions() {
        #expect(Version(parsing: "17.4") == Version(17, 4))
        #expect(Version(parsing: "17") == Version(17, 0))
        #expect(Version(parsing: "17.x") == nil)
        #expect(Version(parsing: "") == nil)
        #expect(Version(16, 4) < Version(17))
        #expect(Version(26) > Version(18, 6))
    }

    @Test func closeNames() {
        #expect(ClosestNames.matches(for: "foreground-colour", in: RuleRegistry.ids).first == "foreground-color")
        #expect(ClosestNames.matches(for: "tabitem", in: RuleRegistry.ids).contains("tab-item"))
        #expect(ClosestNames.matches(for: "zzzzzzzzzzzzzzzzzzzz", in: RuleRegistry.ids).isEmpty)
    }

    /// The 70 rule ids, spelled exactly. Ids are public — configuration files, disable comments
    /// and reports name them — so a rule is never renamed by accident.
    static let catalogIDs: Set<String> = [
        "state-not-private", "state-passed-value", "observed-object-inline-init",
        "state-object-init-local", "observable-object", "state-object", "observed-object",
        "environment-object", "published-in-observable", "binding-never-written",
        "observable-missing-mainactor", "task-in-onappear", "task-id-over-onchange", "foreground-color",
        "corner-radius", "font-weight-bold", "tab-item", "tab-role-mixed-tabitem", "on-tap-gesture",
        "on-change-single-param", "any-view", "legacy-alert", "previewable-state",
        "static-member-lookup", "uikit-color", "navigation-view", "sheet-is-presented-optional",
        "tabview-inside-navigationstack", "closure-content-property", "body-side-effects",
        "missing-viewbuilder", "same-view-in-branches", "view-length", "object-creation-in-body",
        "heavy-computation-in-body", "ungated-hot-path-update", "eager-stack-in-scrollview",
        "foreach-indices", "foreach-id-self", "id-uuid", "foreach-variable-view-count",
        "foreach-inline-filter", "anyview-in-list-row", "foreach-enumerated-not-array",
        "animation-without-value", "animation-placement", "animation-inside-transition-conditional",
        "transition-without-animation", "conditional-inline-transition",
        "animatable-missing-animatabledata", "dispatch-animation-sequencing", "scroll-shows-indicators",
        "string-format", "localized-contains", "uiscreen-main-bounds", "geometry-reader",
        "nested-geometry-reader", "blur-after-clip", "image-only-button", "hardcoded-font-size",
        "reduce-motion-fallback", "glass-availability", "glass-effect-order", "glass-interactive-static",
        "glass-container-missing", "uiimage-data-downsampling", "uiimage-force-unwrap",
        "asyncimage-phases", "hardcoded-spacing", "hardcoded-color",
    ]

    @Test func registryIDsAreUniqueAndFromTheCatalog() {
        let ids = RuleRegistry.all.map { $0.description.id }
        #expect(Set(ids).count == ids.count)
        #expect(Self.catalogIDs.count == 70)
        #expect(
            Set(ids).isSubset(of: Self.catalogIDs), "not catalog ids: \(Set(ids).subtracting(Self.catalogIDs).sorted())"
        )
    }
}

@Suite("Severity decided by context")
struct ContextualSeverityTests {
    @Test func stateObjectOnAnObservableClassIsAnError() {
        let source = """
            @Observable final class Timer { var seconds = 0 }
            final class Legacy: ObservableObject {}
            struct Clock: View {
                @StateObject private var timer = Timer()
                @StateObject private var legacy = Legacy()
                var body: some View { EmptyView() }
            }
            """
        let findings = Checker(rules: [StateObjectRule.self]).check(source: source)
        #expect(findings.map(\.severity) == [.error, .warning])
        #expect(findings.first?.fix != nil)
        #expect(findings.last?.fix == nil)
    }

    @Test func extraPrivateWrappersAreNotes() {
        var configuration = Configuration()
        configuration.knobs.privateWrappers = ["State", "StateObject", "AppStorage"]
        let source = """
            struct Settings: View {
                @AppStorage("theme") var theme = "light"
                @State var isOn = false
                var body: some View { EmptyView() }
            }
            """
        let findings = Checker(configuration: configuration, rules: [StateNotPrivateRule.self]).check(source: source)
        #expect(findings.map(\.severity) == [.note, .warning])
    }
}
