import Testing

@testable import HeadlessSwiftUI

private struct LikeButton: View {
    @State private var liked = false
    @State private var count = 11

    var body: some View {
        VStack {
            Image(systemName: liked ? "heart.fill" : "heart")
                .scaleEffect(liked ? 1.3 : 1)
                .animation(.spring, value: liked)
                .opacity(liked ? 1 : 0.5)
            Text("\(count) likes")
            Button("Like") {
                liked.toggle()
                count += 1
            }
        }
    }
}

private struct Banner: View {
    @State private var saved = false
    var animated: Bool

    var body: some View {
        VStack {
            if saved {
                Text("Saved").transition(.move(edge: .top))
            }
            Button("Save") {
                if animated {
                    withAnimation(.easeOut) { saved.toggle() }
                } else {
                    saved.toggle()
                }
            }
        }
    }
}

private struct ScopedBanner: View {
    @State private var open = false

    var body: some View {
        VStack {
            if open {
                Text("Details").transition(.slide).animation(.bouncy, value: open)
            }
            Button("Toggle") { open.toggle() }
        }
        .transaction { if $0.animation != nil, !open { $0.animation = nil } }
        .animation(.easeInOut(duration: 0.3), value: open)
    }
}

private struct SwipeCard: View {
    @GestureState private var offset = CGSize.zero
    @State private var archived = false

    var body: some View {
        VStack {
            Text(archived ? "Archived" : "Inbox")
            Text("Card")
                .offset(offset)
                .animation(.spring, value: offset)
                .gesture(
                    DragGesture()
                        .updating($offset) { value, state, _ in state = value.translation }
                        .onEnded { value in if value.translation.width > 100 { archived = true } }
                )
                .sensoryFeedback(.success, trigger: archived)
        }
    }
}

private struct Zoom: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        Image(systemName: "photo")
            .scaleEffect(scale)
            .accessibilityLabel("Photo")
            .gesture(MagnifyGesture().onChanged { scale = min(3, $0.magnification) })
            .onLongPressGesture { scale = 1 }
    }
}

private struct Tile: View {
    @State private var likes = 0
    @State private var opened = 0

    var body: some View {
        VStack {
            Image(systemName: "photo")
                .accessibilityLabel("Glaze tile")
                .onTapGesture(count: 2) { likes += 1 }
                .onTapGesture { opened += 1 }
                .sensoryFeedback(.impact(weight: .light), trigger: likes)
            Text("\(likes) likes, opened \(opened)")
        }
    }
}

private struct Filters: View {
    @Namespace private var highlight
    @State private var selected = "All"

    var body: some View {
        HStack {
            ForEach(["All", "Unread"], id: \.self) { name in
                VStack {
                    Button(name) { withAnimation(.snappy) { selected = name } }
                    if selected == name {
                        Capsule().matchedGeometryEffect(id: "underline", in: highlight)
                    }
                }
            }
        }
    }
}

private struct Swatch: View {
    @State private var on = false

    var body: some View {
        VStack {
            Rectangle()
                .foregroundStyle(on ? .blue : .red)
                .animation(.spring) { $0.frame(width: on ? 200 : 100) }
            Button("Switch") { on.toggle() }
        }
    }
}

private struct GlassDock: View {
    @Namespace private var dock
    @State private var expanded = false

    var body: some View {
        GlassEffectContainer(spacing: 20) {
            HStack {
                Button("More") { withAnimation(.bouncy) { expanded.toggle() } }
                    .glassEffect().glassEffectID("more", in: dock)
                if expanded {
                    Button("Share") {}.glassEffect().glassEffectID("share", in: dock)
                    Button("Pin") {}.glassEffect().glassEffectID("pin", in: dock).glassEffectTransition(.materialize)
                }
            }
        }
    }
}

private enum Pop: CaseIterable { case rest, up, down }

private struct PhaseBadge: View {
    @State private var sent = 0

    var body: some View {
        VStack {
            Image(systemName: "paperplane")
                .phaseAnimator(Pop.allCases, trigger: sent) { content, phase in
                    content.offset(y: phase == .up ? -20 : 0).scaleEffect(phase == .down ? 0.8 : 1)
                } animation: { phase in
                    phase == .up ? .easeOut(duration: 0.2) : .spring
                }
            Button("Send") { sent += 1 }
        }
    }
}

private struct Bell: View {
    @State private var rings = 0

    var body: some View {
        VStack {
            Image(systemName: "bell")
                .keyframeAnimator(initialValue: 0.0, trigger: rings) { content, angle in
                    content.rotationEffect(.degrees(angle))
                } keyframes: { _ in
                    LinearKeyframe(15.0, duration: 0.1)
                    LinearKeyframe(-15.0, duration: 0.2)
                    LinearKeyframe(0.0, duration: 0.1)
                }
            Button("Ring") { rings += 1 }
        }
    }
}

private struct Score: View {
    @State private var points = 3

    var body: some View {
        VStack {
            Text("\(points)").contentTransition(.numericText())
            Button("Score") { withAnimation { points += 1 } }
        }
    }
}

private struct Basket: View {
    @State private var loaves = 2
    @State private var showReceipt = false

    var body: some View {
        VStack {
            Text("\(loaves) loaves")
            if showReceipt { Text("Receipt") }
            Button("Check out") {
                loaves = 0
                withAnimation(.smooth) { showReceipt = true }
                loaves += 1
            }
        }
    }
}

@MainActor @Observable
private final class Feed {
    var unread = 0
}

private struct Inbox: View {
    let feed: Feed

    var body: some View {
        Text("\(feed.unread) unread").animation(.bouncy, value: feed.unread)
    }
}

@MainActor
@Suite struct MotionTests {
    private func lines(_ app: ViewHarness) -> [String] { app.changes().map(\.description) }

    @Test func anAnimationModifierAnimatesOnlyWhatItWraps() throws {
        let app = ViewHarness(LikeButton())
        #expect(lines(app).isEmpty)
        try app.tap("Like")
        #expect(
            lines(app) == [
                "Image \"heart.fill\" systemName:heart → systemName:heart.fill: animated .spring",
                "Image \"heart.fill\" .scaleEffect(1) → .scaleEffect(1.3): animated .spring",
                "Image \"heart.fill\" .opacity(0.5) → .opacity(1): not animated",
                "Text \"12 likes\" (was \"11 likes\"): not animated",
            ])
    }

    @Test func aTransitionPlaysOnlyInAnAnimatedChange() throws {
        let animated = ViewHarness(Banner(animated: true))
        try animated.tap("Save")
        #expect(lines(animated) == ["+ Text \"Saved\" with .move(edge: .top): animated .easeOut"])
        try animated.tap("Save")
        #expect(lines(animated) == ["- Text \"Saved\" with .move(edge: .top): animated .easeOut"])

        let plain = ViewHarness(Banner(animated: false))
        try plain.tap("Save")
        #expect(lines(plain) == ["+ Text \"Saved\" with .move(edge: .top): not animated, appears at once"])
    }

    @Test func anInsertedViewTakesItsParentsAnimationNotItsOwn() throws {
        let app = ViewHarness(ScopedBanner())
        try app.tap("Toggle")
        #expect(lines(app) == ["+ Text \"Details\" with .slide: animated .easeInOut(duration: 0.3)"])
        try app.tap("Toggle")
        #expect(lines(app) == ["- Text \"Details\" with .slide: not animated, disappears at once"])
    }

    @Test func aDragFollowsTheFingerAndGestureStateSpringsBack() throws {
        let app = ViewHarness(SwipeCard())
        var held: [String] = []
        try app.drag("Card", by: CGSize(width: 40, height: 0)) { held = lines(app) }
        #expect(held == ["Text \"Card\" .offset(x: 0, y: 0) → .offset(x: 40, y: 0): animated .spring"])
        #expect(app.contains(text: "Inbox"))
        try app.drag("Card", by: CGSize(width: 150, height: 0))
        #expect(
            lines(app) == [
                "Text \"Card\" .offset(x: 0, y: 0) → .offset(x: 150, y: 0): animated .spring",
                "Text \"Archived\" (was \"Inbox\"): not animated",
                "Text \"Card\" .offset(x: 150, y: 0) → .offset(x: 0, y: 0): animated .spring",
                "Text \"Card\": sensory feedback .success",
            ])
    }

    @Test func magnifyAndLongPressRunTheirActions() throws {
        let app = ViewHarness(Zoom())
        try app.magnify("Photo", by: 5)
        #expect(app.render().contains(".scaleEffect(3)"), Comment(rawValue: app.render()))
        try app.longPress("Photo")
        #expect(app.render().contains(".scaleEffect(1)"), Comment(rawValue: app.render()))
        #expect(throws: InteractionError.self) { try app.drag("Photo", by: CGSize(width: 10, height: 0)) }
    }

    @Test func aDoubleTapRunsOnlyTheGesturesThatTakeTwoTaps() throws {
        let app = ViewHarness(Tile())
        try app.tap("Glaze tile")
        #expect(app.contains(text: "0 likes, opened 1"))
        try app.tap("Glaze tile", count: 2)
        #expect(app.contains(text: "1 likes, opened 1"))
        #expect(lines(app).contains("Image \"photo\": sensory feedback .impact(weight: .light)"), "\(lines(app))")
    }

    @Test func aPhaseAnimatorStepsThroughItsPhasesWhenTriggered() throws {
        let app = ViewHarness(PhaseBadge())
        app.nextPhase()
        #expect(lines(app).isEmpty, "an animator with a trigger rests until the trigger changes")
        try app.tap("Send")
        app.nextPhase()
        #expect(
            lines(app) == [
                "Image \"paperplane\" .offset(x: 0, y: 0) → .offset(x: 0, y: -20): animated .easeOut(duration: 0.2)"
            ])
        app.nextPhase()
        #expect(
            lines(app) == [
                "Image \"paperplane\" .offset(x: 0, y: -20) → .offset(x: 0, y: 0): animated .spring",
                "Image \"paperplane\" .scaleEffect(1) → .scaleEffect(0.8): animated .spring",
            ])
        app.nextPhase()
        #expect(lines(app) == ["Image \"paperplane\" .scaleEffect(0.8) → .scaleEffect(1): animated .spring"])
        app.nextPhase()
        #expect(lines(app).isEmpty, "after the last phase it rests again")
    }

    @Test func keyframesShowTheirValueAtATime() throws {
        let app = ViewHarness(Bell())
        try app.tap("Ring")
        #expect(lines(app).isEmpty, "the trigger shows the first frame")
        app.showKeyframes(at: 0.1)
        #expect(
            lines(app) == [
                "Image \"bell\" .rotationEffect(.degrees(0)) → .rotationEffect(.degrees(15)): animated by keyframes"
            ])
        app.showKeyframes(at: 0.3)
        #expect(app.render().contains(".rotationEffect(.degrees(-15))"), Comment(rawValue: app.render()))
        app.showKeyframes(at: 1)
        #expect(app.render().contains(".rotationEffect(.degrees(0))"), Comment(rawValue: app.render()))
    }

    @Test func aScopedAnimationAnimatesOnlyItsBody() throws {
        let app = ViewHarness(Swatch())
        try app.tap("Switch")
        #expect(
            lines(app) == [
                "Rectangle .foregroundStyle(.red) → .foregroundStyle(.blue): not animated",
                "Rectangle .frame(width: 100) → .frame(width: 200): animated .spring",
            ])
    }

    @Test func glassWithAnIDInAContainerMorphs() throws {
        let app = ViewHarness(GlassDock())
        try app.tap("More")
        #expect(
            lines(app) == [
                "+ Button \"Share\" with glass .matchedGeometry (morphs with its neighbours): animated .bouncy",
                "+ Button \"Pin\" with glass .materialize: animated .bouncy",
            ])
    }

    @Test func matchedViewsMoveInsteadOfFading() throws {
        let app = ViewHarness(Filters())
        try app.tap("Unread")
        #expect(
            lines(app) == [
                "~ Capsule .matchedGeometryEffect(id: \"underline\"): animated .snappy (it moves and resizes)"
            ])
    }

    @Test func contentTransitionsAreNamedOnTextChanges() throws {
        let app = ViewHarness(Score())
        try app.tap("Score")
        #expect(lines(app) == ["Text \"4\" (was \"3\"): animated .default, content transition .numericText()"])
    }

    @Test func onlyWhatChangesInsideWithAnimationIsAnimated() throws {
        let app = ViewHarness(Basket())
        try app.tap("Check out")
        #expect(
            lines(app) == [
                "Text \"1 loaves\" (was \"2 loaves\"): not animated",
                "+ Text \"Receipt\" with .opacity: animated .smooth",
            ])
    }

    @Test func withAnimationOutsideAnInteractionAnimatesTheNextUpdate() throws {
        let feed = Feed()
        let app = ViewHarness(Inbox(feed: feed))
        withAnimation(.snappy) { feed.unread = 2 }
        app.update()
        #expect(lines(app) == ["Text \"2 unread\" (was \"0 unread\"): animated .bouncy"], "the modifier wins")
        var quiet = Transaction(animation: .snappy)
        quiet.disablesAnimations = true
        withTransaction(quiet) { feed.unread = 3 }
        app.update()
        #expect(lines(app) == ["Text \"3 unread\" (was \"2 unread\"): animated .snappy"])
        withTransaction(\.disablesAnimations, true) { feed.unread = 4 }
        app.update()
        #expect(lines(app) == ["Text \"4 unread\" (was \"3 unread\"): not animated"])
    }
}
