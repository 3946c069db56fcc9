import SwiftSyntax

/// `foreach-id-self`: `id: \.self` identifies rows by their whole value, which is only stable
/// for simple constant values.
///
/// Lint: `ForEach`/`List` with `id: \.self` over a property or local (also through `Array(…)`,
/// `.sorted(…)`, `.reversed()` or `!`) that the same file declares as an array or set of a struct
/// or class also declared in the file — by its annotation, an array literal of the type's
/// initializers, or a static of the type it is set from (`= Card.samples`) — a model value, whose
/// whole value is a poor identity.
/// Anything else is left alone: data whose element type the file does not state (a call, a
/// property declared elsewhere, a range, `.indices`, `allCases`, a literal, a dictionary's keys),
/// and element types declared elsewhere, which on real code are mostly enums, numbers, strings and
/// framework values (`Font.Weight`), for which `\.self` is right; without a type checker the rule
/// cannot tell them from models.
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
                #"""
                struct Pantry: View {
                    @State private var jars = Jar.starterShelf
                    var body: some View {
                        ForEach(jars, id: ↓\.self) { JarLabel(jar: $0) }
                    }
                }
                struct Jar: Hashable { var spice: String; var grams: Int }
                extension Jar {
                    static let starterShelf = [Jar(spice: "cumin", grams: 40), Jar(spice: "sumac", grams: 25)]
                }
                """#,
                message: "id: \\.self makes the whole value the row's identity; conform the element to Identifiable "
                    + "or use id: \\.<stable key>"),
            RuleExample(
                #"""
                let invoices: [Invoice] = ledger.open
                ForEach(invoices, id: ↓\.self) { InvoiceRow(invoice: $0) }
                struct Invoice: Hashable { var number: String; var total: Decimal }
                """#,
                message: "id: \\.self makes the whole value the row's identity; conform the element to Identifiable "
                    + "or use id: \\.<stable key>"),
            RuleExample(
                #"""
                List(store.contacts.sorted { $0.name < $1.name }, id: ↓\.self) { contact in
                    ContactRow(contact: contact)
                }
                struct ContactStore { var contacts: [Contact] = [] }
                final class Contact: Hashable {
                    var name = ""
                    static func == (a: Contact, b: Contact) -> Bool { a.name == b.name }
                    func hash(into hasher: inout Hasher) { hasher.combine(name) }
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
                struct Tag: Hashable { let label: String; var color: String }
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
            RuleExample(
                #"""
                ForEach(weekdayNames, id: \.self) { Text($0) }
                ForEach(settings.recentSearches.reversed(), id: \.self) { term in SearchChip(term: term) }
                ForEach(Filter.available(for: account), id: \.self) { FilterRow(filter: $0) }
                let weights: [Font.Weight] = [.regular, .bold]
                ForEach(weights, id: \.self) { Text("\($0)") }
                struct ChipRow<Item: Hashable & CustomStringConvertible>: View {
                    let items: [Item]
                    var body: some View { ForEach(items, id: \.self) { Text($0.description) } }
                }
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
            Self.holdsModelValues(data, at: call, in: context)
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

    /// Whether the file declares the data as an array or set of a model type (see the doc comment).
    private static func holdsModelValues(_ data: ExprSyntax, at call: FunctionCallExprSyntax, in context: RuleContext)
        -> Bool
    {
        let data = unwrapped(data.withoutParentheses)
        guard let name = referencedName(data),
            let binding = context.variableDeclaration(named: name, visibleFrom: call)?.bindings.nodes.first(where: {
                binds($0, name)
            }),
            let element = elementTypeName(of: binding, in: context, depth: 0),
            element.first?.isUppercase == true
        else { return false }
        if let owner = call.enclosingTypeDecl, Self.genericParameterNames(of: owner).contains(element) { return false }
        return !plainValueTypes.contains(element)
            && context.types.declarations.contains { $0.name == element && ($0.kind == .struct || $0.kind == .class) }
    }

    /// `Chips<Item: Hashable>` → `["Item"]`: a generic element may well be a plain value.
    private static func genericParameterNames(of owner: any DeclGroupSyntax) -> [String] {
        let clause =
            owner.as(StructDeclSyntax.self)?.genericParameterClause
            ?? owner.as(ClassDeclSyntax.self)?.genericParameterClause
        return clause?.parameters.map(\.name.text) ?? []
    }

    /// `name`, `self.name`, `Self.name` or `model.name`: the name of a property or local.
    private static func referencedName(_ data: ExprSyntax) -> String? {
        if let reference = data.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = data.as(MemberAccessExprSyntax.self), member.base != nil {
            return member.declName.baseName.text
        }
        return nil
    }

    private static func binds(_ binding: PatternBindingSyntax, _ name: String) -> Bool {
        binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
    }

    /// The element type a binding declares: from its annotation, from an array literal of
    /// initializer calls (`[Card(…), …]`), or from a same-file type's static it is set from
    /// (`= Card.samples`, itself declared one of those ways).
    private static func elementTypeName(of binding: PatternBindingSyntax, in context: RuleContext, depth: Int)
        -> String?
    {
        if let type = binding.typeAnnotation?.type { return elementTypeName(type) }
        guard let value = binding.initializer?.value.withoutParentheses else { return nil }
        if let array = value.as(ArrayExprSyntax.self),
            let first = array.elements.first?.expression.as(FunctionCallExprSyntax.self),
            let typeName = first.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        {
            return typeName
        }
        guard depth == 0, let member = value.as(MemberAccessExprSyntax.self),
            let typeName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text,
            let variables = context.types.memberVariables[typeName]
        else { return nil }
        let property = member.declName.baseName.text
        for variable in variables {
            if let source = variable.bindings.nodes.first(where: { binds($0, property) }) {
                return elementTypeName(of: source, in: context, depth: depth + 1)
            }
        }
        return nil
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
