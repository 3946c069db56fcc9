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

private struct Clock: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var ticks = 0

    var body: some View {
        VStack {
            Text("\(ticks) s").foregroundStyle(Color.orange)
            Button("Help") { UIApplication.shared.open(URL(string: "https://example.com/help")!) }
        }
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .onReceive(timer) { _ in ticks += 1 }
    }
}

@MainActor
@Suite struct IOSImportsTests {
    @Test func timersUIApplicationAndColourDescriptionsCompile() throws {
        let app = ViewHarness(Clock())
        try app.tap("Help")
        #expect(UIApplication.shared.openedURLs.last?.absoluteString == "https://example.com/help")
        #expect(Color.orange.description == "orange")
        #expect(CGVector(dx: 1, dy: 2).dy == 2)
        #expect(app.contains(text: "0 s"), "timers do not tick headless")
    }
}
