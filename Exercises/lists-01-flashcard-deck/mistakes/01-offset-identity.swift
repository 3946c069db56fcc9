// Mistake: swaps the indices for Array(cards.enumerated()) identified by \.offset; no rule fires, but the offset is still a position, so the open answer still jumps from le chat to la pomme.
// Expect: output
// Expect: Text "the apple"
import SwiftUI

/// One card of a vocabulary deck.
struct Flashcard: Identifiable {
    let id: Int
    var front: String
    var back: String
    var hint: String?
    var isLearned = false
}

extension Flashcard {
    static let week3 = [
        Flashcard(id: 1, front: "la mer", back: "the sea", hint: "Think of a beach"),
        Flashcard(id: 2, front: "le chat", back: "the cat"),
        Flashcard(id: 3, front: "la pomme", back: "the apple", hint: "A fruit"),
        Flashcard(id: 4, front: "le vélo", back: "the bicycle", isLearned: true),
    ]
}

/// The deck: cards can be revealed, swiped away, and a new card can be added at the top.
struct DeckScreen: View {
    @State private var cards = Flashcard.week3
    @State private var nextID = 5

    var body: some View {
        List {
            Section("French, week 3") {
                ForEach(Array(cards.enumerated()), id: \.offset) { _, card in
                    CardRow(card: card)
                }
                .onDelete { offsets in
                    cards.remove(atOffsets: offsets)
                }
            }
            Button("New card: le pain", action: addBread)
        }
    }

    private func addBread() {
        cards.insert(Flashcard(id: nextID, front: "le pain", back: "the bread"), at: 0)
        nextID += 1
    }
}

/// One card in a box, whatever kind of card it is. Whether its answer is showing is the row's
/// own business, so it lives here in @State.
struct CardRow: View {
    let card: Flashcard
    @State private var isRevealed = false

    var body: some View {
        if card.isLearned {
            Label(card.front, systemImage: "checkmark.circle")
        } else {
            GroupBox {
                DisclosureGroup("Answer", isExpanded: $isRevealed) {
                    Text(card.back)
                }
                if let hint = card.hint {
                    Text("Hint: \(hint)")
                        .font(.footnote)
                }
            } label: {
                Text(card.front)
            }
        }
    }
}

#Preview {
    DeckScreen()
}
