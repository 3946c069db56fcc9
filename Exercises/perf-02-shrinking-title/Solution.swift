import SwiftUI

/// Carries the content's vertical offset up to the screen: 0 at the top, negative once scrolled.
struct ScrollOffsetKey: PreferenceKey {
    static let defaultValue = 0.0

    /// Only the scrolling content reports, so its report is the value.
    static func reduce(value: inout Double, nextValue: () -> Double) {
        value = nextValue()
    }
}

/// A museum exhibit page whose title shrinks once the visitor has scrolled past it.
struct ExhibitScreen: View {
    /// The only thing the header needs to know about the scroll position.
    @State private var isCompact = false

    var body: some View {
        VStack {
            ExhibitHeader(title: "The Lewis Chessmen", isCompact: isCompact)
            ScrollStandIn {
                ExhibitText()
            }
        }
        .onPreferenceChange(ScrollOffsetKey.self) { offset in
            let compact = offset < -80
            if compact != isCompact {
                isCompact = compact
            }
        }
    }
}

struct ExhibitHeader: View {
    let title: String
    let isCompact: Bool

    var body: some View {
        VStack {
            Text(title)
                .font(isCompact ? .headline : .largeTitle)
            if !isCompact {
                Text("Gallery 4 · Walrus ivory, about 1150")
                    .foregroundStyle(.secondary)
            }
        }
    }
}

struct ExhibitText: View {
    var body: some View {
        VStack {
            Text("Found on the Isle of Lewis in 1831.")
            Text("Seventy-eight pieces survive.")
        }
    }
}

// MARK: - Grader stand-in: leave as it is

/// The grader cannot drag a real scroll view, so this stand-in scrolls with a slider. On every
/// step of the drag it reports the content's offset with `ScrollOffsetKey`, the way a
/// `GeometryReader` behind the content does on a device.
struct ScrollStandIn<Content: View>: View {
    @State private var offset = 0.0
    private let content: Content

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View {
        VStack {
            Slider(value: $offset, in: -400...0) {
                Text("Scroll")
            }
            content
                .preference(key: ScrollOffsetKey.self, value: offset)
        }
    }
}
