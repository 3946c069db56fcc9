import Testing

@testable import HeadlessSwiftUI

private struct Screen: View {
    @State private var showSheet = false
    @State private var showCover = false
    @State private var hiddenButton = true

    var body: some View {
        VStack {
            Button("Open sheet") { showSheet = true }
            Button("Open cover") { showCover = true }
            Button("Secret") {}.hidden()
            Button("Twin") {}
            Button("Twin") {}
        }
        .sheet(isPresented: $showSheet) { Text("In sheet") }
        .fullScreenCover(isPresented: $showCover) { Button("Close cover") { showCover = false } }
    }
}

@MainActor
@Suite struct InteractionTests {
    @Test func typedErrorsForNotFoundAmbiguousHiddenAndCovered() throws {
        let app = ViewHarness(Screen())
        #expect(
            throws: InteractionError.ambiguous(kind: "button", label: "Twin", candidates: ["\"Twin\"", "\"Twin\""])
        ) {
            try app.tap("Twin")
        }
        #expect(throws: InteractionError.hidden(kind: "button", label: "Secret", reason: "it is hidden with .hidden()"))
        {
            try app.tap("Secret")
        }
        #expect(throws: InteractionError.notFound(kind: "toggle", label: "Wi-Fi", available: [])) {
            try app.toggle("Wi-Fi")
        }
        try app.tap("Open sheet")
        #expect(
            throws: InteractionError.hidden(
                kind: "button", label: "Open cover", reason: "a Sheet is covering it; dismiss it first")
        ) {
            try app.tap("Open cover")
        }
        #expect(app.contains(text: "In sheet"))
        try app.dismiss()
        #expect(!app.contains(text: "In sheet"))
        try app.tap("Open cover")
        #expect(app.render().contains("FullScreenCover\n    Button \"Close cover\""), Comment(rawValue: app.render()))
        try app.tap("Close cover")
        #expect(!app.render().contains("FullScreenCover"))
    }

    @Test func errorDescriptionsSayWhatToDo() {
        #expect(
            InteractionError.notFound(kind: "button", label: "Go", available: ["Stop"]).description
                == "no button labelled \"Go\" (on screen: \"Stop\")")
        #expect(
            InteractionError.disabled(kind: "toggle", label: "Wi-Fi").description == "the toggle \"Wi-Fi\" is disabled")
    }

    @Test func navigationPathBindingPushesAndPops() throws {
        struct Stack: View {
            @State private var route = NavigationPath()
            var body: some View {
                NavigationStack(path: $route) {
                    VStack {
                        NavigationLink("Three", value: 3)
                        Button("Push word") { route.append("word") }
                        Text("depth \(route.count)")
                    }
                    .navigationDestination(for: Int.self) { number in Text("Number \(number)") }
                    .navigationDestination(for: String.self) { word in Text("Word \(word)") }
                }
            }
        }
        let app = ViewHarness(Stack())
        try app.navigate(to: "Three")
        #expect(app.contains(text: "Number 3"))
        try app.dismiss()
        try app.tap("Push word")
        #expect(app.contains(text: "Word word"))
        try app.dismiss()
        #expect(app.contains(text: "depth 0"), Comment(rawValue: app.render()))
    }

    @Test func missingDestinationIsReportedAsALearnerBug() throws {
        struct Stack: View {
            var body: some View {
                NavigationStack { NavigationLink("Go", value: 1) }
            }
        }
        let app = ViewHarness(Stack())
        try app.navigate(to: "Go")
        #expect(app.problems.first?.contains("navigationDestination(for: Int.self)") == true)
        #expect(app.render().contains("Screen missing-destination"))
    }

    @Test func renderingOmitsDefaultsQuotesTextAndKeepsModifierOrder() {
        struct View1: View {
            var body: some View {
                VStack(alignment: .center, spacing: nil) {
                    Text("Say \"hi\"\nnow").padding().background(.red).padding(8)
                    HStack(alignment: .bottom) { Spacer(minLength: 4) }
                }
            }
        }
        #expect(
            ViewHarness(View1()).render() == """
                VStack
                  Text "Say \\"hi\\"\\nnow" .padding .background(.red) .padding(8)
                  HStack alignment:.bottom
                    Spacer minLength:4
                """)
    }

    @Test func textModifiersReturnTextAndConcatenate() {
        let text: Text = Text("Total ").bold() + Text(verbatim: "42").font(.title).foregroundColor(.green)
        #expect(ViewHarness(text).render() == "Text \"Total 42\" .bold .font(.title) .foregroundColor(.green)")
    }

    @Test func tabViewWithoutSelectionStartsOnFirstTab() throws {
        struct Tabs: View {
            var body: some View {
                TabView {
                    Tab("One", systemImage: "1.circle") { Text("first") }
                    Tab("Two", systemImage: "2.circle") { Text("second") }
                }
            }
        }
        let app = ViewHarness(Tabs())
        #expect(app.contains(text: "first"))
        #expect(!app.contains(text: "second"))
        try app.selectTab("Two")
        #expect(app.contains(text: "second"))
    }
}

@MainActor
@Suite struct SplitViewTests {
    @Test func sidebarLinksShowTheirDestinationInTheDetailColumn() throws {
        struct Mail: View {
            var body: some View {
                NavigationSplitView {
                    List {
                        NavigationLink("Inbox", value: "Inbox")
                        NavigationLink("Sent", value: "Sent")
                    }
                    .navigationTitle("Mailboxes")
                    .navigationDestination(for: String.self) { box in Text("\(box) messages") }
                } detail: {
                    Text("Select a mailbox")
                }
            }
        }
        let app = ViewHarness(Mail())
        #expect(app.contains(text: "Select a mailbox"))
        try app.navigate(to: "Sent")
        #expect(
            app.render() == """
                NavigationSplitView
                  Sidebar "Mailboxes"
                    List
                      NavigationLink "Inbox"
                      NavigationLink "Sent"
                  Detail
                    Text "Sent messages"
                """)
    }
}
