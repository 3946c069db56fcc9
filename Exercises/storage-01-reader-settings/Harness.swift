import SwiftUI

/// Launches the reader twice. In the first launch a person changes every setting; then the
/// app ends, and the second launch shows the header and the settings again.
@main
struct ReaderHarness {
    @MainActor
    static func main() {
        do {
            print("== first launch: chapter 4 opens")
            show(ViewHarness(ChapterHeader(chapter: 4)))
            let settings = ViewHarness(ReaderSettings())
            print("== first launch: settings")
            show(settings)
            print("== turn on Night mode, pick Large, type Ada")
            do {
                try settings.toggle("Night mode")
                try settings.pick("Large", in: "Text size")
                try settings.type("Ada", into: "Your name")
            } catch {
                print("! \(error)")
            }
            show(settings)
            print("== back to chapter 4")
            show(ViewHarness(ChapterHeader(chapter: 4)))
        }
        print("== second launch: chapter 5 opens")
        show(ViewHarness(ChapterHeader(chapter: 5)))
        print("== second launch: settings")
        show(ViewHarness(ReaderSettings()))
    }

    /// Controls print with their state; texts print as they read.
    @MainActor
    static func show(_ app: ViewHarness) {
        func walk(_ node: RenderedNode) {
            switch node.kind {
            case "Toggle":
                print("Toggle \"\(node.content ?? "")\" \(node.flags.joined(separator: " "))")
            case "Picker":
                let choice = node.details.first { $0.hasPrefix("selection:") } ?? "selection:none"
                print("Picker \"\(node.content ?? "")\" \(choice)")
            case "TextField":
                let text = node.details.first { $0.hasPrefix("text:") } ?? "text:\"\""
                print("TextField \"\(node.content ?? "")\" \(text)")
            case "Text":
                print(node.content ?? "")
            default:
                node.children.forEach(walk)
            }
        }
        app.nodes.forEach(walk)
    }
}
