// Alternative: only the stall rows sit in a LazyVStack inside a plain VStack with the short header part; the carousel's modifiers come in the other order and the basket action is a method.
import SwiftUI

/// One of this week's featured products, shown as a card in the carousel.
struct Pick: Identifiable {
    let name: String
    let stall: String
    var id: String { name }
}

extension Pick {
    static let thisWeek: [Pick] = [
        Pick(name: "Heirloom tomatoes", stall: "Green Acre"),
        Pick(name: "Wild garlic", stall: "Foragers' Table"),
        Pick(name: "Sourdough rye", stall: "Hearth & Hive"),
        Pick(name: "Blood oranges", stall: "Sunny Grove"),
        Pick(name: "Goat's cheese", stall: "Hillside Dairy"),
        Pick(name: "Forced rhubarb", stall: "Green Acre"),
    ]
}

/// A stall of the market and the aisle it stands in.
struct Stall: Identifiable {
    let name: String
    let aisle: Int
    var id: String { name }
}

extension Stall {
    static let all: [Stall] = [
        Stall(name: "Green Acre", aisle: 1),
        Stall(name: "Hearth & Hive", aisle: 1),
        Stall(name: "Hillside Dairy", aisle: 2),
        Stall(name: "Sunny Grove", aisle: 2),
        Stall(name: "Foragers' Table", aisle: 3),
        Stall(name: "Old Mill Flour", aisle: 3),
        Stall(name: "Pickle Barrel", aisle: 4),
        Stall(name: "Bee Line Honey", aisle: 4),
    ]
}

/// The market's home page: a carousel of this week's picks above the list of every stall.
struct MarketScreen: View {
    @State private var basket: [String] = []
    private let picks = Pick.thisWeek
    private let stalls = Stall.all

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 16) {
                Text("In your basket: \(basket.count)")
                    .font(.subheadline)
                Text("This week's picks")
                    .font(.headline)
                PicksCarousel(picks: picks, onAdd: addToBasket)
                Text("All stalls")
                    .font(.headline)
                LazyVStack(alignment: .leading, spacing: 16) {
                    ForEach(stalls, content: StallRow.init)
                }
            }
            .padding()
        }
    }
}

/// A sideways strip of pick cards that stops with a card at its leading edge.
struct PicksCarousel: View {
    let picks: [Pick]
    let onAdd: (Pick) -> Void

    var body: some View {
        ScrollView(.horizontal) {
            LazyHStack(spacing: 12) {
                ForEach(picks) { pick in
                    PickCard(pick: pick) {
                        onAdd(pick)
                    }
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.viewAligned)
        .scrollIndicators(.hidden)
    }
}

struct PickCard: View {
    let pick: Pick
    let onAdd: () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text(pick.name)
                .font(.headline)
            Text(pick.stall)
                .foregroundStyle(.secondary)
            Button("Add \(pick.name)") {
                onAdd()
            }
                .font(.footnote)
        }
        .padding()
        .frame(width: 220, alignment: .leading)
        .background(.quaternary, in: .rect(cornerRadius: 12))
    }
}

extension MarketScreen {
    private func addToBasket(_ pick: Pick) {
        basket.append(pick.name)
    }
}

struct StallRow: View {
    let stall: Stall

    var body: some View {
        HStack {
            Text(stall.name)
            Spacer()
            Text("Aisle \(stall.aisle)")
                .foregroundStyle(.secondary)
        }
    }
}

#Preview {
    MarketScreen()
}
