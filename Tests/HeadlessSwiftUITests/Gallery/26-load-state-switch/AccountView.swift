import SwiftUI

enum LoadState: Equatable {
    case idle
    case loading
    case loaded(name: String)
    case failed(message: String)
}

struct AccountView: View {
    @State private var state = LoadState.idle

    var body: some View {
        VStack {
            switch state {
            case .idle:
                Button("Load account") { state = .loading }
            case .loading:
                ProgressView()
                Button("Finish") { state = .loaded(name: "Riley") }
                Button("Fail") { state = .failed(message: "Offline") }
            case .loaded(let name):
                Label("Signed in as \(name)", systemImage: "person.crop.circle")
            case .failed(let message):
                ContentUnavailableView {
                    Label("Couldn't load", systemImage: "wifi.slash")
                } description: {
                    Text(message)
                } actions: {
                    Button("Retry") { state = .loading }
                }
            }
        }
    }
}

#Preview {
    AccountView()
}
