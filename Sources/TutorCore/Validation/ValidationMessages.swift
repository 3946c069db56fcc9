import SwiftUIChecker

/// The validator's message catalogue: every sentence `pack validate` and `pack bless` say to an
/// author beyond the loader's own (those are in `CurriculumMessages.swift`), in one place so the
/// wording is reviewed together. Sorted by check.
extension ProblemText {
    // MARK: exercise.yml

    static func blankHint(_ number: Int) -> ProblemText {
        ProblemText("hint \(number) is blank", fix: "Write the hint's text or remove the entry")
    }

    // MARK: Grading an exercise's files

    static let answerNotUTF8 = ProblemText("the file cannot be read as UTF-8 text", fix: "Save it as UTF-8 text")
    /// - Parameter file: which file: "reference solution", "starter", "mistake" or "alternative".
    static func couldNotGrade(_ file: String, reason: String?) -> ProblemText {
        ProblemText(
            "the \(file) could not be graded: \(reason ?? "the grader gave no reason")",
            fix:
                "Fix what the message names (the toolchain, the headless SwiftUI module or the exercise's "
                + "files) and validate again")
    }
    static func solutionDrawsFinding(_ finding: Finding) -> ProblemText {
        ProblemText(
            "the reference solution draws a finding of '\(finding.ruleID)' (\(finding.severity.rawValue)): "
                + "\(finding.message)",
            fix:
                "A reference solution models the best code: change it until 'swiftui-tutor check' reports "
                + "nothing here")
    }
    static let starterPasses = ProblemText(
        "the starter already passes, so the learner has nothing to do",
        fix:
            "Leave the task undone in the starter: it must fail a required construct, a rule the "
            + "exercise lists, or the expected output")
    /// - Parameter file: "reference solution" or "alternative".
    static func doesNotPass(_ file: String, verdict: Verdict, reasons: [String], more: Int) -> ProblemText {
        ProblemText(
            "the \(file) does not pass (\(verdict.rawValue)): " + reasons.joined(separator: "; ")
                + (more > 0 ? " (and \(more) more)" : ""),
            fix: "Correct the \(file), or the exercise's checks, harness or expected output, until it passes")
    }

    // MARK: Sample answers

    static let mistakeNamesNoFeedback = ProblemText(
        "the mistake names no feedback it must get",
        fix: "Start it with '// Expect: RULE-ID' (or an output line, or text of the message it must get)")
    static let alternativeExpectsFeedback = ProblemText(
        "an alternative must pass, so it cannot expect feedback",
        fix: "Remove the '// Expect:' lines, or move the file to mistakes/")
    static let mistakePasses = ProblemText(
        "the mistake passes, so the grading does not catch it",
        fix: "Make the exercise's checks, harness or expected output catch this answer, or correct the mistake")
    /// - Parameters:
    ///   - missing: the `// Expect:` lines no feedback matched.
    ///   - got: the first essential feedback items, as `[source] message`.
    static func mistakeMissesFeedback(verdict: Verdict, missing: [String], got: [String]) -> ProblemText {
        ProblemText(
            "the mistake fails (\(verdict.rawValue)) without the feedback it names: "
                + missing.map { "'\($0)'" }.joined(separator: ", ")
                + (got.isEmpty ? "" : " (it got: \(got.joined(separator: "; ")))"),
            fix:
                "Correct the '// Expect:' line, or the exercise's checks, so that this mistake gets the "
                + "feedback that helps")
    }

    // MARK: The course as a whole

    static func noCheckedByPart(heading: String) -> ProblemText {
        ProblemText(
            "the lesson teaches rules but has no '\(heading)' part",
            fix: "Add a '\(heading)' part naming each rule of 'rules' and 'revisits' as `rule-id`")
    }
    static func checkedByOmits(_ rule: String, heading: String) -> ProblemText {
        ProblemText(
            "the '\(heading)' part does not name `\(rule)`",
            fix: "Name it there with a line on what it checks, or remove it from the front matter")
    }
    static func ruleNeverFires(_ rule: String, track: String) -> ProblemText {
        ProblemText(
            "the lesson names the rule '\(rule)', but no starter of the track '\(track)' makes it fire",
            fix: "Give one of the track's exercises a starter that breaks '\(rule)', so the learner meets it")
    }
}

/// Why `pack bless` wrote nothing, in the words `ExpectedOutputBlesser.Outcome.refused` carries.
enum BlessRefusal {
    static func noSuchExercise(_ id: String, in folder: String) -> String {
        "there is no exercise '\(id)' in \(folder)"
    }
    static func notYAML(_ manifest: String, exercise id: String) -> String {
        "\(manifest) is not valid YAML; 'swiftui-tutor pack validate --exercise \(id)' shows where"
    }
    static func noExpectedOutput(_ manifest: String) -> String {
        "\(manifest) has no 'expected: {output: …}' to write; add it first"
    }
    static let predictIsWrittenByHand =
        "a predict exercise's answer is written by hand: it is what the learner should type, not what a "
        + "program prints"
    static func cannotCreate(_ file: String) -> String {
        "\(file) cannot be created; check the folder's permissions"
    }
    static func cannotLoad(_ id: String) -> String {
        "the exercise cannot be loaded; run 'swiftui-tutor pack validate --exercise \(id)' to see why"
    }
    static func solutionDidNotFinish(_ verdict: Verdict, reason: String?) -> String {
        "the reference solution did not run to its end (\(verdict.rawValue))\(reason.map { ": \($0)" } ?? "")"
    }
    static func cannotWrite(_ file: String, reason: String) -> String {
        "\(file) cannot be written: \(reason)"
    }
}
