import SwiftSyntax

/// `observable-missing-mainactor`: `@Observable` classes that drive UI should be isolated to
/// the main actor.
///
/// Lint: a class with `@Observable` and without `@MainActor`. Off when the
/// `defaultActorIsolation` knob is `MainActor` (the module already isolates everything). Not
/// reported for a class that declares `Sendable` (also `@unchecked Sendable`): its author made it
/// safe to use from any thread — a client or store guarding its state with a lock — and main-actor
/// isolation would take that away.
/// Fix (offered, not applied by `--fix`): insert `@MainActor` before `@Observable`.
public struct ObservableMissingMainActorRule: Rule {
    public static let description = RuleDescription(
        id: "observable-missing-mainactor",
        title: "Mark @Observable classes @MainActor",
        category: .concurrency,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            Views read an observable model on the main actor. Without `@MainActor` on the \
            class, Swift 6's strict concurrency checking cannot prove that the model's \
            mutable state is only touched there, and mutations from background tasks become \
            data races. Annotating the class states the rule once; it is redundant only when \
            the module's default actor isolation is already `MainActor`. The fix is offered \
            rather than applied, because it can surface new diagnostics at call sites.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "State Management"),
            GuidanceSource(file: Guidance.bestPractices, section: "MainActor Usage"),
            GuidanceSource(file: Guidance.patterns, section: "`@Observable` Ownership Rules"),
        ],
        triggering: [
            RuleExample(
                "@Observable final class ↓Cart { var lines: [Line] = [] }",
                message:
                    "@Observable class 'Cart' is not @MainActor; annotate it so its state is only mutated on the "
                    + "main actor"
            ),
            RuleExample(
                """
                @Observable
                class ↓ProfileModel {
                    var name = ""
                    func load() async {}
                }
                """,
                message:
                    "@Observable class 'ProfileModel' is not @MainActor; annotate it so its state is only mutated on "
                    + "the main actor"
            ),
            RuleExample(
                """
                enum Feature {
                    @Observation.Observable @available(iOS 17, *) final class ↓Store {
                        var items: [String] = []
                    }
                }
                """,
                message:
                    "@Observable class 'Store' is not @MainActor; annotate it so its state is only mutated on the "
                    + "main actor"
            ),
        ],
        nonTriggering: [
            RuleExample("@MainActor @Observable final class Cart { var lines: [Line] = [] }"),
            RuleExample(
                "@Observable final class Cart { var lines: [Line] = [] }",
                knobs: {
                    var knobs = Knobs()
                    knobs.defaultActorIsolation = .mainActor
                    return knobs
                }()),
            RuleExample(
                """
                final class Cache { var entries: [String: Data] = [:] }
                @Observable @MainActor
                final class Router { var path: [Int] = [] }
                """),
            RuleExample(
                """
                @Observable
                final class FeedClient: Sendable {
                    private let state = Mutex<[Post]>([])
                }
                @Observable
                final class SessionVault: @unchecked Sendable {
                    private let lock = NSLock()
                    private(set) var token: String?
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                """
                @Observable final class ↓Cart { var lines: [Line] = [] }
                """,
                """
                @MainActor @Observable final class Cart { var lines: [Line] = [] }
                """, automatic: false)
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.classDecl]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard context.knobs.defaultActorIsolation == .nonisolated,
            let decl = node.as(ClassDeclSyntax.self),
            let observable = decl.attributes.attribute(named: "Observable"),
            !decl.attributes.contains(named: "MainActor"),
            decl.inheritanceClause?.inheritedTypes.contains(where: { $0.type.simpleName == "Sendable" }) != true
        else { return }
        report(
            "@Observable class '\(decl.name.text)' is not @MainActor; annotate it so its state is only mutated on "
                + "the main actor",
            on: decl.name, in: context,
            fix: Fix("add @MainActor", edits: [Edits.insert("@MainActor ", before: observable)], isAutomatic: false))
    }
}
