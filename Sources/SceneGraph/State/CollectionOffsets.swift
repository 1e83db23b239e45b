import Foundation

// The collection edits SwiftUI adds for `onDelete` and `onMove`: offsets as an `IndexSet`.
// Offsets outside the collection are ignored and the destination is clamped to `0...count`,
// so a stale offset never traps a scene.

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets` (positions from the start, 0-based), keeping the order
    /// of the others: `[a, b, c, d, e].remove(atOffsets: [0, 2])` leaves `[b, d, e]`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        let n = count
        for offset in offsets.reversed() where offset >= 0 && offset < n {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` (in their order) to before the element that was at
    /// `destination`, as `List`'s `onMove` reports it: `[a, b, c, d, e].move(fromOffsets: [1, 3],
    /// toOffset: 5)` gives `[a, c, e, b, d]`, and `move(fromOffsets: [4], toOffset: 0)` gives
    /// `[e, a, b, c, d]`.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let n = count
        let moving = source.filter { $0 >= 0 && $0 < n }
        guard !moving.isEmpty else { return }
        let target = Swift.min(Swift.max(destination, 0), n)
        let moved = Set(moving)
        let before = (0..<target).filter { !moved.contains($0) }
        let after = (target..<n).filter { !moved.contains($0) }
        let order = before + moving + after
        let elements = Array(self)
        var i = startIndex
        for old in order {
            self[i] = elements[old]
            formIndex(after: &i)
        }
    }
}
