import Foundation

/// How many columns of a `Grid` row a cell spans (`.gridCellColumns(_:)`).
public struct _GridCellColumnsModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let count: Int
}

/// Where a cell sits in its grid cell (`.gridCellAnchor(_:)`).
public struct _GridCellAnchorModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let anchor: UnitPoint
}

/// The axes along which a cell does not ask its grid for room (`.gridCellUnsizedAxes(_:)`).
public struct _GridCellUnsizedAxesModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let axes: Axis.Set
}

/// The horizontal alignment of a grid column, set on one of its cells (`.gridColumnAlignment(_:)`).
public struct _GridColumnAlignmentModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let alignment: HorizontalAlignment
}

extension View {
    /// Makes this cell of a `GridRow` span `count` columns (at least 1; a smaller count is
    /// reported once and taken as 1). A spanning cell is as wide as its columns and the spacing
    /// between them; it does not widen them, but a cell that can grow lets them grow, as
    /// SwiftUI's grid does.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _GridCellColumnsModifier> {
        if count < 1 { InvalidInputLog.shared.warnOnce("gridCellColumns must be at least 1, got \(count); using 1") }
        return modifier(_GridCellColumnsModifier(count: max(1, count)))
    }
    /// Places this cell at `anchor` of its grid cell (unit coordinates: `.topLeading` is
    /// (0, 0), `.bottomTrailing` (1, 1)), instead of the column's and row's alignment.
    public func gridCellAnchor(_ anchor: UnitPoint) -> ModifiedContent<Self, _GridCellAnchorModifier> {
        modifier(_GridCellAnchorModifier(anchor: anchor))
    }
    /// Keeps this cell from sizing its grid along `axes`: it takes the length the other cells
    /// give the column (horizontal) or row (vertical), as a `Divider` across a grid does.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> ModifiedContent<Self, _GridCellUnsizedAxesModifier> {
        modifier(_GridCellUnsizedAxesModifier(axes: axes))
    }
    /// Aligns every cell of this cell's column horizontally with `guide` (the first cell of a
    /// column that sets it decides).
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, _GridColumnAlignmentModifier> {
        modifier(_GridColumnAlignmentModifier(alignment: guide))
    }
}

extension Node {
    /// The columns this grid cell spans (1 unless `.gridCellColumns(_:)` says otherwise).
    var gridCellColumns: Int { layoutTrait { ($0.primitiveModifier as? _GridCellColumnsModifier)?.count } ?? 1 }
    /// The anchor set with `.gridCellAnchor(_:)`, if any.
    var gridCellAnchor: UnitPoint? { layoutTrait { ($0.primitiveModifier as? _GridCellAnchorModifier)?.anchor } }
    /// The axes set with `.gridCellUnsizedAxes(_:)` (none by default).
    var gridCellUnsizedAxes: Axis.Set { layoutTrait { ($0.primitiveModifier as? _GridCellUnsizedAxesModifier)?.axes } ?? [] }
    /// The column alignment set with `.gridColumnAlignment(_:)`, if any.
    var gridColumnAlignment: HorizontalAlignment? { layoutTrait { ($0.primitiveModifier as? _GridColumnAlignmentModifier)?.alignment } }
}
