import Foundation

/// Horizontal alignment guide (SwiftUI's `HorizontalAlignment`): `.leading`, `.center`,
/// `.trailing`, or a custom guide made from an `AlignmentID` type:
/// `extension HorizontalAlignment { static let myGuide = HorizontalAlignment(MyGuide.self) }`.
/// A guide is a position along the x axis of a view, in points from its leading edge.
public struct HorizontalAlignment: Hashable, Sendable {
    let id: any AlignmentID.Type
    /// The built-in edge or centre this is, for layout's exact fast path (nil: custom).
    let builtin: BuiltinGuide?

    /// A custom guide identified by `id`, whose `defaultValue(in:)` gives its position when a
    /// view sets no explicit value.
    public init(_ id: any AlignmentID.Type) {
        self.id = id
        builtin = nil
    }
    init(_ id: any AlignmentID.Type, builtin: BuiltinGuide) {
        self.id = id
        self.builtin = builtin
    }

    public static let leading = HorizontalAlignment(LeadingGuide.self, builtin: .start)
    public static let center = HorizontalAlignment(HorizontalCenterGuide.self, builtin: .center)
    public static let trailing = HorizontalAlignment(TrailingGuide.self, builtin: .end)

    /// Where a box of length `size` goes inside `available` points so that its default guide
    /// meets the container's: 0, half the difference or the difference for the built-ins.
    func offset(_ available: CGFloat, _ size: CGFloat) -> CGFloat {
        if let builtin { return builtin.offset(available, size) }
        return id.defaultValue(in: ViewDimensions(width: available, height: 0)) - id.defaultValue(in: ViewDimensions(width: size, height: 0))
    }

    /// The merge of several explicit values of this guide, nil ones skipped: the mean (a custom
    /// guide's own `_combineExplicit` rule if it has one).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        AlignmentGuide(self).combine(values)
    }

    public static func == (a: HorizontalAlignment, b: HorizontalAlignment) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// Vertical alignment guide (SwiftUI's `VerticalAlignment`): `.top`, `.center`, `.bottom`,
/// `.firstTextBaseline`, `.lastTextBaseline`, or a custom guide made from an `AlignmentID`
/// type. A guide is a position along the y axis of a view, in points from its top edge.
public struct VerticalAlignment: Hashable, Sendable {
    let id: any AlignmentID.Type
    let builtin: BuiltinGuide?

    public init(_ id: any AlignmentID.Type) {
        self.id = id
        builtin = nil
    }
    init(_ id: any AlignmentID.Type, builtin: BuiltinGuide) {
        self.id = id
        self.builtin = builtin
    }

    public static let top = VerticalAlignment(TopGuide.self, builtin: .start)
    public static let center = VerticalAlignment(VerticalCenterGuide.self, builtin: .center)
    public static let bottom = VerticalAlignment(BottomGuide.self, builtin: .end)
    /// The baseline of a view's topmost line of text; the bottom edge of a view without text.
    /// A container's is the topmost of its children's.
    public static let firstTextBaseline = VerticalAlignment(FirstTextBaselineGuide.self)
    /// The baseline of a view's bottommost line of text; the bottom edge of a view without
    /// text. A container's is the bottommost of its children's.
    public static let lastTextBaseline = VerticalAlignment(LastTextBaselineGuide.self)

    func offset(_ available: CGFloat, _ size: CGFloat) -> CGFloat {
        if let builtin { return builtin.offset(available, size) }
        return id.defaultValue(in: ViewDimensions(width: 0, height: available)) - id.defaultValue(in: ViewDimensions(width: 0, height: size))
    }

    /// The merge of several explicit values of this guide, nil ones skipped: the mean, the
    /// smallest for `.firstTextBaseline`, the largest for `.lastTextBaseline` (a custom guide's
    /// own `_combineExplicit` rule if it has one).
    public func combineExplicit<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        AlignmentGuide(self).combine(values)
    }

    public static func == (a: VerticalAlignment, b: VerticalAlignment) -> Bool { ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(id)) }
}

/// Which built-in edge or centre guide a value is: its default position is exact arithmetic
/// (no call through the `AlignmentID` type), which keeps every layout byte-identical to the
/// enum this replaced.
enum BuiltinGuide: UInt8, Sendable {
    case start, center, end
    @inline(__always)
    func offset(_ available: CGFloat, _ size: CGFloat) -> CGFloat {
        switch self {
        case .start: return 0
        case .center: return (available - size) / 2
        case .end: return available - size
        }
    }
}

/// Two-dimensional alignment (SwiftUI's `Alignment`).
public struct Alignment: Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    public static let centerLastTextBaseline = Alignment(horizontal: .center, vertical: .lastTextBaseline)
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    public static let leadingLastTextBaseline = Alignment(horizontal: .leading, vertical: .lastTextBaseline)
    public static let trailingFirstTextBaseline = Alignment(horizontal: .trailing, vertical: .firstTextBaseline)
    public static let trailingLastTextBaseline = Alignment(horizontal: .trailing, vertical: .lastTextBaseline)

    /// Origin of a `size` box aligned inside `bounds`.
    func origin(of size: CGSize, in bounds: CGRect) -> CGPoint {
        CGPoint(
            x: bounds.minX + horizontal.offset(bounds.width, size.width),
            y: bounds.minY + vertical.offset(bounds.height, size.height))
    }
}
