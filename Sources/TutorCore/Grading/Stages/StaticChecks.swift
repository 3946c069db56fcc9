import SwiftUIChecker

/// The static stage of grading: the exercise's required rules, its required and forbidden
/// constructs, and the checker's other findings as notes (but for the rules it ignores) — one
/// feedback item per problem.
///
/// When a construct check and a rule finding speak of the same code, the rule's finding is the
/// more specific (it names the line and the fix), so the construct's message is not shown: a
/// forbidden construct found on a line a required rule already reports, or whose name the rule's
/// message mentions; a missing construct that a required rule's message already asks for. Both
/// still count in the score.
struct StaticChecks {
    private(set) var feedback: [FeedbackItem] = []
    /// Shown only when the attempt passes.
    private(set) var praise: [FeedbackItem] = []
    /// One entry per check, true when it passed.
    private(set) var tallies: [Bool] = []
    private(set) var missingDeclaration = false

    init(exercise: Exercise, findings: [Finding], matcher: ConstructMatcher) {
        let ignored = Set(exercise.checks.ignore)
        let findings = findings.filter { !ignored.contains($0.ruleID) }
        let required = Set(exercise.checks.rules)
        var ruleItems: [FeedbackItem] = []
        for rule in exercise.checks.rules {
            let hits = findings.filter { $0.ruleID == rule }
            tallies.append(hits.isEmpty)
            for (index, finding) in hits.enumerated() {
                ruleItems.append(
                    FeedbackItem(
                        kind: .essential, message: finding.message, source: finding.ruleID,
                        location: .init(line: finding.line, column: finding.column),
                        details: index == 0
                            ? [GradingMessages.ruleDetail(rule)] : []))
            }
        }
        feedback += ruleItems
        for finding in findings where !required.contains(finding.ruleID) && finding.ruleID != Checker.parseErrorID {
            feedback.append(
                FeedbackItem(
                    kind: .informative, message: finding.message, source: finding.ruleID,
                    location: .init(line: finding.line, column: finding.column)))
        }
        for construct in exercise.checks.require {
            let found = matcher.firstMatch(of: construct.pattern)
            tallies.append(found != nil)
            if found == nil {
                if case .declares = construct.pattern { missingDeclaration = true }
                if !Self.mentions(ruleItems, construct.pattern) {
                    feedback.append(
                        FeedbackItem(
                            kind: .essential,
                            message: construct.message ?? GradingMessages.missing(construct.pattern.phrase),
                            source: "require"))
                }
            } else if case .declares = construct.pattern {
            } else {
                praise.append(
                    FeedbackItem(
                        kind: .celebratory, message: GradingMessages.usedAsTaught(construct.pattern.phrase),
                        source: "require", location: found))
            }
        }
        for construct in exercise.checks.forbid {
            let found = matcher.firstMatch(of: construct.pattern)
            tallies.append(found == nil)
            guard let found else { continue }
            let sameLine = ruleItems.contains { $0.location?.line == found.line }
            if !sameLine, !Self.mentions(ruleItems, construct.pattern) {
                feedback.append(
                    FeedbackItem(
                        kind: .essential,
                        message: construct.message ?? GradingMessages.forbidden(construct.pattern.phrase),
                        source: "forbid", location: found))
            }
        }
    }

    /// Whether a rule finding's message already names the construct.
    private static func mentions(_ items: [FeedbackItem], _ pattern: CodeConstruct.Pattern) -> Bool {
        let name: String
        switch pattern {
        case .declares: return false
        case .calls(let signature): name = CallSignature.parts(signature)?.name ?? signature
        case .uses(let used): name = used
        }
        let bare = name.hasPrefix("@") ? String(name.dropFirst()) : name
        return items.contains { $0.message.contains(bare) }
    }
}
