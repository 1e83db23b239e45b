import Foundation
import SceneGraph

/// Two display lists of different structure paired unit by unit for `FrameDamage`: a unit is a
/// leaf item, or a group from its `beginGroup` to its `endGroup` with all it holds. The pairing
/// keeps the order of both lists and takes as many equal units as it can, then as many units
/// that can be compared (two leaves of the same kind, two groups of equal effects): a label whose
/// old and new texts cross-fade in groups that come and go leaves the bars around it paired.
///
/// Why this is enough: a pixel that no unpaired unit reaches and no paired leaf that differs
/// reaches is drawn by the same units in the same order in both lists, each drawing it the same
/// way; two paired groups of equal effects are aligned inside in the same way.
struct UnitAlignment {
    /// The first item of each unit found in one list only.
    var unpairedOld: [Int] = []
    var unpairedNew: [Int] = []
    /// Paired leaves that differ: (old index, new index).
    var changedLeaves: [(Int, Int)] = []

    /// The largest table compared (units of one list times units of the other, after their
    /// common beginning and end); longer lists are not aligned (nil).
    static let maximumCells = 1 << 18

    private let old: [DisplayItem], new: [DisplayItem]
    private let oldEnds: [Int], newEnds: [Int]

    init?(_ old: [DisplayItem], _ oldBoxes: ItemBoxes, _ new: [DisplayItem], _ newBoxes: ItemBoxes) {
        self.old = old
        self.new = new
        oldEnds = oldBoxes.groupEnds
        newEnds = newBoxes.groupEnds
        guard align(0..<old.count, 0..<new.count) else { return nil }
    }

    /// The units of `items[range]`, as closed ranges of indices.
    private static func units(_ items: [DisplayItem], _ range: Range<Int>, ends: [Int]) -> [ClosedRange<Int>] {
        var out: [ClosedRange<Int>] = []
        var i = range.lowerBound
        while i < range.upperBound {
            if case .beginGroup = items[i] {
                let end = min(max(ends[i], i), range.upperBound - 1)
                out.append(i...end)
                i = end + 1
            } else {
                out.append(i...i)
                i += 1
            }
        }
        return out
    }

    private enum Kind { case fill, stroke, text, image, group, end }

    private static func kind(_ item: DisplayItem) -> Kind {
        switch item {
        case .fill: return .fill
        case .stroke: return .stroke
        case .text: return .text
        case .image: return .image
        case .beginGroup: return .group
        case .endGroup: return .end
        }
    }

    /// A few of the unit's values (its length, its first items' kinds and positions): equal
    /// units have equal fingerprints, and most unequal ones do not, without hashing every path.
    private static func fingerprint(_ items: [DisplayItem], _ unit: ClosedRange<Int>) -> Int {
        var h = Hasher()
        h.combine(unit.count)
        for i in unit.prefix(3) {
            switch items[i] {
            case .fill(let path, _, let paint, let t), .stroke(let path, _, let paint, let t):
                h.combine(path.elements.count)
                h.combine(path.elements.first)
                h.combine(path.elements.last)
                h.combine(paint)
                h.combine(t.tx)
                h.combine(t.ty)
            case .text(let text, let t):
                h.combine(text.string)
                h.combine(text.frame.origin)
                h.combine(t.tx)
                h.combine(t.ty)
            case .image(let image, let t):
                h.combine(image.path)
                h.combine(image.frame.origin)
                h.combine(t.tx)
                h.combine(t.ty)
            case .beginGroup(let g):
                h.combine(g.opacity)
            case .endGroup:
                h.combine(6)
            }
        }
        return h.finalize()
    }

    /// Pairs the units of `old[a]` with those of `new[b]`; false when the lists are too long.
    private mutating func align(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        let ua = Self.units(old, a, ends: oldEnds), ub = Self.units(new, b, ends: newEnds)
        func equal(_ u: ClosedRange<Int>, _ v: ClosedRange<Int>) -> Bool {
            u.count == v.count && old[u].elementsEqual(new[v])
        }
        var first = 0
        while first < min(ua.count, ub.count), equal(ua[first], ub[first]) { first += 1 }
        var last = 0
        while last < min(ua.count, ub.count) - first, equal(ua[ua.count - 1 - last], ub[ub.count - 1 - last]) { last += 1 }
        let pa = Array(ua[first..<(ua.count - last)]), pb = Array(ub[first..<(ub.count - last)])
        guard !pa.isEmpty || !pb.isEmpty else { return true }
        guard pa.count * pb.count <= Self.maximumCells else { return false }
        let ha = pa.map { Self.fingerprint(old, $0) }, hb = pb.map { Self.fingerprint(new, $0) }
        let ka = pa.map { Self.kind(old[$0.lowerBound]) }, kb = pb.map { Self.kind(new[$0.lowerBound]) }
        // What pairing two units is worth: 4 when equal, 1 when they can be compared (leaves of
        // one kind, groups of equal effects), else 0.
        func worth(_ i: Int, _ j: Int) -> Int32 {
            guard ka[i] == kb[j] else { return 0 }
            let u = pa[i], v = pb[j]
            if ha[i] == hb[j], equal(u, v) { return 4 }
            switch ka[i] {
            case .group: return old[u.lowerBound] == new[v.lowerBound] ? 1 : 0
            case .end: return 0
            default: return 1
            }
        }
        // The best total worth of pairing pa[i...] with pb[j...], filled from the ends.
        let n = pa.count, m = pb.count, w = m + 1
        var best = [Int32](repeating: 0, count: (n + 1) * (m + 1))
        var pairWorth = [Int32](repeating: 0, count: n * m)
        if n > 0, m > 0 {
            for i in stride(from: n - 1, through: 0, by: -1) {
                for j in stride(from: m - 1, through: 0, by: -1) {
                    let p = worth(i, j)
                    pairWorth[i * m + j] = p
                    var v = max(best[(i + 1) * w + j], best[i * w + j + 1])
                    if p > 0 { v = max(v, p + best[(i + 1) * w + j + 1]) }
                    best[i * w + j] = v
                }
            }
        }
        var i = 0, j = 0
        while i < n, j < m {
            let p = pairWorth[i * m + j]
            if p > 0, best[i * w + j] == p + best[(i + 1) * w + j + 1] {
                let u = pa[i], v = pb[j]
                if p == 1 {
                    if case .beginGroup = old[u.lowerBound] {
                        // Equal effects: what the groups hold, aligned in turn.
                        guard align((u.lowerBound + 1)..<u.upperBound, (v.lowerBound + 1)..<v.upperBound) else { return false }
                    } else {
                        changedLeaves.append((u.lowerBound, v.lowerBound))
                    }
                }
                i += 1
                j += 1
            } else if best[i * w + j] == best[(i + 1) * w + j] {
                unpairedOld.append(pa[i].lowerBound)
                i += 1
            } else {
                unpairedNew.append(pb[j].lowerBound)
                j += 1
            }
        }
        while i < n { unpairedOld.append(pa[i].lowerBound); i += 1 }
        while j < m { unpairedNew.append(pb[j].lowerBound); j += 1 }
        return true
    }
}
