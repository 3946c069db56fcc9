import SwiftSyntax

/// Availability context questions (catalog §0.5).
public enum Availability {
    /// True when `node` sits in code that only runs on systems older than `version`: the `else`
    /// branch of `if #available(iOS version, …)` or the body of `if #unavailable(iOS version, …)`
    /// / `guard #available(…) else { … }`.
    public static func isFallback(_ node: some SyntaxProtocol, below version: Version) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let ifExpr = parent.as(IfExprSyntax.self) {
                for condition in ifExpr.conditions {
                    guard let availability = condition.condition.as(AvailabilityConditionSyntax.self),
                          let required = iOSVersion(in: availability), required >= version
                    else { continue }
                    let isUnavailable = availability.availabilityKeyword.tokenKind == .poundUnavailable
                    let inElse = ifExpr.elseBody?.id == child.id
                    let inThen = ifExpr.body.id == child.id
                    if (!isUnavailable && inElse) || (isUnavailable && inThen) { return true }
                }
            }
            if let guardStmt = parent.as(GuardStmtSyntax.self), guardStmt.body.id == child.id {
                for condition in guardStmt.conditions {
                    if let availability = condition.condition.as(AvailabilityConditionSyntax.self),
                       availability.availabilityKeyword.tokenKind == .poundAvailable,
                       let required = iOSVersion(in: availability), required >= version {
                        return true
                    }
                }
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    /// True when `node` is guarded by `if #available(iOS version…)` (then branch) or inside a
    /// declaration marked `@available(iOS version, *)` or later.
    public static func isGuarded(_ node: some SyntaxProtocol, atLeast version: Version) -> Bool {
        var child = Syntax(node)
        var current = node.parent
        while let parent = current {
            if let ifExpr = parent.as(IfExprSyntax.self), ifExpr.body.id == child.id {
                for condition in ifExpr.conditions {
                    if let availability = condition.condition.as(AvailabilityConditionSyntax.self),
                       availability.availabilityKeyword.tokenKind == .poundAvailable,
                       let required = iOSVersion(in: availability), required >= version {
                        return true
                    }
                }
            }
            if parent.is(DeclSyntax.self), let group = parent.asProtocol((any WithAttributesSyntax).self) {
                for case .attribute(let attribute) in group.attributes where attribute.attributeName.simpleName == "available" {
                    if case .availability(let arguments)? = attribute.arguments,
                       let required = iOSVersion(in: arguments), required >= version {
                        return true
                    }
                }
            }
            child = parent
            current = parent.parent
        }
        return false
    }

    private static func iOSVersion(in condition: AvailabilityConditionSyntax) -> Version? {
        iOSVersion(in: condition.availabilityArguments)
    }

    private static func iOSVersion(in arguments: AvailabilityArgumentListSyntax) -> Version? {
        for argument in arguments {
            if case .availabilityVersionRestriction(let restriction) = argument.argument,
               restriction.platform.text == "iOS",
               let text = restriction.version?.trimmedDescription {
                return Version(parsing: text)
            }
        }
        return nil
    }
}
