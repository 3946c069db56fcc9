// Alternative: a row view reads the text size itself, a banner view reads Reduce Motion, and the flame stops by scale alone.
import SwiftUI

struct StreakCard: View {
    let goal: Int
    @State private var pages = 0
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack {
            StreakRow(pages: pages, goal: goal)
            Button("Log 10 pages") { pages += 10 }
            if pages >= goal {
                GoalBanner()
            }
        }
        .animation(reduceMotion ? .easeInOut(duration: 0.3) : .spring, value: pages >= goal)
    }
}

struct StreakRow: View {
    let pages: Int
    let goal: Int
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
        Group {
            if dynamicTypeSize.isAccessibilitySize {
                VStack(alignment: .leading) { parts }
            } else {
                HStack { parts }
            }
        }
        .accessibilityElement(children: .combine)
    }

    @ViewBuilder private var parts: some View {
        StreakFlame()
        Text(pages, format: .number)
            .font(.largeTitle)
            .bold()
        Text("of \(goal) pages today")
    }
}

struct GoalBanner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        Text("Goal reached!")
            .font(.headline)
            .transition(reduceMotion ? .opacity : .move(edge: .bottom))
    }
}

struct StreakFlame: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isGrown = false

    var body: some View {
        Image(systemName: "flame.fill")
            .scaleEffect(isGrown ? 1.2 : 1)
            .animation(reduceMotion ? .default : .easeInOut(duration: 0.8).repeatForever(autoreverses: true), value: isGrown)
            .accessibilityHidden(true)
            .onAppear { isGrown = !reduceMotion }
    }
}
