// Mistake: fixes the views but leaves the preview's plain @State, which no view owns, so the preview's button cannot change it.
// Expect: previewable-state
import SwiftUI

/// Counts how often the plant was watered; shared by the screen and its rows.
@MainActor
@Observable
final class WateringLog {
    private(set) var waterings = 0

    func record() {
        waterings += 1
    }
}

/// Owns everything about one plant and hands it down to small views.
struct PlantScreen: View {
    @State private var name = "Boston fern"
    @State private var daysDry = 3
    @State private var log = WateringLog()

    var body: some View {
        VStack {
            PlantHeader(name: name)
            ThirstBadge(daysDry: daysDry)
            WateringHistory(log: log)
            WaterButton(daysDry: $daysDry, log: log)
            Button("Another dry day") { daysDry += 1 }
        }
    }
}

struct PlantHeader: View {
    let name: String

    var body: some View {
        Text(name)
            .font(.title2)
    }
}

struct ThirstBadge: View {
    let daysDry: Int

    var body: some View {
        VStack {
            Text("Days since watering: \(daysDry)")
            if daysDry >= 4 {
                Text("Needs water")
                    .foregroundStyle(.orange)
            }
        }
    }
}

struct WateringHistory: View {
    let log: WateringLog

    var body: some View {
        Text("Waterings this month: \(log.waterings)")
            .font(.footnote)
    }
}

struct WaterButton: View {
    @Binding var daysDry: Int
    let log: WateringLog

    var body: some View {
        Button("Water now") {
            daysDry = 0
            log.record()
        }
    }
}

#Preview {
    @State var daysDry = 6
    WaterButton(daysDry: $daysDry, log: WateringLog())
}
