import SwiftUI

struct Alarm: Identifiable, Equatable {
    let id: Int
    var label: String
    var isOn: Bool
    var snoozeMinutes: Int
}

struct AlarmList: View {
    @State private var alarms = [
        Alarm(id: 1, label: "Wake up", isOn: true, snoozeMinutes: 5),
        Alarm(id: 2, label: "Gym", isOn: false, snoozeMinutes: 10),
    ]

    var body: some View {
        List {
            ForEach($alarms) { $alarm in
                AlarmRow(alarm: $alarm)
            }
            Text("\(alarms.filter(\.isOn).count) on")
        }
    }
}

struct AlarmRow: View {
    @Binding var alarm: Alarm

    var body: some View {
        VStack(alignment: .leading) {
            Toggle(alarm.label, isOn: $alarm.isOn)
            Stepper("Snooze \(alarm.snoozeMinutes) min", value: $alarm.snoozeMinutes, in: 5...30, step: 5)
                .disabled(!alarm.isOn)
        }
    }
}

#Preview {
    AlarmRow(alarm: .constant(Alarm(id: 9, label: "Preview", isOn: true, snoozeMinutes: 5)))
}
