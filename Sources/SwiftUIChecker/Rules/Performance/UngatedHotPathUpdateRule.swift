import SwiftSyntax

/// `ungated-hot-path-update`: handlers that fire continuously should only write state when the
/// value actually changes.
///
/// Lint: in the action closure of `.onPreferenceChange(_:perform:)`, a top-level statement that
/// assigns to something not declared in the closure, or calls `withAnimation` (a warning:
/// preferences carry geometry, reported on every frame of a scroll or drag). In
/// `.onReceive(_:perform:)` only when the publisher looks continuous (a timer, a display link,
/// or a key path or member about geometry: offset, frame, bounds, size, scroll, progress), and
/// then as a note worded as a question, since one file cannot tell how often it fires.
/// Statements inside `if`/`guard`/`switch`, and statements after a top-level `guard` or an
/// `if` that returns, count as gated.
///
/// Exceptions: a write to a `@Binding` of the same type (a reusable view reporting the value to
/// its parent, which decides what to keep); other publishers (notifications, a model's `@Published` values, key-window
/// changes are events, not frames), and publishers already passed through `removeDuplicates`,
/// `debounce`, `throttle`, `collect` or `first`.
public struct UngatedHotPathUpdateRule: Rule {
    public static let description = RuleDescription(
        id: "ungated-hot-path-update",
        title: "Gate state updates in scroll and publisher handlers",
        category: .performance,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            Preference changes and publisher events can arrive on every frame while the user \
            scrolls or drags. SwiftUI does not check whether an assigned value is new: each \
            write invalidates the views that read it and runs their bodies again. Compare \
            first, or derive a Bool and write it only when it crosses its threshold, so the \
            view updates only when something visible changes.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "1. Avoid Redundant State Updates"),
            GuidanceSource(file: Guidance.expertSkill, section: "2. Optimize Hot Paths"),
        ],
        triggering: [
            RuleExample(
                ".onPreferenceChange(HeaderOffsetKey.self) { y in ↓headerY = y }",
                message: Self.preferenceAssignment
            ),
            RuleExample(
                """
                ScrollView { Feed() }
                    .onPreferenceChange(OffsetKey.self) { offset in
                        let compact = offset < -60
                        ↓self.isCompact = compact
                        ↓withAnimation { self.progress = min(1, -offset / 60) }
                    }
                """,
                messages: [Self.preferenceAssignment, Self.preferenceAnimation]),
            RuleExample(
                """
                Clock().onReceive(Timer.publish(every: 0.02, on: .main, in: .common).autoconnect(), perform: { date in
                    ↓model.isLate = date > deadline
                    if date > deadline { expired = true }
                })
                """,
                message: Self.receiveAssignment
            ),
            RuleExample(
                """
                Canvas { _, _ in }
                    .onReceive(window.publisher(for: \\.frame)) { frame in ↓width = frame.width }
                """,
                message: Self.receiveAssignment
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                .onPreferenceChange(HeaderOffsetKey.self) { y in
                    if (y < -60) != compact { compact = y < -60 }
                }
                """),
            RuleExample(
                """
                .onReceive(publisher) { value in
                    guard value != current else { return }
                    current = value
                }
                """),
            RuleExample(
                """
                .onReceive(store.$items) { items in
                    var copy = items
                    copy.removeAll { $0.isHidden }
                    switch copy.count { case 0: isEmpty = true; default: isEmpty = false }
                }
                .onChange(of: query) { _, new in results = search(new) }
                """),
            RuleExample(
                """
                struct OffsetReader<Content: View>: View {
                    @Binding var offset: CGFloat
                    let content: Content
                    var body: some View {
                        content.onPreferenceChange(OffsetKey.self) { value in self.offset = value }
                    }
                }
                """),
            RuleExample(
                """
                Inbox()
                    .onReceive(NotificationCenter.default.publisher(for: .inboxDidSync)) { _ in lastSync = .now }
                    .onReceive(account.$isSignedIn) { signedIn in showsLogin = !signedIn }
                """),
            RuleExample(
                """
                Gauge(value: level) {}
                    .onReceive(meter.$level.removeDuplicates()) { level = $0 }
                    .onReceive(scroller.$offset.throttle(for: 0.2, scheduler: RunLoop.main, latest: true)) { y = $0 }
                """),
        ]
    )

    static let preferenceAssignment =
        "this assignment runs on every .onPreferenceChange event, each frame of a scroll or drag; derive the "
        + "coarse value the views need and assign it only when it changes"
    static let preferenceAnimation =
        "withAnimation on every .onPreferenceChange event animates continuously; animate only when a threshold is "
        + "crossed"
    static let receiveAssignment =
        "does this publisher fire on every frame? if so, compare with the current value first and assign only "
        + "when it changes"

    /// Operators after which a publisher no longer repeats values or fires at frame rate.
    private static let filteringOperators: Set<String> = [
        "removeDuplicates", "debounce", "throttle", "first", "collect",
    ]
    /// Words in a publisher's names that point at a value changing every frame.
    private static let continuousWords = [
        "timer", "autoconnect", "displaylink", "offset", "frame", "bounds", "size", "scroll", "progress",
    ]

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["onPreferenceChange", "onReceive"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self),
            let name = call.memberName, ["onPreferenceChange", "onReceive"].contains(name),
            let publisher = call.firstUnlabeledArgument,
            let action = call.closure(labelled: "perform")
        else { return }
        let isPreference = name == "onPreferenceChange"
        if !isPreference && !Self.looksContinuous(publisher.expression) { return }
        var locals = action.parameterNames
        for item in action.statements {
            if case .decl(let decl) = item.item, let variable = decl.as(VariableDeclSyntax.self) {
                for binding in variable.bindings {
                    for token in binding.pattern.tokens(viewMode: .sourceAccurate) {
                        if case .identifier(let local) = token.tokenKind { locals.insert(local) }
                    }
                }
                continue
            }
            if Self.isGate(item) { return }
            guard let expression = item.statementExpression else { continue }
            if let sequence = expression.as(SequenceExprSyntax.self), let assignment = sequence.assignment {
                guard let root = assignment.target.assignedRootName, !locals.contains(root),
                    !Self.isBinding(root, around: call, in: context)
                else { continue }
                if isPreference {
                    report(Self.preferenceAssignment, on: assignment.target, in: context)
                } else {
                    report(Self.receiveAssignment, on: assignment.target, in: context, severity: .note)
                }
            } else if let animation = expression.as(FunctionCallExprSyntax.self),
                animation.calleeName == "withAnimation"
            {
                if isPreference {
                    report(Self.preferenceAnimation, on: animation, in: context)
                } else {
                    report(Self.receiveAssignment, on: animation, in: context, severity: .note)
                }
            }
        }
    }

    /// Whether a publisher expression names a timer, a display link or a geometry value, and
    /// applies no operator that drops repeats or slows it down.
    private static func looksContinuous(_ publisher: ExprSyntax) -> Bool {
        var continuous = false
        for token in publisher.tokens(viewMode: .sourceAccurate) {
            guard case .identifier(let word) = token.tokenKind else { continue }
            if filteringOperators.contains(word) { return false }
            let lowered = word.lowercased()
            if !continuous && continuousWords.contains(where: { lowered.contains($0) }) { continuous = true }
        }
        return continuous
    }

    /// Whether `name` is a `@Binding` property of the type around `node`.
    private static func isBinding(_ name: String, around node: some SyntaxProtocol, in context: RuleContext) -> Bool {
        guard let typeName = node.enclosingTypeDecl?.declaredName else { return false }
        return context.types.memberVariables[typeName, default: []].contains { variable in
            variable.boundNames.contains(name) && variable.attributes.contains(named: "Binding")
        }
    }

    /// A top-level `guard`, or an `if` whose branch returns, filters what follows it.
    private static func isGate(_ item: CodeBlockItemSyntax) -> Bool {
        if case .stmt(let statement) = item.item, statement.is(GuardStmtSyntax.self) { return true }
        guard let ifExpr = item.statementExpression?.as(IfExprSyntax.self) else { return false }
        return ifExpr.branchBodies.bodies.contains { body in
            body.statements.contains { statement in
                if case .stmt(let inner) = statement.item { return inner.is(ReturnStmtSyntax.self) }
                return false
            }
        }
    }
}
