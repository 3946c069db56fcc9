// Alternative: the screen remembers the picked song by its id, the editor receives a plain
// `let` and makes its bindings with a local @Bindable inside body, and the footer adds up the
// minutes itself.
import SwiftUI

@Observable
@MainActor
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

@Observable
@MainActor
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
    @State private var pickedID: Int?

    private var picked: Song? {
        setlist.songs.first { $0.id == pickedID }
    }

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(setlist.songs) { song in
                Button(song.title) { pickedID = song.id }
            }
            if let picked {
                SongEditor(song: picked)
            }
            SetlistFooter()
        }
        .environment(setlist)
    }
}

struct SongEditor: View {
    let song: Song

    var body: some View {
        @Bindable var song = song
        TextField("Song title", text: $song.title)
        Stepper("Minutes", value: $song.minutes, in: 1...15)
    }
}

struct SetlistFooter: View {
    @Environment(Setlist.self) private var setlist

    private var minutes: Int {
        setlist.songs.map(\.minutes).reduce(0, +)
    }

    var body: some View {
        Text("\(setlist.songs.count) songs, \(minutes) min")
    }
}
