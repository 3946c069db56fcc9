import SwiftUI

@Observable
final class Person: Identifiable {
    let id: Int
    var name: String
    var lastSeen = 0

    init(id: Int, name: String) {
        self.id = id
        self.name = name
    }
}

struct PeopleList: View {
    @State private var people = [Person(id: 1, name: "Ana"), Person(id: 2, name: "Bo")]
    @State private var refreshes = 0

    var body: some View {
        VStack {
            Text("Refreshes: \(refreshes)")
            Button("Refresh") { refreshes += 1 }
            Button("Touch Ana") { people[0].lastSeen += 1 }
            Button("Rename Bo") { people[1].name = "Bob" }
            ForEach(people) { person in
                PersonRow(person: person)
            }
        }
    }
}

struct PersonRow: View {
    let person: Person

    var body: some View {
        Text(person.name)
    }
}

#Preview {
    PeopleList()
}
