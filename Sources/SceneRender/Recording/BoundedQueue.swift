import Foundation

/// A first-in first-out queue of at most `capacity` items: `put` waits while it is full, `take`
/// waits while it is empty and returns nil once it is closed and drained.
final class BoundedQueue<Element: Sendable>: @unchecked Sendable {
    private let condition = NSCondition()
    private var items: [Element] = []
    private var head = 0
    private var closed = false
    private let capacity: Int
    init(capacity: Int) { self.capacity = max(1, capacity) }

    func put(_ item: Element) {
        condition.lock(); defer { condition.unlock() }
        while items.count - head >= capacity { condition.wait() }
        items.append(item)
        condition.broadcast()
    }
    func take() -> Element? {
        condition.lock(); defer { condition.unlock() }
        while items.count == head && !closed { condition.wait() }
        guard items.count > head else { return nil }
        let item = items[head]
        head += 1
        if head > 64 && head * 2 > items.count { items.removeFirst(head); head = 0 }
        condition.broadcast()
        return item
    }
    func close() {
        condition.lock(); defer { condition.unlock() }
        closed = true
        condition.broadcast()
    }
}
