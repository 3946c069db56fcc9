import SwiftSyntax

/// `asyncimage-phases`: a remote image has three states — loading, loaded, failed — and the
/// view should show something sensible in each.
///
/// Lint: `AsyncImage(url:)` / `AsyncImage(url:scale:)` with no content at all (reported at
/// `AsyncImage`; a function passed as `content:` is content, judged nowhere since its body is
/// elsewhere); and, in a phase closure (`AsyncImage(url:…) { phase in … }` without a
/// `placeholder:`), a `switch` over the phase that has neither a `.failure` case nor a plain
/// `default` (reported at `switch`; `@unknown default` alone does not count). Phase closures
/// that test `phase.image` / `phase.error` with `if` are not judged.
public struct AsyncImagePhasesRule: Rule {
    public static let description = RuleDescription(
        id: "asyncimage-phases",
        title: "Handle the loading and failure phases of AsyncImage",
        category: .images,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            Downloads take time and sometimes fail. A bare `AsyncImage(url:)` shows a grey \
            box while loading and the same grey box forever when the request fails, so the \
            user cannot tell waiting from broken. Pass a phase closure and give each state \
            its own view: a progress indicator while empty, the image on success, and a \
            fallback symbol on failure.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Basic AsyncImage with Phase Handling"),
            GuidanceSource(file: Guidance.expertSkill, section: "Summary Checklist"),
            GuidanceSource(file: Guidance.bestPractices, section: "AsyncImage Best Practices"),
        ],
        triggering: [
            RuleExample(
                "↓AsyncImage(url: avatarURL).frame(width: 48, height: 48)",
                message:
                    "AsyncImage without a content closure shows the same empty box while loading and after a "
                    + "failure; handle .empty, .success and .failure"
            ),
            RuleExample(
                """
                AsyncImage(url: cover, transaction: Transaction(animation: .easeIn)) { phase in
                    ↓switch phase {
                    case .success(let image):
                        image.resizable().scaledToFit()
                    case .empty:
                        ProgressView()
                    @unknown default:
                        EmptyView()
                    }
                }
                """,
                message:
                    "this switch over the AsyncImage phase has no .failure case, so a failed download shows nothing; "
                    + "add case .failure with a fallback image"
            ),
            RuleExample(
                """
                struct Banner: View {
                    let url: URL?
                    var body: some View {
                        VStack {
                            ↓AsyncImage(url: url, scale: 2)
                            AsyncImage(url: url) {
                                ↓switch $0 {
                                case .success(let image): image
                                case .empty: Color.gray
                                }
                            }
                        }
                    }
                }
                """,
                messages: [
                    "AsyncImage without a content closure shows the same empty box while loading and after a "
                        + "failure; handle .empty, .success and .failure",
                    "this switch over the AsyncImage phase has no .failure case, so a failed download shows nothing; "
                        + "add case .failure with a fallback image",
                ]),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Avatar: View {
                    let url: URL?
                    var body: some View { AsyncImage(url: url, content: avatarPhase) }
                    @ViewBuilder func avatarPhase(_ phase: AsyncImagePhase) -> some View {
                        if let image = phase.image { image.resizable() } else { Image(systemName: "person") }
                    }
                }
                """),
            RuleExample(
                """
                AsyncImage(url: avatarURL) { phase in
                    if let image = phase.image { image.resizable().scaledToFit() }
                    else if phase.error != nil { Image(systemName: "photo") } else { ProgressView() }
                }
                """),
            RuleExample(
                """
                AsyncImage(url: posterURL) { state in
                    switch state {
                    case .failure(let error): ErrorBadge(error)
                    case .success(let poster): poster.resizable().scaledToFill()
                    case .empty: Color.secondary.opacity(0.2)
                    @unknown default: Color.clear
                    }
                }
                """),
            RuleExample(
                """
                AsyncImage(url: imageURL) { phase in
                    switch phase {
                    case .success(let image): image.resizable()
                    default: Image(systemName: "photo")
                    }
                }
                AsyncImage(url: imageURL) { image in
                    image.resizable()
                } placeholder: {
                    ProgressView()
                }
                """),
            RuleExample(
                """
                let loader = AsyncImage(for: request)
                let thumbnail = CachedImage(url: avatarURL)
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["AsyncImage", "init"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.constructedTypeName == "AsyncImage",
            call.argumentLabels.first == "url",
            call.labelsFit(["url", "scale", "transaction", "content", "placeholder"])
        else { return }
        let closures = call.labelledClosures
        let passesContent = call.argument(labelled: "content") != nil || call.argument(labelled: "placeholder") != nil
        if closures.isEmpty, !passesContent {
            report(
                "AsyncImage without a content closure shows the same empty box while loading and after a failure; "
                    + "handle .empty, .success and .failure",
                on: call, in: context)
            return
        }
        guard closures.count == 1, call.argument(labelled: "placeholder") == nil,
            let phaseClosure = closures.first?.closure
        else { return }
        let phaseName = Self.parameterName(of: phaseClosure)
        for switchExpr in Self.switches(in: phaseClosure) {
            guard let subject = switchExpr.subject.as(DeclReferenceExprSyntax.self),
                subject.baseName.text == phaseName,
                !Self.handlesFailure(switchExpr)
            else { continue }
            report(
                "this switch over the AsyncImage phase has no .failure case, so a failed download shows nothing; add "
                    + "case .failure with a fallback image",
                on: switchExpr.switchKeyword, in: context)
        }
    }

    /// The closure's single parameter name, or `$0` when it declares none.
    private static func parameterName(of closure: ClosureExprSyntax) -> String? {
        guard let clause = closure.signature?.parameterClause else { return "$0" }
        switch clause {
        case .simpleInput(let names):
            return names.count == 1 ? names.first?.name.text : nil
        case .parameterClause(let parameters):
            guard parameters.parameters.count == 1, let only = parameters.parameters.first else { return nil }
            return (only.secondName ?? only.firstName).text
        }
    }

    /// `switch` expressions in the closure body, not inside nested closures.
    private static func switches(in closure: ClosureExprSyntax) -> [SwitchExprSyntax] {
        final class SwitchFinder: SyntaxVisitor {
            var found: [SwitchExprSyntax] = []
            override func visit(_ node: SwitchExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = SwitchFinder(viewMode: .sourceAccurate)
        finder.walk(closure.statements)
        return finder.found
    }

    /// A plain `default:` or a case pattern naming `failure`.
    private static func handlesFailure(_ switchExpr: SwitchExprSyntax) -> Bool {
        for element in switchExpr.cases {
            guard case .switchCase(let switchCase) = element else { continue }
            switch switchCase.label {
            case .default:
                if switchCase.attribute == nil { return true }
            case .case(let label):
                let namesFailure = label.caseItems.contains { item in
                    item.pattern.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("failure") }
                }
                if namesFailure { return true }
            }
        }
        return false
    }
}
