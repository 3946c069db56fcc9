// HeadlessSwiftUI re-exports what SwiftUI re-exports and learner code relies on.
@_exported import Foundation
@_exported import Observation

#if canImport(FoundationNetworking)
    // On Apple platforms URLSession and URLRequest are part of Foundation.
    @_exported import FoundationNetworking
#endif
