import SwiftUI

struct Stall: Identifiable, Hashable {
    let id: Int
    let name: String
    let row: String
}

struct StallBoard: View {
    let stalls: [Stall]
    @State private var showsMap = false

    // Wide enough for the map beside the list? Decided from the screen.
    private var isWide: Bool {
        UIScreen.main.bounds.width > 700
    }

    var body: some View {
        if isWide {
            HStack(alignment: .top) {
                StallList(stalls: stalls)
                MarketMap(stalls: stalls)
                    .frame(width: UIScreen.main.bounds.width / 2)
            }
        } else {
            VStack {
                StallList(stalls: stalls)
                Button("Show map") { showsMap = true }
            }
            .sheet(isPresented: $showsMap) {
                MarketMap(stalls: stalls)
            }
        }
    }
}

struct StallList: View {
    let stalls: [Stall]

    var body: some View {
        List(stalls) { stall in
            Text(stall.name)
        }
    }
}

struct MarketMap: View {
    let stalls: [Stall]

    var body: some View {
        VStack {
            Text("Market map")
            ForEach(stalls) { stall in
                Text("\(stall.row): \(stall.name)")
            }
        }
        .frame(maxWidth: .infinity)
    }
}
