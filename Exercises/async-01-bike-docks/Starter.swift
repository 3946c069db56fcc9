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

/// The draft screen: fine while the feed is up, but read how it loads.
struct DockScreen: View {
    let feed: DockFeed
    @State private var docks: [Dock] = []
    @State private var isLoading = true

    var body: some View {
        VStack {
            if isLoading {
                ProgressView("Finding bikes")
            } else {
                List(docks) { dock in
                    Text("\(dock.name): \(dock.bikes) bikes")
                }
            }
        }
        .onAppear {
            Task {
                docks = (try? await feed.currentDocks()) ?? []
                isLoading = false
            }
        }
    }
}

#Preview {
    DockScreen(feed: DockFeed())
}
