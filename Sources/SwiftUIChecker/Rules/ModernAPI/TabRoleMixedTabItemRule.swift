import SwiftSyntax

/// `tab-role-mixed-tabitem`: a `TabView` that uses `Tab(role:)` cannot also contain children
/// declared with `.tabItem`.
///
/// Lint: the content closure of a `TabView(…)` call contains a `Tab(…)` call with a `role:`
/// argument, and one of its top-level children carries a `.tabItem` modifier. The finding lands
/// on each such `.tabItem`.
public struct TabRoleMixedTabItemRule: Rule {
    public static let description = RuleDescription(
        id: "tab-role-mixed-tabitem",
        title: "Don't mix Tab(role:) with tabItem",
        category: .modernAPI,
        defaultSeverity: .error,
        fixability: .no,
        rationale: """
            A `TabView` whose content uses the `Tab` type is built from tab values; a child \
            view with `.tabItem` belongs to the older content model. Once a `Tab` with a role \
            (such as the search tab) is present the two cannot be combined and the code stops \
            compiling. Express every tab with `Tab { … } label: { … }`.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Tab API vs tabItem()")],
        triggering: [
            RuleExample(
                """
                TabView {
                    Tab(role: .search) { FinderScreen() } label: { Label("Find", systemImage: "magnifyingglass") }
                    InboxScreen().↓tabItem { Label("Inbox", systemImage: "tray") }
                }
                """,
                message: "this TabView uses Tab(role:), so its children cannot use .tabItem; declare this tab with "
                    + "Tab { … } label: { … }"),
            RuleExample(
                """
                TabView(selection: $selection) {
                    HomeScreen()
                        .badge(3)
                        .↓tabItem { Label("Home", systemImage: "house") }
                    Tab("Search", systemImage: "magnifyingglass", value: 2, role: .search) { SearchScreen() }
                    ProfileScreen().↓tabItem(profileLabel)
                }
                """,
                message: "this TabView uses Tab(role:), so its children cannot use .tabItem; declare this tab with "
                    + "Tab { … } label: { … }"),
            RuleExample(
                """
                struct Root: View {
                    var body: some View {
                        TabView {
                            Tab(role: .search) { SearchScreen() }
                            Feed().↓tabItem { Text("Feed") }.tag(1)
                        }
                    }
                }
                """,
                message: "this TabView uses Tab(role:), so its children cannot use .tabItem; declare this tab with "
                    + "Tab { … } label: { … }"),
        ],
        nonTriggering: [
            RuleExample(
                """
                TabView {
                    Tab(role: .search) { FinderScreen() } label: { Label("Find", systemImage: "magnifyingglass") }
                    Tab { InboxScreen() } label: { Label("Inbox", systemImage: "tray") }
                }
                """),
            RuleExample(
                """
                TabView {
                    InboxScreen().tabItem { Label("Inbox", systemImage: "tray") }
                    Tab("Feed", systemImage: "list.bullet") { FeedScreen() }
                }
                """),
            RuleExample(
                """
                TabView {
                    Tab(role: .search) {
                        NavigationStack { Results().tabItem { Text("nested") } }
                    }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["TabView"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isCall(to: "TabView"),
            let content = call.closure(labelled: "content")
        else { return }
        var hasRoleTab = false
        var tabItems: [TokenSyntax] = []
        for item in content.statements {
            guard let expression = item.item.as(ExprSyntax.self) else { continue }
            if let root = expression.modifierChainRoot.as(FunctionCallExprSyntax.self),
                root.isCall(to: "Tab"), root.argument(labelled: "role") != nil
            {
                hasRoleTab = true
            }
            tabItems += Self.tabItemModifiers(in: expression)
        }
        guard hasRoleTab else { return }
        for name in tabItems {
            report(
                "this TabView uses Tab(role:), so its children cannot use .tabItem; declare this tab with Tab { … } "
                    + "label: { … }",
                on: name, in: context)
        }
    }

    /// The `tabItem` name tokens along a modifier chain.
    private static func tabItemModifiers(in expression: ExprSyntax) -> [TokenSyntax] {
        var found: [TokenSyntax] = []
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
            let member = call.calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base
        {
            if member.declName.baseName.text == "tabItem" { found.append(member.declName.baseName) }
            current = base
        }
        return found.reversed()
    }
}
