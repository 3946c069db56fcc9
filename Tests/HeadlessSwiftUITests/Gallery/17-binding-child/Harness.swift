import SwiftUI

@main
struct GalleryMain {
    @MainActor
    static func main() async throws {
        let app = ViewHarness(AlarmList())
        try app.toggle("Gym")
        try app.increment("Snooze 10 min")
        try app.toggle("Wake up")
        print(app.render())
        do {
            try app.increment("Snooze 5 min")
        } catch {
            print("increment Snooze 5 min: \(error)")
        }
        let preview = ViewHarness(AlarmRow(alarm: .constant(Alarm(id: 9, label: "Constant", isOn: true, snoozeMinutes: 5))))
        try preview.toggle("Constant")
        print("--- constant binding ignores writes")
        print(preview.render())
    }
}
