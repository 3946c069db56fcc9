import Foundation
import Testing

@testable import HeadlessSwiftUI

@MainActor
private final class EventLog {
    var events: [String] = []
}

private struct LifecycleChild: View {
    let log: EventLog
    var body: some View {
        Text("child")
            .onAppear { log.events.append("appear") }
            .onDisappear { log.events.append("disappear") }
    }
}

private struct LifecycleHost: View {
    let log: EventLog
    @State private var shown = true
    @State private var value = 0

    var body: some View {
        VStack {
            if shown { LifecycleChild(log: log) }
            Button("toggle") { shown.toggle() }
            Button("bump") { value += 1 }
        }
        .onChange(of: value) { old, new in log.events.append("change \(old)->\(new)") }
        .onChange(of: value) { log.events.append("change") }
        .onChange(of: value, initial: true) { _, new in log.events.append("initial-or-change \(new)") }
    }
}

@MainActor
@Suite struct LifecycleTests {
    @Test func testAppearDisappearAndChangeFireWhenSwiftUIWould() throws {
        let log = EventLog()
        let app = ViewHarness(LifecycleHost(log: log))
        #expect(log.events == ["appear", "initial-or-change 0"])
        log.events = []
        try app.tap("bump")
        #expect(log.events == ["change 0->1", "change", "initial-or-change 1"])
        log.events = []
        try app.tap("toggle")
        #expect(log.events == ["disappear"])
        try app.tap("toggle")
        #expect(log.events == ["disappear", "appear"])
        _ = app.render()
        #expect(log.events == ["disappear", "appear"], "re-rendering must not fire lifecycle events again")
    }

    @Test func testTaskRunsAndSettleWaitsForIt() async {
        struct Loader: View {
            @State private var text = "loading"
            var body: some View {
                Text(text).task {
                    try? await Task.sleep(for: .milliseconds(10))
                    text = "done"
                }
            }
        }
        let app = ViewHarness(Loader())
        #expect(app.contains(text: "loading"))
        let finished = await app.settle()
        #expect(finished)
        #expect(app.contains(text: "done"), Comment(rawValue: app.render()))
    }

    @Test func testTaskIsCancelledWhenViewDisappearsAndRestartsWhenIDChanges() async throws {
        // Task bodies may run on any thread, and two cancelled tasks can finish at once.
        final class Box: @unchecked Sendable {
            private let lock = NSLock()
            private var startedIDs: [Int] = []
            private var cancelledCount = 0
            var started: [Int] { lock.withLock { startedIDs } }
            var cancelled: Int { lock.withLock { cancelledCount } }
            func start(_ id: Int) { lock.withLock { startedIDs.append(id) } }
            func cancel() { lock.withLock { cancelledCount += 1 } }
        }
        let box = Box()
        struct Watcher: View {
            let box: Box
            let id: Int
            var body: some View {
                Text("watching \(id)").task(id: id) {
                    box.start(id)
                    do { try await Task.sleep(for: .seconds(120)) } catch { box.cancel() }
                }
            }
        }
        struct Host: View {
            let box: Box
            @State private var id = 1
            @State private var shown = true
            var body: some View {
                VStack {
                    if shown { Watcher(box: box, id: id) }
                    Button("next") { id += 1 }
                    Button("hide") { shown = false }
                }
            }
        }
        let app = ViewHarness(Host(box: box))
        await app.settle(timeout: .milliseconds(50))
        try app.tap("next")
        // Task 2 sleeps on, so settling times out; wait (boundedly) for task 1 to see its cancellation.
        // The bound is generous: on a loaded two-core machine other tests can hold the concurrency
        // pool for seconds, and the loop ends as soon as the cancellation is seen.
        let deadline = ContinuousClock.now.advanced(by: .seconds(60))
        while box.cancelled < 1 || box.started.count < 2, ContinuousClock.now < deadline {
            await app.settle(timeout: .milliseconds(20))
        }
        #expect(box.started == [1, 2])
        #expect(box.cancelled == 1)
        try app.tap("hide")
        let finished = await app.settle(timeout: .seconds(10))
        #expect(finished, "the hidden view's task must be cancelled, not left running")
        #expect(box.cancelled == 2)
    }

    @Test func testUpdateLoopIsReportedInsteadOfHanging() throws {
        struct Loop: View {
            @State private var a = 0
            var body: some View {
                Button("go") { a += 1 }
                    .onChange(of: a) { a += 1 }
            }
        }
        let app = ViewHarness(Loop())
        try app.tap("go")
        #expect(app.problems.count == 1)
        #expect(app.problems[0].hasPrefix("update loop"), Comment(rawValue: app.problems[0]))
        #expect(app.render().contains("! update loop"))
    }

    @Test func testStateWrittenDuringBodyIsReported() {
        struct Bad: View {
            @State private var renders = 0
            var body: some View {
                renders += 1
                return Text("rendered")
            }
        }
        let app = ViewHarness(Bad())
        #expect(
            app.problems.contains { $0.contains("while Bad.body was running") }, Comment(rawValue: "\(app.problems)"))
    }
}

private struct Endless: View {
    var body: some View {
        VStack { Endless() }
    }
}

@MainActor
@Suite struct RunawayTreeTests {
    @Test func aViewThatContainsItselfIsReportedNotACrash() {
        let app = ViewHarness(Endless())
        #expect(app.problems.count == 1)
        #expect(app.problems.first?.contains("does a view's body contain the view itself") == true)
    }
}
