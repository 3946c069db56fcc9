import SwiftSyntax

/// `missing-viewbuilder`: a function or computed property that returns `some View` and
/// branches between views, or lists several, needs `@ViewBuilder`.
///
/// Lint: a function or computed property returning `some View` — other than `body`,
/// `body(content:)`, `makeBody(configuration:)` and a `PreviewProvider`'s static `previews`,
/// which are builders already (the protocol requirement carries the attribute) — without
/// `@ViewBuilder`, whose code block has no top-level `return` and either a top-level
/// `if`/`switch` whose branches hold expressions, or two or more top-level expressions.
/// Fix (conditional): add `@ViewBuilder` when the block holds no `return` at all.
public struct MissingViewBuilderRule: Rule {
    public static let description = RuleDescription(
        id: "missing-viewbuilder",
        title: "Mark view-building helpers with @ViewBuilder",
        category: .composition,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            Only a result builder turns an `if`/`else` with different views, or several views \
            in a row, into one view. Without `@ViewBuilder` such a helper either fails to \
            compile with a confusing type error or gets wrapped in `AnyView` to make it \
            compile. The attribute makes the helper behave like `body`, keeping the concrete \
            types and their identities.
            """,
        sources: [
            GuidanceSource(file: Guidance.projectPatterns, section: "Common Mistakes to Avoid"),
            GuidanceSource(file: Guidance.playbook, section: "Swift ViewBuilder vs TableColumnBuilder Ambiguity"),
        ],
        triggering: [
            RuleExample(
                """
                private func ↓stateIcon(_ ok: Bool) -> some View {
                    if ok { Image(systemName: "checkmark") } else { Text("Error") }
                }
                """, message: "'stateIcon' builds views with if/switch but is not a @ViewBuilder; add @ViewBuilder"),
            RuleExample(
                """
                struct Profile: View {
                    let user: User
                    var body: some View { VStack { header } }
                    private var ↓header: some View {
                        Avatar(user: user)
                        Text(user.name).font(.title)
                    }
                }
                """,
                message: "'header' builds views with several statements but is not a @ViewBuilder; add @ViewBuilder"),
            RuleExample(
                """
                extension View {
                    func ↓badge(for state: LoadState) -> some View {
                        switch state {
                        case .loading: ProgressView()
                        case .failed: Image(systemName: "exclamationmark.triangle")
                        }
                    }
                }
                """, message: "'badge' builds views with if/switch but is not a @ViewBuilder; add @ViewBuilder"),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct Badge_Previews: PreviewProvider {
                    static var previews: some View {
                        Badge(count: 1)
                        Badge(count: 99).preferredColorScheme(.dark)
                    }
                }
                """),
            RuleExample(
                """
                @ViewBuilder
                private func stateIcon(_ ok: Bool) -> some View {
                    if ok { Image(systemName: "checkmark") } else { Text("Error") }
                }
                """),
            RuleExample(
                """
                struct Profile: View {
                    var body: some View {
                        Avatar(user: user)
                        Text(user.name)
                    }
                    func body(content: Content) -> some View { content; content }
                    private var title: some View { Text(user.name).font(.title) }
                }
                struct Pill: ButtonStyle {
                    func makeBody(configuration: Configuration) -> some View {
                        if configuration.isPressed { configuration.label.opacity(0.5) } else { configuration.label }
                    }
                }
                """),
            RuleExample(
                """
                func label(_ done: Bool) -> some View {
                    if done { log("done") }
                    return Text(done ? "Done" : "Open")
                }
                var footer: some View {
                    @ViewBuilder get { Text("a"); Text("b") }
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                """
                struct Status: View {
                    let ok: Bool
                    var body: some View { icon(ok) }
                    private func ↓icon(_ ok: Bool) -> some View {
                        if ok { Image(systemName: "checkmark") } else { Text("Error") }
                    }
                }
                """,
                """
                struct Status: View {
                    let ok: Bool
                    var body: some View { icon(ok) }
                    @ViewBuilder
                    private func icon(_ ok: Bool) -> some View {
                        if ok { Image(systemName: "checkmark") } else { Text("Error") }
                    }
                }
                """),
            RuleCorrection(
                """
                var ↓rows: some View {
                    Text("One")
                    Text("Two")
                }
                """,
                """
                @ViewBuilder
                var rows: some View {
                    Text("One")
                    Text("Two")
                }
                """),
            RuleCorrection(
                """
                func ↓rows(_ n: Int) -> some View {
                    if n > 0 {
                        return AnyView(Text("\\(n)"))
                    } else { Text("None") }
                }
                """,
                """
                func rows(_ n: Int) -> some View {
                    if n > 0 {
                        return AnyView(Text("\\(n)"))
                    } else { Text("None") }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionDecl, .variableDecl]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        if let function = node.as(FunctionDeclSyntax.self) {
            guard function.returnsSomeView, !function.isBuilderRequirement,
                !function.attributes.contains(named: "ViewBuilder"),
                let body = function.body
            else { return }
            check(body.statements, name: function.name, decl: Syntax(function), in: context)
            return
        }
        guard let variable = node.as(VariableDeclSyntax.self), !variable.attributes.contains(named: "ViewBuilder"),
            variable.bindings.count == 1, let binding = variable.bindings.first,
            let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier, name.text != "body",
            binding.typeAnnotation?.type.returnsSomeView == true,
            !Self.isPreviewsRequirement(variable, named: name.text),
            let statements = Self.getterStatements(binding)
        else { return }
        check(statements, name: name, decl: Syntax(variable), in: context)
    }

    private func check(_ statements: CodeBlockItemListSyntax, name: TokenSyntax, decl: Syntax, in context: RuleContext)
    {
        let hasTopLevelReturn = statements.contains { item in
            if case .stmt(let statement) = item.item { return statement.is(ReturnStmtSyntax.self) }
            return false
        }
        guard !hasTopLevelReturn else { return }
        let expressions = statements.compactMap(\.statementExpression)
        let branches = expressions.contains { Self.isViewConditional($0) }
        guard branches || expressions.count >= 2 else { return }
        let fix =
            statements.containsOwnReturn
            ? nil
            : Fix("add @ViewBuilder", edits: [Self.insertAttribute(before: decl)])
        report(
            "'\(name.text)' builds views with \(branches ? "if/switch" : "several statements") but is not a "
                + "@ViewBuilder; add @ViewBuilder",
            on: name, in: context, fix: fix)
    }

    /// `static var previews` of a type (or extension) conforming to `PreviewProvider`.
    private static func isPreviewsRequirement(_ variable: VariableDeclSyntax, named name: String) -> Bool {
        guard name == "previews", variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
            let inherited = variable.enclosingTypeDecl?.inheritanceClause?.inheritedTypes
        else { return false }
        return inherited.contains { $0.type.simpleName == "PreviewProvider" }
    }

    /// The statements of a computed property's getter, nil for stored properties and getters
    /// that carry their own `@ViewBuilder`.
    private static func getterStatements(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let statements)?:
            return statements
        case .accessors(let accessors)?:
            guard let getter = accessors.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }),
                !getter.attributes.contains(named: "ViewBuilder")
            else { return nil }
            return getter.body?.statements
        case nil:
            return nil
        }
    }

    /// An `if`/`switch` with at least one branch that holds an expression.
    private static func isViewConditional(_ expression: ExprSyntax) -> Bool {
        if let ifExpr = expression.as(IfExprSyntax.self) {
            return ifExpr.branchBodies.bodies.contains {
                $0.statements.contains { item in item.statementExpression != nil }
            }
        }
        if let switchExpr = expression.as(SwitchExprSyntax.self) {
            return switchExpr.caseBodies.contains { $0.contains { item in item.statementExpression != nil } }
        }
        return false
    }

    /// `@ViewBuilder` on its own line with the declaration's indentation and line break, or
    /// inline when the declaration does not start a line.
    private static func insertAttribute(before decl: Syntax) -> TextEdit {
        let pieces = Array(decl.leadingTrivia)
        if let newline = pieces.lastIndex(where: { $0.isNewline }) {
            let indent = pieces[(newline + 1)...].map { piece -> String in
                switch piece {
                case .spaces(let count): return String(repeating: " ", count: count)
                case .tabs(let count): return String(repeating: "\t", count: count)
                default: return ""
                }
            }.joined()
            let lineBreak: String
            switch pieces[newline] {
            case .carriageReturnLineFeeds: lineBreak = "\r\n"
            case .carriageReturns: lineBreak = "\r"
            default: lineBreak = "\n"
            }
            return Edits.insert("@ViewBuilder" + lineBreak + indent, before: decl)
        }
        if pieces.isEmpty, decl.position.utf8Offset == 0 {
            return Edits.insert("@ViewBuilder\n", before: decl)
        }
        return Edits.insert("@ViewBuilder ", before: decl)
    }
}
