import Foundation

/// The outcome of grading one submission.
public enum Verdict: String, Codable, Sendable, CaseIterable {
    case passed
    case failed
    case compileError = "compile-error"
    case runtimeError = "runtime-error"
    case timeout
    case resourceLimit = "resource-limit"
    case internalError = "internal-error"
    /// Stopped with Ctrl-C before compiling and running finished; not an attempt.
    case cancelled
}

/// One piece of feedback. Kinds follow Exercism's analyzers: what must change, what should,
/// what is worth knowing, and what was done well.
public struct FeedbackItem: Codable, Sendable, Equatable {
    public enum Kind: String, Codable, Sendable, CaseIterable {
        case essential
        case actionable
        case informative
        case celebratory

        /// Lower sorts first.
        var rank: Int {
            switch self {
            case .essential: 0
            case .actionable: 1
            case .informative: 2
            case .celebratory: 3
            }
        }
    }

    /// A place in the learner's code.
    public struct Location: Codable, Sendable, Equatable {
        public var line: Int
        public var column: Int
    }

    public var kind: Kind
    /// One sentence: what is wrong or right.
    public var message: String
    /// The rule or check that produced it, e.g. `foreground-color`, `compile`, `output`.
    public var source: String
    public var location: Location?
    /// Further lines: a diff, compiler notes, the program's error output.
    public var details: [String]

    public init(kind: Kind, message: String, source: String, location: Location? = nil, details: [String] = []) {
        self.kind = kind
        self.message = message
        self.source = source
        self.location = location
        self.details = details
    }
}

/// How long each step took, in seconds.
public struct GradeTimings: Codable, Sendable, Equatable {
    public var staticChecks: Double = 0
    public var compile: Double = 0
    public var run: Double = 0
    public var total: Double = 0

    public init(staticChecks: Double = 0, compile: Double = 0, run: Double = 0, total: Double = 0) {
        self.staticChecks = staticChecks
        self.compile = compile
        self.run = run
        self.total = total
    }
}

/// Everything a learner (or a script, as JSON) needs to know about one graded attempt.
public struct GradeReport: Codable, Sendable, Equatable {
    public var exerciseID: String
    public var verdict: Verdict
    /// 0–100: the share of the exercise's checks that passed.
    public var score: Int
    /// Most important first.
    public var feedback: [FeedbackItem]
    /// The program's standard output, when it ran.
    public var output: String?
    public var timings: GradeTimings
    /// Plain words on how the code was isolated while it ran (bubblewrap, or limits only).
    public var isolation: String?
    /// True when this report was answered from the cache of identical submissions.
    public var cached: Bool

    public var passed: Bool { verdict == .passed }

    /// Reports that say something about the code, not about the machine: internal errors, limits
    /// and compiler failures that name no line of the learner's code are not cached.
    var isWorthCaching: Bool {
        switch verdict {
        // Time and resource limits depend on how busy the machine was, not only on the code.
        case .internalError, .timeout, .resourceLimit, .cancelled: false
        case .compileError: feedback.contains { $0.source == "compile" && $0.kind == .essential && $0.location != nil }
        default: true
        }
    }

    public init(
        exerciseID: String, verdict: Verdict, score: Int, feedback: [FeedbackItem], output: String? = nil,
        timings: GradeTimings = GradeTimings(), isolation: String? = nil, cached: Bool = false
    ) {
        self.exerciseID = exerciseID
        self.verdict = verdict
        self.score = score
        self.feedback = feedback.enumerated()
            .sorted { ($0.element.kind.rank, $0.offset) < ($1.element.kind.rank, $1.offset) }
            .map(\.element)
        self.output = output
        self.timings = timings
        self.isolation = isolation
        self.cached = cached
    }

    /// Pretty, key-sorted JSON; the schema is in docs/GRADING.md.
    public var json: String { ReadableJSON.text(self) }
}
