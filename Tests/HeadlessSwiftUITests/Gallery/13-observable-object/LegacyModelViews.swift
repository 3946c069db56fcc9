import SwiftUI

final class ScoreBoard: ObservableObject {
    @Published var home = 0
    @Published var away = 0
    var log: [String] = []

    func record(_ entry: String) {
        log.append(entry)
        objectWillChange.send()
    }
}

struct ScoreScreen: View {
    @StateObject private var board = ScoreBoard()

    var body: some View {
        VStack {
            ScoreControls(board: board)
            ScoreLog()
        }
        .environmentObject(board)
    }
}

struct ScoreControls: View {
    @ObservedObject var board: ScoreBoard

    var body: some View {
        HStack {
            Button("Home +1") { board.home += 1 }
            Text("\(board.home) : \(board.away)")
            Button("Away +1") { board.away += 1 }
        }
        Stepper("Home score", value: $board.home)
    }
}

struct ScoreLog: View {
    @EnvironmentObject private var board: ScoreBoard

    var body: some View {
        Button("Log half time") { board.record("Half time \(board.home)-\(board.away)") }
        ForEach(board.log, id: \.self) { entry in
            Text(entry)
        }
    }
}

#Preview {
    ScoreScreen()
}
