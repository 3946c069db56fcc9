// Alternative: the derived value is a two-case enum instead of a Bool, and the handler gates with guard.
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
    @State private var titleStyle = TitleStyle.large

    var body: some View {
        VStack {
            ExhibitHeader(title: "The Lewis Chessmen", style: titleStyle)
            ScrollStandIn {
                ExhibitText()
            }
        }
        .onPreferenceChange(ScrollOffsetKey.self) { offset in
            let style: TitleStyle = offset < -80 ? .compact : .large
            guard style != titleStyle else { return }
            titleStyle = style
        }
    }
}

/// How the header draws the title; changes only when the visitor crosses the threshold.
enum TitleStyle {
    case large
    case compact
}

struct ExhibitHeader: View {
    let title: String
    let style: TitleStyle

    var body: some View {
        VStack {
            Text(title)
                .font(style == .compact ? .headline : .largeTitle)
            if style == .large {
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
