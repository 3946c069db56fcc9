import Foundation
import HeadlessSwiftUI
import Testing

// Views written as tutorials write them, one per API family; each test renders one and, where a
// person can act on it, acts.

private struct Scoreboard: View {
    var body: some View {
        Grid(alignment: .leading, horizontalSpacing: 12) {
            GridRow {
                Text("Team")
                Text("Points")
            }
            Divider().gridCellUnsizedAxes(.horizontal)
            GridRow(alignment: .bottom) {
                Text("Ravens")
                Text("21").gridColumnAlignment(.trailing)
            }
            GridRow {
                Text("Season over").gridCellColumns(2)
            }
        }
    }
}

private struct Counter: View {
    @State private var count = 0
    var body: some View {
        Button("Count \(count)") { count += 1 }
    }
}

private struct AdaptiveRow: View {
    @State private var vertical = false
    var body: some View {
        let layout = vertical ? AnyLayout(VStackLayout(alignment: .leading, spacing: 4)) : AnyLayout(HStackLayout())
        VStack {
            Toggle("Vertical", isOn: $vertical)
            layout {
                Counter()
                Text("Second")
            }
        }
    }
}

private struct Flow: Layout {
    var spacing: CGFloat = 8
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
            x += subview.sizeThatFits(.unspecified).width + spacing
        }
    }
}

private struct Tags: View {
    var body: some View {
        Flow {
            Text("swift")
            Text("ui")
        }
    }
}

extension VerticalAlignment {
    fileprivate struct MidAccountAndName: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.top] }
    }
    fileprivate static let midAccountAndName = VerticalAlignment(MidAccountAndName.self)
}

private struct Account: View {
    var body: some View {
        HStack(alignment: .midAccountAndName) {
            Text("@twostraws").alignmentGuide(.midAccountAndName) { d in d[VerticalAlignment.center] }
            Text("Paul")
        }
    }
}

private struct CheckToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.label
            Spacer()
            Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                .accessibilityLabel("Check")
                .onTapGesture { configuration.isOn.toggle() }
        }
    }
}

private struct Settings: View {
    @State private var wifi = false
    var body: some View {
        Toggle("Wi-Fi", isOn: $wifi).toggleStyle(CheckToggleStyle())
    }
}

private struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

private struct PercentStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100))% done")
    }
}

private struct CardBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
        .padding()
    }
}

private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label
            configuration.content.foregroundStyle(.secondary)
        }
    }
}

private struct UnderlinedField: TextFieldStyle {
    func _body(configuration: TextField<Self._Label>) -> some View {
        configuration.padding(8).border(.gray)
    }
}

private struct StyledForm: View {
    @State private var name = ""
    @State private var notify = false
    var body: some View {
        VStack {
            Label("Inbox", systemImage: "tray").labelStyle(TrailingIconStyle())
            ProgressView(value: 0.25).progressViewStyle(PercentStyle())
            GroupBox("Alerts") {
                Toggle("Notify", isOn: $notify)
            }
            .groupBoxStyle(CardBoxStyle())
            LabeledContent("Version", value: "2.1").labeledContentStyle(StackedStyle())
            TextField("Name", text: $name).textFieldStyle(UnderlinedField())
        }
    }
}

private struct DoubleTapStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label.onTapGesture(count: 2) { configuration.trigger() }
    }
}

private struct Liker: View {
    @State private var likes = 0
    var body: some View {
        VStack {
            Button("Like") { likes += 1 }.buttonStyle(DoubleTapStyle())
            Text("Likes: \(likes)")
        }
    }
}

private struct Palette: View {
    @State private var tint = Color.blue
    var body: some View {
        VStack {
            ColorPicker("Tint", selection: $tint, supportsOpacity: false)
            Gauge(value: 67, in: 0...100) {
                Text("Speed")
            } currentValueLabel: {
                Text("67 km/h")
            } minimumValueLabel: {
                Text("0")
            } maximumValueLabel: {
                Text("100")
            }
            .gaugeStyle(.accessoryCircular)
            PasteButton(payloadType: String.self) { _ in }
        }
    }
}

private struct Dial: View {
    @State private var seen: [Int] = []
    @State private var final = 0
    var body: some View {
        Text("Dial \(final)° seen \(seen.map(String.init).joined(separator: ","))")
            .gesture(
                RotationGesture()
                    .onChanged { seen.append(Int($0.degrees)) }
                    .onEnded { final = Int($0.degrees) }
            )
            .accessibilityLabel("Dial")
    }
}

private struct LegacyNavigation: View {
    @State private var showingDetail = false
    @State private var selection: String?
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Detail screen"), isActive: $showingDetail) { Text("Details") }
                NavigationLink(destination: Text("Second screen"), tag: "second", selection: $selection) {
                    Text("Second")
                }
                Button("Open second") { selection = "second" }
            }
            .navigationTitle("Home")
        }
    }
}

private struct Show: Identifiable {
    let id: String
}

private struct LegacyAlerts: View {
    @State private var selected: Show?
    @State private var showingSheet = false
    @State private var log: [String] = []
    var body: some View {
        VStack {
            Button("Pick Friends") { selected = Show(id: "Friends") }
            Button("Options") { showingSheet = true }
            Text("Log: " + log.joined(separator: ","))
        }
        .alert(item: $selected) { show in
            Alert(title: Text(show.id), message: Text("A great show"), dismissButton: .cancel())
        }
        .actionSheet(isPresented: $showingSheet) {
            ActionSheet(
                title: Text("Change background"),
                buttons: [.default(Text("Red")) { log.append("red") }, .cancel()])
        }
    }
}

private struct Bookmark: Identifiable {
    let id: String
    var items: [Bookmark]?
}

private struct Bookmarks: View {
    let roots = [
        Bookmark(id: "Favourites", items: [Bookmark(id: "Swift"), Bookmark(id: "Apple")]),
        Bookmark(id: "Recent"),
    ]
    var body: some View {
        List(roots, children: \.items) { Text($0.id) }
    }
}

private struct Login: View {
    @State private var name = ""
    @State private var events: [String] = []
    var body: some View {
        VStack {
            TextField("User", text: $name, onEditingChanged: { events.append("editing \($0)") }) {
                events.append("commit \(name)")
            }
            Text(events.joined(separator: "; "))
        }
    }
}

@MainActor
@Suite struct LayoutAndStyleTests {
    @Test func gridsPrintTheirRowsAndCellModifiers() {
        let rendering = ViewHarness(Scoreboard()).render()
        #expect(
            rendering == """
                Grid alignment:.leading horizontalSpacing:12
                  GridRow
                    Text "Team"
                    Text "Points"
                  Divider .gridCellUnsizedAxes(.horizontal)
                  GridRow alignment:.bottom
                    Text "Ravens"
                    Text "21" .gridColumnAlignment(.trailing)
                  GridRow
                    Text "Season over" .gridCellColumns(2)
                """)
    }

    @Test func anyLayoutKeepsChildStateWhenTheLayoutChanges() throws {
        let app = ViewHarness(AdaptiveRow())
        try app.tap("Count 0")
        #expect(app.render().contains("  HStack\n    Button \"Count 1\""))
        try app.toggle("Vertical")
        #expect(app.render().contains("  VStack alignment:.leading spacing:4\n    Button \"Count 1\""))
    }

    @Test func customLayoutsPrintTheirTypeAndChildren() {
        #expect(ViewHarness(Tags()).render() == "Flow\n  Text \"swift\"\n  Text \"ui\"")
    }

    @Test func customAlignmentsPrintTheirIdentifier() {
        let rendering = ViewHarness(Account()).render()
        #expect(rendering.hasPrefix("HStack alignment:VerticalAlignment(MidAccountAndName.self)\n"))
        #expect(rendering.contains(".alignmentGuide(VerticalAlignment(MidAccountAndName.self))"))
    }

    @Test func customToggleStyleShowsItsBodyAndStaysInteractive() throws {
        let app = ViewHarness(Settings())
        #expect(
            app.render() == """
                Toggle "Wi-Fi" off .toggleStyle(CheckToggleStyle())
                  HStack
                    Text "Wi-Fi"
                    Spacer
                    Image systemName:square .accessibilityLabel("Check")
                """)
        try app.tap("Check")
        #expect(app.render().contains("Toggle \"Wi-Fi\" on"))
        #expect(app.render().contains("Image systemName:checkmark.square"))
        try app.toggle("Wi-Fi")
        #expect(app.render().contains("Toggle \"Wi-Fi\" off"))
    }

    @Test func customLabelProgressGroupBoxLabeledContentAndFieldStyles() throws {
        let app = ViewHarness(StyledForm())
        let rendering = app.render()
        #expect(
            rendering.contains("Label \"Inbox\" .labelStyle(TrailingIconStyle())\n    HStack\n      Text \"Inbox\"\n"))
        #expect(rendering.contains("ProgressView value:0.25 .progressViewStyle(PercentStyle())\n    Text \"25% done\""))
        #expect(rendering.contains("GroupBox \"Alerts\" .groupBoxStyle(CardBoxStyle())\n    VStack alignment:.leading"))
        #expect(rendering.contains("      Text \"Alerts\" .font(.headline)\n      Toggle \"Notify\" off"))
        #expect(rendering.contains("LabeledContent \"Version\" .labeledContentStyle(StackedStyle())"))
        #expect(rendering.contains("      Text \"2.1\" .foregroundStyle(.secondary)"))
        #expect(rendering.contains("TextField \"Name\" text:\"\" .padding(8) .border(.gray)"))
        try app.toggle("Notify")
        try app.type("Ada", into: "Name")
        #expect(app.render().contains("Toggle \"Notify\" on"))
        #expect(app.render().contains("TextField \"Name\" text:\"Ada\""))
    }

    @Test func customPrimitiveButtonStyleDecidesHowTheButtonTriggers() throws {
        let app = ViewHarness(Liker())
        #expect(app.render().hasPrefix("VStack\n  Button \"Like\" .buttonStyle(DoubleTapStyle())\n    Text \"Like\""))
        try? app.tap("Like")
        #expect(app.contains(text: "Likes: 0"))
        try app.tap("Like", count: 2)
        #expect(app.contains(text: "Likes: 1"))
    }

    @Test func colorPickerGaugeAndPasteButton() throws {
        let app = ViewHarness(Palette())
        let rendering = app.render()
        #expect(rendering.contains("ColorPicker \"Tint\" selection:.blue supportsOpacity:false"))
        #expect(
            rendering.contains(
                "Gauge \"Speed\" value:67 bounds:0...100 current:\"67 km/h\" minimum:\"0\" maximum:\"100\""
                    + " .gaugeStyle(.accessoryCircular)"))
        #expect(rendering.contains("PasteButton \"Paste\" systemImage:doc.on.clipboard disabled"))
        try app.pickColor(.orange, in: "Tint")
        #expect(app.render().contains("ColorPicker \"Tint\" selection:.orange"))
        #expect(throws: InteractionError.disabled(kind: "button", label: "Paste")) { try app.tap("Paste") }
        #expect(throws: InteractionError.self) { try app.pickColor(.red, in: "Background") }
    }

    @Test func rotationGesturesReceiveTheAngle() throws {
        let app = ViewHarness(Dial())
        var holding = ""
        try app.rotate("Dial", by: .degrees(90)) { holding = app.visibleTexts().joined() }
        #expect(holding == "Dial 0° seen 45,90")
        #expect(app.visibleTexts() == ["Dial 90° seen 45,90"])
    }

    @Test func deprecatedNavigationLinksPushWhileTheirBindingSaysSo() throws {
        let app = ViewHarness(LegacyNavigation())
        try app.tap("Details")
        #expect(app.contains(text: "Detail screen"))
        try app.dismiss()
        #expect(!app.contains(text: "Detail screen"))
        try app.tap("Open second")
        #expect(app.contains(text: "Second screen"))
        try app.dismiss()
        try app.tap("Second")
        #expect(app.contains(text: "Second screen"))
    }

    @Test func alertItemsAndActionSheetsFromValues() throws {
        let app = ViewHarness(LegacyAlerts())
        try app.tap("Pick Friends")
        #expect(app.render().contains("Alert \"Friends\" message:\"A great show\"\n    Button \"Cancel\" role:cancel"))
        try app.tap("Cancel")
        #expect(!app.render().contains("Alert"))
        try app.tap("Options")
        #expect(
            app.render().contains("ConfirmationDialog \"Change background\"\n    Button \"Red\"\n    Button \"Cancel\"")
        )
        try app.tap("Red")
        #expect(app.contains(text: "Log: red"))
        #expect(!app.render().contains("ConfirmationDialog"))
    }

    @Test func outlineListsExpandWhenTapped() throws {
        let app = ViewHarness(Bookmarks())
        #expect(app.render() == "List\n  DisclosureGroup \"Favourites\" collapsed\n  Text \"Recent\"")
        try app.tap("Favourites")
        #expect(
            app.render()
                == "List\n  DisclosureGroup \"Favourites\" expanded\n    Text \"Swift\"\n    Text \"Apple\"\n  Text \"Recent\""
        )
    }

    @Test func textFieldEditingAndCommitClosures() throws {
        let app = ViewHarness(Login())
        try app.type("ada", into: "User")
        try app.submit("User")
        #expect(app.contains(text: "editing true; commit ada; editing false"))
    }

    @Test func shapesGradientsAndTransforms() {
        let shapes = ViewHarness(
            VStack {
                AnyShape(Circle()).fill(.red)
                ContainerRelativeShape().fill(.ellipticalGradient(colors: [.red, .blue]))
                Rectangle().fill(
                    .angularGradient(
                        colors: [.green, .yellow], center: .center, startAngle: .zero, endAngle: .degrees(90)))
                AngularGradient(gradient: Gradient(colors: [.red, .blue]), center: .center)
                RoundedRectangle(cornerRadius: 4).stroke().stroke(style: StrokeStyle(lineWidth: 3))
            })
        #expect(
            shapes.render() == """
                VStack
                  Circle .fill(.red)
                  ContainerRelativeShape .fill(EllipticalGradient([.red, .blue]))
                  Rectangle .fill(AngularGradient([.green, .yellow]))
                  Gradient AngularGradient([.red, .blue])
                  RoundedRectangle cornerRadius:4 .stroke .stroke(lineWidth: 3)
                """)
        var path = Path()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 20), radius: 4)
        let moved = path.applying(CGAffineTransform(translationX: 5, y: 1).scaledBy(x: 2, y: 1))
        #expect(moved.boundingRect == CGRect(x: 5, y: 1, width: 20, height: 20))
    }

    @Test func sizeCategoryReadsAndWritesDynamicType() {
        var environment = EnvironmentValues()
        #expect(environment.sizeCategory == .large)
        environment.sizeCategory = .accessibilityExtraLarge
        #expect(environment.dynamicTypeSize == .accessibility3)
        #expect(environment.sizeCategory.isAccessibilityCategory)
    }

    @Test func formatterInterpolationUsesTheFormatter() {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        let number = NumberFormatter()
        number.minimumFractionDigits = 2
        let text = ViewHarness(
            VStack {
                Text("Due \(Date(timeIntervalSince1970: 0), formatter: formatter)")
                Text(NSNumber(value: 3), formatter: number)
            })
        #expect(text.visibleTexts() == ["Due 1970-01-01", "3.00"])
    }
}

/// The API above as learners spell it type-checks in both language modes, and what SwiftUI
/// rejects is rejected.
@Suite(.serialized)
struct LayoutAndStyleSignatureTests {
    @Test func appleSpellingsTypeCheck() throws {
        let compiler = try #require(CompilerHarness.locate())
        let source = """
            import SwiftUI

            struct Radial: Layout {
                struct Cache { var count = 0 }
                func makeCache(subviews: Subviews) -> Cache { Cache(count: subviews.count) }
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
                    proposal.replacingUnspecifiedDimensions()
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
                    for (index, subview) in subviews.enumerated() {
                        subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY + CGFloat(index)), anchor: .center, proposal: .unspecified)
                    }
                }
            }

            struct Meter: ProgressViewStyle {
                func makeBody(configuration: Configuration) -> some View {
                    ZStack {
                        Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(.blue, style: StrokeStyle(lineWidth: 4))
                        configuration.label
                    }
                }
            }

            struct Pill: ButtonStyle {
                func makeBody(configuration: Configuration) -> some View {
                    configuration.label.padding().background(.ultraThinMaterial, in: Capsule())
                }
            }

            struct Demo: View {
                @State private var color = Color.red
                @State private var on = false
                @State private var date = Date()
                @State private var visibility = NavigationSplitViewVisibility.all
                var body: some View {
                    NavigationSplitView(columnVisibility: $visibility) {
                        ViewThatFits {
                            HStack { Text("Wide") }
                            Text("Narrow")
                        }
                    } detail: {
                        Radial { Text("A"); Text("B") }
                        ColorPicker("Colour", selection: $color)
                        GroupBox(label: Label("Box", systemImage: "shippingbox")) { Text("Inside") }
                        Picker(selection: $on, label: Text("On")) { Text("Yes").tag(true) }
                        DatePicker("Born", selection: $date, in: ...Date(), displayedComponents: .date)
                        ProgressView(value: 0.5).progressViewStyle(Meter())
                        Button("Go") {}.buttonStyle(Pill())
                        Text("Masked").mask(Rectangle())
                        Image(systemName: "star").transition(.scale.combined(with: .opacity))
                        TimelineView(.periodic(from: .now, by: 1)) { context in
                            Text(context.date, style: context.cadence == .live ? .time : .date)
                        }
                        RoundedRectangle(cornerRadius: 8).fill(.radialGradient(stops: [.init(color: .red, location: 0)], center: .center, startRadius: 0, endRadius: 9))
                        MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]], colors: [.red, .blue, .green, .yellow])
                    }
                    .toolbarColorScheme(.dark, for: .navigationBar)
                    .sensoryFeedback(.success, trigger: on)
                    .animation(.interpolatingSpring(mass: 1, stiffness: 100, damping: 10), value: on)
                }
            }
            """
        for mode in [6, 5] {
            let outcome = try compiler.typecheck(source, swiftVersion: mode)
            #expect(outcome.status == 0, Comment(rawValue: "Swift \(mode): " + outcome.output))
        }
    }

    @Test func customStylesWithoutMakeBodyAreRejected() throws {
        let compiler = try #require(CompilerHarness.locate())
        let outcome = try compiler.typecheck(
            """
            import SwiftUI
            struct Forgotten: ToggleStyle {}
            """)
        #expect(outcome.status != 0)
        #expect(outcome.output.contains("does not conform to protocol 'ToggleStyle'"))
    }
}
