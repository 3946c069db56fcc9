import Foundation

/// What `study PATH` found in the learner's own code, as lessons to read: each with the rules
/// its lesson teaches that fired, most frequent first. Kept in progress so `next` can follow it.
public struct StudyPlan: Codable, Equatable, Sendable {
    /// One lesson to read and the rules behind it.
    public struct Step: Codable, Equatable, Sendable {
        public var lessonID: String
        public var rules: [RuleFindings]
        /// All findings of this step's rules.
        public var count: Int { rules.reduce(0) { $0 + $1.count } }

        public init(lessonID: String, rules: [RuleFindings]) {
            self.lessonID = lessonID
            self.rules = rules
        }
    }

    /// How often one rule fired, and one of the learner's own lines as the example.
    public struct RuleFindings: Codable, Equatable, Sendable {
        public var ruleID: String
        public var count: Int
        public var example: ExampleLine

        public init(ruleID: String, count: Int, example: ExampleLine) {
            self.ruleID = ruleID
            self.count = count
            self.example = example
        }
    }

    /// A line of the learner's code where a rule fired.
    public struct ExampleLine: Codable, Equatable, Sendable {
        public var file: String
        public var line: Int
        public var text: String

        public init(file: String, line: Int, text: String) {
            self.file = file
            self.line = line
            self.text = text
        }
    }

    /// The folder or file that was studied, as given.
    public var path: String
    public var createdAt: Date
    public var steps: [Step]
    /// Rules that fired but no loaded lesson teaches.
    public var untaught: [RuleFindings]

    public init(path: String, createdAt: Date, steps: [Step], untaught: [RuleFindings] = []) {
        self.path = path
        self.createdAt = createdAt
        self.steps = steps
        self.untaught = untaught
    }

    /// The first lesson of the plan not opened since the plan was made; nil once every one was.
    public func nextLessonID(in progress: Progress) -> String? {
        steps.first { step in
            guard let read = progress.lessons[step.lessonID] else { return true }
            return read.lastReadAt < createdAt
        }?.lessonID
    }
}
