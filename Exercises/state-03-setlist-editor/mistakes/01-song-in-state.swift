// Mistake: keeps the song it is handed in @State, so the editor holds on to the first song
// and tapping Harbor still shows Ghost Lights.
// Expect: state-passed-value
// Expect: + TextField "Song title" text:"Ghost Lights (acoustic)"
import SwiftUI

@MainActor
@Observable
final class Song: Identifiable {
    let id: Int
    var title: String
    var minutes: Int

    init(id: Int, title: String, minutes: Int) {
        self.id = id
        self.title = title
        self.minutes = minutes
    }
}

@MainActor
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

struct SetlistScreen: View {
    @State private var setlist = Setlist.friday()
    @State private var editing: Song?

    var body: some View {
        VStack {
            ForEach(setlist.songs) { song in
                Button(song.title) { editing = song }
            }
            if let editing {
                SongEditor(song: editing)
            }
            SetlistFooter()
        }
        .environment(setlist)
    }
}

struct SongEditor: View {
    @State var song: Song

    var body: some View {
        VStack {
            TextField("Song title", text: $song.title)
            Stepper("Minutes", value: $song.minutes, in: 1...15)
        }
    }
}

struct SetlistFooter: View {
    @Environment(Setlist.self) private var setlist

    var body: some View {
        Text("\(setlist.songs.count) songs, \(setlist.totalMinutes) min")
    }
}
