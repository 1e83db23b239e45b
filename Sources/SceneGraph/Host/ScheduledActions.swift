import Foundation

/// The actions a host runs at scene times (timers, dispatched work, `onSceneTime`, transaction
/// completions): a binary min-heap ordered by time, then by the order they were scheduled, so
/// actions of one time run in the order they were scheduled. The next action is read in
/// constant time and taken or added in O(log n): 40,000 pending `asyncAfter` cost 31 s when
/// each firing searched and shifted an array.
struct ScheduledActions {
    struct Entry {
        let time: Double
        let sequence: Int
        let action: () -> Void
    }
    private var heap: [Entry] = []
    private var sequence = 0

    var isEmpty: Bool { heap.isEmpty }
    var count: Int { heap.count }
    /// The time of the next action; nil when none is scheduled.
    var nextTime: Double? { heap.first?.time }

    /// Adds `action` at `time`, after the actions already scheduled at that time.
    mutating func insert(at time: Double, _ action: @escaping () -> Void) {
        sequence += 1
        heap.append(Entry(time: time, sequence: sequence, action: action))
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            guard Self.precedes(heap[child], heap[parent]) else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Removes and returns the next action (the earliest, the first scheduled among equals).
    mutating func removeFirst() -> Entry {
        let first = heap[0]
        let last = heap.removeLast()
        guard !heap.isEmpty else { return first }
        heap[0] = last
        var parent = 0
        while true {
            let left = 2 * parent + 1, right = left + 1
            var smallest = parent
            if left < heap.count, Self.precedes(heap[left], heap[smallest]) { smallest = left }
            if right < heap.count, Self.precedes(heap[right], heap[smallest]) { smallest = right }
            guard smallest != parent else { break }
            heap.swapAt(parent, smallest)
            parent = smallest
        }
        return first
    }

    private static func precedes(_ a: Entry, _ b: Entry) -> Bool {
        (a.time, a.sequence) < (b.time, b.sequence)
    }
}
