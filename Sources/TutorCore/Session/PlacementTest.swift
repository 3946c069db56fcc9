import Foundation
import Wording

/// A test-out for one track: questions drawn from the track's predict exercises and the rules its
/// lessons teach, answered in the shell without compiling. Pure: the same track and seed give
/// the same questions in the same order.
public struct PlacementTest: Equatable, Sendable {
    /// The track, as `pack/track`.
    public var trackID: String
    public var trackTitle: String
    public var questions: [ReviewQuestion]

    /// Fewest and most questions a test asks; it aims for `target`, half predictions at most.
    public static let fewest = 8
    public static let most = 12
    static let target = 10
    /// The share of right answers that passes.
    public static let passingShare = 0.8

    /// Right answers needed to pass.
    public var required: Int { Int((Double(questions.count) * Self.passingShare).rounded(.up)) }

    /// Why a track has no placement test: it has fewer than `fewest` questions to ask.
    public struct TooFewQuestions: Error, Equatable {
        public var available: Int
    }

    /// The test for `track`, or how many questions it could have had.
    public static func make(
        for track: Track, in curriculum: Curriculum, seed: UInt64
    ) -> Result<PlacementTest, TooFewQuestions> {
        let lessons = curriculum.lessons(inTrack: track)
        let predictions = lessons.flatMap(curriculum.exercises(of:)).compactMap(ReviewQuestion.prediction(of:))
        var seen: Set<String> = []
        let rules = lessons.flatMap(\.rules).filter { seen.insert($0).inserted }.compactMap(ReviewQuestion.rule(id:))
        guard predictions.count + rules.count >= fewest else {
            return .failure(TooFewQuestions(available: predictions.count + rules.count))
        }
        var generator = SeededGenerator(seed: seed ^ stableHash(track.packID + "/" + track.id))
        let shuffledPredictions = predictions.shuffled(using: &generator)
        let shuffledRules = rules.shuffled(using: &generator)
        let predictionCount = min(shuffledPredictions.count, max(target / 2, target - shuffledRules.count))
        let ruleCount = min(shuffledRules.count, target - predictionCount)
        let chosen = Array(shuffledPredictions.prefix(predictionCount)) + shuffledRules.prefix(ruleCount)
        return .success(
            PlacementTest(
                trackID: QualifiedID.join(track.packID, track.id), trackTitle: track.title,
                questions: chosen.shuffled(using: &generator)))
    }

    /// The seed for a test taken at `date`: its day (UTC), so a test asked again the same day asks
    /// the same questions and one taken another day draws again.
    public static func seed(at date: Date) -> UInt64 {
        UInt64(max(0, date.timeIntervalSince1970 / 86_400))
    }

    /// FNV-1a, so a seed means the same in every process (Swift's `hashValue` does not).
    static func stableHash(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    }
}

/// SplitMix64: a small generator whose sequence depends only on its seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9e37_79b9_7f4a_7c15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xbf58_476d_1ce4_e5b9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94d0_49bb_1331_11eb
        return mixed ^ (mixed >> 31)
    }
}

/// A placement test under way: which question is asked and how many were answered right. It
/// travels with the shell's request for the next answer, so nothing is saved until the end.
public struct PlacementRun: Equatable, Sendable {
    public var test: PlacementTest
    public var index = 0
    public var right = 0

    public init(test: PlacementTest) { self.test = test }

    public var question: ReviewQuestion { test.questions[index] }
}

/// What `placement` says.
enum PlacementMessages {
    static func heading(_ test: PlacementTest) -> String {
        "Placement test for “\(test.trackTitle)”: \(test.questions.count) questions, \(test.required) right to pass. "
            + "Passing marks the track's lessons read and its exercises skipped — placed out."
    }
    static func progress(_ run: PlacementRun) -> String {
        "Question \(run.index + 1) of \(run.test.questions.count)"
    }
    static let predictAsk = "Type what it prints, then a line holding only '.' (an empty answer stops the test)."
    static let ruleAsk = "Which rule does this line break? Type its id (an empty line stops the test):"
    static let right = "Right."
    static let wrong = "Not quite."
    static func stopped(_ run: PlacementRun) -> String {
        "Placement test stopped after \(run.index) of \(run.test.questions.count) questions; nothing was recorded."
    }
    static func passed(_ run: PlacementRun, lessons: Int, exercises: Int, trackID: String) -> [String] {
        [
            "Passed: \(run.right) of \(run.test.questions.count) right (\(run.test.required) needed).",
            "\(lessons) lessons of \(trackID) are marked read and \(exercises) exercises not passed yet are skipped — "
                + "placed out (» in lessons). To undo, reset \(trackID), or reset one exercise by its id.",
        ]
    }
    static func failed(_ run: PlacementRun) -> String {
        "\(run.right) of \(run.test.questions.count) right; \(run.test.required) were needed. Nothing was recorded: "
            + "type next to work through the track."
    }
    static func tooFew(_ trackID: String, count: Int) -> String {
        "\(trackID) has \(Plural.count(count, "question")) to ask (predict exercises and rule examples); a "
            + "placement test needs at least \(PlacementTest.fewest)."
    }
}
