import SwiftSyntax

/// `eager-stack-in-scrollview`: a plain `VStack`/`HStack` in a `ScrollView` builds every row
/// up front; lazy stacks build rows as they scroll into view.
///
/// Lint: a `ScrollView` whose content has a top-level `VStack`/`HStack` (modifiers stepped
/// through) containing a `ForEach` — directly, or through `Group`, `Section` or an `if` —
/// whose data is not an integer-literal range, an array literal, a type's `allCases` or a
/// `.prefix(n)` with a literal `n` (fixed or bounded content). Whether the data can grow long
/// cannot be read from one file, so the rule is a note that asks; silent below iOS 14 and
/// macOS 11, where lazy stacks do not exist.
/// Fix (offered only): rename to `LazyVStack`/`LazyHStack`; spacing and alignment arguments
/// carry over, but lazy stacks size themselves differently, so it is never applied by `--fix`.
public struct EagerStackInScrollViewRule: Rule {
    public static let description = RuleDescription(
        id: "eager-stack-in-scrollview",
        title: "Use a lazy stack for data in a ScrollView",
        category: .performance,
        defaultSeverity: .note,
        fixability: .conditional,
        rationale: """
            A `VStack` creates all of its children as soon as it appears. Inside a scroll view \
            over a data collection that means building every row — including images and \
            formatting — before the first screen is shown. `LazyVStack` and `LazyHStack` (or a \
            `List`) create rows only as they approach the visible area. A short, fixed set of \
            rows can stay in a plain stack.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "6. Lazy Loading"),
            GuidanceSource(file: Guidance.bestPractices, section: "List Performance Rules"),
        ],
        triggering: [
            RuleExample(
                "ScrollView { ↓VStack { ForEach(photos) { PhotoTile(photo: $0) } } }",
                message:
                    "can this list grow long? VStack in a ScrollView builds every row at once; LazyVStack (or a List) "
                    + "builds only the rows on screen"),
            RuleExample(
                """
                ScrollView(.horizontal, showsIndicators: false) {
                    ↓HStack(spacing: 12) {
                        Header()
                        ForEach(store.featured, id: \\.id) { item in FeatureCard(item: item) }
                    }
                    .padding(.horizontal)
                }
                """,
                message:
                    "can this list grow long? HStack in a ScrollView builds every row at once; LazyHStack (or a List) "
                    + "builds only the rows on screen"),
            RuleExample(
                """
                var body: some View {
                    ScrollView {
                        ↓VStack(alignment: .leading) {
                            if showPinned {
                                ForEach(pinned) { NoteRow(note: $0) }
                            }
                            Section("All") { ForEach(notes) { NoteRow(note: $0) } }
                        }
                    }
                }
                """,
                message:
                    "can this list grow long? VStack in a ScrollView builds every row at once; LazyVStack (or a List) "
                    + "builds only the rows on screen"),
        ],
        nonTriggering: [
            RuleExample(
                """
                ScrollView(.horizontal) {
                    HStack { ForEach(recent.prefix(5)) { RecentChip(item: $0) } }
                }
                ScrollView { VStack { ForEach(Section.allCases) { SectionRow(section: $0) } } }
                """),
            RuleExample("ScrollView { VStack { ForEach(photos) { PhotoTile(photo: $0) } } }", knobs: .iOS(13)),
            RuleExample("ScrollView { LazyVStack { ForEach(photos) { PhotoTile(photo: $0) } } }"),
            RuleExample(
                """
                ScrollView {
                    VStack {
                        ForEach(0..<3) { SkeletonRow(index: $0) }
                        ForEach(["Terms", "Privacy"], id: \\.self) { Link($0, destination: url($0)) }
                    }
                }
                """),
            RuleExample(
                """
                ScrollView {
                    VStack { Header(); Summary() }
                }
                VStack { ForEach(photos) { PhotoTile(photo: $0) } }
                """),
        ],
        corrections: [
            RuleCorrection(
                "ScrollView { ↓VStack { ForEach(photos) { PhotoTile(photo: $0) } } }",
                "ScrollView { LazyVStack { ForEach(photos) { PhotoTile(photo: $0) } } }",
                automatic: false),
            RuleCorrection(
                """
                ScrollView(.horizontal) {
                    ↓HStack(spacing: 8) { ForEach(tags) { TagChip(tag: $0) } }.padding()
                }
                """,
                """
                ScrollView(.horizontal) {
                    LazyHStack(spacing: 8) { ForEach(tags) { TagChip(tag: $0) } }.padding()
                }
                """, automatic: false),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["ScrollView"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isConstructor(of: ["ScrollView"]),
            let content = call.contentClosure,
            context.knobs.supports(iOS: Version(14), macOS: Version(11))
        else { return }
        for item in content.statements {
            guard let stack = item.statementExpression?.modifierChainRoot.as(FunctionCallExprSyntax.self),
                let name = stack.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName,
                ["VStack", "HStack"].contains(name.text),
                let stackContent = stack.contentClosure,
                Self.containsDataForEach(stackContent.statements)
            else { continue }
            let lazy = "Lazy" + name.text
            report(
                "can this list grow long? \(name.text) in a ScrollView builds every row at once; \(lazy) (or a List) "
                    + "builds only the rows on screen",
                on: stack, in: context,
                fix: Fix("use \(lazy)", edits: [Edits.replace(name, with: lazy)], isAutomatic: false))
        }
    }

    private static func containsDataForEach(_ items: CodeBlockItemListSyntax) -> Bool {
        items.contains { item in
            guard let expression = item.statementExpression else { return false }
            if let ifExpr = expression.as(IfExprSyntax.self) {
                return ifExpr.branchBodies.bodies.contains { containsDataForEach($0.statements) }
            }
            guard let root = expression.modifierChainRoot.as(FunctionCallExprSyntax.self) else { return false }
            if root.isConstructor(of: ["ForEach"]) {
                guard let data = root.firstUnlabeledArgument?.expression.withoutParentheses else { return false }
                return !isLiteralData(data)
            }
            if root.isConstructor(of: ["Group", "Section"]), let inner = root.contentClosure {
                return containsDataForEach(inner.statements)
            }
            return false
        }
    }

    private static func isLiteralData(_ data: ExprSyntax) -> Bool {
        if data.is(ArrayExprSyntax.self) { return true }
        if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "allCases" {
            return true
        }
        if let prefix = data.as(FunctionCallExprSyntax.self), prefix.memberName == "prefix",
            prefix.arguments.count == 1, prefix.arguments.first?.expression.is(IntegerLiteralExprSyntax.self) == true
        {
            return true
        }
        guard let sequence = data.as(SequenceExprSyntax.self) else { return false }
        let elements = Array(sequence.elements)
        return elements.count == 3 && elements[0].is(IntegerLiteralExprSyntax.self)
            && ["..<", "..."].contains(elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            && elements[2].is(IntegerLiteralExprSyntax.self)
    }
}
