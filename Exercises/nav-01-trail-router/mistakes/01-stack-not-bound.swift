// Mistake: creates the NavigationStack without binding it to the router's path, so the stack keeps its own list of screens and the router's changes (Show map, deep links) never reach it.
// Expect: output
// Expect: + path: 0
import SwiftUI

struct Trail: Identifiable {
    let id: String
    let name: String
    let kilometres: Double
}

enum TrailCatalog {
    static let all = [
        Trail(id: "harebell-ridge", name: "Harebell Ridge", kilometres: 9.5),
        Trail(id: "otter-creek", name: "Otter Creek", kilometres: 6),
        Trail(id: "cairn-loop", name: "Cairn Loop", kilometres: 3.5),
    ]

    static func trail(id: Trail.ID) -> Trail? {
        all.first { $0.id == id }
    }
}

/// One screen of the app, as a value. Routes carry ids, not trails, so a link in a message
/// can name them too.
enum TrailRoute: Hashable {
    case trail(Trail.ID)
    case map(Trail.ID)
}

/// Owns the navigation stack's path, so any screen, and a link opened from outside the app,
/// can change what is shown.
@MainActor
@Observable
final class TrailRouter {
    var path: [TrailRoute] = []

    func show(_ route: TrailRoute) {
        path.append(route)
    }

    func popToRoot() {
        path.removeAll()
    }

    /// `fellside://trail/<id>` shows the trail; `fellside://trail/<id>/map` shows its map,
    /// with the trail screen under it. Anything else leaves the stack as it is.
    func open(url: URL) {
        guard url.scheme == "fellside", url.host() == "trail" else { return }
        let parts = url.pathComponents.filter { $0 != "/" }
        guard let id = parts.first, TrailCatalog.trail(id: id) != nil else { return }
        switch parts.dropFirst().first {
        case nil:
            path = [.trail(id)]
        case "map":
            path = [.trail(id), .map(id)]
        default:
            return
        }
    }
}

/// The app's root: the stack shows the router's path, and the screens below find the router
/// in the environment.
struct TrailsRoot: View {
    let router: TrailRouter

    var body: some View {
        NavigationStack {
            List(TrailCatalog.all) { trail in
                NavigationLink(trail.name, value: TrailRoute.trail(trail.id))
            }
            .navigationTitle("Trails")
            .navigationDestination(for: TrailRoute.self) { route in
                switch route {
                case .trail(let id):
                    TrailScreen(trailID: id)
                case .map(let id):
                    MapScreen(trailID: id)
                }
            }
        }
        .environment(router)
        .onOpenURL { url in
            router.open(url: url)
        }
    }
}

struct TrailScreen: View {
    let trailID: Trail.ID
    @Environment(TrailRouter.self) private var router

    var body: some View {
        if let trail = TrailCatalog.trail(id: trailID) {
            VStack {
                Text("\(trail.kilometres, format: .number) km")
                Button("Show map") { router.show(.map(trail.id)) }
            }
            .navigationTitle(trail.name)
        }
    }
}

struct MapScreen: View {
    let trailID: Trail.ID
    @Environment(TrailRouter.self) private var router

    var body: some View {
        if let trail = TrailCatalog.trail(id: trailID) {
            VStack {
                Text("Map of \(trail.name)")
                Button("All trails") { router.popToRoot() }
            }
            .navigationTitle("Map")
        }
    }
}

#Preview {
    TrailsRoot(router: TrailRouter())
}
