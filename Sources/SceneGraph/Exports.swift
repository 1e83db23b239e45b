@_exported import Foundation
// SwiftUI re-exports Observation, so `@Observable` and `withObservationTracking` need no
// import of their own.
@_exported import Observation
@_exported import Springs
