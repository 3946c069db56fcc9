import Testing

@testable import HeadlessSwiftUI

private struct OldStyleScreen: View {
    @State private var notes = ""
    @State private var size = 1

    var body: some View {
        NavigationView {
            VStack {
                Picker("Size", selection: $size) {
                    Text("Small").tag(0)
                    Text("Large").tag(1)
                }
                .pickerStyle(SegmentedPickerStyle())
                TextEditor(text: $notes)
                Button("Save") {}.buttonStyle(PlainButtonStyle())
                List { Text("Row") }.listStyle(InsetGroupedListStyle())
            }
            .navigationBarTitle("Notes", displayMode: .inline)
            .navigationBarItems(trailing: Button("Done") {})
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

private struct OldStyleScreen_Previews: PreviewProvider {
    static var previews: some View {
        OldStyleScreen().previewLayout(.sizeThatFits).previewDevice("iPhone 15")
    }
}

@MainActor
@Suite struct LegacyAPITests {
    @Test func codeWrittenForIOS13To16CompilesAndRendersLikeItsModernForm() throws {
        let app = ViewHarness(OldStyleScreen_Previews.previews)
        let rendering = app.render()
        for expected in [
            ".pickerStyle(.segmented)", ".buttonStyle(.plain)", ".listStyle(.insetGrouped)", "Screen \"Notes\"",
            ".navigationBarTitleDisplayMode(.inline)", "ToolbarItem placement:.topBarTrailing",
            ".navigationViewStyle(.stack)",
        ] {
            #expect(rendering.contains(expected), "\(expected) in:\n\(rendering)")
        }
        try app.type("Buy clay", into: "Text editor")
        #expect(app.render().contains("TextEditor text:\"Buy clay\""))
    }

    @Test func foundationGivesWhatItGivesOnApplePlatforms() {
        let request = URLRequest(url: URL.documentsDirectory.appendingPathComponent("notes.txt"))
        #expect(request.url?.deletingLastPathComponent().lastPathComponent == "Documents")
    }
}
