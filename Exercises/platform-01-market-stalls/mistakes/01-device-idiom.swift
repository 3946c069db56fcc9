// Mistake: asks whether the device is an iPad instead of how wide the window is, so an iPad app in Slide Over gets the wide layout and a wide window on other hardware never does.
// Expect: forbid
// Expect: output
import SwiftUI

struct Stall: Identifiable, Hashable {
    let id: Int
    let name: String
    let row: String
}

struct StallBoard: View {
    let stalls: [Stall]
    @State private var showsMap = false

    var body: some View {
        if UIDevice.current.userInterfaceIdiom == .pad {
            HStack(alignment: .top) {
                StallList(stalls: stalls)
                MarketMap(stalls: stalls)
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
