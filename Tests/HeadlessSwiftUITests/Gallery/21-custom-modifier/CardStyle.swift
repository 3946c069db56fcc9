import SwiftUI

struct CardModifier: ViewModifier {
    var highlighted: Bool
    @State private var taps = 0

    func body(content: Content) -> some View {
        VStack(alignment: .leading) {
            content
                .padding(12)
                .background(highlighted ? Color.yellow : Color.white, in: .rect(cornerRadius: 8))
            Text("Card taps: \(taps)")
                .font(.caption2)
                .onTapGesture { taps += 1 }
        }
    }
}

extension View {
    func card(highlighted: Bool = false) -> some View {
        modifier(CardModifier(highlighted: highlighted))
    }
}

struct CardsView: View {
    var body: some View {
        VStack {
            Text("Plain card").card()
            Text("Important").card(highlighted: true)
        }
    }
}

#Preview {
    CardsView()
}
