import Foundation

/// Builds the grader the first time something is graded. Finding the compiler and the headless
/// SwiftUI module costs file-system work (and a first copy of the module) that reading a lesson
/// never needs, so start-up does not pay for it.
public final class LazyGrader: @unchecked Sendable {
    private let lock = NSLock()
    private let make: @Sendable () throws -> Grader
    private var result: Result<Grader, any Error>?

    public init(_ make: @escaping @Sendable () throws -> Grader) {
        self.make = make
    }

    private var outcome: Result<Grader, any Error> {
        lock.withLock {
            if let result { return result }
            let made = Result { try make() }
            result = made
            return made
        }
    }

    /// The grader, or nil when it cannot be built here (`problem` says why).
    public var grader: Grader? { try? outcome.get() }

    /// Why grading cannot work here, in plain words.
    public var problem: String? {
        if case .failure(let error) = outcome { return "\(error)" }
        return nil
    }
}
