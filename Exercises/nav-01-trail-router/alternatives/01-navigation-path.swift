// Alternative: a NavigationPath instead of an array, URLComponents to read the link, and the router handed to each screen as a plain `let` instead of through the environment.
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

enum TrailRoute: Hashable {
    case trail(Trail.ID)
    case map(Trail.ID)
}

@MainActor
@Observable
final class TrailRouter {
    var path = NavigationPath()

    func show(_ route: TrailRoute) {
        path.append(route)
    }

    func popToRoot() {
        path = NavigationPath()
    }

    func open(url: URL) {
        if let routes = Self.routes(for: url) {
            path = NavigationPath(routes)
        }
    }

    /// The screens a link stands for, bottom first, or nil when the app does not know it.
    private static func routes(for url: URL) -> [TrailRoute]? {
        guard let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
              components.scheme == "fellside", components.host == "trail" else { return nil }
        let segments = components.path.split(separator: "/").map(String.init)
        guard let id = segments.first, TrailCatalog.trail(id: id) != nil else { return nil }
        if segments == [id] { return [.trail(id)] }
        if segments == [id, "map"] { return [.trail(id), .map(id)] }
        return nil
    }
}

struct TrailsRoot: View {
    let router: TrailRouter

    var body: some View {
        @Bindable var router = router
        NavigationStack(path: $router.path) {
            List(TrailCatalog.all) { trail in
                NavigationLink(value: TrailRoute.trail(trail.id)) {
                    Text(trail.name)
                }
            }
            .navigationTitle("Trails")
            .navigationDestination(for: TrailRoute.self) { route in
                destination(for: route)
            }
        }
        .onOpenURL { router.open(url: $0) }
    }

    @ViewBuilder
    private func destination(for route: TrailRoute) -> some View {
        switch route {
        case .trail(let id):
            TrailScreen(trailID: id, router: router)
        case .map(let id):
            MapScreen(trailID: id, router: router)
        }
    }
}

struct TrailScreen: View {
    let trailID: Trail.ID
    let router: TrailRouter

    var body: some View {
        if let trail = TrailCatalog.trail(id: trailID) {
            VStack {
                Text("\(trail.kilometres, format: .number) km")
                Button("Show map") { router.show(.map(trailID)) }
            }
            .navigationTitle(trail.name)
        }
    }
}

struct MapScreen: View {
    let trailID: Trail.ID
    let router: TrailRouter

    var body: some View {
        if let trail = TrailCatalog.trail(id: trailID) {
            VStack {
                Text("Map of \(trail.name)")
                Button("All trails", action: router.popToRoot)
            }
            .navigationTitle("Map")
        }
    }
}

#Preview {
    TrailsRoot(router: TrailRouter())
}
