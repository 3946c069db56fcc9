import Testing

@testable import TutorCore

@Suite struct StrayCodeTests {
    @Test(arguments: [
        "import SwiftUI", "struct Basket: View {", "    var body: some View {", "}", "@Observable", "#Preview {",
        "Text(\"Hi\")", "VStack(spacing: 8)", ".padding()", "// a comment", "let total = 3",
    ])
    func swiftLinesAreRecognised(line: String) {
        #expect(StrayCode.looksLikeSwift(line))
    }

    @Test(arguments: ["nxt", "submit now", "lesons", "help me", "", "What is a binding?"])
    func wordsAreNotSwift(line: String) {
        #expect(!StrayCode.looksLikeSwift(line))
    }
}
