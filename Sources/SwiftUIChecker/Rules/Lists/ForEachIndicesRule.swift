import SwiftSyntax

/// `foreach-indices`: iterating a collection's positions (`xs.indices`, `0..<xs.count`) gives
/// rows an identity that moves when the collection changes.
///
/// Lint: the first unlabelled argument of `ForEach`/`List` is `<expr>.indices`,
/// `0..<<expr>.count` or `0...<expr>.count - 1`, also with the count kept in a local first
/// (`let n = xs.count` … `0..<n`). An error when `<expr>` is known to change: it
/// is declared `@State`, `@Binding` or `@Published` in the same type, is a stored `var` of an
/// `@Observable` class in the file, or is mutated (`append`, `insert`, `remove…`, assignment)
/// anywhere in the file — not counting the assignment that sets it up in an `init`, nor changes
/// to a local of the same name (a computed list built in a local `var`). Silent when `<expr>` is declared with `let` (fixed content) — as a
/// local, a member of the enclosing type, or (for `model.items`) a property of a type declared
/// in the same file — and when `<expr>` is constant content: `<Type>.allCases` or an array
/// literal.
public struct ForEachIndicesRule: Rule {
    public static let description = RuleDescription(
        id: "foreach-indices",
        title: "Don't identify ForEach rows by index",
        category: .lists,
        defaultSeverity: .warning,
        fixability: .no,
        rationale: """
            With indices as the data, a row's identity is its position. When an element is \
            inserted or removed, every later row takes over the state and animations of its \
            neighbour, and a row body that still reads `items[i]` after a removal can index \
            past the end and crash. Iterate the elements themselves, identified by an \
            `Identifiable` id or a stable key path. Index iteration is harmless for a constant \
            `let` collection.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "ForEach Identity and Stability"),
            GuidanceSource(file: Guidance.expertSkill, section: "Performance"),
        ],
        triggering: [
            RuleExample(
                #"ForEach(↓notes.indices, id: \.self) { i in NoteRow(note: notes[i]) }"#,
                message:
                    "rows identified by index lose their identity when 'notes' changes; iterate the elements with a "
                    + "stable id"
            ),
            RuleExample(
                #"""
                struct Checklist: View {
                    @State private var tasks: [String] = []
                    var body: some View {
                        List(↓0..<tasks.count, id: \.self) { index in
                            Text(tasks[index])
                        }
                    }
                }
                """#,
                message:
                    "'tasks' changes, so rows identified by index can show the wrong element or crash on removal; "
                    + "iterate the elements with a stable id"
            ),
            RuleExample(
                #"""
                struct Board: View {
                    let model: BoardModel
                    var body: some View {
                        ForEach(↓0...model.cards.count - 1, id: \.self) { i in CardView(card: model.cards[i]) }
                        Button("Add") { model.cards.append(Card()) }
                    }
                }
                """#,
                message:
                    "'model.cards' changes, so rows identified by index can show the wrong element or crash on "
                    + "removal; iterate the elements with a stable id"
            ),
            RuleExample(
                #"""
                @Observable final class Playlist { var songs: [Song] = [] }
                struct SongList: View {
                    var playlist: Playlist
                    var body: some View {
                        ForEach(↓(playlist.songs.indices), id: \.self) { i in Text(playlist.songs[i].title) }
                    }
                }
                """#,
                message:
                    "'playlist.songs' changes, so rows identified by index can show the wrong element or crash on "
                    + "removal; iterate the elements with a stable id"
            ),
            RuleExample(
                #"""
                struct Tabs: View {
                    private var titles: [String]
                    init(titles: [String]) { self.titles = titles }
                    var body: some View {
                        ForEach(↓titles.indices, id: \.self) { i in Text(titles[i]) }
                    }
                    var shown: [String] {
                        var titles: [String] = []
                        titles.append("All")
                        return titles
                    }
                }
                """#,
                message:
                    "rows identified by index lose their identity when 'titles' changes; iterate the elements with a "
                    + "stable id"
            ),
            RuleExample(
                #"""
                struct Queue: View {
                    @State private var jobs: [Job] = []
                    var body: some View {
                        let total = jobs.count
                        ForEach(↓0..<total, id: \.self) { i in JobRow(job: jobs[i]) }
                    }
                }
                """#,
                message:
                    "'jobs' changes, so rows identified by index can show the wrong element or crash on removal; "
                    + "iterate the elements with a stable id"
            ),
        ],
        nonTriggering: [
            RuleExample("ForEach(notes) { note in NoteRow(note: note) }"),
            RuleExample(
                #"""
                struct Segments: View {
                    let options: [String]
                    @Binding var selection: Int
                    var body: some View {
                        ForEach(options.indices, id: \.self) { i in
                            Button(options[i]) { selection = i }
                        }
                    }
                }
                """#),
            RuleExample(
                #"""
                var body: some View {
                    let steps = ["Mix", "Bake", "Serve"]
                    ForEach(0..<steps.count, id: \.self) { i in Text(steps[i]) }
                    ForEach(0..<5) { i in Star(filled: i < rating) }
                }
                """#),
            RuleExample(#"ForEach(notes, id: \.indices) { NoteRow(note: $0) }"#),
            RuleExample(
                #"""
                ForEach(Weekday.allCases.indices, id: \.self) { i in Text(Weekday.allCases[i].name) }
                ForEach(0..<["Low", "High"].count, id: \.self) { i in Text("\(i)") }
                """#),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .sequenceExpr]
    public static let calledNames: Set<String> = mutatingMethods.union(["ForEach", "List"])
    public static let requiredText = ["ForEach", "List"]

    private var candidates: [(call: FunctionCallExprSyntax, data: ExprSyntax, collection: ExprSyntax)] = []
    private var mutated: Set<String> = []

    private static let mutatingMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "removeSubrange",
        "replaceSubrange", "move", "swapAt", "sort", "shuffle", "reverse", "popLast",
    ]

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        if let sequence = node.as(SequenceExprSyntax.self) {
            if let target = sequence.assignment?.target, let name = Self.lastName(target),
                !Self.isSetUpOrLocal(target, named: name)
            {
                mutated.insert(name)
            }
            return
        }
        guard let call = node.as(FunctionCallExprSyntax.self) else { return }
        if let method = call.memberName, Self.mutatingMethods.contains(method),
            let base = call.memberBase, let name = Self.lastName(base), !Self.isSetUpOrLocal(base, named: name)
        {
            mutated.insert(name)
        }
        guard call.isConstructor(of: ["ForEach", "List"]),
            let data = call.firstUnlabeledArgument?.expression,
            let collection = Self.indexedCollection(data.withoutParentheses, at: call),
            !Self.isConstantContent(collection)
        else { return }
        candidates.append((call, data, collection))
    }

    public func finish(in context: RuleContext) {
        guard !candidates.isEmpty else { return }
        let members = context.types.memberVariables
        for candidate in candidates {
            let name = Self.lastName(candidate.collection)
            let declaration = name.flatMap { context.variableDeclaration(named: $0, visibleFrom: candidate.call) }
            if let declaration, declaration.bindingSpecifier.tokenKind == .keyword(.let) { continue }
            let isDynamic =
                name.map { name in
                    mutated.contains(name)
                        || declaration.map(Self.isChangingState) == true
                        || Self.isObservableStoredVar(name, members: members, in: context)
                } ?? false
            let shown = candidate.collection.trimmedText
            if isDynamic {
                report(
                    "'\(shown)' changes, so rows identified by index can show the wrong element or crash on removal; "
                        + "iterate the elements with a stable id",
                    on: candidate.data, in: context, severity: .error)
            } else {
                report(
                    "rows identified by index lose their identity when '\(shown)' changes; iterate the elements with "
                        + "a stable id",
                    on: candidate.data, in: context)
            }
        }
    }

    /// A write that does not change a collection the view shows: inside an `init` (setting the
    /// property up), or to a bare name declared as a local in an enclosing block.
    private static func isSetUpOrLocal(_ target: ExprSyntax, named name: String) -> Bool {
        var current = target.parent
        while let node = current {
            if node.kind == .initializerDecl { return true }
            if node.isDeclGroup { return false }
            if target.withoutParentheses.is(DeclReferenceExprSyntax.self),
                let items = node.as(CodeBlockItemListSyntax.self),
                items.contains(where: { $0.item.as(VariableDeclSyntax.self)?.boundNames.contains(name) == true })
            {
                return true
            }
            current = node.parent
        }
        return false
    }

    /// `Type.allCases` or an array literal.
    private static func isConstantContent(_ collection: ExprSyntax) -> Bool {
        let collection = collection.withoutParentheses
        if collection.is(ArrayExprSyntax.self) { return true }
        return collection.as(MemberAccessExprSyntax.self)?.declName.baseName.text == "allCases"
    }

    /// `let n = xs.count` declared before `node` in an enclosing block → `xs.count`.
    private static func localCount(named name: String, before node: some SyntaxProtocol) -> MemberAccessExprSyntax? {
        var current = Syntax(node)
        while let parent = current.parent, !parent.isDeclGroup {
            if let items = parent.as(CodeBlockItemListSyntax.self) {
                for item in items.nodes {
                    if item.id == current.id { break }
                    guard let variable = item.item.as(VariableDeclSyntax.self),
                        variable.bindingSpecifier.tokenKind == .keyword(.let),
                        let binding = variable.bindings.nodes.first(where: {
                            $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
                        })
                    else { continue }
                    let value = binding.initializer?.value.as(MemberAccessExprSyntax.self)
                    return value?.declName.baseName.text == "count" ? value : nil
                }
            }
            current = parent
        }
        return nil
    }

    /// `xs.indices`, `0..<xs.count`, `0...xs.count - 1` → `xs`.
    private static func indexedCollection(_ data: ExprSyntax, at call: FunctionCallExprSyntax) -> ExprSyntax? {
        if let member = data.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "indices" {
            return member.base
        }
        guard let sequence = data.as(SequenceExprSyntax.self) else { return nil }
        let elements = Array(sequence.elements)
        guard elements.count >= 3, elements[0].as(IntegerLiteralExprSyntax.self)?.literal.text == "0",
            let op = elements[1].as(BinaryOperatorExprSyntax.self)?.operator.text,
            let count = elements[2].as(MemberAccessExprSyntax.self)
                ?? elements[2].as(DeclReferenceExprSyntax.self).flatMap({
                    localCount(named: $0.baseName.text, before: call)
                }),
            count.declName.baseName.text == "count"
        else { return nil }
        if op == "..<", elements.count == 3 { return count.base }
        if op == "...", elements.count == 5,
            elements[3].as(BinaryOperatorExprSyntax.self)?.operator.text == "-",
            elements[4].as(IntegerLiteralExprSyntax.self)?.literal.text == "1"
        {
            return count.base
        }
        return nil
    }

    /// The last name of an access chain: `notes` → `notes`, `model.cards` → `cards`, `xs[0]` → `xs`.
    private static func lastName(_ expression: ExprSyntax) -> String? {
        let expression = expression.withoutParentheses
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let subscriptCall = expression.as(SubscriptCallExprSyntax.self) {
            return lastName(subscriptCall.calledExpression)
        }
        if let optional = expression.as(OptionalChainingExprSyntax.self) { return lastName(optional.expression) }
        if let unwrap = expression.as(ForceUnwrapExprSyntax.self) { return lastName(unwrap.expression) }
        return nil
    }

    private static func isChangingState(_ declaration: VariableDeclSyntax) -> Bool {
        let names = declaration.attributes.attributeNames
        return names.contains("State") || names.contains("Binding") || names.contains("Published")
    }

    /// A stored `var` of a class marked `@Observable` in this file.
    private static func isObservableStoredVar(
        _ name: String, members: [String: [VariableDeclSyntax]], in context: RuleContext
    ) -> Bool {
        for type in context.types.declarations where type.kind == .class && type.attributes.contains("Observable") {
            let stored = members[type.name, default: []].contains { variable in
                variable.bindingSpecifier.tokenKind == .keyword(.var) && variable.boundNames.contains(name)
                    && variable.bindings.allSatisfy { $0.accessorBlock == nil }
            }
            if stored { return true }
        }
        return false
    }
}
