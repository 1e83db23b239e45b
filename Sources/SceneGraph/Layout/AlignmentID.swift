import Foundation

/// The identity of an alignment guide and its default position (SwiftUI's `AlignmentID`):
///
///     private struct FirstThird: AlignmentID {
///         static func defaultValue(in d: ViewDimensions) -> CGFloat { d.height / 3 }
///     }
///     extension VerticalAlignment { static let firstThird = VerticalAlignment(FirstThird.self) }
///
/// `HStack(alignment: .firstThird)` then lines its children up at a third of their heights,
/// or where a child's `.alignmentGuide(.firstThird) { … }` says. Unlike the built-in edges,
/// a custom guide passes through containers: a stack's value is its children's explicit
/// values, each moved to the stack's coordinates, merged by `_combineExplicit`.
public protocol AlignmentID: SendableMetatype {
    /// The guide's position in a view that sets no explicit value, in points from the view's
    /// leading edge (horizontal guides) or top edge (vertical guides).
    static func defaultValue(in context: ViewDimensions) -> CGFloat
    /// Merges the `n`-th child's explicit value (`n` from 0) into the container's value so far.
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?)
}

extension AlignmentID {
    /// The mean of the children's explicit values.
    public static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        guard n > 0, let parent = parentValue else {
            parentValue = childValue
            return
        }
        parentValue = (parent * CGFloat(n) + childValue) / CGFloat(n + 1)
    }
}

/// The built-in edges and centres: a container never passes its children's explicit values of
/// them on (an `.alignmentGuide(.leading)` acts in the nearest stack or frame only).
protocol FrameAlignmentID: AlignmentID {}

extension FrameAlignmentID {
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {}
}

enum LeadingGuide: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum HorizontalCenterGuide: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width / 2 }
}
enum TrailingGuide: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.width }
}
enum TopGuide: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { 0 }
}
enum VerticalCenterGuide: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height / 2 }
}
enum BottomGuide: FrameAlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
}
/// A view without text has its text baselines at its bottom edge.
enum FirstTextBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = min(childValue, parentValue ?? .infinity)
    }
}
enum LastTextBaselineGuide: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat { context.height }
    static func _combineExplicit(childValue: CGFloat, _ n: Int, into parentValue: inout CGFloat?) {
        parentValue = max(childValue, parentValue ?? -.infinity)
    }
}

/// A horizontal or vertical guide, as layout asks for one.
struct AlignmentGuide: Hashable, Sendable {
    let axis: Axis
    let id: any AlignmentID.Type
    let builtin: BuiltinGuide?
    init(_ guide: HorizontalAlignment) { (axis, id, builtin) = (.horizontal, guide.id, guide.builtin) }
    init(_ guide: VerticalAlignment) { (axis, id, builtin) = (.vertical, guide.id, guide.builtin) }

    var isTextBaseline: Bool {
        ObjectIdentifier(id) == ObjectIdentifier(FirstTextBaselineGuide.self) || ObjectIdentifier(id) == ObjectIdentifier(LastTextBaselineGuide.self)
    }
    var isFirstTextBaseline: Bool { ObjectIdentifier(id) == ObjectIdentifier(FirstTextBaselineGuide.self) }

    /// The guide's default position in `d`.
    func defaultValue(in d: ViewDimensions) -> CGFloat { id.defaultValue(in: d) }

    /// `combineExplicit(_:)`: the guide's own rule, and for the built-in edges and centres
    /// (which containers do not pass on) the mean, as SwiftUI documents for that method.
    func combine<S: Sequence>(_ values: S) -> CGFloat? where S.Element == CGFloat? {
        var result: CGFloat?
        var n = 0
        for case let value? in values {
            if builtin != nil {
                result = n == 0 ? value : ((result ?? 0) * CGFloat(n) + value) / CGFloat(n + 1)
            } else {
                id._combineExplicit(childValue: value, n, into: &result)
            }
            n += 1
        }
        return result
    }

    static func == (a: AlignmentGuide, b: AlignmentGuide) -> Bool { a.axis == b.axis && ObjectIdentifier(a.id) == ObjectIdentifier(b.id) }
    func hash(into hasher: inout Hasher) {
        hasher.combine(axis)
        hasher.combine(ObjectIdentifier(id))
    }
}
