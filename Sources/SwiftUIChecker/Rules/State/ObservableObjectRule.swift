import SwiftSyntax

/// `observable-object`: new models should use the `@Observable` macro, not `ObservableObject`.
///
/// Lint: a class whose inheritance clause names `ObservableObject` (or
/// `Combine.ObservableObject`). Off when `deploymentTarget.iOS` is below 17.
/// A class already marked `@Observable` is not a migration target: it is told to drop the
/// leftover conformance instead.
/// Exception: an application or scene delegate
/// (`UIApplicationDelegate`, `NSApplicationDelegate`, `UIWindowSceneDelegate`…), which conforms
/// so that its adaptor puts it in the environment as an `EnvironmentObject`.
public struct ObservableObjectRule: Rule {
    public static let description = RuleDescription(
        id: "observable-object",
        title: "Prefer @Observable over ObservableObject",
        category: .state,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            With `ObservableObject`, every `@Published` change notifies every view that holds \
            the object, whether or not it reads that property. An `@Observable` class (iOS 17+) \
            tracks which properties each view's body actually reads and updates only those \
            views; it also needs no `@Published` and pairs with plain `@State`, `let` and \
            `@Environment(Type.self)`. Keep `ObservableObject` only for iOS 16 and earlier.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "iOS 17+ with @Observable (Preferred)"),
            GuidanceSource(file: Guidance.bestPractices, section: "Modern @Observable Pattern (iOS 17+)"),
            GuidanceSource(file: Guidance.patterns, section: "Legacy ObservableObject"),
        ],
        triggering: [
            RuleExample(
                "final class Playlist: ↓ObservableObject { @Published var tracks: [Track] = [] }",
                message:
                    "'Playlist' conforms to ObservableObject; on iOS 17+ use an @Observable class (with @MainActor) "
                    + "and drop @Published"
            ),
            RuleExample(
                """
                @MainActor
                class SessionStore: NSObject, ↓Combine.ObservableObject {
                    @Published var user: User?
                }
                """,
                message:
                    "'SessionStore' conforms to ObservableObject; on iOS 17+ use an @Observable class (with "
                    + "@MainActor) and drop @Published"
            ),
            RuleExample(
                """
                enum Settings {
                    final class Store: Identifiable, ↓ObservableObject {
                        let id = UUID()
                    }
                }
                """,
                message:
                    "'Store' conforms to ObservableObject; on iOS 17+ use an @Observable class (with @MainActor) and "
                    + "drop @Published"
            ),
            RuleExample(
                "final class Inspector: ↓ObservableObject { @Published var selection: Node? }", knobs: .macOS(14),
                message:
                    "'Inspector' conforms to ObservableObject; on macOS 14+ use an @Observable class (with @MainActor) "
                    + "and drop @Published"),
            RuleExample(
                "@MainActor @Observable final class Basket: ↓ObservableObject { var items: [Item] = [] }",
                message:
                    "'Basket' is already @Observable; remove the leftover ObservableObject conformance and any "
                    + "@Published"
            ),
        ],
        nonTriggering: [
            RuleExample("@MainActor @Observable final class Playlist { var tracks: [Track] = [] }"),
            RuleExample(
                "final class Playlist: ObservableObject { @Published var tracks: [Track] = [] }",
                knobs: .iOS(16)),
            RuleExample(
                """
                struct Token: Identifiable { let id: Int }
                protocol ObservableThing: AnyObject {}
                final class Probe: ObservableThing {}
                """),
            RuleExample(
                """
                // class Old: ObservableObject {}
                let name = "ObservableObject"
                """),
            RuleExample(
                """
                final class ShopDelegate: NSObject, UIApplicationDelegate, ObservableObject {
                    @Published var pushToken: Data?
                }
                final class MacDelegate: NSObject, NSApplicationDelegate, Combine.ObservableObject {}
                final class SceneHost: UIResponder, UIWindowSceneDelegate, ObservableObject {}
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.classDecl]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard context.knobs.allowsObservation,
            let decl = node.as(ClassDeclSyntax.self),
            let inheritedTypes = decl.inheritanceClause?.inheritedTypes,
            let inherited = inheritedTypes.first(where: { $0.type.simpleName == "ObservableObject" }),
            !inheritedTypes.contains(where: { Self.isAppOrSceneDelegate($0.type.simpleName) })
        else { return }
        if decl.attributes.contains(named: "Observable") {
            report(
                "'\(decl.name.text)' is already @Observable; remove the leftover ObservableObject conformance and "
                    + "any @Published",
                on: inherited.type, in: context)
            return
        }
        let release = context.knobs.release(iOS: Version(17), macOS: Version(14))
        report(
            "'\(decl.name.text)' conforms to ObservableObject; on \(release)+ use an @Observable class (with "
                + "@MainActor) and drop @Published",
            on: inherited.type, in: context)
    }

    /// `UIApplicationDelegate`, `NSApplicationDelegate`, `UISceneDelegate`, `UIWindowSceneDelegate`…
    private static func isAppOrSceneDelegate(_ name: String) -> Bool {
        name.hasSuffix("ApplicationDelegate") || name.hasSuffix("SceneDelegate")
    }
}
