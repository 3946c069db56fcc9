import SwiftSyntax

/// `animation-placement`: `.animation(_:value:)` animates only the modifiers written before it.
///
/// Lint: in one modifier chain, `.animation(anim, value: V)` followed by a modifier whose
/// arguments (closures aside) read a value that `V` also names, with no later
/// `.animation(…, value:)` — `nil` included, the selective-animation idiom — that watches it.
/// Modifiers that draw nothing (`onChange`, `task`, `accessibility…`, presentations…) are not
/// counted.
public struct AnimationPlacementRule: Rule {
    public static let description = RuleDescription(
        id: "animation-placement",
        title: "Place .animation after the modifiers it should animate",
        category: .animation,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            An `.animation(_:value:)` modifier applies to the part of the chain it wraps, that \
            is, to the modifiers written above it. A size or color set further down the chain, \
            even one that reads the same value, changes without animation. Moving the \
            `.animation` line below the modifiers it is meant for fixes it; deciding which ones \
            those are is left to the author.
            """,
        sources: [GuidanceSource(file: Guidance.expertSkill, section: "Animation Placement")],
        triggering: [
            RuleExample(
                "Circle().↓animation(.bouncy, value: big).frame(width: big ? 80 : 40)",
                message:
                    ".animation(_:value:) is applied before .frame(…), which also depends on 'big', so that change "
                    + "is not animated; move .animation after the modifiers it should animate"
            ),
            RuleExample(
                """
                Capsule()
                    .↓animation(.smooth, value: isWide)
                    .frame(width: isWide ? 240 : 120, height: 44)
                    .foregroundStyle(isWide ? .teal : .orange)
                """,
                message:
                    ".animation(_:value:) is applied before .frame(…), which also depends on 'isWide', so that "
                    + "change is not animated; move .animation after the modifiers it should animate"
            ),
            RuleExample(
                """
                Text(model.title)
                    .scaleEffect(model.isSelected ? 1.1 : 1)
                    .↓animation(.spring, value: model.isSelected)
                    .opacity(self.model.isSelected ? 1 : 0.6)
                    .onChange(of: model.isSelected) { haptics.play() }
                """,
                message:
                    ".animation(_:value:) is applied before .opacity(…), which also depends on 'model.isSelected', "
                    + "so that change is not animated; move .animation after the modifiers it should animate"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                SplitPanes(layout: layout)
                    .animation(.default, value: layout.isSidebarCollapsed)
                    .environmentObject(layout)
                """),
            RuleExample("Circle().frame(width: big ? 80 : 40).animation(.bouncy, value: big)"),
            RuleExample(
                """
                Capsule()
                    .frame(width: isWide ? 240 : 120, height: 44)
                    .animation(.bouncy, value: isWide)
                    .foregroundStyle(isWide ? .teal : .orange)
                    .animation(nil, value: isWide)
                """),
            RuleExample(
                """
                Circle()
                    .scaleEffect(pulse ? 1.2 : 1)
                    .animation(.easeInOut, value: pulse)
                    .onTapGesture { pulse.toggle() }
                    .onChange(of: pulse) { log(pulse) }
                    .accessibilityValue(pulse ? "large" : "small")
                    .padding(spacing)
                """),
            RuleExample(
                """
                Card(title: title)
                    .animation(.snappy, value: model.isOpen)
                    .navigationTitle(model.title)
                    .sheet(isPresented: $isOpen) { Detail() }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["animation"]

    /// Modifiers that take values but draw nothing an animation could interpolate.
    private static let nonVisualModifiers: Set<String> = [
        "task", "sensoryFeedback", "transaction", "id", "tag", "help", "sheet", "fullScreenCover",
        "popover", "alert", "confirmationDialog", "navigationDestination", "navigationTitle",
        "searchable", "refreshable", "keyboardShortcut", "focused", "matchedGeometryEffect",
        "contentShape", "allowsHitTesting", "disabled", "preference", "environment", "environmentObject",
    ]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), let name = call.memberNameToken,
            let watched = Self.watchedValue(call),
            !(call.arguments.first?.expression.is(NilLiteralExprSyntax.self) ?? true)
        else { return }
        let watchedPaths = watched.readPaths()
        guard !watchedPaths.isEmpty else { return }
        let later = call.laterModifiers
        for (index, modifier) in later.enumerated() {
            guard let modifierName = modifier.memberName, Self.draws(modifierName) else { continue }
            let read = modifier.arguments.flatMap { $0.expression.readPaths() }.filter { [$0].overlaps(watchedPaths) }
            guard !read.isEmpty else { continue }
            let rewatched = later[(index + 1)...].contains { outer in
                guard let value = Self.watchedValue(outer) else { return false }
                return value.readPaths().overlaps(read)
            }
            if rewatched { continue }
            let shown = read[0].joined(separator: ".")
            report(
                ".animation(_:value:) is applied before .\(modifierName)(…), which also depends on '\(shown)', so "
                    + "that change is not animated; move .animation after the modifiers it should animate",
                on: name, in: context)
            return
        }
    }

    /// The `value:` argument of an `.animation(_:value:)` call.
    private static func watchedValue(_ call: FunctionCallExprSyntax) -> ExprSyntax? {
        guard call.memberName == "animation", call.argumentLabels == [nil, "value"], call.trailingClosureCount == 0
        else {
            return nil
        }
        return call.argument(labelled: "value")?.expression
    }

    private static func draws(_ modifier: String) -> Bool {
        if modifier == "animation" || nonVisualModifiers.contains(modifier) { return false }
        if modifier.hasPrefix("accessibility") { return false }
        if modifier.count > 2, modifier.hasPrefix("on"), modifier.dropFirst(2).first?.isUppercase == true {
            return false
        }
        return true
    }
}
