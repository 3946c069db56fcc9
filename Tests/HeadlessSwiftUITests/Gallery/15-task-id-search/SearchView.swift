import SwiftUI

struct SearchView: View {
    @State private var query = ""
    @State private var results: [String] = []
    @State private var searches = 0
    private let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { name in
                Text(name)
            }
            .overlay {
                if results.isEmpty && !query.isEmpty {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Fruit (\(searches) searches)")
            .searchable(text: $query, prompt: "Find fruit")
            .task(id: query) {
                searches += 1
                results = query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
            }
        }
    }
}

#Preview {
    SearchView()
}
