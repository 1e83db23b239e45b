import Foundation

/// A recognizer of pointer input (SwiftUI's `Gesture`).
@MainActor @preconcurrency
public protocol Gesture {
    associatedtype Value
}
