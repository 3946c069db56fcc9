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

/// TODO: own the stack's path and change it in the three methods.
@MainActor
@Observable
final class TrailRouter {
    var path: [TrailRoute] = []

    /// TODO: push one more screen.
    func show(_ route: TrailRoute) {}

    /// TODO: go back to the list of trails.
    func popToRoot() {}

    /// TODO: `fellside://trail/<id>` shows the trail; `fellside://trail/<id>/map` shows its
    /// map, with the trail screen under it. Anything else leaves the stack as it is.
    func open(url: URL) {}
}

/// TODO: show the router's path in the stack, push a route from each row, say how a route
/// is shown, and hand the router to the screens below.
struct TrailsRoot: View {
    let router: TrailRouter

    var body: some View {
        NavigationStack {
            List(TrailCatalog.all) { trail in
                Text(trail.name)
            }
            .navigationTitle("Trails")
        }
    }
}

struct TrailScreen: View {
    let trailID: Trail.ID

    var body: some View {
        if let trail = TrailCatalog.trail(id: trailID) {
            VStack {
                Text("\(trail.kilometres, format: .number) km")
                Button("Show map") {}    // TODO: push the map of this trail
            }
            .navigationTitle(trail.name)
        }
    }
}

struct MapScreen: View {
    let trailID: Trail.ID

    var body: some View {
        if let trail = TrailCatalog.trail(id: trailID) {
            VStack {
                Text("Map of \(trail.name)")
                Button("All trails") {}  // TODO: back to the list, however deep the stack is
            }
            .navigationTitle("Map")
        }
    }
}

#Preview {
    TrailsRoot(router: TrailRouter())
}
