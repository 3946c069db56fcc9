import SwiftSyntax
import Synchronization

/// `localized-contains`: filtering by what the user typed should ignore case and diacritics.
///
/// Lint: `receiver.contains(x)` — one unlabelled argument, no closure — where `x` (also
/// `x.lowercased()`/`x.uppercased()`, or a member path ending in `x`) is the text bound by
/// `.searchable(text: $x)` in this file, or its name matches `searchIdentifierPattern`. The
/// receiver's type is unknown, so there is no fix. Names this file declares tell a little:
/// an argument declared with a type other than `String`/`Substring` (say `let filter:
/// Category`), or a receiver declared as an array, set or dictionary (`names.contains(name)` is
/// a membership test), is left alone.
public struct LocalizedContainsRule: Rule {
    public static let description = RuleDescription(
        id: "localized-contains",
        title: "Use localizedStandardContains for search text",
        category: .text,
        defaultSeverity: .note,
        fixability: .no,
        rationale: """
            `contains(_:)` compares characters exactly, so a search for "cafe" misses "Café" \
            and "Zurich" misses "zürich". `localizedStandardContains(_:)` matches the way the \
            system search fields do — ignoring case and diacritics and following the user's \
            locale — which is what people expect when they type into a search field.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Localized String Comparison"),
            GuidanceSource(file: Guidance.expertSkill, section: "Swift Best Practices"),
        ],
        triggering: [
            RuleExample(
                "let stops = busStops.filter { $0.name.↓contains(searchText) }",
                message:
                    "contains(_:) matches 'searchText' exactly; for text the user types use "
                    + "localizedStandardContains(_:), which ignores case and diacritics"
            ),
            RuleExample(
                """
                struct Library: View {
                    @State private var needle = ""
                    let books: [Book]
                    var body: some View {
                        List(books.filter { $0.title.lowercased().↓contains(needle.lowercased()) }) { Text($0.title) }
                            .searchable(text: $needle)
                    }
                }
                """,
                message:
                    "contains(_:) matches 'needle' exactly; for text the user types use "
                    + "localizedStandardContains(_:), which ignores case and diacritics"
            ),
            RuleExample(
                """
                func matches(_ product: Product) -> Bool {
                    product.name.↓contains(model.query) || product.brand.↓contains(self.filterText)
                }
                """,
                messages: [
                    "contains(_:) matches 'query' exactly; for text the user types use "
                        + "localizedStandardContains(_:), which ignores case and diacritics",
                    "contains(_:) matches 'filterText' exactly; for text the user types use "
                        + "localizedStandardContains(_:), which ignores case and diacritics",
                ]),
        ],
        nonTriggering: [
            RuleExample("let stops = busStops.filter { $0.name.localizedStandardContains(searchText) }"),
            RuleExample(
                """
                let selected: Set<Tag.ID> = []
                let visible = tags.filter { selected.contains($0.id) }
                let hasAdmin = roles.contains(.admin)
                let savedSearches = ["swift", "ios"]
                func isSaved(_ searchTerm: String) -> Bool { savedSearches.contains(searchTerm) }
                """),
            RuleExample(
                """
                struct Shelf {
                    let filter: Category
                    func keep(_ item: Item) -> Bool { item.categories.contains(filter) }
                }
                """),
            RuleExample(
                """
                let found = names.contains(where: { $0.hasPrefix(searchPrefix) })
                let ok = text.localizedCaseInsensitiveContains(query)
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.functionCallExpr, .patternBinding, .functionParameter]
    public static let calledNames: Set<String> = ["searchable", "contains"]
    public static let requiredText = ["contains"]

    private var candidates: [(name: TokenSyntax, searched: String, receiver: String?)] = []
    private var searchableNames: Set<String> = []
    /// Pattern bindings and parameters in source order; their types are judged in `finish(in:)`,
    /// and only for the names a candidate asks about.
    private var declarations: [Syntax] = []

    public init() {}

    public mutating func visit(_ node: Syntax, in context: RuleContext) {
        switch node.kind {
        case .patternBinding, .functionParameter:
            declarations.append(node)
            return
        default:
            break
        }
        guard let call = node.as(FunctionCallExprSyntax.self), let member = call.memberName else { return }
        if member == "searchable", let text = call.argument(labelled: "text")?.expression,
            let path = text.readPaths().first, let last = path.last
        {
            searchableNames.insert(last.hasPrefix("$") ? String(last.dropFirst()) : last)
            return
        }
        guard member == "contains", let name = call.memberNameToken, call.memberBase != nil,
            call.arguments.count == 1, let argument = call.arguments.first, argument.label == nil,
            call.trailingClosureCount == 0,
            let searched = Self.searchedName(argument.expression)
        else { return }
        var receiver: String?
        if let base = call.memberBase, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self) {
            receiver = base.readPaths().first?.last
        }
        candidates.append((name, searched, receiver))
    }

    public func finish(in context: RuleContext) {
        guard !candidates.isEmpty else { return }
        let pattern = SearchPatternCache.regex(for: context.knobs.searchIdentifierPattern)
        var needed: Set<String> = []
        for candidate in candidates {
            needed.insert(candidate.searched)
            if let receiver = candidate.receiver { needed.insert(receiver) }
        }
        // For each name a candidate asks about: per declaration, whether it is textual and whether
        // it is a collection (nil when the declaration does not say).
        var declaredTextual: [String: [Bool?]] = [:]
        var declaredCollection: [String: [Bool?]] = [:]
        for declaration in declarations {
            if let binding = declaration.as(PatternBindingSyntax.self) {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
                    needed.contains(name)
                else { continue }
                declaredTextual[name, default: []].append(Self.isTextual(binding))
                declaredCollection[name, default: []].append(Self.isCollection(binding))
            } else if let parameter = declaration.as(FunctionParameterSyntax.self) {
                let name = (parameter.secondName ?? parameter.firstName).text
                guard needed.contains(name) else { continue }
                declaredTextual[name, default: []].append(Self.isTextualType(parameter.type))
                declaredCollection[name, default: []].append(Self.isCollectionType(parameter.type))
            }
        }
        for (name, searched, receiver) in candidates {
            let bySearchable = searchableNames.contains(searched)
            let byName = pattern.map { searched.contains($0) } ?? false
            guard bySearchable || byName else { continue }
            if !bySearchable, let kinds = declaredTextual[searched], !kinds.contains(where: { $0 != false }) {
                continue
            }
            if let receiver, let kinds = declaredCollection[receiver], !kinds.contains(where: { $0 != true }) {
                continue
            }
            report(
                "contains(_:) matches '\(searched)' exactly; for text the user types use "
                    + "localizedStandardContains(_:), which ignores case and diacritics",
                on: name, in: context)
        }
    }

    /// The last name of the argument, looking through `.lowercased()` and `.uppercased()`.
    private static func searchedName(_ expression: ExprSyntax) -> String? {
        var current = expression
        if let call = current.as(FunctionCallExprSyntax.self), call.arguments.isEmpty, call.trailingClosureCount == 0,
            let member = call.memberName, ["lowercased", "uppercased"].contains(member), let base = call.memberBase
        {
            current = base
        }
        guard current.is(DeclReferenceExprSyntax.self) || current.is(MemberAccessExprSyntax.self),
            let path = current.readPaths().first, let last = path.last, !last.hasPrefix("$")
        else { return nil }
        return last
    }

    private static func isTextual(_ binding: PatternBindingSyntax) -> Bool? {
        if let type = binding.typeAnnotation?.type { return isTextualType(type) }
        guard let value = binding.initializer?.value else { return nil }
        if value.is(StringLiteralExprSyntax.self) { return true }
        if value.is(IntegerLiteralExprSyntax.self) || value.is(FloatLiteralExprSyntax.self)
            || value.is(BooleanLiteralExprSyntax.self) || value.is(ArrayExprSyntax.self)
            || value.is(DictionaryExprSyntax.self)
        {
            return false
        }
        return nil
    }

    private static func isCollection(_ binding: PatternBindingSyntax) -> Bool? {
        if let type = binding.typeAnnotation?.type { return isCollectionType(type) }
        guard let value = binding.initializer?.value else { return nil }
        if value.is(ArrayExprSyntax.self) || value.is(DictionaryExprSyntax.self) { return true }
        if value.is(StringLiteralExprSyntax.self) { return false }
        return nil
    }

    private static func isCollectionType(_ type: TypeSyntax) -> Bool {
        var unwrapped = type
        if let optional = type.as(OptionalTypeSyntax.self) { unwrapped = optional.wrappedType }
        if unwrapped.is(ArrayTypeSyntax.self) || unwrapped.is(DictionaryTypeSyntax.self) { return true }
        return ["Array", "Set", "Dictionary", "OrderedSet", "ContiguousArray"].contains(unwrapped.simpleName)
    }

    private static func isTextualType(_ type: TypeSyntax) -> Bool {
        var unwrapped = type
        if let optional = type.as(OptionalTypeSyntax.self) { unwrapped = optional.wrappedType }
        if let forced = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { unwrapped = forced.wrappedType }
        return ["String", "Substring", "AttributedString"].contains(unwrapped.simpleName)
    }
}

/// Compiled `searchIdentifierPattern`s, shared by all files and threads: compiling a regular
/// expression costs far more than matching a few names with it.
enum SearchPatternCache {
    private static let compiled = Mutex<[String: Regex<AnyRegexOutput>?]>([:])

    /// The compiled pattern, or nil when it is not a valid regular expression.
    static func regex(for pattern: String) -> Regex<AnyRegexOutput>? {
        compiled.withLock { cache in
            if let known = cache[pattern] { return known }
            let made = try? Regex(pattern)
            cache[pattern] = made
            return made
        }
    }
}
