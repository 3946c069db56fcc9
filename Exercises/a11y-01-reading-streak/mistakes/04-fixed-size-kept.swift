// Mistake: stacks the row and calms the motion, but the number keeps its fixed 44-point font.
// Expect: hardcoded-font-size
import SwiftUI

/// Today's reading against a daily goal, with a pulsing flame and a banner when the goal is met.
struct StreakCard: View {
    let goal: Int
    @State private var pages = 0
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack {
            Group {
                if typeSize.isAccessibilitySize {
                    VStack { StreakNumbers(pages: pages, goal: goal) }
                } else {
                    HStack { StreakNumbers(pages: pages, goal: goal) }
                }
            }
            .accessibilityElement(children: .combine)
            Button("Log 10 pages") { pages += 10 }
            if pages >= goal {
                Text("Goal reached!")
                    .font(.headline)
                    .transition(reduceMotion ? .opacity : .move(edge: .bottom))
            }
        }
        .animation(reduceMotion ? .easeInOut : .spring, value: pages >= goal)
    }
}

/// The flame and the two numbers; the caller decides whether they sit in a row or a column.
struct StreakNumbers: View {
    let pages: Int
    let goal: Int

    var body: some View {
        StreakFlame()
        Text("\(pages)")
            .font(.system(size: 44, weight: .bold))
        Text("of \(goal) pages today")
    }
}

/// A flame that grows and shrinks to celebrate the streak, and keeps still with Reduce Motion.
struct StreakFlame: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isGrown = false

    var body: some View {
        Image(systemName: "flame.fill")
            .scaleEffect(isGrown && !reduceMotion ? 1.2 : 1)
            .animation(
                reduceMotion ? nil : .easeInOut(duration: 0.8).repeatForever(autoreverses: true),
                value: isGrown
            )
            .accessibilityHidden(true)
            .onAppear { isGrown = true }
    }
}
