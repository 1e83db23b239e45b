import Foundation

/// A type whose values can be animated component-wise: added, subtracted and scaled.
///
/// Matches SwiftUI's `VectorArithmetic`: `AdditiveArithmetic` plus scaling by a real factor
/// and the squared Euclidean length of the vector (used to judge when an animation has settled).
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The sum of the squares of the components.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// A copy with every component multiplied by `factor`.
    @inlinable
    public func scaled(by factor: Double) -> Self {
        var copy = self
        copy.scale(by: factor)
        return copy
    }
    /// The value `amount` of the way from this one to `other`: self + (other − self) · amount
    /// (SwiftUI's `interpolated(towards:amount:)`, iOS 17). An amount of 0 gives self, 1 gives
    /// `other`; amounts outside [0, 1] extrapolate.
    @inlinable
    public func interpolated(towards other: Self, amount: Double) -> Self {
        self + (other - self).scaled(by: amount)
    }
    /// Moves this value `amount` of the way to `other` (see `interpolated(towards:amount:)`).
    @inlinable
    public mutating func interpolate(towards other: Self, amount: Double) {
        self = interpolated(towards: other, amount: amount)
    }
}

extension Double: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self *= rhs }
    @inlinable public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self = Float(Double(self) * rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGFloat: VectorArithmetic {
    @inlinable public mutating func scale(by rhs: Double) { self = CGFloat(Double(self) * rhs) }
    @inlinable public var magnitudeSquared: Double { Double(self) * Double(self) }
}

extension CGPoint: @retroactive AdditiveArithmetic {}
extension CGPoint: VectorArithmetic {
    @inlinable public static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y)
    }
    @inlinable public static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint {
        CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y)
    }
    @inlinable public mutating func scale(by rhs: Double) {
        x = CGFloat(Double(x) * rhs)
        y = CGFloat(Double(y) * rhs)
    }
    @inlinable public var magnitudeSquared: Double { Double(x * x + y * y) }
}

extension CGSize: @retroactive AdditiveArithmetic {}
extension CGSize: VectorArithmetic {
    @inlinable public static func + (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height)
    }
    @inlinable public static func - (lhs: CGSize, rhs: CGSize) -> CGSize {
        CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height)
    }
    @inlinable public mutating func scale(by rhs: Double) {
        width = CGFloat(Double(width) * rhs)
        height = CGFloat(Double(height) * rhs)
    }
    @inlinable public var magnitudeSquared: Double { Double(width * width + height * height) }
}

extension CGRect: @retroactive AdditiveArithmetic {}
extension CGRect: VectorArithmetic {
    /// Component-wise sum of origin and size (no standardisation, so negative sizes survive
    /// intermediate arithmetic).
    @inlinable public static func + (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size)
    }
    @inlinable public static func - (lhs: CGRect, rhs: CGRect) -> CGRect {
        CGRect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size)
    }
    @inlinable public mutating func scale(by rhs: Double) {
        origin.scale(by: rhs)
        size.scale(by: rhs)
    }
    @inlinable public var magnitudeSquared: Double { origin.magnitudeSquared + size.magnitudeSquared }
}

/// A pair of animatable values animated together, as in SwiftUI.
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    public var first: First
    public var second: Second

    @inlinable public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    @inlinable public static var zero: Self { Self(.zero, .zero) }
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first + rhs.first, lhs.second + rhs.second)
    }
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self {
        Self(lhs.first - rhs.first, lhs.second - rhs.second)
    }
    @inlinable public mutating func scale(by rhs: Double) {
        first.scale(by: rhs)
        second.scale(by: rhs)
    }
    @inlinable public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
extension AnimatablePair: Hashable where First: Hashable, Second: Hashable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// Data that animates nothing: the `animatableData` of a type with no animatable part.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    @inlinable public init() {}
    @inlinable public static var zero: Self { Self() }
    @inlinable public static func + (lhs: Self, rhs: Self) -> Self { Self() }
    @inlinable public static func - (lhs: Self, rhs: Self) -> Self { Self() }
    @inlinable public mutating func scale(by rhs: Double) {}
    @inlinable public var magnitudeSquared: Double { 0 }
}

/// A type that describes how to animate one of its properties: the framework interpolates
/// `animatableData` between the old and the new value.
///
/// Main-actor isolated, as `View` is, so that a view or view modifier whose `animatableData` is
/// a computed property of its own conforms without `nonisolated`; shapes cancel the isolation
/// (see `_RemoveGlobalActorIsolation`) and the conformances of values below are nonisolated.
@MainActor @preconcurrency
public protocol Animatable {
    associatedtype AnimatableData: VectorArithmetic
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    nonisolated public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}

// MARK: - Animatable conformances (as in SwiftUI)

extension Double: Animatable {
    nonisolated public var animatableData: Double {
        get { self }
        set { self = newValue }
    }
}

extension Float: Animatable {
    nonisolated public var animatableData: Float {
        get { self }
        set { self = newValue }
    }
}

extension CGFloat: Animatable {
    nonisolated public var animatableData: CGFloat {
        get { self }
        set { self = newValue }
    }
}

extension CGPoint: Animatable {
    /// (x, y), as in SwiftUI.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(x, y) }
        set { (x, y) = (newValue.first, newValue.second) }
    }
}

extension CGSize: Animatable {
    /// (width, height), as in SwiftUI.
    nonisolated public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(width, height) }
        set { (width, height) = (newValue.first, newValue.second) }
    }
}

extension CGRect: Animatable {
    /// ((x, y), (width, height)), as in SwiftUI.
    nonisolated public var animatableData: AnimatablePair<CGPoint.AnimatableData, CGSize.AnimatableData> {
        get { AnimatablePair(origin.animatableData, size.animatableData) }
        set { (origin.animatableData, size.animatableData) = (newValue.first, newValue.second) }
    }
}

extension AnimatablePair: Animatable {
    nonisolated public var animatableData: AnimatablePair<First, Second> {
        get { self }
        set { self = newValue }
    }
}

extension EmptyAnimatableData: Animatable {
    nonisolated public var animatableData: EmptyAnimatableData {
        get { self }
        set {}
    }
}
