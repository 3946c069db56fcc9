import SwiftUI

// MARK: Given (leave this part as it is)

/// A book the reader reserved at the library.
struct Hold: Identifiable, Equatable, Sendable {
    let title: String
    let ready: Bool

    var id: String { title }
}

/// What a desk throws after closing time.
struct BranchClosed: LocalizedError {
    var errorDescription: String? { "The branch desk is closed for the night." }
}

/// What the real desk throws when there is no library network (as on the grader).
struct NoLibraryNetwork: LocalizedError {
    var errorDescription: String? { "The library network cannot be reached." }
}

/// Anything that can list the reader's holds.
protocol HoldsService: Sendable {
    func holds() async throws -> [Hold]
}

/// The real desk on the library network.
struct BranchDesk: HoldsService {
    func holds() async throws -> [Hold] {
        throw NoLibraryNetwork()
    }
}

extension EnvironmentValues {
    /// The desk every screen asks; the app places the real one, tests and previews a fake.
    @Entry var holdsService: any HoldsService = BranchDesk()
}

/// Where the screen's load stands.
enum HoldsPhase {
    case loading
    case loaded([Hold])
    case failed(String)
}

// MARK: Yours

/// The reader's holds, from whichever desk the environment provides.
struct HoldsScreen: View {
    @Binding var readyOnly: Bool
    @Environment(\.holdsService) private var service
    @State private var phase = HoldsPhase.loading
    @State private var attempt = 0

    var body: some View {
        Group {
            switch phase {
            case .loading:
                ProgressView("Asking the library")
            case .loaded(let holds):
                HoldsList(holds: holds, readyOnly: $readyOnly)
            case .failed(let message):
                HoldsProblem(message: message, onRetry: retry)
            }
        }
        .task(id: attempt) {
            await load()
        }
    }

    /// Shows the spinner and gives the task a new id, which loads again.
    private func retry() {
        phase = .loading
        attempt += 1
    }

    private func load() async {
        do {
            phase = .loaded(try await service.holds())
        } catch {
            phase = .failed(error.localizedDescription)
        }
    }
}

/// The holds, optionally only those waiting at the desk.
struct HoldsList: View {
    let holds: [Hold]
    @Binding var readyOnly: Bool

    private var shown: [Hold] {
        readyOnly ? holds.filter(\.ready) : holds
    }

    var body: some View {
        List {
            Toggle("Ready to collect only", isOn: $readyOnly)
            ForEach(shown) { hold in
                Text("\(hold.title): \(hold.ready ? "ready" : "on its way")")
            }
        }
    }
}

/// Says why there is nothing to show and offers another try.
struct HoldsProblem: View {
    let message: String
    let onRetry: () -> Void

    var body: some View {
        ContentUnavailableView {
            Label("No holds", systemImage: "books.vertical")
        } description: {
            Text(message)
        } actions: {
            Button("Try again", action: onRetry)
        }
    }
}

/// A desk for previews: answers at once, from memory.
struct PreviewHolds: HoldsService {
    func holds() async throws -> [Hold] {
        [Hold(title: "Pond Life", ready: true), Hold(title: "Knots at Sea", ready: false)]
    }
}

#Preview("Holds") {
    @Previewable @State var readyOnly = false
    HoldsScreen(readyOnly: $readyOnly)
        .environment(\.holdsService, PreviewHolds())
}
