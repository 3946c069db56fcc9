// Alternative: a @MainActor @Observable model owns the phase, the retry counter and the load; the screen only reads it and hands it the feed.
import SwiftUI

// MARK: Given (leave this part as it is)

/// One docking station and the bikes waiting at it.
struct Dock: Identifiable, Equatable {
    let name: String
    var bikes: Int

    var id: String { name }
}

/// What the feed throws while it is down.
struct FeedDown: LocalizedError {
    var errorDescription: String? { "The dock feed is not answering." }
}

/// The city's bike-share feed. Each call takes a moment; the grader switches the feed off and
/// on, returns bikes to a dock, and reads `requests`.
@MainActor
final class DockFeed {
    var isDown = false
    private(set) var requests = 0
    private var docks = [
        Dock(name: "Canal Street", bikes: 4),
        Dock(name: "Market Hall", bikes: 0),
        Dock(name: "Riverside", bikes: 7),
    ]

    /// Someone docks `count` bikes at the station called `name`.
    func bikesReturned(_ count: Int, to name: String) {
        guard let index = docks.firstIndex(where: { $0.name == name }) else { return }
        docks[index].bikes += count
    }

    /// Asks the feed for every dock. Throws `FeedDown` while the feed is down.
    func currentDocks() async throws -> [Dock] {
        requests += 1
        try await Task.sleep(for: .milliseconds(15))
        if isDown { throw FeedDown() }
        return docks
    }
}

// MARK: Yours

/// Where the screen's one load stands.
enum DockPhase {
    case loading
    case loaded([Dock])
    case failed(String)
}

/// Keeps what the dock screen shows and knows how to fetch it.
@MainActor
@Observable
final class DockBoard {
    private(set) var phase = DockPhase.loading
    private(set) var attempt = 0

    /// Back to the spinner, with a new attempt number for the screen's task.
    func retry() {
        phase = .loading
        attempt += 1
    }

    func load(from feed: DockFeed) async {
        do {
            let docks = try await feed.currentDocks()
            phase = .loaded(docks)
        } catch is CancellationError {
            return
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }
}

/// Shows how many bikes every dock has, straight from the feed.
struct DockScreen: View {
    let feed: DockFeed
    @State private var board = DockBoard()

    var body: some View {
        VStack {
            switch board.phase {
            case .loading:
                ProgressView("Finding bikes")
            case .loaded(let docks):
                DockList(docks: docks) {
                    await board.load(from: feed)
                }
            case .failed(let message):
                NoBikeData(message: message) { board.retry() }
            }
        }
        .task(id: board.attempt) {
            await board.load(from: feed)
        }
    }
}

/// The docks, pull-to-refresh included.
struct DockList: View {
    let docks: [Dock]
    let refresh: () async -> Void

    var body: some View {
        List(docks) { dock in
            Text("\(dock.name): \(dock.bikes) bikes")
        }
        .refreshable {
            await refresh()
        }
    }
}

/// Shown when the feed failed, with a way to ask again.
struct NoBikeData: View {
    let message: String
    let tryAgain: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("No bike data", systemImage: "bicycle")
        } description: {
            Text(message)
        } actions: {
            Button("Try again") { tryAgain() }
        }
    }
}

#Preview {
    DockScreen(feed: DockFeed())
}
