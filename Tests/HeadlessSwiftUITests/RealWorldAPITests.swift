import Foundation
import HeadlessSwiftUI
import Testing

private let moonLanding = Date(timeIntervalSince1970: -14_182_940)  // 1969-07-20 20:17:40 UTC

private struct Prices: View {
    var body: some View {
        VStack {
            Text(12.5, format: .currency(code: "USD"))
            Text("Total: \(12.5, format: .currency(code: "USD"))")
            Text(moonLanding, format: .dateTime.month().day().year())
            Text(moonLanding, style: .date)
        }
    }
}

private struct Library: View {
    @State private var selected: String?
    var body: some View {
        NavigationSplitView {
            List(selection: $selected) {
                ForEach(["Emma", "Persuasion"], id: \.self) { title in
                    NavigationLink(value: title) { Text(title) }
                }
            }
        } detail: {
            if let selected { Text("Reading \(selected)") } else { Text("Pick a book") }
        }
    }
}

private struct Tabs: View {
    var body: some View {
        TabView {
            Text("Home").tabItem { Label("Home", systemImage: "house") }
            Text("Inbox").tabItem { Label("Inbox", systemImage: "tray") }.badge(3)
        }
    }
}

@MainActor
private final class Tapped {
    var log: [String] = []
}

private struct Rows: View {
    let tapped: Tapped
    var body: some View {
        List {
            ForEach(["Milk", "Bread"], id: \.self) { item in
                HStack {
                    Text(item)
                    Button("Delete") { tapped.log.append("delete \(item)") }
                }
            }
            Button {
                tapped.log.append("stock")
            } label: {
                Text("Eggs")
                Text("12 left")
            }
        }
    }
}

@MainActor
private final class Ticker: ObservableObject {
    @Published var count = 0
}

private struct Receiver: View {
    let pings: PassthroughSubject<String, Never>
    @State private var last = "none"
    var body: some View {
        Text("Last: \(last)").onReceive(pings) { last = $0 }
    }
}

@MainActor
@Suite struct RealWorldAPITests {
    @Test func formattedTextFollowsTheEnvironmentLocale() throws {
        let american = ViewHarness(Prices())
        #expect(american.visibleTexts() == ["$12.50", "Total: $12.50", "Jul 20, 1969", "July 20, 1969"])
        let german = ViewHarness(Prices()) { $0.locale = Locale(identifier: "de_DE") }
        #expect(german.visibleTexts() == ["12,50\u{A0}$", "Total: 12,50\u{A0}$", "20. Juli 1969", "20. Juli 1969"])
    }

    @Test func formattedDatesFollowTheEnvironmentTimeZone() {
        let tokyo = ViewHarness(Text(moonLanding, format: .dateTime.month().day().year())) {
            $0.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        }
        #expect(tokyo.visibleTexts() == ["Jul 21, 1969"])
    }

    @Test func sidebarLinkSelectionDrivesTheDetailColumn() throws {
        let app = ViewHarness(Library())
        #expect(app.contains(text: "Pick a book"))
        try app.tap("Persuasion")
        #expect(app.contains(text: "Reading Persuasion"))
        #expect(app.render().contains("NavigationLink \"Persuasion\" selected"))
    }

    @Test func tabBadgesShowOnTheTabBarWhicheverTabIsSelected() throws {
        let app = ViewHarness(Tabs())
        #expect(app.render().contains("Tab \"Inbox\" systemImage:tray .badge(3)"))
        try app.selectTab("Inbox")
        #expect(app.render().contains("Tab \"Inbox\" systemImage:tray selected .badge(3)"))
    }

    @Test func repeatedButtonsAreReachedByOccurrenceOrByTheirRow() throws {
        let tapped = Tapped()
        let app = ViewHarness(Rows(tapped: tapped))
        #expect(
            throws: InteractionError.ambiguous(
                kind: "button", label: "Delete", candidates: ["\"Delete\" in \"Milk\"", "\"Delete\" in \"Bread\""])
        ) { try app.tap("Delete") }
        try app.tap("Delete", occurrence: 2)
        try app.tap("Delete", within: "Milk")
        try app.tap("12 left")
        try app.tap("Eggs")
        #expect(tapped.log == ["delete Bread", "delete Milk", "stock", "stock"])
        #expect(throws: InteractionError.self) { try app.tap("Delete", occurrence: 3) }
    }

    @Test func subjectsAndPublishedPropertiesDeliverInOrder() {
        var received: [Int] = []
        let subject = CurrentValueSubject<Int, Never>(1)
        let subscription = subject.map { $0 * 10 }.removeDuplicates().sink { received.append($0) }
        subject.send(2)
        subject.send(2)
        subject.value = 3
        #expect(received == [10, 20, 30])
        subscription.cancel()
        subject.send(4)
        #expect(received == [10, 20, 30])

        var values: [Int] = []
        _ = Just(7).sink { values.append($0) }
        let ticker = Ticker()
        let watching = ticker.$count.dropFirst().sink { values.append($0) }
        ticker.count = 8
        #expect(values == [7, 8])
        withExtendedLifetime(watching) {}
    }

    @Test func onReceiveRunsItsActionWhileTheViewIsShown() throws {
        let pings = PassthroughSubject<String, Never>()
        let app = ViewHarness(Receiver(pings: pings))
        #expect(app.contains(text: "Last: none"))
        pings.send("hello")
        app.update()
        #expect(app.contains(text: "Last: hello"))
    }

    @Test func angleArithmetic() {
        var angle = Angle.degrees(90) / 2
        angle += .degrees(15)
        #expect(abs((2 * angle).degrees - 120) < 1e-9)
    }
}

/// What `import SwiftUI` brings along on iOS type-checks against the module.
@Suite(.serialized)
struct RealWorldSignatureTests {
    @Test func uiKitCombineAndFoundationOnlyModelsTypeCheck() throws {
        let compiler = try #require(CompilerHarness.locate())
        let source = """
            import Foundation
            import Combine
            import SwiftUI

            final class Feed: ObservableObject {
                @Published var items: [String] = []
                private var bag = Set<AnyCancellable>()
                let refresh = PassthroughSubject<Void, Never>()
                init() {
                    refresh.sink { [weak self] in self?.items.append("x") }.store(in: &bag)
                    Just(["a"]).assign(to: &$items)
                    _ = URLSession.shared
                }
            }

            struct Blur: UIViewRepresentable {
                var style: UIBlurEffect.Style = .systemMaterial
                func makeUIView(context: Context) -> UIVisualEffectView { UIVisualEffectView(effect: UIBlurEffect(style: style)) }
                func updateUIView(_ uiView: UIVisualEffectView, context: Context) {}
            }

            struct Corners: Shape {
                func path(in rect: CGRect) -> Path {
                    let path = UIBezierPath(
                        roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 12, height: 12))
                    return Path(path.cgPath)
                }
            }

            struct Screen: View {
                @Environment(\\.presentationMode) var presentationMode
                @StateObject private var feed = Feed()
                let top = UIApplication.shared.windows.first?.safeAreaInsets.top ?? 0
                let clock = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
                var body: some View {
                    ZStack {
                        Blur()
                        Corners().fill(Color(#colorLiteral(red: 0.2, green: 0.4, blue: 0.6, alpha: 1)))
                        Circle().fill(RadialGradient(stops: [.init(color: .red, location: 0)], center: .center, startRadius: 0, endRadius: 9))
                        Image(uiImage: UIImage(systemName: "star")!)
                        Button("Close") { presentationMode.wrappedValue.dismiss() }
                    }
                    .padding(.top, top)
                    .onReceive(clock) { _ in }
                    .onReceive(feed.$items) { _ in }
                    .rotationEffect(.degrees(90) / 2)
                }
            }
            """
        for version in [5, 6] {
            let outcome = try compiler.typecheck(source, swiftVersion: version)
            #expect(outcome.status == 0, "Swift \(version): \(outcome.output)")
        }
    }
}
