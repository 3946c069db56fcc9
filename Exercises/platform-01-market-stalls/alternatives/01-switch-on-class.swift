// Alternative: a switch over the size class, with the narrow layout in a view of its own.
import SwiftUI

struct Stall: Identifiable, Hashable {
    let id: Int
    let name: String
    let row: String
}

struct StallBoard: View {
    let stalls: [Stall]
    @Environment(\.horizontalSizeClass) private var sizeClass

    var body: some View {
        switch sizeClass {
        case .regular:
            HStack(alignment: .top) {
                StallList(stalls: stalls)
                MarketMap(stalls: stalls)
            }
        default:
            NarrowStallBoard(stalls: stalls)
        }
    }
}

struct NarrowStallBoard: View {
    let stalls: [Stall]
    @State private var mapShown = false

    var body: some View {
        VStack {
            StallList(stalls: stalls)
            Button("Show map") { mapShown.toggle() }
        }
        .sheet(isPresented: $mapShown) {
            MarketMap(stalls: stalls)
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
