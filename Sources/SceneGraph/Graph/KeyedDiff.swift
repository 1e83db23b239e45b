import Foundation

/// Matching a node's new child keys to its old ones: works on keys only, never on nodes, so
/// it is tested without a tree (see `Reconciler.swift` for its user).
enum KeyedDiff {
    /// How new children match old ones: for each new position, the old index with the same key
    /// (-1 for none); the keys given to repeated ones; the first repeated key.
    struct Match {
        var oldIndex: [Int]
        var renamed: [Int: ChildKey] = [:]
        var firstDuplicate: ChildKey?
        /// Dictionary lookups made: at most (old + 2 × new) keys, however often a key repeats.
        var lookups = 0
    }

    /// Matches keys as keyed lists are diffed: the common head and tail in place, then the
    /// middle by key through one dictionary (an old key maps to its index until a new child
    /// claims it; a claimed or new key maps to `claimed`, so a repeated key among the new children
    /// is found by the same lookup). Reads only the contiguous key arrays, never the nodes.
    ///
    /// A repeated key is reported once and its later occurrences (in new order) get the
    /// occurrence number appended, so behaviour stays deterministic and a repeated key keeps its
    /// node across updates. When a key repeats one of the head or tail, the whole list is
    /// matched by key instead, so that "later" keeps meaning later in the new order.
    static func match(_ new: [ChildKey], oldKeys: [ChildKey]) -> Match {
        let n = new.count, m = oldKeys.count
        var match = Match(oldIndex: [Int](repeating: -1, count: n))
        var head = 0
        while head < min(n, m), oldKeys[head] == new[head] {
            match.oldIndex[head] = head
            head += 1
        }
        var tail = 0
        while tail < min(n, m) - head, oldKeys[m - 1 - tail] == new[n - 1 - tail] {
            match.oldIndex[n - 1 - tail] = m - 1 - tail
            tail += 1
        }
        if head + tail == n { return match } // nothing new: the old middle, if any, is removed
        var slots = KeySlots(capacity: m - head - tail + n - head - tail)
        for i in head..<(m - tail) { slots.add(oldKeys[i], index: i) }
        var pinned: Set<ChildKey>?
        for position in head..<(n - tail) {
            let key = new[position]
            let prior = slots.claim(key)
            if prior >= 0 {
                match.oldIndex[position] = prior
            } else if prior == KeySlots.claimed {
                return matchAll(new, oldKeys: oldKeys)
            } else if head + tail > 0 {
                if pinned == nil { pinned = Set(oldKeys[..<head]).union(oldKeys[(m - tail)...]) }
                if pinned!.contains(key) { return matchAll(new, oldKeys: oldKeys) }
            }
        }
        match.lookups = slots.claims
        return match
    }

    /// `match` without the head and tail: every key through the dictionary, repeated keys
    /// renamed. Linear in the number of keys however often one repeats: the search for a free
    /// occurrence number of a key resumes where its previous one stopped (numbers below it are
    /// all claimed, and a claim is never undone).
    private static func matchAll(_ new: [ChildKey], oldKeys: [ChildKey]) -> Match {
        var match = Match(oldIndex: [Int](repeating: -1, count: new.count))
        var slots = KeySlots(capacity: oldKeys.count + new.count)
        for (i, key) in oldKeys.enumerated() { slots.add(key, index: i) }
        var nextOccurrence: [ChildKey: Int] = [:]
        for (position, base) in new.enumerated() {
            var key = base
            var prior = slots.claim(key)
            if prior == KeySlots.claimed {
                if match.firstDuplicate == nil { match.firstDuplicate = key }
                var occurrence = nextOccurrence[base, default: 1]
                repeat {
                    key = .id(AnyHashable(DuplicateKey(base: base, occurrence: occurrence)))
                    prior = slots.claim(key)
                    occurrence += 1
                } while prior == KeySlots.claimed
                nextOccurrence[base] = occurrence
                match.renamed[position] = key
            }
            match.oldIndex[position] = max(prior, -1)
        }
        match.lookups = slots.claims
        return match
    }
}

/// Child keys mapped to old indices while matching (see `KeyedDiff.match`).
struct KeySlots {
    static let claimed = -1, absent = -2
    private var slots: [ChildKey: Int] = [:]
    /// Number of `claim` calls so far.
    private(set) var claims = 0
    init(capacity: Int) { slots.reserveCapacity(capacity) }
    mutating func add(_ key: ChildKey, index: Int) { slots[key] = index }
    /// Marks `key` claimed and returns what it mapped to: an old index, `claimed` or `absent`.
    mutating func claim(_ key: ChildKey) -> Int {
        claims += 1
        func swap(_ value: inout Int) -> Int {
            let prior = value
            value = Self.claimed
            return prior
        }
        return swap(&slots[key, default: Self.absent])
    }
}

struct DuplicateKey: Hashable, CustomStringConvertible {
    var base: ChildKey
    var occurrence: Int
    var description: String { "\(base)~\(occurrence)" }
}

/// Indices (into `values`) of one longest strictly increasing subsequence, O(n log n).
func longestIncreasingSubsequence(_ values: [Int]) -> [Int] {
    var tails: [Int] = [] // index into values of the smallest tail of each length
    var previous = [Int](repeating: -1, count: values.count)
    for (i, v) in values.enumerated() {
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0 { previous[i] = tails[lo - 1] }
        if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var out: [Int] = []
    var k = tails.last ?? -1
    while k >= 0 { out.append(k); k = previous[k] }
    return out.reversed()
}
