import Foundation

/// Finds the headless SwiftUI module built beside the tutor, and the compiler flags that make
/// learner code's `import SwiftUI` use it.
enum HeadlessSwiftUILocation {
    /// Nil when the module has not been built.
    static func compilerArguments(environment: [String: String]) -> [String]? {
        nil
    }
}
