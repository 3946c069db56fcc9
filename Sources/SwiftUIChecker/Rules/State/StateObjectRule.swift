import SwiftSyntax

/// `state-object`: on iOS 17+ a view owns its model with `@State` holding an `@Observable`
/// class, not `@StateObject`.
///
/// Lint: a property with `@StateObject`. Raised to an error when its initializer constructs a
/// class declared in the same file as `@Observable` (and not `ObservableObject`) — that is the
/// wrong wrapper for such a class. Off when `deploymentTarget.iOS` is below 17.
/// Exception: Apple's own `ObservableObject` types (`ImageRenderer`), which cannot become
/// `@Observable`.
/// Fix (conditional): `@StateObject` → `@State`, only in that same-file `@Observable` case.
public struct StateObjectRule: Rule {
    public static let description = RuleDescription(
        id: "state-object",
        title: "Use @State with @Observable instead of @StateObject",
        category: .state,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            `@StateObject` belongs to the `ObservableObject` world. With the Observation \
            framework a view that creates its model simply stores it in `@State`: the instance \
            is kept for the view's lifetime and SwiftUI tracks the properties the body reads. \
            Using `@StateObject` with an `@Observable` class is a type error in waiting, so that \
            case is reported as an error.
            """,
        sources: [
            GuidanceSource(
                file: Guidance.expertSkill, section: "@StateObject vs @ObservedObject (Legacy - Pre-iOS 17)"),
            GuidanceSource(file: Guidance.expertSkill, section: "State Management"),
            GuidanceSource(file: Guidance.bestPractices, section: "Migration Checklist"),
        ],
        triggering: [
            RuleExample(
                """
                struct Shelf: View {
                    ↓@StateObject private var library = LibraryModel()
                    var body: some View { Text(library.name) }
                }
                """,
                message: "@StateObject is the pre-iOS 17 way to own a model; use @State holding an @Observable class"),
            RuleExample(
                """
                @Observable final class Timer { var seconds = 0 }
                struct Clock: View {
                    ↓@StateObject private var timer = Timer()
                    var body: some View { Text("\\(timer.seconds)") }
                }
                """, message: "'Timer' is @Observable: hold it in @State, not @StateObject"),
            RuleExample(
                """
                struct Root: View {
                    ↓@SwiftUI.StateObject var router: Router
                    var body: some View { EmptyView() }
                }
                """,
                message: "@StateObject is the pre-iOS 17 way to own a model; use @State holding an @Observable class"),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Shelf: View {
                    @State private var library = LibraryModel()
                    var body: some View { Text(library.name) }
                }
                """),
            RuleExample(
                """
                struct Shelf: View {
                    @StateObject private var library = LibraryModel()
                    var body: some View { Text(library.name) }
                }
                """, knobs: .iOS(16)),
            RuleExample(
                """
                struct Shelf: View {
                    @ObservedObject var library: LibraryModel
                    let stateObject = "StateObject"
                    var body: some View { Text(library.name) }
                }
                """),
            RuleExample(
                """
                struct PosterExport: View {
                    @StateObject private var renderer = ImageRenderer(content: Poster())
                    @StateObject var thumbnail: ImageRenderer<AnyView>
                    var body: some View { Poster() }
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                """
                @Observable final class Timer { var seconds = 0 }
                struct Clock: View {
                    ↓@StateObject private var timer = Timer()
                    var body: some View { Text("\\(timer.seconds)") }
                }
                """,
                """
                @Observable final class Timer { var seconds = 0 }
                struct Clock: View {
                    @State private var timer = Timer()
                    var body: some View { Text("\\(timer.seconds)") }
                }
                """),
            RuleCorrection(
                """
                final class Timer: ObservableObject { @Published var seconds = 0 }
                struct Clock: View {
                    ↓@StateObject private var timer = Timer()
                    var body: some View { Text("\\(timer.seconds)") }
                }
                """,
                """
                final class Timer: ObservableObject { @Published var seconds = 0 }
                struct Clock: View {
                    @StateObject private var timer = Timer()
                    var body: some View { Text("\\(timer.seconds)") }
                }
                """),
        ]
    )

    /// Apple's `ObservableObject` classes: an app cannot make them `@Observable`.
    static let frameworkObservableObjects: Set<String> = ["ImageRenderer"]

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl]
    public static let attributeNames: Set<String> = ["StateObject"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard context.knobs.allowsObservation,
            let decl = node.as(VariableDeclSyntax.self),
            let attribute = decl.attributes.attribute(named: "StateObject")
        else { return }
        let binding = decl.bindings.first
        let constructed = binding?.initializer?.value.as(FunctionCallExprSyntax.self)?.calleeName
        let constructedGeneric = binding?.initializer?.value.as(FunctionCallExprSyntax.self)?.calledExpression
            .as(GenericSpecializationExprSyntax.self)?.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let annotated = binding?.typeAnnotation?.type.simpleName
        if [constructed, constructedGeneric, annotated].contains(where: {
            $0.map(Self.frameworkObservableObjects.contains) == true
        }) {
            return
        }
        if let constructed, context.types.isObservableClass(named: constructed) {
            report(
                "'\(constructed)' is @Observable: hold it in @State, not @StateObject",
                on: attribute, in: context, severity: .error,
                fix: Fix("use @State", edits: [Edits.replace(attribute.attributeName, with: "State")]))
        } else {
            let release = context.knobs.release(iOS: Version(17), macOS: Version(14))
            report(
                "@StateObject is the pre-\(release) way to own a model; use @State holding an @Observable class",
                on: attribute, in: context)
        }
    }
}
