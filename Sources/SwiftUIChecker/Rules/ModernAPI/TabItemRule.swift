import SwiftSyntax

/// `tab-item`: on iOS 18+ tabs are declared with `Tab`, not `.tabItem`.
///
/// Lint: a member call `tabItem` taking one label closure, when `deploymentTarget.iOS` is 18 or
/// later or the call is guarded by `if #available(iOS 18, …)`. Never inside the fallback of
/// `if #available(iOS 18, …)` (its `else` branch) or of
/// `if #unavailable(iOS 18, …)` (its `then` branch).
public struct TabItemRule: Rule {
    public static let description = RuleDescription(
        id: "tab-item",
        title: "Use Tab instead of tabItem",
        category: .modernAPI,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            The `Tab` type (iOS 18+) makes each tab an explicit value of the `TabView`, with \
            its title, image, value for selection and role in one place. That unlocks the \
            newer tab features — search tabs, sidebar-adaptable tab views, customization — \
            which `.tabItem` cannot take part in.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Tab API vs tabItem()")],
        triggering: [
            RuleExample(
                #"StatsView().↓tabItem { Label("Stats", systemImage: "chart.bar") }"#, knobs: .iOS(18),
                message: "tabItem is the pre-iOS 18 tab API; declare the tab with Tab(\"Title\", systemImage:) { … } "
                    + "inside TabView"),
            RuleExample(
                """
                TabView {
                    HomeScreen()
                        .↓tabItem {
                            Image(systemName: "house")
                            Text("Home")
                        }
                    SettingsScreen().↓tabItem(settingsLabel)
                }
                """, knobs: .iOS(18),
                message: "tabItem is the pre-iOS 18 tab API; declare the tab with Tab(\"Title\", systemImage:) { … } "
                    + "inside TabView"),
            RuleExample(
                """
                if #available(iOS 18, *) {
                    InboxScreen().↓tabItem { Label("Inbox", systemImage: "tray") }
                }
                """,
                message: "tabItem is the pre-iOS 18 tab API; declare the tab with Tab(\"Title\", systemImage:) { … } "
                    + "inside TabView"),
        ],
        nonTriggering: [
            RuleExample(#"Tab("Stats", systemImage: "chart.bar") { StatsView() }"#),
            RuleExample(#"StatsView().tabItem { Label("Stats", systemImage: "chart.bar") }"#),
            RuleExample(
                """
                if #available(iOS 18, *) {
                    TabView { Tab("Inbox", systemImage: "tray") { InboxScreen() } }
                } else {
                    TabView { InboxScreen().tabItem { Label("Inbox", systemImage: "tray") } }
                }
                """, knobs: .iOS(18)),
            RuleExample(
                """
                let item = bar.tabItem(at: 2)
                """, knobs: .iOS(18)),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["tabItem"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isMemberCall("tabItem"),
            let name = call.memberNameToken,
            call.argumentLabels.allSatisfy({ $0 == nil }),
            call.arguments.count + call.trailingClosureCount == 1,
            context.knobs.supports(iOS: Version(18), macOS: Version(15))
                || Availability.isGuarded(call, atLeast: Version(18)),
            !Availability.isFallback(call, below: Version(18))
        else { return }
        report(
            "tabItem is the pre-iOS 18 tab API; declare the tab with "
                + "Tab(\"Title\", systemImage:) { … } inside TabView",
            on: name, in: context)
    }
}
