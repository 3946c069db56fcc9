import SwiftUI

/// Shows the adoption grid in a window on a 2× screen, then moves the window to a 1× screen.
/// After each step it prints every image, spinner and text on screen, one per line, and the
/// thumbnail requests that reached the decoder.
@main
struct ShelterPhotosHarness {
    @MainActor
    static func main() async {
        let decoder = PhotoDecoder()
        let pets = [
            Pet(id: 1, name: "Miso", photoData: Data("miso".utf8)),
            Pet(id: 2, name: "Biscuit", photoData: Data()),
            Pet(id: 3, name: "Pepper", photoData: Data("pepper".utf8)),
        ]
        let app = ViewHarness(WindowOnScreen(pets: pets, decoder: decoder))
        show("first look", app)
        await app.settle()
        show("after decoding on the 2x screen", app)
        await printRequests(decoder)

        do { try app.tap("Move to the 1x screen") } catch { print("! \(error)") }
        await app.settle()
        show("after moving to the 1x screen", app)
        await printRequests(decoder)
    }

    @MainActor
    static func show(_ step: String, _ app: ViewHarness) {
        print("== \(step)")
        for line in lines(app.nodes) { print(line) }
        for line in app.problems { print("! \(line)") }
    }

    static func printRequests(_ decoder: PhotoDecoder) async {
        for request in await decoder.requests { print("decoder asked for \(request)") }
    }

    /// One line per image, spinner and text, with the image's rendering-related modifiers.
    @MainActor
    static func lines(_ nodes: [RenderedNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            var own: [String] = []
            switch node.kind {
            case "Image":
                let kept = node.modifiers.filter { $0.hasPrefix(".resizable") || $0.hasPrefix(".symbolRenderingMode") }
                own = [(["Image"] + node.details + kept).joined(separator: " ")]
            case "ProgressView", "Text", "Button":
                own = [[node.kind, node.content.map { "\"\($0)\"" } ?? ""].filter { !$0.isEmpty }.joined(separator: " ")]
            default:
                break
            }
            return own + lines(node.children)
        }
    }
}

/// Stands for the system: the window's screen decides `displayScale` for everything inside.
struct WindowOnScreen: View {
    let pets: [Pet]
    let decoder: PhotoDecoder
    @State private var scale: CGFloat = 2

    var body: some View {
        VStack {
            Button("Move to the 1x screen") { scale = 1 }
            AdoptionGrid(pets: pets, decoder: decoder)
                .environment(\.displayScale, scale)
        }
    }
}
