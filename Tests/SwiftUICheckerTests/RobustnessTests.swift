import Foundation
import Testing

@testable import SwiftUIChecker

@Suite("Robustness")
struct RobustnessTests {
    let checker = Checker()

    @Test func emptyAndCommentOnlyFiles() {
        #expect(checker.check(source: "").isEmpty)
        #expect(checker.check(source: "// just a note\n/* block\n comment */\n/// doc\n").isEmpty)
        #expect(checker.check(source: "\n\n\n").isEmpty)
    }

    @Test(arguments: [
        "struct {", "func f( {", "let x = ", "}}}}", "@State", "#Preview {", "Text(\"a\").foregroundColor(",
        "\"unterminated", "/* never closed", "if #available(iOS 18, *) {", "class A: { @Published var }",
    ])
    func syntaxErrorsGiveOneNote(source: String) {
        let findings = checker.check(source: source)
        #expect(findings.filter { $0.ruleID == Checker.parseErrorID }.count == 1)
        #expect(checker.fix(source: source).text == source)
    }

    @Test func fiveThousandLineFile() {
        var lines: [String] = ["import SwiftUI", "struct Big: View {", "    var body: some View {", "        VStack {"]
        for index in 0..<5_000 { lines.append("            Text(\"row \(index)\").foregroundColor(.red)") }
        lines += ["        }", "    }", "}"]
        let source = lines.joined(separator: "\n")
        let findings = checker.check(source: source)
        #expect(findings.count { $0.ruleID == "foreground-color" } == 5_000)
        #expect(findings.last?.line == 5_004)
        let fixed = checker.fix(source: source)
        #expect(!fixed.text.contains("foregroundColor"))
    }

    static func nestedStacks(_ depth: Int) -> String {
        var source = "let v = "
        for _ in 0..<depth { source += "VStack {\n" }
        source += "Text(\"deep\").foregroundColor(.red)\n"
        for _ in 0..<depth { source += "}\n" }
        return source
    }

    @Test func twoHundredNestedStacksThroughCheckRun() throws {
        let scratch = try Scratch()
        defer { scratch.remove() }
        try scratch.write("Deep.swift", Self.nestedStacks(200))
        let report = try CheckRun(paths: [scratch.root]).run()
        let findings = report.files.first?.findings ?? []
        #expect(findings.map(\.ruleID) == ["foreground-color"])
        #expect(findings.first?.line == 201)
    }

    @Test func nestingBeyondTheLimitIsASyntaxNoteNotACrash() {
        let findings = Checker(maximumNestingLevel: 30).check(source: Self.nestedStacks(200))
        #expect(findings.filter { $0.ruleID == Checker.parseErrorID }.count == 1)
    }

    @Test func crlfKeepsColumnsAndLineEndings() {
        let source = "let a = 1\r\nlet t = Text(\"é\").foregroundColor(.red)\r\n"
        let findings = checker.check(source: source)
        let finding = findings.first { $0.ruleID == "foreground-color" }
        #expect(finding?.line == 2)
        #expect(finding?.column == 20)
        let fixed = checker.fix(source: source).text
        #expect(fixed == "let a = 1\r\nlet t = Text(\"é\").foregroundStyle(.red)\r\n")
    }

    @Test func byteOrderMarkIsStrippedAndRestored() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("let t = Text(\"a\").foregroundColor(.red)\n".utf8)
        let decoded = DecodedSource(bytes: bytes)
        #expect(decoded.hadByteOrderMark)
        #expect(decoded.problem == nil)
        let finding = checker.check(source: decoded.text).first
        #expect(finding?.column == 19)
        let fixed = decoded.encode(checker.fix(source: decoded.text).text)
        #expect(Array(fixed.prefix(3)) == [0xEF, 0xBB, 0xBF])
        #expect(String(decoding: fixed.dropFirst(3), as: UTF8.self) == "let t = Text(\"a\").foregroundStyle(.red)\n")
    }

    @Test func invalidUTF8AndBinary() {
        let invalid = DecodedSource(bytes: Array("let s = \"".utf8) + [0xFF, 0xC3] + Array("\"\n".utf8))
        #expect(invalid.problem == .invalidUTF8)
        #expect(invalid.text.contains("\u{FFFD}"))
        _ = checker.check(source: invalid.text)
        let binary = DecodedSource(bytes: [0x7F, 0x45, 0x4C, 0x46, 0x00, 0x01])
        #expect(binary.problem == .binary)
    }

    /// Property-based fuzzing: random bytes and random mutations of every rule example must
    /// never crash, and fixing must stay idempotent and never produce a file that does not parse.
    @Test func generatedInputs() {
        var generator = SeededGenerator(seed: 0x5EED)
        let seeds = RuleRegistry.all.flatMap { rule in
            (rule.description.triggering + rule.description.nonTriggering).map { ExampleMarkers.strip($0.code).code }
        }
        let alphabet = Array("{}()[]<>.,:;\"'`\\/*#@$&!?=+-_ \n\t\ré日🎉VStackTextforegroundColor@State")
        for round in 0..<400 {
            var text: [Character]
            if round % 4 == 0 {
                text = (0..<Int.random(in: 0...200, using: &generator)).map { _ in
                    alphabet.randomElement(using: &generator)!
                }
            } else {
                text = Array(seeds.randomElement(using: &generator)!)
                for _ in 0..<Int.random(in: 1...6, using: &generator) where !text.isEmpty {
                    let index = Int.random(in: 0..<text.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: text.remove(at: index)
                    case 1: text.insert(alphabet.randomElement(using: &generator)!, at: index)
                    default: text.swapAt(index, Int.random(in: 0..<text.count, using: &generator))
                    }
                }
            }
            let source = String(text)
            let findings = checker.check(source: source)
            for finding in findings {
                #expect(finding.line >= 1 && finding.column >= 1)
                #expect(finding.offset >= 0 && finding.offset <= source.utf8.count)
            }
            let once = checker.fix(source: source)
            let twice = checker.fix(source: once.text)
            #expect(twice.text == once.text, "fix not idempotent for:\n\(source)")
            if once.text != source {
                #expect(!findings.contains { $0.ruleID == Checker.parseErrorID })
            }
        }
    }
}

/// A small deterministic random generator (SplitMix64) so fuzz runs repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
