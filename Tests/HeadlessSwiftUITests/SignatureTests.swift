import Foundation
import Testing

/// Correct SwiftUI type-checks against the module; code SwiftUI rejects is rejected too.
@Suite(.serialized)
struct SignatureTests {
    @Test func correctSwiftUICompilesInSwift6AndSwift5Modes() throws {
        let compiler = try #require(CompilerHarness.locate())
        let source = """
            import SwiftUI

            struct Row: View {
                @State private var on = false
                @Binding var name: String
                var body: some View {
                    let title: Text = Text("Hi ").bold().font(.title) + Text(name).italic().foregroundStyle(.red)
                    HStack(alignment: .top, spacing: 4) {
                        title
                        Toggle("On", isOn: $on).toggleStyle(.switch)
                        TextField("Name", text: $name, prompt: Text("Your name"))
                    }
                    .padding(.horizontal, 8)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .listRowSeparator(.hidden)
                }
            }

            @Observable final class Feed {
                var posts: [String] = []
                func load() async {}
            }

            struct FeedView: View {
                @State private var feed = Feed()
                @State private var expanded = false
                var body: some View {
                    List(feed.posts, id: \\.self) { Text($0) }
                        .background(Color.accentColor)
                        .overlay(Color.clear)
                        .refreshable { await feed.load() }
                        .task(load)
                        .onAppear(perform: toggle)
                        .animation(.spring(), value: expanded)
                        .onChange(of: expanded) { toggle() }
                }
                func toggle() { withAnimation(.spring()) { expanded.toggle() } }
                func load() async { await feed.load() }
            }

            #Preview {
                @Previewable @State var name = "Ada"
                Row(name: $name)
            }
            """
        for mode in [6, 5] {
            let outcome = try compiler.typecheck(source, swiftVersion: mode)
            #expect(outcome.status == 0, Comment(rawValue: "Swift \(mode): " + outcome.output))
        }
    }

    @Test(arguments: [
        "Text(\"a\").bold(5)",
        "Button(\"Save\")",
        "VStack(spacing: \"wide\") { Text(\"a\") }",
        "Toggle(\"On\", isOn: true)",
        "List { Text(\"a\") }.listStyle(.segmented)",
        "Text(\"a\").padding(.diagonal)",
        "Image(systemName: 3)",
        "Text(\"a\").onChange(of: 1) { a, b, c in }",
    ])
    func codeSwiftUIRejectsDoesNotCompile(_ expression: String) throws {
        let compiler = try #require(CompilerHarness.locate())
        let source = """
            import SwiftUI
            struct Probe: View {
                var body: some View { \(expression) }
            }
            """
        let outcome = try compiler.typecheck(source)
        #expect(outcome.status != 0, Comment(rawValue: "expected a compile error for: \(expression)"))
    }
}
