// Alternative: the app creates its service in init() through State(initialValue:), the service
// answers isPlaying(_:), and the mini player shows the playing episode in a small subview.
import SwiftUI

struct Episode: Identifiable, Hashable {
    let id: Int
    let title: String
    let minutes: Int
}

@Observable
@MainActor
final class PlayerService {
    private(set) var nowPlaying: Episode?

    func isPlaying(_ episode: Episode) -> Bool {
        nowPlaying?.id == episode.id
    }

    func play(_ episode: Episode) {
        nowPlaying = episode
    }

    func stop() {
        nowPlaying = nil
    }
}

struct HarbourCastApp: App {
    @State private var player: PlayerService

    init() {
        _player = State(initialValue: PlayerService())
    }

    var body: some Scene {
        WindowGroup {
            LibraryScreen()
                .environment(player)
        }
    }
}

struct LibraryScreen: View {
    private let episodes = [
        Episode(id: 1, title: "Tide Tables", minutes: 32),
        Episode(id: 2, title: "Night Ferries", minutes: 41),
        Episode(id: 3, title: "Lighthouse Keepers", minutes: 27),
    ]

    var body: some View {
        VStack {
            NavigationStack {
                List(episodes) { episode in
                    NavigationLink(episode.title, value: episode)
                }
                .navigationTitle("Episodes")
                .navigationDestination(for: Episode.self) { episode in
                    EpisodeScreen(episode: episode)
                }
            }
            MiniPlayer()
        }
    }
}

struct EpisodeScreen: View {
    @Environment(PlayerService.self) private var player
    let episode: Episode

    var body: some View {
        VStack {
            Text("\(episode.minutes) minutes")
            if player.isPlaying(episode) {
                Text("Playing")
            } else {
                Button("Play") { player.play(episode) }
            }
        }
        .navigationTitle(episode.title)
    }
}

struct MiniPlayer: View {
    @Environment(PlayerService.self) private var player

    var body: some View {
        if let episode = player.nowPlaying {
            PlayingBar(title: episode.title) { player.stop() }
        } else {
            Text("Nothing playing")
        }
    }
}

struct PlayingBar: View {
    let title: String
    let onStop: () -> Void

    var body: some View {
        HStack {
            Text("Now playing: \(title)")
            Button("Stop", action: onStop)
        }
    }
}
