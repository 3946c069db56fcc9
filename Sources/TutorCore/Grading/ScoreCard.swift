/// How far an attempt got, turned into a 0–100 score that ranks answers the way a teacher
/// would: code that does not compile or lacks the types the exercise asks for earns nothing
/// for being free of rule findings; a program that compiles but crashes or hangs scores below
/// one that runs to its end with nearly the right output; only a pass scores 100.
///
/// For an exercise that runs: static checks 30, compiling 10, running to a normal end 20, and
/// the output 40 in proportion to the expected lines it reproduces. For one that is only
/// checked: the static checks are the whole score. For a prediction: the share of expected
/// lines predicted.
struct ScoreCard {
    /// How far the code got.
    enum Stage {
        /// Checked only (the exercise does not run, or the code could not be compiled here).
        case checkedOnly
        case compileFailed
        /// Compiled, then crashed, timed out or hit a limit.
        case ranAbnormally
        /// Ran to its end; `outputShare` is the share of expected lines it printed (1 when the
        /// exercise compares no output).
        case ran(outputShare: Double)
        /// A prediction; `share` of its expected lines matched.
        case predicted(share: Double)
    }

    private(set) var staticPassed = 0
    private(set) var staticTotal = 0
    /// A required type declaration is missing, so nothing the code does can be credited.
    var missingDeclaration = false
    var stage = Stage.checkedOnly

    mutating func tally(_ passed: Bool) {
        staticTotal += 1
        if passed { staticPassed += 1 }
    }

    func score(passed: Bool) -> Int {
        if passed { return 100 }
        let staticShare = staticTotal == 0 ? 1 : Double(staticPassed) / Double(staticTotal)
        let points: Double
        switch stage {
        case .predicted(let share): points = 100 * share
        case .compileFailed: points = 0
        case .checkedOnly: points = missingDeclaration ? 0 : 100 * staticShare
        case .ranAbnormally: points = (missingDeclaration ? 0 : 30 * staticShare) + 10
        case .ran(let share): points = (missingDeclaration ? 0 : 30 * staticShare) + 30 + 40 * share
        }
        return min(99, max(0, Int(points.rounded(.down))))
    }

    /// The share of expected lines a diff keeps.
    static func share(of difference: [DiffLine]?) -> Double {
        guard let difference else { return 1 }
        let expected = difference.filter { $0.change != .actualOnly }.count
        guard expected > 0 else { return 0 }
        return Double(difference.filter { $0.change == .same }.count) / Double(expected)
    }
}
