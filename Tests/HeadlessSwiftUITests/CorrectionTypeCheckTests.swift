import Foundation
import SwiftUIChecker
import Testing

/// Fix safety: every automatic correction of every checker rule type-checks against the headless
/// SwiftUI module, before the fix (so the example itself is sound) and after it (so the fix keeps
/// the code compiling). A failure is reported at the correction.
@Suite("Checker corrections type-check")
struct CorrectionTypeCheckTests {
    /// Corrections whose code uses SwiftUI API the headless module does not declare, by
    /// `"<rule id> #<n>"` (the n-th correction of the rule, from 1), with the missing API. They are
    /// still checked: one that starts compiling fails the test until it is taken off this list.
    static let missingHeadlessAPI: [String: String] = [:]

    /// Corrections whose `before` does not compile in SwiftUI either: what the rule reports is the
    /// compile error, and the fix removes it. Their `before` must fail and their `after` compile.
    static let beforeIsACompileError: [String: String] = [
        "state-object #1": "@StateObject needs an ObservableObject; the class is @Observable",
        "observed-object #1": "@ObservedObject needs an ObservableObject; the class is @Observable",
        "published-in-observable #1": "@Observable turns stored properties into computed ones, which take no wrapper",
        "missing-viewbuilder #1": "if/else branches of different view types need a result builder",
        "missing-viewbuilder #2": "two views in a property without a result builder",
    ]

    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let correction: RuleCorrection
        var testDescription: String { name }
    }

    static let cases: [Case] = RuleRegistry.all.flatMap { rule in
        rule.description.corrections.enumerated().compactMap { index, correction in
            correction.automatic
                ? Case(name: "\(rule.description.id) #\(index + 1)", correction: correction) : nil
        }
    }

    @Test("before and after type-check", arguments: cases)
    func typeChecks(_ item: Case) throws {
        let compiler = try #require(CompilerHarness.locate(), "run through `swift test` so the module build is found")
        let correction = item.correction
        let place = SourceLocation(
            fileID: correction.location.fileID, filePath: correction.location.filePath,
            line: correction.location.line, column: correction.location.column)
        let before = ExampleMarkers.strip(correction.before).code
        let placement = Self.placement(of: correction, code: before)
        let beforeOutcome = try compiler.typecheck(Self.file(before, placement, correction.declaring), swiftVersion: 5)
        let afterOutcome = try compiler.typecheck(
            Self.file(correction.after, placement, correction.declaring), swiftVersion: 5)
        let compiles = beforeOutcome.status == 0 && afterOutcome.status == 0
        if let missing = Self.missingHeadlessAPI[item.name] {
            #expect(
                !compiles, "\(item.name) is listed as needing \(missing), but compiles now; take it off the list",
                sourceLocation: place)
            return
        }
        if let reason = Self.beforeIsACompileError[item.name] {
            #expect(
                beforeOutcome.status != 0,
                "\(item.name) is listed as not compiling before the fix (\(reason)), but compiles; take it off the list",
                sourceLocation: place)
        } else {
            #expect(
                beforeOutcome.status == 0,
                Comment(
                    rawValue: "\(item.name): the code before the fix does not type-check (\(placement.rawValue)):\n"
                        + Self.file(before, placement, correction.declaring) + "\n" + beforeOutcome.output),
                sourceLocation: place)
        }
        #expect(
            afterOutcome.status == 0,
            Comment(
                rawValue: "\(item.name): the fix breaks the build (\(placement.rawValue)):\n"
                    + Self.file(correction.after, placement, correction.declaring) + "\n" + afterOutcome.output),
            sourceLocation: place)
    }

    @Test("the exception lists name automatic corrections that exist")
    func exceptionsExist() {
        let names = Set(Self.cases.map(\.name))
        for name in Self.missingHeadlessAPI.keys.sorted() + Self.beforeIsACompileError.keys.sorted() {
            #expect(names.contains(name), "\(name) is not an automatic correction; update the list")
        }
    }

    /// `correction.placement`, with `.automatic` decided by the first word of `code`.
    static func placement(of correction: RuleCorrection, code: String) -> RuleCorrection.Placement {
        guard correction.placement == .automatic else { return correction.placement }
        let firstLine =
            code.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .first { !$0.isEmpty && !$0.hasPrefix("//") } ?? ""
        let word = String(firstLine.prefix { !$0.isWhitespace && $0 != "(" && $0 != "{" })
        let fileWords: Set<String> = [
            "import", "struct", "class", "final", "enum", "extension", "protocol", "actor", "typealias",
            "#Preview", "@main", "@Observable", "@MainActor",
        ]
        if fileWords.contains(word) { return .file }
        let memberWords: Set<String> = ["var", "let", "func", "init", "private", "fileprivate", "public", "static"]
        if memberWords.contains(word) || (word.hasPrefix("@") && word.dropFirst().first?.isUppercase == true) {
            return .viewMember
        }
        return .viewBody
    }

    /// The file the test type-checks: `code` placed as `placement` says, `declaring` beside it.
    static func file(_ code: String, _ placement: RuleCorrection.Placement, _ declaring: String) -> String {
        func indented(_ text: String) -> String {
            text.split(separator: "\n", omittingEmptySubsequences: false).map { "        " + $0 }.joined(
                separator: "\n")
        }
        switch placement {
        case .file, .automatic:
            return "import SwiftUI\n\n" + declaring + "\n\n" + code + "\n"
        case .viewMember:
            return """
                import SwiftUI

                \(declaring)

                struct CorrectionHost: View {
                \(code)
                    var body: some View { EmptyView() }
                }

                """
        case .viewBody:
            return """
                import SwiftUI

                \(declaring)

                struct CorrectionHost: View {
                    @ViewBuilder var body: some View {
                \(indented(code))
                    }
                }

                """
        }
    }
}
