// Alternative: the ForEach branches between two row views itself (one view in each branch, so the count stays one per card), and the hint lives in the box view.
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
                ForEach(cards) { card in
                    if card.isLearned {
                        LearnedRow(card: card)
                    } else {
                        CardBox(card: card)
                    }
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

/// A card the learner already knows.
struct LearnedRow: View {
    let card: Flashcard

    var body: some View {
        Label(card.front, systemImage: "checkmark.circle")
    }
}

/// A card still being learned: its answer opens on demand, its hint is always visible.
struct CardBox: View {
    let card: Flashcard
    @State private var showsAnswer = false

    var body: some View {
        GroupBox {
            DisclosureGroup("Answer", isExpanded: $showsAnswer) {
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

#Preview {
    DeckScreen()
}
