import SwiftSyntax

/// `foreach-id-self`: `id: \.self` identifies rows by their whole value, which is only stable
/// for simple constant values.
///
/// Lint: `ForEach`/`List` with `id: \.self`, unless the data is a range, `.indices` (left to
/// `foreach-indices`), `<Type>.allCases`, an array literal of literals or enum cases, a
/// dictionary's `.keys` (also through `Array(…)`, `.sorted(…)` or `.reversed()`), or a
/// property or local declared in the same file as an array (or set) of `Int`, `String` and
/// other plain values or of a same-file enum, or as a constant literal array. Otherwise the
/// element type is unknown without a type checker, hence a note.
public struct ForEachIdSelfRule: Rule {
    public static let description = RuleDescription(
        id: "foreach-id-self",
        title: "Identify rows by a stable key, not by \\.self",
        category: .lists,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            `id: \\.self` makes the entire value the row's identity. For a model value, any \
            edited field gives the row a new identity, so SwiftUI treats it as removed and \
            re-inserted — state resets and animations jump — and two equal values collide. Give \
            the type an `Identifiable` id or name a stable key path. Plain constants such as \
            enum cases, literal strings or dictionary keys are fine.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "ForEach Identity and Stability"),
            GuidanceSource(file: Guidance.playbook, section: "Stable Identity"),
        ],
        triggering: [
            RuleExample(
                #"ForEach(invoices, id: ↓\.self) { InvoiceRow(invoice: $0) }"#,
                message: "id: \\.self makes the whole value the row's identity; conform the element to Identifiable "
                    + "or use id: \\.<stable key>"),
            RuleExample(
                #"""
                List(store.contacts.sorted { $0.name < $1.name }, id: ↓\.self) { contact in
                    ContactRow(contact: contact)
                }
                """#,
                message: "id: \\.self makes the whole value the row's identity; conform the element to Identifiable "
                    + "or use id: \\.<stable key>"),
            RuleExample(
                #"""
                struct Tags: View {
                    let tags: [Tag]
                    var body: some View {
                        ForEach(tags, id: ↓\.self, content: TagChip.init)
                    }
                }
                """#,
                message: "id: \\.self makes the whole value the row's identity; conform the element to Identifiable "
                    + "or use id: \\.<stable key>"),
        ],
        nonTriggering: [
            RuleExample(#"ForEach(invoices, id: \.number) { InvoiceRow(invoice: $0) }"#),
            RuleExample(
                #"""
                ForEach(BillingCycle.allCases, id: \.self) { Text($0.title) }
                ForEach(0..<columns, id: \.self) { Column(index: $0) }
                ForEach(rows.indices, id: \.self) { RowView(index: $0) }
                """#),
            RuleExample(
                #"""
                ForEach(["Small", "Medium", "Large"], id: \.self) { Text($0) }
                ForEach(Array(groupedByCategory.keys).sorted(), id: \.self) { Text($0) }
                ForEach(totals.keys.sorted(), id: \.self) { Text($0) }
                """#),
            RuleExample(
                #"""
                enum Roast: String { case light, medium, dark }
                struct RoastPicker: View {
                    let years: [Int]
                    var labels: Set<String> = []
                    private let roasts: [Roast] = [.light, .dark]
                    static let sizes = ["S", "M", "L"]
                    var body: some View {
                        let steps = [5, 10, 15]
                        ForEach(years, id: \.self) { Text("\($0)") }
                        ForEach(labels.sorted(), id: \.self) { Text($0) }
                        ForEach(roasts, id: \.self) { Text($0.rawValue) }
                        ForEach(Self.sizes, id: \.self) { Text($0) }
                        ForEach(steps, id: \.self) { Text("\($0)") }
                        ForEach([Roast.light, .medium], id: \.self) { Text($0.rawValue) }
                        ForEach(state.pinnedIDs!, id: \.self) { Text("\($0)") }
                    }
                }
                struct ShelfState { var pinnedIDs: [Int]? }
                """#),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr]
    public static let calledNames: Set<String> = ["ForEach", "List"]

    public init() {}

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let call = node.as(FunctionCallExprSyntax.self), call.isConstructor(of: ["ForEach", "List"]),
            let keyPath = call.argument(labelled: "id")?.expression.as(KeyPathExprSyntax.self),
            keyPath.root == nil, keyPath.components.count == 1,
            case .property(let property)? = keyPath.components.first?.component,
            property.declName.baseName.tokenKind == .keyword(.self),
            let data = call.firstUnlabeledArgument?.expression,
            !Self.isConstantData(data, at: call, in: context)
        else { return }
        report(
            "id: \\.self makes the whole value the row's identity; conform the element to Identifiable or use id: "
                + "\\.<stable key>",
            on: keyPath, in: context)
    }

    /// Element types whose whole value is a fine identity.
    private static let plainValueTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "String",
        "Substring", "Character", "Double", "Float", "CGFloat", "Bool",
    ]

    private static func isConstantData(_ data: ExprSyntax, at call: FunctionCallExprSyntax, in context: RuleContext)
        -> Bool
    {
        let data = unwrapped(data.withoutParentheses)
        if let name = referencedName(data),
            let binding = declaration(of: name, from: call, in: context)
        {
            if let type = binding.typeAnnotation?.type, let element = elementTypeName(type) {
                return plainValueTypes.contains(element)
                    || context.types.declarations.contains { $0.name == element && $0.kind == .enum }
            }
            if let array = binding.initializer?.value.as(ArrayExprSyntax.self) {
                return isConstantArray(array)
            }
            return false
        }
        if let sequence = data.as(SequenceExprSyntax.self) {
            return sequence.elements.contains {
                ["..<", "..."].contains($0.as(BinaryOperatorExprSyntax.self)?.operator.text ?? "")
            }
        }
        if let member = data.as(MemberAccessExprSyntax.self) {
            return ["indices", "allCases", "keys"].contains(member.declName.baseName.text)
        }
        if let array = data.as(ArrayExprSyntax.self) { return isConstantArray(array) }
        return false
    }

    /// An array literal of literals or enum cases (`.small`, `Size.large`).
    private static func isConstantArray(_ array: ArrayExprSyntax) -> Bool {
        array.elements.allSatisfy { element in
            let value = element.expression
            if let string = value.as(StringLiteralExprSyntax.self) {
                return !string.segments.contains { $0.is(ExpressionSegmentSyntax.self) }
            }
            if let member = value.as(MemberAccessExprSyntax.self) {
                return member.base == nil || member.base?.is(DeclReferenceExprSyntax.self) == true
            }
            return value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
                || value.is(BooleanLiteralExprSyntax.self)
        }
    }

    /// `name`, `self.name`, `Self.name` or `model.name`: the name of a property or local.
    private static func referencedName(_ data: ExprSyntax) -> String? {
        if let reference = data.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = data.as(MemberAccessExprSyntax.self), member.base != nil {
            return member.declName.baseName.text
        }
        return nil
    }

    /// The binding that declares `name`: a local before `call` in an enclosing code block, a
    /// member of the enclosing type (or a same-file extension of it), or of another type in the
    /// file.
    private static func declaration(of name: String, from call: FunctionCallExprSyntax, in context: RuleContext)
        -> PatternBindingSyntax?
    {
        var current = Syntax(call)
        while let parent = current.parent {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items.nodes {
                    if item.id == current.id { break }
                    if let variable = item.item.as(VariableDeclSyntax.self),
                        let binding = variable.bindings.nodes.first(where: { binds($0, name) })
                    {
                        return binding
                    }
                }
            }
            if parent.isDeclGroup { break }
            current = parent
        }
        let members = context.types.memberVariables
        if let typeName = call.enclosingTypeDecl?.declaredName {
            for variable in members[typeName] ?? [] {
                if let binding = variable.bindings.nodes.first(where: { binds($0, name) }) { return binding }
            }
        }
        // `props.movies`: a property of another type declared in this file.
        for typeName in Set(context.types.declarations.map(\.name)) {
            for variable in members[typeName] ?? [] {
                if let binding = variable.bindings.nodes.first(where: { binds($0, name) }) { return binding }
            }
        }
        return nil
    }

    private static func binds(_ binding: PatternBindingSyntax, _ name: String) -> Bool {
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
    }

    /// `[T]`, `Array<T>`, `Set<T>` → `T`'s last name.
    private static func elementTypeName(_ type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) { return elementTypeName(optional.wrappedType) }
        if let array = type.as(ArrayTypeSyntax.self) { return array.element.simpleName }
        if let generic = type.as(IdentifierTypeSyntax.self), ["Array", "Set"].contains(generic.name.text),
            let argument = generic.genericArgumentClause?.arguments.first
        {
            return argument.argument.as(TypeSyntax.self)?.simpleName
        }
        return nil
    }

    /// Steps through `Array(x)`, `x.sorted(…)`, `x.reversed()` and `x!`, which keep the elements.
    private static func unwrapped(_ data: ExprSyntax) -> ExprSyntax {
        var current = data
        while true {
            if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression.withoutParentheses
                continue
            }
            guard let call = current.as(FunctionCallExprSyntax.self) else { break }
            if call.calleeName == "Array", call.arguments.count == 1, call.arguments.first?.label == nil,
                let inner = call.arguments.first?.expression
            {
                current = inner.withoutParentheses
            } else if let name = call.memberName, ["sorted", "reversed"].contains(name), let base = call.memberBase {
                current = base.withoutParentheses
            } else {
                break
            }
        }
        return current
    }
}
