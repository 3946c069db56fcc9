/// Stops the program with a message a learner can act on (SwiftUI traps in the same situations).
enum HeadlessFailure {
    static func stop(_ message: String) -> Never {
        FileHandle.standardError.write(Data(("HeadlessSwiftUI: " + message + "\n").utf8))
        exit(70)
    }
}
