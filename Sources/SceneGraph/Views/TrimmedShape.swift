import Foundation

/// A shape drawn only between two fractions of its outline's length (what SwiftUI's
/// `trim(from:to:)` returns). Both fractions animate, which is the usual way to draw a stroke
/// on: `Circle().trim(from: 0, to: progress).stroke(...)` with `progress` animated from 0 to 1.
public struct _TrimmedShape<S: Shape>: Shape {
    public var shape: S
    /// Fraction of the length where drawing starts, 0…1.
    public var startFraction: CGFloat
    /// Fraction of the length where drawing ends, 0…1.
    public var endFraction: CGFloat

    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).trimmedPath(from: startFraction, to: endFraction)
    }

    public var animatableData: AnimatablePair<S.AnimatableData, AnimatablePair<CGFloat, CGFloat>> {
        get { AnimatablePair(shape.animatableData, AnimatablePair(startFraction, endFraction)) }
        set {
            shape.animatableData = newValue.first
            startFraction = newValue.second.first
            endFraction = newValue.second.second
        }
    }
}

extension _TrimmedShape: ShapeSizing {
    func shapeSize(for proposal: ProposedViewSize) -> CGSize { shapeSizeOf(shape, proposal) }
}

extension _TrimmedShape: Equatable where S: Equatable {}

extension Shape {
    /// The shape drawn only from the fraction `startFraction` to `endFraction` of its
    /// outline's length (0 the start of the outline, 1 its end; clamped to 0…1, nothing drawn
    /// when the end is not after the start). Outlines run clockwise on screen: a circle's
    /// starts at the middle of its right edge, as in SwiftUI; a rectangle's at its top-left
    /// corner, a rounded rectangle's where the top edge leaves the top-left corner.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(
            shape: self, startFraction: startFraction.isFinite ? startFraction : 0,
            endFraction: endFraction.isFinite ? endFraction : 1)
    }
}

/// The size a shape takes for `proposal` (a circle's frame is its proposal, as for any shape;
/// shapes with their own sizing say so through `ShapeSizing`).
func shapeSizeOf<S: Shape>(_ shape: S, _ proposal: ProposedViewSize) -> CGSize {
    (shape as? any ShapeSizing)?.shapeSize(for: proposal) ?? proposal.replacingUnspecifiedDimensions()
}
