import SwiftUI

// A teammate started moving these two models to Observation and stopped halfway.
// Finish them first: the checker names the two things that are still wrong.

@Observable
final class Song: Identifiable {
    let id: Int
    @Published var title: String
    var minutes: Int

    init(id: Int, title: String, minutes: Int) {
        self.id = id
        self.title = title
        self.minutes = minutes
    }
}

@Observable
final class Setlist {
    var songs: [Song]

    init(songs: [Song]) {
        self.songs = songs
    }

    var totalMinutes: Int { songs.reduce(0) { $0 + $1.minutes } }

    static func friday() -> Setlist {
        Setlist(songs: [
            Song(id: 1, title: "Ghost Lights", minutes: 4),
            Song(id: 2, title: "Harbor", minutes: 5),
            Song(id: 3, title: "Paper Crowns", minutes: 3),
        ])
    }
}

// Build these three views (see the exercise text).

struct SetlistScreen: View {
    var body: some View {
        Text("TODO: one button per song, the editor, the footer")
    }
}

struct SongEditor: View {
    var body: some View {
        Text("TODO: edit one song")
    }
}

struct SetlistFooter: View {
    var body: some View {
        Text("TODO: songs and minutes")
    }
}
