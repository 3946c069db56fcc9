import Wording

/// Every sentence grading says to a learner, in one place, so the wording is reviewed together
/// (the idea of swift-syntax's diagnostic message catalogue). Sorted by stage.
enum GradingMessages {
    // MARK: Static checks

    static func ruleDetail(_ rule: String) -> String {
        "This exercise asks for code without it; 'explain \(rule)' says why it matters."
    }
    static func missing(_ phrase: String) -> String { "Your code needs \(phrase)." }
    static func forbidden(_ phrase: String) -> String { "This exercise asks you not to use \(phrase)." }
    static func usedAsTaught(_ phrase: String) -> String { "You used \(phrase), as the lesson taught." }
    static let clean = "Clean: the checker found nothing else to improve."
    static func notesWaitForPass(_ count: Int) -> String {
        "\(Plural.count(count, "style note")) worth knowing will show once this passes."
    }

    // MARK: Compiling

    static let notCompiledHere =
        "Your view was checked but not compiled: the headless SwiftUI module is not built here."
    static func notesHeldBack(_ count: Int) -> String {
        "\(Plural.count(count, "checker note")) on this code held back until it compiles: fix the compiler's errors first."
    }
    static func compilerLimit(_ limit: String) -> String { "Compiling went past the compiler's limits (\(limit))." }
    static let compilerSilent = "The compiler failed without an error message."
    static func harnessCannotUse(_ error: String) -> String {
        "The exercise's test code cannot use your code: \(error)"
    }
    static func compilerWarns(_ warning: String) -> String { "The compiler warns: \(warning)" }

    // MARK: Running

    static func stopped(_ how: String) -> String { "Your program \(how) before finishing." }
    static let cpuTime = "Your program used more than the CPU time allowed; look for a loop that never ends."
    static let wallTime = "Your program ran past the time limit; is it waiting for input or sleeping?"
    static let memory = "Your program tried to use more memory than allowed."
    static let fileSize = "Your program wrote a file larger than allowed."
    static let processes = "Your program started more processes than allowed."
    static let output = "Your program printed more than the output limit allows; its output was cut off."

    // MARK: Output

    static let outputDiffers = "The output differs from what the exercise expects (- expected, + yours)."
    static let outputMatches = "The output matches exactly what the exercise expects."
    static let predictionDiffers = "Your prediction differs from what the code prints (✓ right, ✗ not what it prints)."

    // MARK: The grader itself

    static func couldNotGrade(_ reason: String) -> String { "The tutor could not grade this: \(reason)." }
    static func couldNotRun(_ reason: String) -> String { "The tutor could not run this: \(reason)." }
    static let cancelled =
        "Grading was stopped with Ctrl-C before it finished; the compiler and your program were ended. "
        + "This does not count as an attempt."
    static let runCancelled = "Stopped with Ctrl-C before it finished; the compiler and your program were ended."
}
