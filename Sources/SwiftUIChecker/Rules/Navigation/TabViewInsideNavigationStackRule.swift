import SwiftSyntax

/// `tabview-inside-navigationstack`: the tab bar belongs at the root, with one navigation
/// stack per tab — not one stack wrapped around the whole `TabView`.
///
/// Lint: a `NavigationStack` or `NavigationView` call whose content closure has a top-level
/// expression that is, once its modifiers are stepped through, a `TabView` call.
public struct TabViewInsideNavigationStackRule: Rule {
    public static let description = RuleDescription(
        id: "tabview-inside-navigationstack",
        title: "Put TabView at the root, NavigationStack inside each tab",
        category: .navigation,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            When one navigation stack wraps the tab view, pushing a screen covers the tab bar \
            and every tab shares a single navigation history and title bar. With the tab view \
            at the root and a stack inside each tab, each tab keeps its own history and the tab \
            bar stays visible while the user drills down.
            """,
        sources: [GuidanceSource(file: Guidance.bestPractices, section: "Navigation Best Practices")],
        triggering: [
            RuleExample(
                "NavigationStack { ↓TabView { FeedScreen(); AlertsScreen() } }",
                message: "TabView inside a NavigationStack; make TabView the root and give each tab its own "
                    + "NavigationStack"),
            RuleExample(
                """
                NavigationStack(path: $path) {
                    ↓TabView(selection: $tab) {
                        Tab("Feed", systemImage: "list.bullet") { FeedScreen() }
                    }
                    .tabViewStyle(.sidebarAdaptable)
                    .navigationTitle("Home")
                }
                """,
                message: "TabView inside a NavigationStack; make TabView the root and give each tab its own "
                    + "NavigationStack"),
            RuleExample(
                """
                struct Root: View {
                    var body: some View {
                        NavigationView {
                            ↓TabView { FeedScreen() }
                        }
                    }
                }
                """,
                message: "TabView inside a NavigationStack; make TabView the root and give each tab its own "
                    + "NavigationStack"),
        ],
        nonTriggering: [
            RuleExample(
                """
                TabView { Tab("Feed", systemImage: "list.bullet") { NavigationStack { FeedScreen() } } }
                """),
            RuleExample(
                """
                NavigationStack {
                    FeedScreen()
                        .sheet(isPresented: $showTabs) { TabView { Settings() } }
                }
                """),
            RuleExample(
                """
                NavigationStack {
                    VStack { TabView { PageOne(); PageTwo() }.tabViewStyle(.page) }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["NavigationStack", "NavigationView"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self),
            call.isConstructor(of: ["NavigationStack", "NavigationView"]),
            let content = call.closure(labelled: "root") ?? call.contentClosure
        else { return }
        for item in content.statements {
            guard let root = item.statementExpression?.modifierChainRoot.as(FunctionCallExprSyntax.self),
                root.isConstructor(of: ["TabView"])
            else { continue }
            report(
                "TabView inside a NavigationStack; make TabView the root and give each tab its own NavigationStack",
                on: root, in: context)
        }
    }
}
