// Mistake: fixes the mini player by reading the shared object, but keeps the pre-iOS 17
// ObservableObject, @StateObject and @EnvironmentObject plumbing at the app root and below.
// Expect: environment-object
import SwiftUI

struct Episode: Identifiable, Hashable {
    let id: Int
    let title: String
    let minutes: Int
}

final class PlayerService: ObservableObject {
    @Published var nowPlaying: Episode?

    func play(_ episode: Episode) {
        nowPlaying = episode
    }

    func stop() {
        nowPlaying = nil
    }
}

// In Xcode this struct carries @main; here the test app provides the entry point.
struct HarbourCastApp: App {
    @StateObject private var player = PlayerService()

    var body: some Scene {
        WindowGroup {
            LibraryScreen()
                .environmentObject(player)
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
    let episode: Episode
    @EnvironmentObject var player: PlayerService

    var body: some View {
        VStack {
            Text("\(episode.minutes) minutes")
            if player.nowPlaying == episode {
                Text("Playing")
            } else {
                Button("Play") { player.play(episode) }
            }
        }
        .navigationTitle(episode.title)
    }
}

struct MiniPlayer: View {
    @EnvironmentObject var player: PlayerService

    var body: some View {
        HStack {
            if let episode = player.nowPlaying {
                Text("Now playing: \(episode.title)")
                Button("Stop") { player.stop() }
            } else {
                Text("Nothing playing")
            }
        }
    }
}
