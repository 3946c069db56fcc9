// HeadlessSwiftUI re-exports what SwiftUI re-exports and learner code relies on.
@_exported import Foundation
@_exported import Observation
