import Foundation

/// Wave's rubber-banding: inside `range` the value is unchanged; past an edge by x it is
/// edge ± (1 − 1/(x·c/d + 1))·d, where d is `interval` (the maximum stretch) and `c` the
/// stiffness constant (UIKit's 0.55).
///
/// `interval` must be > 0 and finite: otherwise the value is clamped to `range` (no stretch),
/// with one warning.
public func rubberband(value: Double, range: ClosedRange<Double>, interval: Double, c: Double = 0.55) -> Double {
    guard interval > 0 && interval.isFinite else {
        WarningLog.warn("rubberband: interval must be > 0 and finite, got \(interval); no stretch")
        return min(max(value.isNaN ? range.lowerBound : value, range.lowerBound), range.upperBound)
    }
    guard value.isFinite else { return min(max(value.isNaN ? range.lowerBound : value, range.lowerBound), range.upperBound) }
    if range.contains(value) { return value }
    let d = interval
    if value > range.upperBound {
        let x = value - range.upperBound
        return range.upperBound + (1 - 1 / (x * c / d + 1)) * d
    }
    let x = range.lowerBound - value
    return range.lowerBound - (1 - 1 / (x * c / d + 1)) * d
}

/// Where a value moving at `velocity` (units per second) comes to rest when it decelerates by
/// `decelerationRate` per millisecond (UIKit's scroll-view model, as in Wave):
/// value + (velocity / 1000) · r / (1 − r).
///
/// `decelerationRate` must be in (0, 1): otherwise UIKit's normal rate 0.998 is used, with one
/// warning.
public func project(value: Double, velocity: Double, decelerationRate: Double = 0.998) -> Double {
    var decelerationRate = decelerationRate
    if !(decelerationRate > 0 && decelerationRate < 1) {
        WarningLog.warn("project: decelerationRate must be in (0, 1), got \(decelerationRate); using 0.998")
        decelerationRate = 0.998
    }
    return value + (velocity / 1000) * decelerationRate / (1 - decelerationRate)
}
