// Alternative: a plain .task loads on appearance, and Try again starts its own Task after showing the spinner (a button is the one place with no modifier to do it).
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

/// Shows how many bikes every dock has, straight from the feed.
struct DockScreen: View {
    let feed: DockFeed
    @State private var phase = DockPhase.loading

    var body: some View {
        Group {
            switch phase {
            case .loading:
                ProgressView("Finding bikes")
            case .loaded(let docks):
                List(docks) { dock in
                    Text("\(dock.name): \(dock.bikes) bikes")
                }
                .refreshable {
                    await load()
                }
            case .failed(let message):
                FeedProblem(message: message, onRetry: retry)
            }
        }
        .task {
            await load()
        }
    }

    /// Shows the spinner again and loads once more.
    private func retry() {
        phase = .loading
        Task {
            await load()
        }
    }

    private func load() async {
        do {
            phase = .loaded(try await feed.currentDocks())
        } catch {
            // Cancelled means the screen went away or a newer load took over: not a failure.
            guard !Task.isCancelled else { return }
            phase = .failed(error.localizedDescription)
        }
    }
}

/// Says why there is nothing to show and offers another try.
struct FeedProblem: View {
    let message: String
    let onRetry: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("No bike data", systemImage: "bicycle")
        } description: {
            Text(message)
        } actions: {
            Button("Try again") { onRetry() }
        }
    }
}

#Preview {
    DockScreen(feed: DockFeed())
}
