import Foundation

/// Where gesture locations are measured.
public enum CoordinateSpace: Hashable {
    /// The canvas.
    case global
    /// The view the gesture is attached to (origin at its top-left corner).
    case local
    case named(AnyHashable)
}
