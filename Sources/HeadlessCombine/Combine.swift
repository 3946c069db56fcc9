// Learner code's `import Combine` (compiled with `-module-alias Combine=HeadlessCombine`) gets the
// Combine part of the headless module: the publishers, subjects and observable-object types that
// SwiftUI code uses. They are declared in HeadlessSwiftUI, which SwiftUI code imports anyway.
@_exported import Foundation
// On Apple platforms Foundation also brings Observation along: a model file that imports only
// Foundation may declare an `@Observable` class.
@_exported import Observation

@_exported import class HeadlessSwiftUI.AnyCancellable
@_exported import struct HeadlessSwiftUI.AnyPublisher
@_exported import protocol HeadlessSwiftUI.Cancellable
@_exported import class HeadlessSwiftUI.CurrentValueSubject
@_exported import struct HeadlessSwiftUI.Empty
@_exported import struct HeadlessSwiftUI.Just
@_exported import protocol HeadlessSwiftUI.ObservableObject
@_exported import class HeadlessSwiftUI.ObservableObjectPublisher
@_exported import class HeadlessSwiftUI.PassthroughSubject
@_exported import struct HeadlessSwiftUI.Published
@_exported import struct HeadlessSwiftUI.PublishedValues
@_exported import protocol HeadlessSwiftUI.Publisher
@_exported import enum HeadlessSwiftUI.Publishers
@_exported import protocol HeadlessSwiftUI.Subject
@_exported import enum HeadlessSwiftUI.Subscribers

#if canImport(FoundationNetworking)
    // Every learner file imports this module implicitly (as Foundation brings Combine along on
    // Apple platforms), which also gives Foundation-only files URLSession, as on Apple platforms.
    @_exported import FoundationNetworking
#endif
