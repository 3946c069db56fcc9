import SwiftSyntax

/// Availability context questions: is this code gated by `#available` / `@available`?
public enum Availability {
    /// True when `node` sits in code that only runs on systems older than `version`: the `else`
    /// branch of `if #available(iOS version, …)` or the body of `if #unavailable(iOS version, …)`
    /// / `guard #available(…) else { … }`.
    public static func isFallback(_ node: some SyntaxProtocol, below version: Version) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let ifExpr = parent.as(IfExprSyntax.self),
                (ifExpr.elseBody?.id == child.id && requires(ifExpr.conditions, atLeast: version))
                    || (ifExpr.body.id == child.id
                        && requires(ifExpr.conditions, atLeast: version, keyword: .poundUnavailable))
            {
                return true
            }
            if let guardStmt = parent.as(GuardStmtSyntax.self), guardStmt.body.id == child.id,
                requires(guardStmt.conditions, atLeast: version)
            {
                return true
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// True when `node` is guarded by `if #available(iOS version…)` (then branch) or inside a
    /// declaration marked `@available(iOS version, *)` or later.
    public static func isGuarded(_ node: some SyntaxProtocol, atLeast version: Version) -> Bool {
        firstGuard(above: node, atLeast: version, followingControlFlow: false)
    }

    /// True when the code holding `node` only runs where iOS `version` exists: `isGuarded`, or
    /// after a `guard #available(iOS version…)` earlier in the same or an enclosing block, or in
    /// the `else` branch of `if #unavailable(iOS version…)`. One walk to the root answers all three.
    ///
    /// The answer can only turn from false to true going down the tree: when it is false for a
    /// node, it is false for every node enclosing it.
    public static func isAvailable(_ node: some SyntaxProtocol, atLeast version: Version) -> Bool {
        firstGuard(above: node, atLeast: version, followingControlFlow: true)
    }

    private static func firstGuard(
        above node: some SyntaxProtocol, atLeast version: Version, followingControlFlow: Bool
    ) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            switch parent.kind {
            case .ifExpr:
                let ifExpr = parent.cast(IfExprSyntax.self)
                if ifExpr.body.id == child.id, requires(ifExpr.conditions, atLeast: version) { return true }
                if followingControlFlow, let elseBody = ifExpr.elseBody, elseBody.id == child.id,
                    requires(ifExpr.conditions, atLeast: version, keyword: .poundUnavailable)
                {
                    return true
                }
            case .codeBlockItemList where followingControlFlow:
                for item in parent.cast(CodeBlockItemListSyntax.self).nodes {
                    if item.id == child.id { break }
                    if let guardStmt = item.item.as(GuardStmtSyntax.self),
                        requires(guardStmt.conditions, atLeast: version)
                    {
                        return true
                    }
                }
            default:
                if parent.is(DeclSyntax.self), let attributes = declarationAttributes(parent) {
                    for case .attribute(let attribute) in attributes.nodes
                    where attribute.attributeName.simpleName == "available" {
                        if case .availability(let arguments)? = attribute.arguments,
                            let required = iOSVersion(in: arguments), required >= version
                        {
                            return true
                        }
                    }
                }
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// A declaration's attributes: concrete casts for the common kinds, the (slower) dynamic
    /// protocol cast for the rest.
    private static func declarationAttributes(_ decl: Syntax) -> AttributeListSyntax? {
        switch decl.kind {
        case .structDecl: return decl.cast(StructDeclSyntax.self).attributes
        case .classDecl: return decl.cast(ClassDeclSyntax.self).attributes
        case .enumDecl: return decl.cast(EnumDeclSyntax.self).attributes
        case .actorDecl: return decl.cast(ActorDeclSyntax.self).attributes
        case .protocolDecl: return decl.cast(ProtocolDeclSyntax.self).attributes
        case .extensionDecl: return decl.cast(ExtensionDeclSyntax.self).attributes
        case .functionDecl: return decl.cast(FunctionDeclSyntax.self).attributes
        case .variableDecl: return decl.cast(VariableDeclSyntax.self).attributes
        case .initializerDecl: return decl.cast(InitializerDeclSyntax.self).attributes
        case .subscriptDecl: return decl.cast(SubscriptDeclSyntax.self).attributes
        default: return decl.asProtocol((any WithAttributesSyntax).self)?.attributes
        }
    }

    /// Whether a condition list holds `#available(iOS N…)` (or, with `keyword`,
    /// `#unavailable`) with N ≥ `version`.
    public static func requires(
        _ conditions: ConditionElementListSyntax, atLeast version: Version,
        keyword: TokenKind = .poundAvailable
    ) -> Bool {
        conditions.nodes.contains { element in
            guard let availability = element.condition.as(AvailabilityConditionSyntax.self),
                availability.availabilityKeyword.tokenKind == keyword,
                let required = iOSVersion(in: availability)
            else { return false }
            return required >= version
        }
    }

    private static func iOSVersion(in condition: AvailabilityConditionSyntax) -> Version? {
        iOSVersion(in: condition.availabilityArguments)
    }

    private static func iOSVersion(in arguments: AvailabilityArgumentListSyntax) -> Version? {
        for argument in arguments.nodes {
            if case .availabilityVersionRestriction(let restriction) = argument.argument,
                restriction.platform.text == "iOS",
                let text = restriction.version?.trimmedText
            {
                return Version(parsing: text)
            }
        }
        return nil
    }
}
