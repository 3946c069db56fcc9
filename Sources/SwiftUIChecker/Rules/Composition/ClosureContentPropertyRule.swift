import SwiftSyntax

/// `closure-content-property`: a generic container should store its built content
/// (`@ViewBuilder let content: Content`), not a closure that builds it (`() -> Content`).
///
/// Lint: in a generic view struct, a stored property without initializer or accessors whose
/// type is a parameterless function type returning one of the struct's generic parameters
/// constrained to `View` (in the parameter clause or a `where` clause), with or without
/// `@ViewBuilder`. Closures with parameters (`(Item) -> Row`) and non-view closures
/// (`() -> Void`) are fine, and so is a struct whose initializer takes the content as an
/// `@autoclosure`: a lazy wrapper that stores the closure to build its content later, on purpose.
/// Nor a closure the struct only ever calls inside the content of a `Menu`, `sheet`, `popover`,
/// `fullScreenCover`, `contextMenu` or `NavigationLink`: those build their content when opened, so
/// keeping the closure defers the work.
/// Fix (conditional): when the struct has no explicit `init`, no same-file extension, and the
/// property is only ever called as `content()`: store `@ViewBuilder let content: Content` and
/// use `content`. Call sites with trailing closures keep compiling through the memberwise init.
public struct ClosureContentPropertyRule: Rule {
    public static let description = RuleDescription(
        id: "closure-content-property",
        title: "Store @ViewBuilder content, not a content closure",
        category: .composition,
        defaultSeverity: .warning,
        fixability: .conditional,
        rationale: """
            A container that keeps `() -> Content` and calls it in its body builds its child \
            again on every evaluation, and SwiftUI cannot compare a closure to decide whether \
            anything changed. Storing the built view as `@ViewBuilder let content: Content` \
            evaluates the builder once, when the container is created, and gives SwiftUI a \
            value it can diff. Callers still pass a trailing closure.
            """,
        sources: [
            GuidanceSource(file: Guidance.expertSkill, section: "Avoid Closure-Based Content"),
            GuidanceSource(file: Guidance.expertSkill, section: "Use @ViewBuilder Property Instead"),
            GuidanceSource(file: Guidance.expertSkill, section: "View Composition"),
        ],
        triggering: [
            RuleExample(
                """
                struct Card<Inner: View>: View {
                    let content: ↓() -> Inner
                    var body: some View { VStack { content() }.padding() }
                }
                """,
                message:
                    "'content' stores a closure that rebuilds its view on every body evaluation; declare "
                    + "'@ViewBuilder let content: Inner'"
            ),
            RuleExample(
                """
                struct Panel<Header, Detail>: View where Header: View, Detail: View {
                    @ViewBuilder var header: ↓() -> Header
                    @ViewBuilder var detail: ↓() -> Detail
                    let title: String
                    var body: some View {
                        VStack { header(); Text(title); detail() }
                    }
                }
                """,
                messages: [
                    "'header' stores a closure that rebuilds its view on every body evaluation; declare "
                        + "'@ViewBuilder let header: Header'",
                    "'detail' stores a closure that rebuilds its view on every body evaluation; declare "
                        + "'@ViewBuilder let detail: Detail'",
                ]),
            RuleExample(
                """
                struct Row<Icon: View>: View {
                    private let icon: ↓() -> Icon
                    init(@ViewBuilder icon: @escaping () -> Icon) { self.icon = icon }
                    var body: some View { HStack { icon(); Spacer() } }
                }
                """,
                message:
                    "'icon' stores a closure that rebuilds its view on every body evaluation; declare '@ViewBuilder "
                    + "let icon: Icon'"
            ),
        ],
        nonTriggering: [
            RuleExample(
                """
                struct OptionsButton<Options: View>: View {
                    let title: String
                    let options: () -> Options
                    var body: some View {
                        Menu { options() } label: { Label(title, systemImage: "ellipsis.circle") }
                    }
                }
                """),
            RuleExample(
                """
                struct Deferred<Content: View>: View {
                    let make: () -> Content
                    init(_ make: @autoclosure @escaping () -> Content) { self.make = make }
                    var body: some View { make() }
                }
                """),
            RuleExample(
                """
                struct Card<Inner: View>: View {
                    @ViewBuilder let content: Inner
                    var body: some View { VStack { content }.padding() }
                }
                """),
            RuleExample(
                """
                struct Listing<Item: Identifiable, Row: View>: View {
                    let items: [Item]
                    let row: (Item) -> Row
                    let onSelect: () -> Void
                    var body: some View { ForEach(items) { row($0) } }
                }
                """),
            RuleExample(
                """
                struct Lazy<Value>: View {
                    let make: () -> Value
                    let fallback: () -> Text = { Text("None") }
                    var body: some View { fallback() }
                }
                """),
        ],
        corrections: [
            RuleCorrection(
                """
                struct Card<Inner: View>: View {
                    let content: ↓() -> Inner
                    var body: some View { VStack { content() }.padding() }
                }
                """,
                """
                struct Card<Inner: View>: View {
                    @ViewBuilder let content: Inner
                    var body: some View { VStack { content }.padding() }
                }
                """),
            RuleCorrection(
                """
                struct Panel<Header>: View where Header: View {
                    @ViewBuilder private var header: ↓() -> Header
                    var body: some View {
                        VStack { self.header(); Divider() }
                    }
                }
                """,
                """
                struct Panel<Header>: View where Header: View {
                    @ViewBuilder private var header: Header
                    var body: some View {
                        VStack { self.header; Divider() }
                    }
                }
                """),
            RuleCorrection(
                """
                struct Row<Icon: View>: View {
                    let icon: ↓() -> Icon
                    var body: some View { Button(action: {}, label: icon) }
                }
                """,
                """
                struct Row<Icon: View>: View {
                    let icon: () -> Icon
                    var body: some View { Button(action: {}, label: icon) }
                }
                """),
        ]
    )

    public static let visitedKinds: Set<SyntaxKind> = [.structDecl]

    public init() {}

    private static let deferringCalls: Set<String> = [
        "Menu", "sheet", "popover", "fullScreenCover", "contextMenu", "NavigationLink",
    ]

    /// Whether the struct calls `name()` somewhere, and every such call is inside the content
    /// closure of a call in `deferringCalls`.
    private static func isOnlyBuiltLater(_ name: String, in decl: StructDeclSyntax) -> Bool {
        final class Calls: SyntaxVisitor {
            let name: String
            var later = 0
            var now = 0
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                let callee = node.calledExpression
                let named =
                    callee.as(DeclReferenceExprSyntax.self)?.baseName.text == name
                    || callee.as(MemberAccessExprSyntax.self).map {
                        $0.declName.baseName.text == name && $0.base?.trimmedText == "self"
                    } == true
                if named {
                    if ClosureContentPropertyRule.isInDeferredContent(node) { later += 1 } else { now += 1 }
                }
                return .visitChildren
            }
        }
        let calls = Calls(name: name)
        calls.walk(decl.memberBlock)
        return calls.later > 0 && calls.now == 0
    }

    fileprivate static func isInDeferredContent(_ node: some SyntaxProtocol) -> Bool {
        var current = node.parent
        while let ancestor = current {
            if let closure = ancestor.as(ClosureExprSyntax.self), let owner = closure.closureOwner?.call,
                let ownerName = owner.memberName ?? owner.calleeName, deferringCalls.contains(ownerName)
            {
                return true
            }
            if ancestor.isDeclGroup { return false }
            current = ancestor.parent
        }
        return false
    }

    /// Whether an initializer of the struct takes an `@autoclosure` parameter.
    private static func takesAutoclosure(_ decl: StructDeclSyntax) -> Bool {
        decl.memberBlock.members.contains { member in
            guard let initializer = member.decl.as(InitializerDeclSyntax.self) else { return false }
            return initializer.signature.parameterClause.parameters.contains { parameter in
                parameter.type.as(AttributedTypeSyntax.self)?.attributes.contains(named: "autoclosure") ?? false
            }
        }
    }

    public func visit(_ node: Syntax, in context: RuleContext) {
        guard let decl = node.as(StructDeclSyntax.self), let generics = decl.genericParameterClause,
            context.isViewLike(decl)
        else { return }
        var viewParameters = Set(generics.parameters.filter { $0.inheritedType?.simpleName == "View" }.map(\.name.text))
        let requirements =
            Array(decl.genericWhereClause?.requirements ?? []) + Array(generics.genericWhereClause?.requirements ?? [])
        for requirement in requirements {
            if case .conformanceRequirement(let conformance) = requirement.requirement,
                conformance.rightType.simpleName == "View"
            {
                viewParameters.insert(conformance.leftType.trimmedText)
            }
        }
        guard !viewParameters.isEmpty, !Self.takesAutoclosure(decl) else { return }
        for member in decl.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                !variable.modifiers.contains(.static)
            else { continue }
            for binding in variable.bindings {
                guard binding.initializer == nil, binding.accessorBlock == nil,
                    let type = binding.typeAnnotation?.type,
                    let function = Self.functionType(type),
                    function.parameters.isEmpty,
                    let result = function.returnClause.type.as(IdentifierTypeSyntax.self),
                    result.genericArgumentClause == nil, viewParameters.contains(result.name.text),
                    let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
                else { continue }
                if Self.isOnlyBuiltLater(name, in: decl) { continue }
                let fix = Self.fix(
                    decl: decl, variable: variable, type: type, result: result.name.text, name: name, in: context)
                report(
                    "'\(name)' stores a closure that rebuilds its view on every body evaluation; declare "
                        + "'@ViewBuilder let \(name): \(result.name.text)'",
                    on: type, in: context, fix: fix)
            }
        }
    }

    private static func functionType(_ type: TypeSyntax) -> FunctionTypeSyntax? {
        if let attributed = type.as(AttributedTypeSyntax.self) { return functionType(attributed.baseType) }
        return type.as(FunctionTypeSyntax.self)
    }

    private static func fix(
        decl: StructDeclSyntax, variable: VariableDeclSyntax, type: TypeSyntax, result: String, name: String,
        in context: RuleContext
    ) -> Fix? {
        let hasInit = decl.memberBlock.members.contains { $0.decl.is(InitializerDeclSyntax.self) }
        let hasExtension = context.types.declarations.contains { $0.kind == .extension && $0.name == decl.name.text }
        guard !hasInit, !hasExtension, variable.bindings.count == 1,
            let uses = callUses(of: name, in: decl.memberBlock)
        else { return nil }
        var edits = [Edits.replace(type, with: result)]
        if !variable.attributes.contains(named: "ViewBuilder") {
            let anchor = variable.modifiers.first.map(Syntax.init) ?? Syntax(variable.bindingSpecifier)
            edits.append(Edits.insert("@ViewBuilder ", before: anchor))
        }
        for call in uses {
            edits.append(Edits.replace(call, with: call.calledExpression.trimmedText))
        }
        return Fix("store the built view as @ViewBuilder \(name): \(result)", edits: edits)
    }

    /// The `name()` / `self.name()` calls in the struct; nil when `name` is used any other way.
    private static func callUses(of name: String, in members: MemberBlockSyntax) -> [FunctionCallExprSyntax]? {
        final class Finder: SyntaxVisitor {
            let name: String
            var calls: [FunctionCallExprSyntax] = []
            var otherUse = false
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
                guard node.baseName.text == name else { return .visitChildren }
                var callee = Syntax(node)
                if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
                    guard member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) else {
                        return .visitChildren
                    }
                    callee = Syntax(member)
                }
                if let call = callee.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == callee.id,
                    call.arguments.isEmpty, call.trailingClosureCount == 0
                {
                    calls.append(call)
                } else {
                    otherUse = true
                }
                return .visitChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(members)
        return finder.otherUse ? nil : finder.calls
    }
}
