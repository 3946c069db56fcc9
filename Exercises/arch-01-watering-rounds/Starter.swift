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

/// The real server. The grader cannot reach it, so it always throws there.
struct NurseryServer {
    func plants() async throws -> [Plant] {
        throw NurseryOffline()
    }
}

/// Works out which plants need water today.
/// A test cannot give it plants of its own: it builds its server itself.
@MainActor
@Observable
final class WateringRounds {
    private let server = NurseryServer()
    /// Names of the plants to water today, in the source's order.
    private(set) var dueToday: [String] = []
    /// Why the last load failed, or nil.
    private(set) var problem: String?

    /// A plant is due on the day its interval is reached, and every day after.
    func needsWater(_ plant: Plant) -> Bool {
        plant.daysSinceWatered > plant.everyDays
    }

    func load() async {
        let plants = (try? await server.plants()) ?? []
        dueToday = plants.filter(needsWater).map(\.name)
    }
}
