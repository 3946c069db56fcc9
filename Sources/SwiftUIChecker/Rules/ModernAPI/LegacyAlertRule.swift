import SwiftSyntax

/// `legacy-alert`: the `Alert` struct belongs to the deprecated alert API.
///
/// Lint: a call `Alert(title: …)` — the bare `Alert` initializer with its `title:` label —
/// unless the file declares its own type named `Alert`. Silent below iOS 15 and macOS 12: the
/// replacement modifier does not exist there, and `Alert` is the only way to write an alert.
public struct LegacyAlertRule: Rule {
    public static let description = RuleDescription(
        id: "legacy-alert",
        title: "Use the modern alert modifier instead of Alert",
        category: .modernAPI,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Building an `Alert` value for `.alert(isPresented:content:)` is the deprecated \
            form. The current `.alert(_:isPresented:actions:message:)` modifier takes ordinary \
            `Button`s with roles as actions and a view as the message, so alerts are written \
            like the rest of the UI and support more than two actions.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Alert with Actions")],
        triggering: [
            RuleExample(
                #"Form {}.alert(isPresented: $syncFailed) { ↓Alert(title: Text("Sync failed")) }"#,
                message: "Alert(title:…) is the deprecated alert API; use .alert(\"Title\", isPresented:) { "
                    + "Button(…) } message: { Text(…) }"),
            RuleExample(
                """
                List(files) { Text($0.name) }
                    .alert(item: $pendingDelete) { file in
                        ↓Alert(
                            title: Text("Delete \\(file.name)?"),
                            primaryButton: .destructive(Text("Delete")) { remove(file) },
                            secondaryButton: .cancel()
                        )
                    }
                """,
                message: "Alert(title:…) is the deprecated alert API; use .alert(\"Title\", isPresented:) { "
                    + "Button(…) } message: { Text(…) }"),
            RuleExample(
                """
                func makeAlert(for error: Error) -> Alert {
                    ↓SwiftUI.Alert(title: Text("Error"), message: Text(error.localizedDescription), dismissButton: \
                .default(Text("OK")))
                }
                """,
                message: "Alert(title:…) is the deprecated alert API; use .alert(\"Title\", isPresented:) { "
                    + "Button(…) } message: { Text(…) }"),
        ],
        nonTriggering: [
            RuleExample(#"Form {}.alert("Sync failed", isPresented: $syncFailed) { Button("OK", role: .cancel) { } }"#),
            RuleExample(
                #"Form {}.alert(isPresented: $syncFailed) { Alert(title: Text("Sync failed")) }"#, knobs: .iOS(14)),
            RuleExample(
                """
                struct Alert { let title: String }
                let banner = Alert(title: "Saved")
                """),
            RuleExample(
                """
                let model = AlertModel(title: "Hi")
                let text = "Alert(title:)"
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["Alert"]

    private var calls: [FunctionCallExprSyntax] = []

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.arguments.first?.label?.text == "title" else {
            return
        }
        let isAlert =
            call.isCall(to: "Alert")
            || (call.isMemberCall("Alert") && call.memberBase?.trimmedText == "SwiftUI")
        if isAlert { calls.append(call) }
    }

    public func finish(in context: RuleContext) {
        guard !calls.isEmpty, context.knobs.supports(iOS: Version(15), macOS: Version(12)),
            !context.types.declaresType(named: "Alert")
        else { return }
        for call in calls {
            report(
                "Alert(title:…) is the deprecated alert API; use .alert(\"Title\", isPresented:) { Button(…) } "
                    + "message: { Text(…) }",
                on: call, in: context)
        }
    }
}
