import SwiftSyntax

/// `binding-never-written`: a `@Binding` the view only reads should be a plain `let`.
///
/// Lint: in a view-like type (including same-file extensions of it), `@Binding var x` with no
/// assignment or compound assignment whose target starts at `x`/`self.x`, no `$x`, no `&x` and
/// no method call on `x` (any call might mutate, so any call counts as a write).
public struct BindingNeverWrittenRule: Rule {
    public static let description = RuleDescription(
        id: "binding-never-written",
        title: "Use let for a @Binding that is never written",
        category: .state,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            A binding is a two-way connection: it exists so that a child can change its \
            parent's state. When the child only displays the value, a plain `let` says so, is \
            cheaper to create, and lets previews and callers pass a constant instead of a \
            binding.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "When NOT to use @Binding"),
            GuidanceSource(file: Guidance.expertSkill, section: "State Management"),
        ],
        triggering: [
            RuleExample(
                """
                struct PriceTag: View {
                    ↓@Binding var amount: Decimal
                    var body: some View { Text(amount, format: .currency(code: "EUR")) }
                }
                """,
                message:
                    "@Binding 'amount' is only read in this view; declare it 'let amount' and pass the value instead "
                    + "of a binding"
            ),
            RuleExample(
                """
                struct Header: View {
                    ↓@Binding var title: String
                    @Binding var isEditing: Bool
                    var body: some View {
                        Text(title).onTapGesture { isEditing = true }
                    }
                }
                """,
                message:
                    "@Binding 'title' is only read in this view; declare it 'let title' and pass the value instead "
                    + "of a binding"
            ),
            RuleExample(
                """
                struct Gauge {
                    ↓@Binding var level: Double
                }
                extension Gauge: View {
                    var body: some View { ProgressView(value: self.level) }
                }
                """,
                message:
                    "@Binding 'level' is only read in this view; declare it 'let level' and pass the value instead "
                    + "of a binding"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct PriceTag: View {
                    @Binding var amount: Decimal
                    var body: some View { TextField("Amount", value: $amount, format: .number) }
                }
                """),
            RuleExample(
                """
                struct Stepper: View {
                    @Binding var count: Int
                    @Binding var items: [String]
                    @Binding var flag: Bool
                    @Binding var text: String
                    var body: some View {
                        Button("Add") {
                            self.count += 1
                            items.append("new")
                            flag.toggle()
                            edit(&text)
                        }
                    }
                    func edit(_ value: inout String) {}
                }
                """),
            RuleExample(
                """
                struct Gauge {
                    @Binding var level: Double
                }
                extension Gauge: View {
                    var body: some View { Slider(value: $level) }
                }
                """),
            RuleExample(
                """
                struct Editor: View {
                    @Binding var draft: Draft
                    var body: some View { Button("Clear") { draft.title = "" } }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.variableDecl]
    public static let attributeNames: Set<String> = ["Binding"]

    private var candidates: [(attribute: AttributeSyntax, name: String, typeName: String)] = []
    /// The declarations of the types that own candidates; only these are searched for writes.
    private var owners: [String: Syntax] = [:]

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        guard let decl = node.as(VariableDeclSyntax.self), decl.isMember,
            let attribute = decl.attributes.attribute(named: "Binding"),
            let owner = decl.enclosingTypeDecl, let typeName = owner.declaredName
        else { return }
        for name in decl.boundNames { candidates.append((attribute, name, typeName)) }
        owners[typeName] = Syntax(owner)
    }

    /// Names written anywhere (`$x`, or a write outside any type) and (type, name) pairs
    /// written inside a type, considering only `names`.
    /// Searches only the owning types and their same-file top-level extensions: a binding's
    /// storage and `$projection` are members, so writes happen there.
    private func writes(named names: Set<String>, in tree: SourceFileSyntax) -> (
        anywhere: Set<String>, inType: Set<[String]>
    ) {
        final class References: SyntaxVisitor {
            var found: [DeclReferenceExprSyntax] = []
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                found.append(node)
                return .visitChildren
            }
        }
        let collector = References(viewMode: .sourceAccurate)
        for owner in owners.values { collector.walk(owner) }
        for item in tree.statements {
            if let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                owners[extensionDecl.extendedType.trimmedText] != nil
            {
                collector.walk(extensionDecl)
            }
        }
        var anywhere: Set<String> = []
        var inType: Set<[String]> = []
        for reference in collector.found {
            guard case .identifier(let name) = reference.baseName.tokenKind else { continue }
            if name.hasPrefix("$") {
                anywhere.insert(String(name.dropFirst()))
                continue
            }
            guard names.contains(name), Self.isWrite(reference) else { continue }
            if let typeName = reference.enclosingTypeDecl?.declaredName {
                inType.insert([typeName, name])
            } else {
                anywhere.insert(name)
            }
        }
        return (anywhere, inType)
    }

    /// Whether the reference is the root of an assignment target, an `&` argument, or the
    /// receiver of a method call.
    private static func isWrite(_ reference: DeclReferenceExprSyntax) -> Bool {
        var current = Syntax(reference)
        if let member = current.parent?.as(MemberAccessExprSyntax.self), member.declName.id == reference.id,
            member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
        {
            current = Syntax(member)
        }
        if current.parent?.is(InOutExprSyntax.self) == true { return true }
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    return true
                }
                current = parent
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self),
                subscriptCall.calledExpression.id == current.id
            {
                current = parent
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                current = parent
            } else {
                break
            }
        }
        if let list = current.parent?.as(ExprListSyntax.self), list.parent?.is(SequenceExprSyntax.self) == true {
            let elements = Array(list)
            if let index = elements.firstIndex(where: { $0.id == current.id }), index + 1 < elements.count {
                if SequenceExprSyntax.isAssignmentOperator(elements[index + 1]) { return true }
            }
        }
        return false
    }

    public func finish(in context: RuleContext) {
        guard !candidates.isEmpty else { return }
        let (written, writtenInType) = writes(named: Set(candidates.map(\.name)), in: context.tree)
        for (attribute, name, typeName) in candidates where context.types.isViewLike(named: typeName) {
            guard !written.contains(name), !writtenInType.contains([typeName, name]) else { continue }
            report(
                "@Binding '\(name)' is only read in this view; declare it 'let \(name)' and pass the value instead "
                    + "of a binding",
                on: attribute, in: context)
        }
    }
}
