import SwiftSyntax

// Syntax questions shared by the animation, scroll, text and layout rules.
// Names only, no type information.

extension FunctionCallExprSyntax {
    /// The modifiers applied to this call's result, nearest first: for `.animation(…)` in
    /// `A().animation(…).frame(…).padding()` → `frame`, `padding`. Modifiers inside a
    /// `#if … #endif` postfix block count, and the chain continues after the block.
    public var laterModifiers: [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        var current = Syntax(self)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                if let call = member.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == member.id {
                    result.append(call)
                    current = Syntax(call)
                } else {
                    current = Syntax(member)
                }
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                result.append(contentsOf: postfix.config.clauseModifiers)
                current = Syntax(postfix)
            } else if let clause = parent.as(IfConfigClauseSyntax.self),
                let postfix = clause.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
            {
                current = Syntax(postfix)
            } else {
                break
            }
        }
        return result
    }

    /// The modifiers this call is applied to, nearest first: for `.padding()` in
    /// `A().frame(…).animation(…).padding()` → `animation`, `frame`. The root (`A()`) is not a
    /// modifier, unless it is a leading-dot call, as in a fragment `.clipShape(…).blur(…)`.
    public var earlierModifiers: [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        var current = memberBase ?? baseBeforeConditionalClause
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
                if let base = member.base {
                    result.append(call)
                    current = base
                } else if let base = call.baseBeforeConditionalClause {
                    result.append(call)
                    current = base
                } else {
                    result.append(call)
                    break
                }
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
                result.append(contentsOf: postfix.config.clauseModifiers.reversed())
                current = postfix.base
            } else {
                break
            }
        }
        return result
    }

    /// For a leading-dot modifier written in a `#if … #endif` postfix block, the expression the
    /// block is applied to: `Text("a")` for `.padding()` in `Text("a") #if os(iOS) .padding() #endif`.
    var baseBeforeConditionalClause: ExprSyntax? {
        guard memberBase == nil, calledExpression.is(MemberAccessExprSyntax.self) else { return nil }
        var current = Syntax(self)
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = parent
            } else {
                break
            }
        }
        guard let clause = current.parent?.as(IfConfigClauseSyntax.self),
            let postfix = clause.parent?.parent?.parent?.as(PostfixIfConfigExprSyntax.self)
        else { return nil }
        return postfix.base
    }

    /// Whether this `animation(…)` call belongs to a transition, not a view:
    /// `.opacity.animation(.easeIn)`, `AnyTransition.slide.animation(.spring)`, or any chain
    /// passed to `.transition(…)`.
    public var isTransitionAnimation: Bool {
        guard memberBase != nil else { return false }
        let root = ExprSyntax(self).modifierChainRoot
        if let member = root.as(MemberAccessExprSyntax.self), member.base == nil { return true }
        if let leading = root.as(FunctionCallExprSyntax.self),
            let member = leading.calledExpression.as(MemberAccessExprSyntax.self),
            member.base == nil, leading.baseBeforeConditionalClause == nil
        {
            return true
        }
        if root.as(DeclReferenceExprSyntax.self)?.baseName.text == "AnyTransition" { return true }
        var current = Syntax(self)
        while let parent = current.parent {
            if let argument = parent.as(LabeledExprSyntax.self) {
                return argument.parent?.parent?.as(FunctionCallExprSyntax.self)?.memberName == "transition"
            }
            guard parent.is(MemberAccessExprSyntax.self) || parent.is(FunctionCallExprSyntax.self) else { return false }
            current = parent
        }
        return false
    }

    /// Whether a closure passed to this call with `label` (nil for the trailing closure) is
    /// view content in a ViewBuilder, rather than an action or a data transform.
    func treatsAsViewContent(label: String?) -> Bool {
        if let type = constructedTypeName { return Self.isContentInitializer(type, label: label, call: self) }
        if let name = memberName {
            return ViewContentNames.modifiers.contains(name) && !ViewContentNames.actionLabels.contains(label ?? "")
        }
        return false
    }

    private static func isContentInitializer(_ name: String, label: String?, call: FunctionCallExprSyntax) -> Bool {
        guard let first = name.first, first.isUppercase, !ViewContentNames.nonViewTypes.contains(name) else {
            return false
        }
        if let label, ViewContentNames.actionLabels.contains(label) { return false }
        if name == "Button" {
            if label == "label" { return true }
            return label == nil && call.argument(labelled: "action") != nil
        }
        return true
    }
}

extension IfConfigDeclSyntax {
    /// The modifier calls written in the clauses of a postfix `#if` block, in source order.
    fileprivate var clauseModifiers: [FunctionCallExprSyntax] {
        var result: [FunctionCallExprSyntax] = []
        for clause in clauses {
            guard case .postfixExpression(let expression)? = clause.elements else { continue }
            var calls: [FunctionCallExprSyntax] = []
            var current: ExprSyntax? = expression
            while let node = current {
                if let call = node.as(FunctionCallExprSyntax.self),
                    let member = call.calledExpression.as(MemberAccessExprSyntax.self)
                {
                    calls.append(call)
                    current = member.base
                } else if let member = node.as(MemberAccessExprSyntax.self) {
                    current = member.base
                } else {
                    current = nil
                }
            }
            result.append(contentsOf: calls.reversed())
        }
        return result
    }
}

/// Callee names that decide whether a closure holds views (a view-builder context) or runs an
/// action.
enum ViewContentNames {
    /// Modifiers whose closures build views: overlays, backgrounds, presentations, toolbars.
    static let modifiers: Set<String> = [
        "overlay", "background", "mask", "sheet", "fullScreenCover", "popover", "toolbar",
        "safeAreaInset", "navigationDestination", "contextMenu", "swipeActions", "searchSuggestions",
        "alert", "confirmationDialog", "inspector", "overlayPreferenceValue", "backgroundPreferenceValue",
        "phaseAnimator", "keyframeAnimator", "safeAreaBar", "tabViewBottomAccessory",
    ]
    /// Capitalised callees whose closures are not views.
    static let nonViewTypes: Set<String> = [
        "Task", "Binding", "DispatchQueue", "Timer", "Animation", "Transaction", "Result", "Array",
        "Set", "Dictionary", "String", "AnyCancellable", "NotificationCenter", "Publishers",
    ]
    /// Argument labels of closures that are actions even on a view-building call.
    static let actionLabels: Set<String> = [
        "action", "get", "set", "perform", "onDismiss", "completion", "execute", "onCompletion",
        "primaryAction", "onEditingChanged", "onCommit",
    ]
}

extension ClosureExprSyntax {
    /// Whether the closure is view content: the body of a container, an overlay, a label…
    public var isViewContent: Bool {
        guard let owner = closureOwner else { return false }
        return owner.call.treatsAsViewContent(label: owner.label)
    }
}

extension ExprSyntax {
    /// The modifier calls of the chain this expression ends, outermost first:
    /// `Toast().transition(.opacity).padding()` → `padding`, `transition`. Modifiers in `#if`
    /// postfix blocks are included; the root (`Toast()`) is not a modifier.
    public var chainModifiersOutermostFirst: [FunctionCallExprSyntax] {
        if let postfix = self.as(PostfixIfConfigExprSyntax.self) {
            return postfix.config.clauseModifiers.reversed() + (postfix.base?.chainModifiersOutermostFirst ?? [])
        }
        if let member = self.as(MemberAccessExprSyntax.self) {
            return member.base?.chainModifiersOutermostFirst ?? []
        }
        guard let call = self.as(FunctionCallExprSyntax.self), call.memberBase != nil else { return [] }
        return [call] + call.earlierModifiers
    }
}

extension SyntaxProtocol {
    /// Whether this node sits directly in a ViewBuilder: the nearest enclosing closure is view
    /// content, or — outside closures — the enclosing declaration is a `body`, a
    /// `@ViewBuilder` member or a member returning `some View`.
    public var isInViewContent: Bool {
        var current = parent
        while let node = current {
            switch node.kind {
            case .closureExpr:
                return node.cast(ClosureExprSyntax.self).isViewContent
            case .functionDecl:
                let function = node.cast(FunctionDeclSyntax.self)
                if function.attributes.contains(named: "ViewBuilder") { return true }
                if let returned = function.signature.returnClause?.type, returned.returnsSomeView { return true }
                return ["body", "makeBody"].contains(function.name.text)
            case .variableDecl:
                let variable = node.cast(VariableDeclSyntax.self)
                if variable.isMember || variable.isDeclaredAtFileLevel {
                    if variable.attributes.contains(named: "ViewBuilder") || variable.boundNames == ["body"] {
                        return true
                    }
                    return variable.bindings.contains { $0.typeAnnotation?.type.returnsSomeView ?? false }
                }
            case .initializerDecl, .classDecl, .structDecl, .enumDecl, .actorDecl, .protocolDecl, .extensionDecl:
                return false
            default:
                break
            }
            current = node.parent
        }
        return false
    }

    /// The innermost closure, function-like body or — for top-level code — source file holding
    /// this node: the scope in which statements run one after another.
    public var enclosingStatementScope: Syntax? {
        var current = parent
        while let node = current {
            if node.is(ClosureExprSyntax.self) || node.is(FunctionDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
                || node.is(InitializerDeclSyntax.self) || node.is(PatternBindingSyntax.self)
                || node.is(SourceFileSyntax.self)
            {
                return node
            }
            current = node.parent
        }
        return nil
    }

    /// The value paths this node reads, `self.` removed: `model.isOn ? a : b` →
    /// `[["model", "isOn"]]`, `$draft` → `[["$draft"]]`. Closures inside are skipped unless
    /// `enteringClosures`.
    public func readPaths(enteringClosures: Bool = false) -> [[String]] {
        let collector = ReadPathCollector(root: Syntax(self), enteringClosures: enteringClosures)
        collector.walk(self)
        return collector.paths
    }

    /// Calls with this bare callee name (`withAnimation(…)`) anywhere inside this node.
    public func calls(named name: String) -> [FunctionCallExprSyntax] {
        let collector = CallCollector(name: name)
        collector.walk(self)
        return collector.calls
    }

    /// Names of the functions this node calls on its own type: `pin()` and `self.pin()`.
    public var calledFunctionNames: Set<String> {
        let collector = CallCollector(name: nil)
        collector.walk(self)
        return Set(
            collector.calls.compactMap { call in
                if let name = call.calleeName { return name }
                if call.memberBase?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self) {
                    return call.memberName
                }
                return nil
            })
    }

    /// Names whose value this node changes, closures included: the root of an assignment or
    /// compound-assignment target (`x = 1`, `self.x.y += 1`) and the receiver of a method call
    /// (`x.toggle()`, `x.append(y)`), since any call may mutate.
    public var mutatedRoots: Set<String> {
        let collector = MutationCollector()
        collector.walk(self)
        return collector.roots
    }
}

extension IfExprSyntax {
    /// An `if` statement written at file level, as in short fragments of view code.
    var isFileLevelStatement: Bool {
        parent?.is(ExpressionStmtSyntax.self) == true
            ? parent?.parent?.parent?.parent?.is(SourceFileSyntax.self) == true
            : parent?.is(CodeBlockItemSyntax.self) == true && parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }
}

extension VariableDeclSyntax {
    /// Declared at file level (outside types and functions), as in short examples.
    var isDeclaredAtFileLevel: Bool {
        parent?.is(CodeBlockItemSyntax.self) == true && parent?.parent?.parent?.is(SourceFileSyntax.self) == true
    }
}

extension Array where Element == [String] {
    /// Whether a path here and one in `other` name the same value or one contains the other
    /// (`model` and `model.isOn`).
    func overlaps(_ other: [[String]]) -> Bool {
        contains { mine in
            other.contains { theirs in
                let shorter = Swift.min(mine.count, theirs.count)
                return shorter > 0 && mine.prefix(shorter).elementsEqual(theirs.prefix(shorter))
            }
        }
    }
}

private final class ReadPathCollector: SyntaxVisitor {
    private let root: Syntax
    private let enteringClosures: Bool
    private(set) var paths: [[String]] = []

    init(root: Syntax, enteringClosures: Bool) {
        self.root = root
        self.enteringClosures = enteringClosures
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        enteringClosures ? .visitChildren : .skipChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.parent?.as(MemberAccessExprSyntax.self), member.declName.id == node.id {
            return .skipChildren
        }
        var path: [String] = []
        if node.baseName.tokenKind != .keyword(.self) { path.append(node.baseName.text) }
        var current = Syntax(node)
        while current.id != root.id, let member = current.parent?.as(MemberAccessExprSyntax.self),
            member.base?.id == current.id
        {
            path.append(member.declName.baseName.text)
            current = Syntax(member)
        }
        if !path.isEmpty { paths.append(path) }
        return .skipChildren
    }
}

private final class CallCollector: SyntaxVisitor {
    private let name: String?
    private(set) var calls: [FunctionCallExprSyntax] = []

    /// Collects calls with bare callee `name`, or every call when `name` is nil.
    init(name: String?) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if name == nil || node.calleeName == name { calls.append(node) }
        return .visitChildren
    }
}

private final class MutationCollector: SyntaxVisitor {
    private(set) var roots: Set<String> = []

    init() { super.init(viewMode: .sourceAccurate) }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated() where index + 1 < elements.count {
            if SequenceExprSyntax.isAssignmentOperator(elements[index + 1]), let root = element.readPaths().first?.first
            {
                roots.insert(root)
            }
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let base = node.memberBase, base.is(DeclReferenceExprSyntax.self) || base.is(MemberAccessExprSyntax.self),
            let root = base.readPaths().first?.first
        {
            roots.insert(root)
        }
        return .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if let root = node.expression.readPaths().first?.first { roots.insert(root) }
        return .visitChildren
    }
}
