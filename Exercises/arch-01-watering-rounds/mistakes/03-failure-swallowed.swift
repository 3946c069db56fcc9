// Mistake: hides the server's failure behind try?, so the model reports an empty list instead of a problem.
// Expect: ✘ loadReportsAnOfflineServer()
import SwiftUI

// MARK: Given (leave this part as it is)

/// One pot on the greenhouse bench.
struct Plant: Identifiable, Equatable, Sendable {
    let name: String
    /// Water it every this many days.
    let everyDays: Int
    let daysSinceWatered: Int

    var id: String { name }
}

/// What the nursery server throws when the greenhouse has no connection.
struct NurseryOffline: LocalizedError {
    var errorDescription: String? { "The nursery server is not answering." }
}

// MARK: Yours

/// Anything that can list the greenhouse's plants: the real server, or a fake in tests and
/// previews.
protocol PlantSource: Sendable {
    func plants() async throws -> [Plant]
}

/// The real server. The grader cannot reach it, so it always throws there.
struct NurseryServer: PlantSource {
    func plants() async throws -> [Plant] {
        throw NurseryOffline()
    }
}

/// Works out which plants need water today. Knows nothing about views.
@MainActor
@Observable
final class WateringRounds {
    private let source: any PlantSource
    /// Names of the plants to water today, in the source's order.
    private(set) var dueToday: [String] = []
    /// Why the last load failed, or nil.
    private(set) var problem: String?

    init(source: any PlantSource) {
        self.source = source
    }

    /// A plant is due on the day its interval is reached, and every day after.
    func needsWater(_ plant: Plant) -> Bool {
        plant.daysSinceWatered >= plant.everyDays
    }

    func load() async {
        let plants = (try? await source.plants()) ?? []
        dueToday = plants.filter(needsWater).map(\.name)
    }
}
