import Foundation

/// A recognizer of pointer input (SwiftUI's `Gesture`).
public protocol Gesture {
    associatedtype Value
}
