import Foundation

/// One column of a `LazyVGrid` or row of a `LazyHGrid` (SwiftUI's `GridItem`).
public struct GridItem: Hashable, Sendable {
    /// How large the track is.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// An equal share of the space left by fixed tracks, within minimum…maximum.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` points as fit in this item's share, sharing it
        /// equally (each at most `maximum`).
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    /// Space after this track, before the next (nil: 8 points).
    public var spacing: CGFloat?
    /// Alignment of the cells in this track (nil: centred).
    public var alignment: Alignment?

    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// The tracks (columns of a vertical grid, rows of a horizontal one) that grid items resolve
/// to in `length` points: SwiftUI's rule, as its documentation describes it. Fixed items take
/// their size; the rest share what remains equally, in order, each flexible one clamped to its
/// limits; an adaptive item splits its share into as many tracks of at least its minimum as fit.
struct GridTrack: Equatable {
    var length: CGFloat
    var spacingAfter: CGFloat
    var alignment: Alignment

    static func resolve(_ items: [GridItem], in available: CGFloat?) -> [GridTrack] {
        guard !items.isEmpty else { return [] }
        func spacing(_ i: Int) -> CGFloat { max(0, items[i].spacing ?? 8) }
        func clean(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : fallback }
        let gaps = (0..<(items.count - 1)).reduce(CGFloat(0)) { $0 + spacing($1) }
        var remaining = (available.map { clean($0, 0) } ?? 0) - gaps
        var lengths = [CGFloat?](repeating: nil, count: items.count)
        for (i, item) in items.enumerated() {
            if case .fixed(let l) = item.size {
                lengths[i] = clean(l, 0)
                remaining -= lengths[i]!
            }
        }
        var left = lengths.filter { $0 == nil }.count
        var tracks: [GridTrack] = []
        for (i, item) in items.enumerated() {
            let alignment = item.alignment ?? .center
            switch item.size {
            case .fixed:
                tracks.append(GridTrack(length: lengths[i]!, spacingAfter: spacing(i), alignment: alignment))
            case .flexible(let lo, let hi):
                let share = available == nil ? clean(lo, 10) : max(0, remaining / CGFloat(max(left, 1)))
                let l = min(max(share, clean(lo, 0)), hi.isNaN ? .infinity : max(hi, clean(lo, 0)))
                remaining -= l
                left -= 1
                tracks.append(GridTrack(length: l, spacingAfter: spacing(i), alignment: alignment))
            case .adaptive(let lo, let hi):
                let minimum = max(clean(lo, 10), 1)
                let share = available == nil ? minimum : max(0, remaining / CGFloat(max(left, 1)))
                let gap = spacing(i)
                let count = max(1, Int(((share + gap) / (minimum + gap)).rounded(.down)))
                var l = (share - CGFloat(count - 1) * gap) / CGFloat(count)
                l = min(max(l, minimum), hi.isNaN ? .infinity : max(hi, minimum))
                remaining -= share
                left -= 1
                for _ in 0..<count { tracks.append(GridTrack(length: l, spacingAfter: gap, alignment: alignment)) }
            }
        }
        return tracks
    }
}
