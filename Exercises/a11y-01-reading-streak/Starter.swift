import SwiftUI

/// Today's reading against a daily goal, with a pulsing flame and a banner when the goal is met.
struct StreakCard: View {
    let goal: Int
    @State private var pages = 0

    var body: some View {
        VStack {
            HStack {
                StreakFlame()
                Text("\(pages)")
                    .font(.system(size: 44, weight: .bold))
                Text("of \(goal) pages today")
            }
            Button("Log 10 pages") { pages += 10 }
            if pages >= goal {
                Text("Goal reached!")
                    .font(.headline)
                    .transition(.move(edge: .bottom))
            }
        }
        .animation(.spring, value: pages >= goal)
    }
}

/// A flame that keeps growing and shrinking to celebrate the streak.
struct StreakFlame: View {
    @State private var isGrown = false

    var body: some View {
        Image(systemName: "flame.fill")
            .scaleEffect(isGrown ? 1.2 : 1)
            .animation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: isGrown)
            .accessibilityHidden(true)
            .onAppear { isGrown = true }
    }
}
