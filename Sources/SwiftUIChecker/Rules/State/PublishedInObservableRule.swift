import SwiftSyntax

/// `published-in-observable`: `@Published` has no place in an `@Observable` class.
///
/// Lint: a property with `@Published` directly inside a class that carries `@Observable`.
/// Fix (safe): remove the attribute.
public struct PublishedInObservableRule: Rule {
    public static let description = RuleDescription(
        id: "published-in-observable",
        title: "Remove @Published from @Observable classes",
        category: .state,
        defaultSeverity: .warning,
        fixability: .safe,
        rationale: """
            The `@Observable` macro already tracks every stored property. `@Published` is the \
            `ObservableObject` mechanism; inside an `@Observable` class it adds nothing useful, \
            and the macro's rewriting of stored properties does not mix with property \
            wrappers, so compilers reject or mis-handle it. Plain `var` is all that is needed.
            """,
        sources: [GuidanceSource(file: Guidance.bestPractices, section: "Modern @Observable Pattern (iOS 17+)")],
        triggering: [
            RuleExample(
                "@Observable final class Scoreboard { ↓@Published var home = 0 }",
                message: "@Published is not needed in an @Observable class; the macro already tracks stored "
                    + "properties"),
            RuleExample(
                """
                @MainActor
                @Observable
                class Inbox {
                    ↓@Published var messages: [Message] = []
                    ↓@Combine.Published private(set) var unread = 0
                    var filter = ""
                }
                """,
                message: "@Published is not needed in an @Observable class; the macro already tracks stored "
                    + "properties"),
            RuleExample(
                """
                @Observation.Observable final class Player {
                    ↓@Published
                    var volume = 0.5
                }
                """,
                message: "@Published is not needed in an @Observable class; the macro already tracks stored "
                    + "properties"),
        ],
        nonTriggering: [
            RuleExample("@Observable final class Scoreboard { var home = 0 }"),
            RuleExample("final class Scoreboard: ObservableObject { @Published var home = 0 }"),
            RuleExample(
                """
                @Observable final class Outer {
                    var count = 0
                    final class Legacy: ObservableObject { @Published var value = 1 }
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                """
                @Observable final class Scoreboard {
                    ↓@Published var home = 0
                    ↓@Published private(set) var away = 0
                }
                """,
                """
                @Observable final class Scoreboard {
                    var home = 0
                    private(set) var away = 0
                }
                """)
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl]
    public static let attributeNames: Set<String> = ["Published"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let decl = node.as(VariableDeclSyntax.self),
            let attribute = decl.attributes.attribute(named: "Published"),
            let owner = decl.enclosingTypeDecl, owner.is(ClassDeclSyntax.self),
            owner.attributes.contains(named: "Observable"),
            decl.isMember
        else { return }
        report(
            "@Published is not needed in an @Observable class; the macro already tracks stored properties",
            on: attribute, in: context, fix: Fix("remove @Published", edits: [Edits.remove(attribute)]))
    }
}
