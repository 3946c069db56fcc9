import Foundation
import Testing

// The tests below are ordinary Swift Testing tests, as in the lesson. The `@main` at the end
// runs them with the Swift Testing runner and prints one line per test and per problem.

/// A source that answers from memory: the plants it was given, or the error it was given.
struct FakeSource: PlantSource {
    var result: Result<[Plant], NurseryOffline>

    func plants() async throws -> [Plant] {
        try result.get()
    }
}

let bench = [
    Plant(name: "Basil", everyDays: 1, daysSinceWatered: 1),
    Plant(name: "Cactus", everyDays: 14, daysSinceWatered: 3),
    Plant(name: "Fern", everyDays: 2, daysSinceWatered: 4),
]

@MainActor
@Suite(.serialized)
struct WateringRoundsTests {
    @Test(arguments: [(1, 1, true), (4, 2, true), (3, 14, false), (0, 1, false)])
    func needsWater(daysSince: Int, every: Int, due: Bool) {
        let rounds = WateringRounds(source: FakeSource(result: .success([])))
        let plant = Plant(name: "Mint", everyDays: every, daysSinceWatered: daysSince)
        #expect(rounds.needsWater(plant) == due)
    }

    @Test(.timeLimit(.minutes(1)))
    func loadListsThePlantsDueToday() async {
        let rounds = WateringRounds(source: FakeSource(result: .success(bench)))
        await rounds.load()
        #expect(rounds.dueToday == ["Basil", "Fern"])
        #expect(rounds.problem == nil)
    }

    @Test(.timeLimit(.minutes(1)))
    func loadReportsAnOfflineServer() async {
        let rounds = WateringRounds(source: FakeSource(result: .failure(NurseryOffline())))
        await rounds.load()
        #expect(rounds.dueToday.isEmpty)
        #expect(rounds.problem == "The nursery server is not answering.")
    }
}

@main
struct WateringRoundsHarness {
    static func main() async {
        let path = NSTemporaryDirectory() + "watering-events-\(ProcessInfo.processInfo.processIdentifier).jsonl"
        var options = __CommandLineArguments_v0()
        options.parallel = false
        options.quiet = true
        options.eventStreamOutputPath = path
        options.eventStreamSchemaVersion = "0"
        // The runner also writes its own progress to standard error; keep this output short.
        let savedError = dup(STDERR_FILENO)
        let quiet = open("/dev/null", O_WRONLY)
        dup2(quiet, STDERR_FILENO)
        _ = await __swiftPMEntryPoint(passing: options) as CInt
        dup2(savedError, STDERR_FILENO)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        report(text)
    }

    /// Turns the runner's event stream into short lines: each test with ✔ or ✘, then what
    /// failed, with the arguments of a parameterised case.
    static func report(_ text: String) {
        var order: [String] = []
        var names: [String: String] = [:]
        var problems: [String: [String]] = [:]
        for line in text.split(separator: "\n") {
            guard let data = line.data(using: .utf8),
                  let record = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
                  let payload = record["payload"] as? [String: Any] else { continue }
            if record["kind"] as? String == "test", payload["kind"] as? String == "function",
               let id = payload["id"] as? String, let name = payload["name"] as? String {
                order.append(id)
                names[id] = name
            } else if payload["kind"] as? String == "issueRecorded", let id = payload["testID"] as? String {
                let message = ((payload["messages"] as? [[String: Any]])?.first?["text"] as? String) ?? "failed"
                let testCase = (payload["_testCase"] as? [String: Any])?["displayName"] as? String
                problems[id, default: []].append(testCase.map { "with \($0): \(message)" } ?? message)
            }
        }
        if order.isEmpty { print("No tests ran.") }
        for id in order {
            let found = problems[id] ?? []
            print("\(found.isEmpty ? "✔" : "✘") \(names[id] ?? id)")
            for problem in found.sorted() { print("    \(problem)") }
        }
        let failed = order.filter { problems[$0] != nil }.count
        print("\(order.count - failed) of \(order.count) tests passed")
    }
}
