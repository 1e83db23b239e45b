@_exported import Foundation
// SwiftUI re-exports Observation, so `@Observable` and `withObservationTracking` need no
// import of their own.
@_exported import Observation
@_exported import Springs
// SwiftUI re-exports Combine: `ObservableObject`, `@Published` and the publishers that
// `onReceive` takes need no import of their own.
@_exported import Combine
