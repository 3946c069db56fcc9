import SwiftParser
import SwiftSyntax
import Testing

@testable import SwiftUIChecker

/// A rule that asks for a kind `SharedWalk` does not offer (`guard` statements), so the checker
/// must fall back to `AnyKindWalk` for any rule set that includes it.
private struct GuardCountingRule: Rule {
    static let description = RuleDescription(
        id: "test-guard-statement", title: "Every guard statement", category: .state,
        defaultSeverity: .note, fixability: .no, rationale: "Test rule.",
        sources: [],
        triggering: [RuleExample("func f() { ↓guard true else { return } }")],
        nonTriggering: [RuleExample("func f() {}")], corrections: [])
    static let visitedKinds: Set<SyntaxKind> = [.guardStmt]

    func visit(_ node: Syntax, in context: RuleContext) {
        report("guard", on: node, in: context)
    }
}

@Suite("Shared walk")
struct SharedWalkTests {
    private let source = """
        import SwiftUI

        struct Profile: View {
            @State var name = "Zoë"
            var body: some View {
                NavigationView {
                    Text(name).foregroundColor(.red)
                }
            }
            func load() {
                guard !name.isEmpty else { return }
                print(name)
            }
        }
        """

    @Test func builtInRulesUseTheTypedWalk() {
        let asked = RuleRegistry.all.flatMap { ruleType in Array(ruleType.visitedKinds) }.filter { $0 != .token }
        let missing = asked.filter { !SharedWalk.kinds.contains($0) }
        #expect(missing.isEmpty, "add overrides to SharedWalk for \(missing)")
        #expect(!DispatchPlan(RuleRegistry.all).needsAnyKindWalk)
    }

    @Test func aKindWithoutAnOverrideFallsBackToTheGeneralWalk() {
        #expect(DispatchPlan([GuardCountingRule.self]).needsAnyKindWalk)
        let guards = Checker(rules: [GuardCountingRule.self]).check(source: source)
        #expect(guards.map(\.ruleID) == ["test-guard-statement"])
        #expect(guards.first?.line == 11)
    }

    @Test func bothWalksFindTheSameFindings() {
        let typed = Checker().check(source: source)
        let general = Checker(rules: RuleRegistry.all + [GuardCountingRule.self]).check(source: source)
            .filter { $0.ruleID != "test-guard-statement" }
        #expect(!typed.isEmpty)
        #expect(typed == general)
    }

    @Test func genericallySpelledCallsReachTheRulesThatNameThem() {
        func ruleIDs(_ forEach: String) -> [String] {
            Checker().check(
                source: """
                    struct Scores: View {
                        @State private var scores = [3, 5]
                        var body: some View {
                            List { \(forEach)(scores.indices, id: \\.self) { Text("\\(scores[$0])") } }
                        }
                    }
                    """
            ).map(\.ruleID)
        }
        let plain = ruleIDs("ForEach")
        #expect(plain.contains("foreach-indices"))
        #expect(ruleIDs("ForEach<Range<Int>, Int, Text>") == plain)
    }

    @Test func trimmedTextMatchesTrimmedDescriptionOnEveryNode() {
        let tree = Parser.parse(source: "/* lead */ let a = [1, 2] // trail\n  f(x: \"é\", y) /* mid */ + 3 \r\n")
        final class Every: SyntaxAnyVisitor {
            var nodes: [Syntax] = []
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                nodes.append(node)
                return .visitChildren
            }
        }
        let every = Every(viewMode: .sourceAccurate)
        every.walk(tree)
        #expect(every.nodes.count > 20)
        for node in every.nodes {
            #expect(node.trimmedText == node.trimmedDescription)
        }
    }

    @Test func hasTextComparesTheWholeTokenText() throws {
        let tree = Parser.parse(source: "NavigationViewer(); NavigationView(); é")
        let tokens = tree.tokens(viewMode: .sourceAccurate).filter { $0.tokenKind != .endOfFile }
        #expect(
            tokens.map { $0.hasText("NavigationView") } == [
                false, false, false, false, true, false, false, false, false,
            ])
        #expect(try #require(tokens.last).hasText("é"))
    }

    @Test func nodesYieldsTheCollectionsElementsInOrder() throws {
        let tree = Parser.parse(source: "f(a: 1, 2, c: { }, d: x)")
        let call = try #require(tree.statements.first?.item.as(FunctionCallExprSyntax.self))
        #expect(call.arguments.nodes.map(\.id) == call.arguments.map(\.id))
        #expect(call.arguments.nodes.map { $0.label?.text } == ["a", nil, "c", "d"])
        #expect(Array(LabeledExprListSyntax([]).nodes).isEmpty)
    }
}

@Suite("Mention scan")
struct MentionScanTests {
    @Test func findsEachStringWhereverItIs() {
        let scan = MentionScan(["Task", "TaskGroup", "print", "ask", "Zoë", "absent", "print", ""])
        #expect(scan.strings == ["Task", "TaskGroup", "print", "ask", "Zoë", "absent"])
        let found = scan.scan("let t = TaskGroup() // Zoë\nprin\nprint")
        #expect(
            Dictionary(uniqueKeysWithValues: zip(scan.strings, found))
                == ["Task": true, "TaskGroup": true, "print": true, "ask": true, "Zoë": true, "absent": false])
    }

    @Test func agreesWithASearchPerString() {
        let needles = ["NavigationView", "glass", "glassEffect", "remove", "removeAll", "main", "UIScreen", "é", "x"]
        let scan = MentionScan(needles)
        let texts = [
            "", "x", "glas", "glassEffec", "NavigationVie", "removeAl main", "UIScreen.main.bounds é",
            "struct A { var glass = 1 }", String(repeating: "remov", count: 50) + "e",
        ]
        for text in texts {
            #expect(scan.scan(text) == scan.strings.map { text.contains($0) }, "\(text)")
        }
    }
}
