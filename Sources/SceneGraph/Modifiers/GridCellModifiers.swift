import Foundation

/// How many columns of a `Grid` row a cell spans (`.gridCellColumns(_:)`).
public struct _GridCellColumnsModifier: ViewModifier, PrimitiveModifier, Equatable {
    public typealias Body = Never
    let count: Int
    /// The most columns one cell spans: a grid keeps a width per column, so a span such as
    /// `Int.max` would otherwise overflow the column count and allocate without bound.
    public static let maximumColumns = 1_000
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
    /// Makes this cell of a `GridRow` span `count` columns, 1…`_GridCellColumnsModifier.maximumColumns` (1,000) (a count
    /// outside that range is reported once and clamped into it). A spanning cell is as wide as
    /// its columns and the spacing between them; it does not widen them, but a cell that can
    /// grow lets them grow, as SwiftUI's grid does.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, _GridCellColumnsModifier> {
        let limit = _GridCellColumnsModifier.maximumColumns
        if count < 1 || count > limit {
            WarningLog.warn("gridCellColumns must be in 1...\(limit), got \(count); using \(min(max(count, 1), limit))")
        }
        return modifier(_GridCellColumnsModifier(count: min(max(count, 1), limit)))
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
