import SwiftUI

/// Shows the gig guide while the posters download, then `PosterArt` in each phase the
/// download can reach. After each step it prints every image, spinner and text on screen,
/// one per line; an image line shows its name and whether it is resizable and which
/// symbol rendering mode it uses.
@main
struct GigPostersHarness {
    struct PosterServerDown: Error {}

    @MainActor
    static func main() async {
        let gigs = [
            Gig(id: 1, band: "The Tidewaters", venue: "Harbour Hall",
                posterURL: URL(string: "https://gigs.example/posters/tidewaters.jpg")),
            Gig(id: 2, band: "Moss & Flint", venue: "The Back Room", posterURL: nil),
        ]
        show("gig guide while the posters load", ViewHarness(List(gigs) { GigRow(gig: $0) }))
        show("PosterArt, still downloading", ViewHarness(PosterArt(phase: .empty)))
        show("PosterArt, downloaded", ViewHarness(PosterArt(phase: .success(Image("tidewaters-poster")))))
        show("PosterArt, download failed", ViewHarness(PosterArt(phase: .failure(PosterServerDown()))))
    }

    @MainActor
    static func show(_ step: String, _ app: ViewHarness) {
        print("== \(step)")
        for line in lines(app.nodes) { print(line) }
        for line in app.problems { print("! \(line)") }
    }

    @MainActor
    static func lines(_ nodes: [RenderedNode]) -> [String] {
        nodes.flatMap { node -> [String] in
            var own: [String] = []
            switch node.kind {
            case "Image":
                let kept = node.modifiers.filter { $0.hasPrefix(".resizable") || $0.hasPrefix(".symbolRenderingMode") }
                own = [(["Image"] + node.details + kept).joined(separator: " ")]
            case "AsyncImage":
                own = [(["AsyncImage"] + node.details).joined(separator: " ")]
            case "ProgressView", "Text":
                own = [[node.kind, node.content.map { "\"\($0)\"" } ?? ""].filter { !$0.isEmpty }.joined(separator: " ")]
            default:
                break
            }
            return own + lines(node.children)
        }
    }
}
