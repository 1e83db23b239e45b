import Foundation

/// A pointer event in canvas coordinates (points, origin top left), at a scene time in seconds.
public struct PointerEvent: Hashable, Sendable, CustomStringConvertible {
    public enum Phase: Hashable, Sendable { case down, move, up }
    public var phase: Phase
    public var location: CGPoint
    public var time: Double
    public init(_ phase: Phase, at location: CGPoint, time: Double) {
        self.phase = phase
        self.location = location
        self.time = time
    }
    public var description: String { "\(phase) \(fmt(location.x)),\(fmt(location.y)) @\(fmt(time))" }
}
