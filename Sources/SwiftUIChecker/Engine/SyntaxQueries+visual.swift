import SwiftSyntax

// Syntax questions shared by the accessibility, liquid-glass, images and design-system rules.
// Names only, no type information.

extension ExprSyntax {
    /// The outermost expression of the modifier chain this expression belongs to: walks out
    /// through `.member`, `.modifier(…)` and `#if … #endif` postfix blocks applied to it.
    /// `Text("a")` inside `Text("a").bold().padding()` → the whole expression.
    public var outermostChainExpression: ExprSyntax {
        var current = self
        while let parent = current.parent {
            if let member = parent.as(MemberAccessExprSyntax.self), member.base?.id == current.id {
                current = ExprSyntax(member)
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == current.id {
                current = ExprSyntax(call)
            } else if let postfix = parent.as(PostfixIfConfigExprSyntax.self), postfix.base?.id == current.id {
                current = ExprSyntax(postfix)
            } else {
                return current
            }
        }
        return current
    }

    /// The modifier calls of the chain that ends at this expression, innermost first. Calls
    /// inside `#if` postfix blocks are included. The root call (`Text("a")`) is not a modifier.
    public var chainModifierCalls: [FunctionCallExprSyntax] {
        var outerFirst: [FunctionCallExprSyntax] = []
        var current: ExprSyntax? = self
        while let expression = current {
            if let call = expression.as(FunctionCallExprSyntax.self),
                let member = call.calledExpression.as(MemberAccessExprSyntax.self)
            {
                outerFirst.append(call)
                current = member.base
            } else if let member = expression.as(MemberAccessExprSyntax.self) {
                current = member.base
            } else if let postfix = expression.as(PostfixIfConfigExprSyntax.self) {
                for clause in postfix.config.clauses {
                    if case .postfixExpression(let inner)? = clause.elements {
                        outerFirst.append(contentsOf: inner.chainModifierCalls.reversed())
                    }
                }
                current = postfix.base
            } else {
                current = nil
            }
        }
        return outerFirst.reversed()
    }

    /// The value of an integer or floating-point literal, with an optional leading `-`.
    public var numericLiteralValue: Double? {
        if let integer = self.as(IntegerLiteralExprSyntax.self) {
            return Self.number(integer.literal.text)
        }
        if let float = self.as(FloatLiteralExprSyntax.self) {
            return Self.number(float.literal.text)
        }
        if let prefix = self.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-",
            let value = prefix.expression.numericLiteralValue
        {
            return -value
        }
        return nil
    }

    /// A literal's value; digit separators (`1_000`) are dropped first.
    private static func number(_ literal: String) -> Double? {
        literal.utf8.contains(UInt8(ascii: "_")) ? Double(String(literal.filter { $0 != "_" })) : Double(literal)
    }

    /// True for a number written out in the source: a literal, or literals combined with
    /// `+ - * /` and parentheses (`30 / 255`).
    public var isConstantNumber: Bool {
        if numericLiteralValue != nil { return true }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return only.label == nil && only.expression.isConstantNumber
        }
        if let infix = self.as(InfixOperatorExprSyntax.self),
            let op = infix.operator.as(BinaryOperatorExprSyntax.self),
            ["+", "-", "*", "/"].contains(op.operator.text)
        {
            return infix.leftOperand.isConstantNumber && infix.rightOperand.isConstantNumber
        }
        if let sequence = self.as(SequenceExprSyntax.self) {
            for (index, element) in sequence.elements.enumerated() {
                if index % 2 == 1 {
                    guard let op = element.as(BinaryOperatorExprSyntax.self),
                        ["+", "-", "*", "/"].contains(op.operator.text)
                    else { return false }
                } else if !element.isConstantNumber {
                    return false
                }
            }
            return true
        }
        return false
    }
}

extension FunctionCallExprSyntax {
    /// Whether the parenthesised argument labels fit a signature whose parameters all have
    /// defaults or are optional: each label (nil = unlabelled) must appear in `signature`, in
    /// order, at most once. `["size", "weight", "design"]` accepts `(size:)` and
    /// `(size:design:)` but not `(weight:size:)` or `(for:)`.
    public func labelsFit(_ signature: [String?]) -> Bool {
        var next = signature.startIndex
        for label in argumentLabels {
            guard let found = signature[next...].firstIndex(where: { $0 == label }) else { return false }
            next = signature.index(after: found)
        }
        return true
    }

    /// The closures of the call with their labels: the trailing closure has label nil, the
    /// additional trailing closures and closure arguments carry theirs.
    public var labelledClosures: [(label: String?, closure: ClosureExprSyntax)] {
        var result: [(label: String?, closure: ClosureExprSyntax)] = []
        for argument in arguments.nodes {
            if let closure = argument.expression.as(ClosureExprSyntax.self) {
                result.append((argument.label?.text, closure))
            }
        }
        if let trailingClosure { result.append((nil, trailingClosure)) }
        for extra in additionalTrailingClosures.nodes {
            result.append((extra.label.text, extra.closure))
        }
        return result
    }

    /// The name written before the parentheses: `Name` for `Name(…)`, `Module.Name` → `Name`,
    /// `Name.init(…)` → `Name`. Nil for modifier calls on a value.
    public var constructedTypeName: String? {
        if let name = calleeName { return name }
        guard let member = calledExpression.as(MemberAccessExprSyntax.self),
            let base = member.base?.as(DeclReferenceExprSyntax.self)
        else { return nil }
        if member.declName.baseName.tokenKind == .keyword(.`init`) { return base.baseName.text }
        if base.baseName.text == "SwiftUI" { return member.declName.baseName.text }
        return nil
    }
}

extension SyntaxProtocol {
    /// The first enclosing call (not counting this node) whose closure contains this node and
    /// whose callee name is in `names`, stopping at type and function boundaries when
    /// `withinDeclaration` is true.
    public func enclosingCall(named names: Set<String>, withinDeclaration: Bool = false) -> FunctionCallExprSyntax? {
        var current = parent
        while let node = current {
            if let call = node.as(FunctionCallExprSyntax.self), let name = call.constructedTypeName,
                names.contains(name), call.labelledClosures.contains(where: { isDescendant(of: $0.closure) })
            {
                return call
            }
            if withinDeclaration, node.is(FunctionDeclSyntax.self) || node.isDeclGroup {
                return nil
            }
            current = node.parent
        }
        return nil
    }

    /// True when `other` is this node or one of its ancestors.
    public func isDescendant(of other: some SyntaxProtocol) -> Bool {
        var current: Syntax? = Syntax(self)
        while let node = current {
            if node.id == other.id { return true }
            current = node.parent
        }
        return false
    }
}

extension FunctionCallExprSyntax {
    /// `.glassEffect()`, `.glassEffect(style)`, `.glassEffect(style, in: shape)`,
    /// `.glassEffect(in: shape)` (optionally `isEnabled:`) — not a user's helper with other labels.
    public var isGlassEffectModifier: Bool {
        memberName == "glassEffect" && trailingClosureCount == 0 && labelsFit([nil, "in", "isEnabled"])
    }
}

extension Trivia {
    /// Whether any line, block or doc comment is part of this trivia.
    public var containsCommentPiece: Bool {
        contains { piece in
            switch piece {
            case .lineComment, .blockComment, .docLineComment, .docBlockComment: return true
            default: return false
            }
        }
    }
}

extension FunctionCallExprSyntax {
    /// `UIImage(data:)` or `UIImage(data:scale:)`.
    public var isUIImageFromData: Bool {
        constructedTypeName == "UIImage" && trailingClosureCount == 0
            && (argumentLabels == ["data"] || argumentLabels == ["data", "scale"])
    }
}
