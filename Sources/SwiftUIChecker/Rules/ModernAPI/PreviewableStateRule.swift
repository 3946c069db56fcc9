import SwiftSyntax

/// `previewable-state`: state declared inside `#Preview` needs `@Previewable`.
///
/// Lint: inside a `#Preview` macro closure, a variable with `@State` and without
/// `@Previewable`. Fix (safe): insert `@Previewable ` before `@State`.
public struct PreviewableStateRule: Rule {
    public static let description = RuleDescription(
        id: "previewable-state",
        title: "Mark state in #Preview with @Previewable",
        category: .modernAPI,
        defaultSeverity: .warning,
        fixability: .safe,
        rationale: """
            A `#Preview` body is not a view, so a plain `@State` there has no view to own it \
            and the preview cannot change it. `@Previewable` (Xcode 16+) turns the preview into \
            a generated view that owns the state, so bindings such as `$rating` work live — \
            without writing a wrapper view by hand.
            """,
        sources: [
            GuidanceSource(file: Guidance.bestPractices, section: "SwiftUI 6.0 @Previewable"),
            GuidanceSource(file: Guidance.bestPractices, section: "Comprehensive Preview Setup"),
        ],
        triggering: [
            RuleExample(
                """
                #Preview {
                    ↓@State var rating = 3
                    RatingControl(rating: $rating)
                }
                """, message: "@State inside #Preview needs @Previewable to be owned and updated by the preview"),
            RuleExample(
                """
                #Preview("Dark") {
                    ↓@State var text = ""
                    ↓@State var isOn = true
                    Form {
                        TextField("Name", text: $text)
                        Toggle("On", isOn: $isOn)
                    }
                    .preferredColorScheme(.dark)
                }
                """, message: "@State inside #Preview needs @Previewable to be owned and updated by the preview"),
            RuleExample(
                """
                #Preview(traits: .sizeThatFitsLayout) {
                    ↓@SwiftUI.State var count = 1
                    Stepper("\\(count)", value: $count)
                }
                """, message: "@State inside #Preview needs @Previewable to be owned and updated by the preview"),
        ],
        nonTriggering: [
            RuleExample(
                """
                #Preview {
                    @Previewable @State var rating = 3
                    RatingControl(rating: $rating)
                }
                """),
            RuleExample(
                """
                struct Rating: View {
                    @State private var rating = 3
                    var body: some View { RatingControl(rating: $rating) }
                }
                """),
            RuleExample(
                """
                #Preview {
                    let sample = Item.sample
                    ItemRow(item: sample)
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                """
                #Preview {
                    ↓@State var rating = 3
                    RatingControl(rating: $rating)
                }
                """,
                """
                #Preview {
                    @Previewable @State var rating = 3
                    RatingControl(rating: $rating)
                }
                """,
                declaring: """
                    struct RatingControl: View {
                        @Binding var rating: Int
                        var body: some View { EmptyView() }
                    }
                    """)
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl]
    public static let attributeNames: Set<String> = ["State"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let decl = node.as(VariableDeclSyntax.self),
            let state = decl.attributes.attribute(named: "State"),
            !decl.attributes.contains(named: "Previewable"),
            decl.isInPreview
        else { return }
        report(
            "@State inside #Preview needs @Previewable to be owned and updated by the preview",
            on: state, in: context, fix: Fix("add @Previewable", edits: [Edits.insert("@Previewable ", before: state)]))
    }
}
