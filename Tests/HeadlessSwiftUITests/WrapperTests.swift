import Testing

@testable import HeadlessSwiftUI

@Observable
private final class Session {
    var user = "guest"
}

@MainActor
@Suite struct WrapperTests {
    @Test func availabilityCheckBuildsItsContent() {
        struct Modern: View {
            var body: some View {
                if #available(iOS 17, macOS 14, *) {
                    Text("new API")
                } else {
                    Text("fallback")
                }
            }
        }
        #expect(ViewHarness(Modern()).render() == "Text \"new API\"")
    }

    @Test func appStorageIsSharedInMemoryAndObserved() throws {
        struct Flag: View {
            @AppStorage("wrapper-test-flag") private var flag = false
            var body: some View { Toggle("Flag", isOn: $flag) }
        }
        AppStorageStore.shared.reset()
        let first = ViewHarness(Flag())
        try first.toggle("Flag")
        #expect(first.render() == "Toggle \"Flag\" on")
        #expect(ViewHarness(Flag()).render() == "Toggle \"Flag\" on", "a second view reads the stored value")
        AppStorageStore.shared.set(false, for: "wrapper-test-flag")
        first.update()
        #expect(first.render() == "Toggle \"Flag\" off")
    }

    @Test func focusStateFollowsTypingAndCode() throws {
        struct Login: View {
            @FocusState private var nameFocused: Bool
            @State private var name = ""
            var body: some View {
                VStack {
                    TextField("Name", text: $name).focused($nameFocused)
                    Button("Done") { nameFocused = false }
                }
            }
        }
        let app = ViewHarness(Login())
        #expect(!app.render().contains("focused"))
        try app.type("Ann", into: "Name")
        #expect(app.render().contains("TextField \"Name\" text:\"Ann\" focused"), Comment(rawValue: app.render()))
        try app.tap("Done")
        #expect(!app.render().contains("focused"))
    }

    @Test func optionalEnvironmentObjectAndScaledMetricAndNamespace() {
        struct Badge: View {
            @Environment(Session.self) private var session: Session?
            @ScaledMetric private var size: CGFloat = 20
            @Namespace private var space
            var body: some View {
                Text("\(session?.user ?? "nobody") \(Int(size))")
                    .matchedGeometryEffect(id: "badge", in: space)
            }
        }
        #expect(ViewHarness(Badge()).visibleTexts() == ["nobody 20"])
        let session = Session()
        let app = ViewHarness(Badge().environment(session))
        session.user = "kim"
        #expect(app.visibleTexts() == ["kim 20"])
    }

    @Test func bindableGivesBindingsToObservableProperties() throws {
        struct Editor: View {
            @Bindable var session: Session
            var body: some View { TextField("User", text: $session.user) }
        }
        let session = Session()
        let app = ViewHarness(Editor(session: session))
        try app.type("lee", into: "User")
        #expect(session.user == "lee")
    }
}

@MainActor
@Suite struct PlatformShimTests {
    @Test func uikitNamesThatSwiftUICodeUsesHaveFixedPhoneValues() {
        struct Probe: View {
            var body: some View {
                Text(UIDevice.current.userInterfaceIdiom == .pad ? "pad" : "phone \(Int(UIScreen.main.bounds.width))")
                    .background(Color(.systemBackground))
            }
        }
        #expect(ViewHarness(Probe()).render() == "Text \"phone 390\" .background(Color(.systemBackground))")
    }
}
