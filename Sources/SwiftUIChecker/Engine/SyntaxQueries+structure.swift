import SwiftSyntax

// Structural syntax questions for the navigation, composition, performance and lists rules:
// which closures run while a view's body is evaluated, what a builder block contains, and
// where an expression chain is rooted. Names only, no type information.

/// What a closure passed to a call is for.
public enum ClosureRole: Sendable {
    /// View content built while the body is evaluated (`VStack { … }`, `label:`, `.overlay { … }`).
    case viewContent
    /// Code run later in response to an event (`Button` action, `.onAppear`, `Task { … }`).
    case action
    /// Anything else (`map`, `sorted(by:)`, a user's own function).
    case other
}

/// A closure together with the call it is passed to.
public struct ClosureOwner {
    public let call: FunctionCallExprSyntax
    /// The argument label, nil for an unlabelled trailing closure.
    public let label: String?
}

extension FunctionCallExprSyntax {
    /// The callee's simple name: `VStack`, `ForEach<…>`, or the member name of `x.sorted`.
    public var simpleCalleeName: String? {
        if let name = calleeName { return name }
        if let name = memberName { return name }
        if let generic = calledExpression.as(GenericSpecializationExprSyntax.self) {
            return generic.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        return nil
    }

    /// The first argument written without a label, e.g. the data of `ForEach(items, id: \.id)`.
    public var firstUnlabeledArgument: LabeledExprSyntax? {
        arguments.nodes.first { $0.label == nil }
    }

    /// The view-content closure of a container: the first trailing closure or `content:`.
    public var contentClosure: ClosureExprSyntax? {
        closure(labelled: "content")
    }

    /// A bare constructor call such as `ForEach(…)` or `VStack { … }` with one of these names.
    public func isConstructor(of names: Set<String>) -> Bool {
        guard
            let name = calleeName
                ?? calledExpression.as(GenericSpecializationExprSyntax.self)?
                .expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        else { return false }
        return names.contains(name)
    }
}

extension ClosureExprSyntax {
    /// The call this closure is an argument or trailing closure of.
    public var closureOwner: ClosureOwner? {
        guard let parent else { return nil }
        if let call = parent.as(FunctionCallExprSyntax.self), call.trailingClosure?.id == id {
            return ClosureOwner(call: call, label: nil)
        }
        if let element = parent.as(MultipleTrailingClosureElementSyntax.self),
            let call = element.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return ClosureOwner(call: call, label: element.label.text)
        }
        if let argument = parent.as(LabeledExprSyntax.self),
            let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        {
            return ClosureOwner(call: call, label: argument.label?.text)
        }
        return nil
    }

    /// Whether this closure builds view content, runs as an action later, or neither.
    public var closureRole: ClosureRole {
        guard let owner = closureOwner, let name = owner.call.simpleCalleeName else { return .other }
        if let label = owner.label, ClosureRoles.contentLabels.contains(label) { return .viewContent }
        if let label = owner.label, ClosureRoles.actionLabels.contains(label) || ClosureRoles.isEventModifier(label) {
            return .action
        }
        if ClosureRoles.actionNames.contains(name) || ClosureRoles.isEventModifier(name) { return .action }
        if ClosureRoles.contentModifiers.contains(name) { return .viewContent }
        guard let first = name.first, first.isUppercase else { return .other }
        if ClosureRoles.actionTypes.contains(name) { return .action }
        if ViewContentNames.nonViewTypes.contains(name) { return .other }
        if name == "Button" || name.hasSuffix("Button") {
            let hasActionArgument = owner.call.argument(labelled: "action") != nil
            return owner.label == nil && !hasActionArgument ? .action : .viewContent
        }
        return .viewContent
    }
}

/// Name lists behind `ClosureExprSyntax.closureRole`; the lists it shares with `isViewContent`
/// come from `ViewContentNames`, so the two answers cannot drift apart.
enum ClosureRoles {
    static let contentLabels: Set<String> = [
        "content", "label", "header", "footer", "destination", "icon", "title", "placeholder",
        "message", "actions", "detail", "sidebar", "root", "rowContent", "background", "overlay",
    ]
    static let actionLabels = ViewContentNames.actionLabels
    static let actionNames: Set<String> = [
        "task", "refreshable", "withAnimation", "withTransaction", "async", "asyncAfter", "sync",
        "detached", "sink", "perform",
    ]
    static let actionTypes: Set<String> = ["Task", "Timer", "DispatchWorkItem", "Thread"]
    static let contentModifiers = ViewContentNames.modifiers.union(["ToolbarItem", "ToolbarItemGroup"])

    /// `onAppear`, `onTapGesture`, `onChanged`, … : `on` followed by an upper-case letter.
    static func isEventModifier(_ name: String) -> Bool {
        guard name.hasPrefix("on"), name.count > 2 else { return false }
        return name[name.index(name.startIndex, offsetBy: 2)].isUppercase
    }
}

extension PatternBindingSyntax {
    /// `body: some View` — the view body property.
    public var isViewBody: Bool {
        guard pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "body",
            let type = typeAnnotation?.type.as(SomeOrAnyTypeSyntax.self)
        else { return false }
        return type.constraint.simpleName == "View"
    }
}

extension FunctionDeclSyntax {
    /// `body(content:)` of a view modifier or `makeBody(configuration:)` of a style.
    public var isBuilderRequirement: Bool {
        let labels = signature.parameterClause.parameters.map { $0.firstName.text }
        return (name.text == "body" && labels == ["content"])
            || (name.text == "makeBody" && labels == ["configuration"])
    }

    /// Whether the function is declared to return `some View`.
    public var returnsSomeView: Bool {
        signature.returnClause?.type.returnsSomeView ?? false
    }
}

extension TypeSyntax {
    /// `some View` (or `some SwiftUI.View`).
    public var returnsSomeView: Bool {
        guard let type = self.as(SomeOrAnyTypeSyntax.self), type.someOrAnySpecifier.tokenKind == .keyword(.some) else {
            return false
        }
        return type.constraint.simpleName == "View"
    }
}

extension SyntaxProtocol {
    /// The view body whose evaluation runs this node: a `body: some View` binding,
    /// `body(content:)` or `makeBody(configuration:)`. Nil outside a body and inside action
    /// closures, closures of other calls, setters and nested functions.
    public var evaluatingViewBody: Syntax? {
        var current = parent
        while let node = current {
            switch node.kind {
            case .closureExpr:
                guard node.cast(ClosureExprSyntax.self).closureRole == .viewContent else { return nil }
            case .functionDecl:
                return node.cast(FunctionDeclSyntax.self).isBuilderRequirement ? node : nil
            case .accessorDecl:
                guard node.cast(AccessorDeclSyntax.self).accessorSpecifier.tokenKind == .keyword(.get) else {
                    return nil
                }
            case .patternBinding:
                let binding = node.cast(PatternBindingSyntax.self)
                if binding.isViewBody && binding.initializer == nil { return node }
                let isLocal = binding.parent?.parent?.as(VariableDeclSyntax.self).map { !$0.isMember } ?? false
                guard isLocal else { return nil }
            case .initializerDecl, .memberBlock, .macroExpansionExpr, .macroExpansionDecl, .sourceFile:
                return nil
            default:
                break
            }
            current = node.parent
        }
        return nil
    }

    /// Inside an `#if DEBUG` clause (not its `#else`).
    public var isInDebugClause: Bool {
        var current = parent
        while let node = current {
            if node.kind == .ifConfigClause, let clause = node.as(IfConfigClauseSyntax.self),
                let condition = clause.condition,
                Self.mentionsDebug(condition)
            {
                return true
            }
            current = node.parent
        }
        return false
    }

    private static func mentionsDebug(_ condition: ExprSyntax) -> Bool {
        if let reference = condition.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "DEBUG" }
        if let sequence = condition.as(SequenceExprSyntax.self) {
            return sequence.elements.contains { mentionsDebug($0) }
        }
        if let tuple = condition.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return mentionsDebug(only.expression)
        }
        return false
    }
}

extension ExprSyntax {
    /// The identifier an access chain starts from: `self.model.items[0].name` → `self`,
    /// `DispatchQueue.main.async { }` → `DispatchQueue`. Nil when the chain starts elsewhere.
    public var chainRootName: String? {
        var current = self
        while true {
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return nil }
                current = base
            } else if let call = current.as(FunctionCallExprSyntax.self) {
                current = call.calledExpression
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else if let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
                let only = tuple.elements.first
            {
                current = only.expression
            } else {
                return nil
            }
        }
    }

    /// The property an assignment target names first: `count` for `count`, `self.count`,
    /// `self.count[0]`; for `model.count` the root `model`.
    public var assignedRootName: String? {
        var current = self
        while true {
            if let member = current.as(MemberAccessExprSyntax.self),
                member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
            {
                return member.declName.baseName.text
            }
            if let reference = current.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
            if let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
                current = base
            } else if let subscriptCall = current.as(SubscriptCallExprSyntax.self) {
                current = subscriptCall.calledExpression
            } else if let optional = current.as(OptionalChainingExprSyntax.self) {
                current = optional.expression
            } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
                current = unwrap.expression
            } else {
                return nil
            }
        }
    }

    /// Without enclosing parentheses: `((x))` → `x`.
    public var withoutParentheses: ExprSyntax {
        var current = self
        while let tuple = current.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            current = only.expression
        }
        return current
    }
}

/// An assignment found in an unfolded sequence expression: `target = value`, `target += 1`.
public struct SequenceAssignment {
    public let target: ExprSyntax
    public let sequence: SequenceExprSyntax
}

extension SequenceExprSyntax {
    /// The assignment this sequence performs (`=` or a compound operator such as `+=`), if any.
    public var assignment: SequenceAssignment? {
        guard elements.count >= 3 else { return nil }
        var iterator = elements.nodes.makeIterator()
        guard let target = iterator.next(), let operatorElement = iterator.next(),
            Self.isAssignmentOperator(operatorElement), !target.is(DiscardAssignmentExprSyntax.self)
        else { return nil }
        return SequenceAssignment(target: target, sequence: self)
    }

    /// `=` or a compound assignment operator (`+=`, `&&=`…), not a comparison such as `==`.
    public static func isAssignmentOperator(_ element: ExprSyntax) -> Bool {
        if element.is(AssignmentExprSyntax.self) { return true }
        guard let text = element.as(BinaryOperatorExprSyntax.self)?.operator.text else { return false }
        return text.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(text)
    }
}

extension CodeBlockItemSyntax {
    /// The expression of an expression statement (`Text("a")`, `if … { }`), nil for
    /// declarations and other statements.
    public var statementExpression: ExprSyntax? {
        switch item {
        case .expr(let expression): return expression
        case .stmt(let statement): return statement.as(ExpressionStmtSyntax.self)?.expression
        case .decl: return nil
        }
    }
}

extension ClosureExprSyntax {
    /// The parameter names the closure declares (`{ a, b in }`, `{ (a: Int) in }`).
    public var parameterNames: Set<String> {
        guard let clause = signature?.parameterClause else { return [] }
        switch clause {
        case .simpleInput(let names):
            return Set(names.nodes.map { $0.name.text })
        case .parameterClause(let parameters):
            return Set(parameters.parameters.nodes.map { ($0.secondName ?? $0.firstName).text })
        }
    }
}

extension IfExprSyntax {
    /// The branch bodies of an `if` / `else if` / `else` chain, and whether it ends in a plain `else`.
    public var branchBodies: (bodies: [CodeBlockSyntax], hasFinalElse: Bool) {
        var bodies = [body]
        var current = self
        while let elseBody = current.elseBody {
            switch elseBody {
            case .codeBlock(let block):
                bodies.append(block)
                return (bodies, true)
            case .ifExpr(let next):
                bodies.append(next.body)
                current = next
            }
        }
        return (bodies, false)
    }

    /// True for the `if` of an `else if`.
    public var isElseIf: Bool {
        guard case .ifExpr(let next)? = parent?.as(IfExprSyntax.self)?.elseBody else { return false }
        return next.id == id
    }
}

extension SwitchExprSyntax {
    /// The statements of every `case` and `default` written directly in the switch.
    public var caseBodies: [CodeBlockItemListSyntax] {
        cases.compactMap { element in
            if case .switchCase(let switchCase) = element { return switchCase.statements }
            return nil
        }
    }
}
