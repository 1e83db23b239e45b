import XCTest
import PropertyTestSupport
@testable import SceneGraph

// Property-based tests of the reconciler: random view trees and random sequences of state
// changes, checked against a simple model of identity (docs/ARCHITECTURE.md, "Identity" and "Keyed
// children"). Every case is reproducible from its seed (printed on failure).

/// A random tree description: each node has a unique id, a container kind (which `if` branch
/// holds its children: 0 a VStack, 1 an HStack), an optional banner (an `if` without `else`
/// between the label and the children) and keyed children.
struct TreeSpec: Hashable {
    var id: Int
    var kind: Int
    var banner = false
    var children: [TreeSpec]

    /// Labels in drawing order (source order): a node's label, its banner (as −id), then its
    /// children in order.
    var preorder: [Int] { [id] + (banner ? [-id] : []) + children.flatMap(\.preorder) }
    var count: Int { 1 + children.reduce(0) { $0 + $1.count } }

    /// Identity keys in the model: a node's identity is its parent's identity, the branch its
    /// parent draws children in, and its own id. The root's identity is fixed.
    func identities(prefix: String = "root") -> [Int: String] {
        var out = [id: prefix]
        for child in children {
            out.merge(child.identities(prefix: prefix + "/k\(kind)/#\(child.id)")) { a, _ in a }
        }
        return out
    }

    /// Every node, depth first.
    var all: [TreeSpec] { [self] + children.flatMap(\.all) }
}

/// Hands out a fresh token to each node when it appears, so a test can see whether a node (and
/// its `@State`) was kept or made anew.
final class TokenSource {
    private(set) var issued = 0
    func next() -> Int {
        issued += 1
        return issued
    }
}

/// One node of the random tree: a label with its id and its `@State` token, then its children
/// in a VStack or an HStack, chosen by an `if`.
struct SpecNodeView: View {
    let spec: TreeSpec
    let tokens: TokenSource
    @State var token = 0

    var body: some View {
        VStack(spacing: 0) {
            // Fixed-width label so that the layout does not depend on the token's digits.
            Text(String(format: "%04d:%06d", spec.id, token))
            if spec.banner { Text(String(format: "%04d:banner", spec.id)) }
            if spec.kind == 0 {
                VStack(spacing: 1) { ForEach(spec.children, id: \.id) { SpecNodeView(spec: $0, tokens: tokens) } }
            } else {
                HStack(spacing: 1) { ForEach(spec.children, id: \.id) { SpecNodeView(spec: $0, tokens: tokens) } }
            }
        }
        .onAppear { if token == 0 { token = tokens.next() } }
    }
}

struct SpecRoot: View {
    @State var spec: TreeSpec
    let tokens: TokenSource
    var body: some View { SpecNodeView(spec: spec, tokens: tokens) }
}

/// Random trees and random edits of them.
struct TreeGenerator {
    var rng: SplitMix64
    var nextID = 1

    mutating func freshID() -> Int {
        defer { nextID += 1 }
        return nextID
    }

    mutating func tree(depth: Int = 0, budget: inout Int) -> TreeSpec {
        var node = TreeSpec(id: freshID(), kind: rng.int(0...1), banner: rng.chance(0.3), children: [])
        guard depth < 3 else { return node }
        let n = rng.int(0...(depth == 0 ? 6 : 4))
        for _ in 0..<n where budget > 0 {
            budget -= 1
            node.children.append(tree(depth: depth + 1, budget: &budget))
        }
        return node
    }

    /// Applies one random edit: insert, remove, reorder, reparent, change branch, or nothing.
    mutating func edit(_ root: TreeSpec) -> TreeSpec {
        var root = root
        let paths = Self.paths(root)
        switch rng.int(0...7) {
        case 0: // insert a new subtree
            var budget = rng.int(0...3)
            let new = tree(depth: 2, budget: &budget)
            let at = paths.randomElement(using: &rng)!
            Self.modify(&root, at: at) { $0.children.insert(new, at: rng.int(0...$0.children.count)) }
        case 1: // remove a subtree
            guard let at = paths.filter({ !$0.isEmpty }).randomElement(using: &rng) else { break }
            Self.modify(&root, at: Array(at.dropLast())) { $0.children.remove(at: at.last!) }
        case 2: // shuffle one node's children
            let at = paths.randomElement(using: &rng)!
            Self.modify(&root, at: at) { $0.children.shuffle(using: &rng) }
        case 3: // move one child to another position among its siblings
            let at = paths.randomElement(using: &rng)!
            Self.modify(&root, at: at) {
                guard !$0.children.isEmpty else { return }
                let c = $0.children.remove(at: rng.int(0...($0.children.count - 1)))
                $0.children.insert(c, at: rng.int(0...$0.children.count))
            }
        case 4: // move a subtree under another parent (not into itself)
            guard let from = paths.filter({ !$0.isEmpty }).randomElement(using: &rng) else { break }
            var moved: TreeSpec?
            Self.modify(&root, at: Array(from.dropLast())) { moved = $0.children.remove(at: from.last!) }
            let targets = Self.paths(root)
            let to = targets.randomElement(using: &rng)!
            Self.modify(&root, at: to) { $0.children.insert(moved!, at: rng.int(0...$0.children.count)) }
        case 5: // switch the branch holding a node's children
            let at = paths.randomElement(using: &rng)!
            Self.modify(&root, at: at) { $0.kind = 1 - $0.kind }
        case 6: // show or hide a banner before a node's children (test idea 4: an `if` before a ForEach)
            let at = paths.randomElement(using: &rng)!
            Self.modify(&root, at: at) { $0.banner.toggle() }
        default: // no change
            break
        }
        return root
    }

    /// Child-index paths of every node.
    static func paths(_ node: TreeSpec, prefix: [Int] = []) -> [[Int]] {
        [prefix] + node.children.enumerated().flatMap { paths($1, prefix: prefix + [$0]) }
    }

    static func modify(_ node: inout TreeSpec, at path: [Int], _ change: (inout TreeSpec) -> Void) {
        guard let first = path.first else { return change(&node) }
        modify(&node.children[first], at: Array(path.dropFirst()), change)
    }
}

/// The model's count of moves for one update: in every container that keeps its identity and
/// its branch, the kept children minus the longest run that already is in order (len − LIS).
func expectedMoves(old: TreeSpec, new: TreeSpec) -> Int {
    let oldIdentity = old.identities(), newIdentity = new.identities()
    let oldByID = Dictionary(uniqueKeysWithValues: old.all.map { ($0.id, $0) })
    var moves = 0
    for container in new.all {
        guard let before = oldByID[container.id], oldIdentity[container.id] == newIdentity[container.id],
            before.kind == container.kind
        else { continue }
        let oldIndex = Dictionary(uniqueKeysWithValues: before.children.enumerated().map { ($1.id, $0) })
        let kept = container.children.compactMap { oldIndex[$0.id] }
        moves += kept.count - naiveLISLength(kept)
    }
    return moves
}

/// Length of the longest strictly increasing subsequence, by the O(n²) textbook recurrence
/// (independent of the framework's O(n log n) version).
func naiveLISLength(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

@MainActor
final class PropertyReconcilerTests: XCTestCase {
    let canvas = CGSize(width: 800, height: 800)

    /// Labels drawn, in order, as (id, token); a banner is (−id, 0).
    func labels(_ list: DisplayList) -> [(id: Int, token: Int)] {
        list.items.compactMap {
            guard case .text(let t, _) = $0 else { return nil }
            let parts = t.string.split(separator: ":")
            if parts[1] == "banner" { return (-Int(parts[0])!, 0) }
            return (Int(parts[0])!, Int(parts[1])!)
        }
    }

    /// The display list with every label's token blanked, to compare trees built differently.
    func withoutTokens(_ list: DisplayList) -> DisplayList {
        var out = list
        out.items = list.items.map {
            guard case .text(var t, let m) = $0 else { return $0 }
            t.string = String(t.string.prefix(4))
            return .text(t, transform: m)
        }
        return out
    }

    /// Random trees edited by random sequences (default 40 sequences of 6 edits, 240 updates;
    /// `make fuzz` runs more):
    /// after every update
    /// - the live tree draws exactly what a tree built fresh from the new description draws
    ///   (same items, geometry and order; tokens aside),
    /// - labels are drawn in source order (pre-order of the description),
    /// - a node keeps its `@State` token exactly when the model says its identity is kept; every
    ///   other node has a token never seen before,
    /// - the moves reported are the minimal number, Σ (kept − LIS) over kept containers,
    /// - no warnings.
    func testRandomEditSequencesMatchTheIdentityModel() async throws {
        let sequences = PropertyRun.cases(40)
        var updates = 0, kept = 0, renewed = 0, moved = 0
        for k in 0..<sequences {
            let seed = PropertyRun.seed(k)
            var gen = TreeGenerator(rng: SplitMix64(seed: seed))
            var budget = gen.rng.int(0...24)
            var spec = gen.tree(budget: &budget)
            let tokens = TokenSource()
            let root = SpecRoot(spec: spec, tokens: tokens)
            let host = try SceneHost(root, size: canvas)
            host.recordsMutations = true
            _ = host.takeMutations()
            var shown = labels(host.displayList())
            XCTAssertEqual(shown.map(\.id), spec.preorder, "seed \(seed): initial drawing order")
            var time = 0.0
            for step in 0..<6 {
                let newSpec = gen.edit(spec)
                let issuedBefore = tokens.issued
                time += 0.1
                root.spec = newSpec
                host.advance(to: time)
                updates += 1
                let list = host.displayList()
                let now = labels(list)
                let context = "seed \(seed) step \(step)"

                XCTAssertEqual(now.map(\.id), newSpec.preorder, "\(context): drawing order")

                let fresh = try SceneHost(SpecRoot(spec: newSpec, tokens: TokenSource()), size: canvas)
                XCTAssertEqual(withoutTokens(list), withoutTokens(fresh.displayList()), "\(context): live tree differs from a fresh build")

                let oldIdentity = spec.identities(), newIdentity = newSpec.identities()
                let oldToken = Dictionary(uniqueKeysWithValues: shown.filter { $0.id > 0 }.map { ($0.id, $0.token) })
                for (id, token) in now where id > 0 {
                    if let before = oldIdentity[id], before == newIdentity[id] {
                        XCTAssertEqual(token, oldToken[id], "\(context): node \(id) kept its identity but lost its state")
                        kept += 1
                    } else {
                        XCTAssertGreaterThan(token, issuedBefore, "\(context): node \(id) has a new identity but kept state \(token)")
                        renewed += 1
                    }
                }

                let moves = host.takeMutations().filter { if case .move = $0 { return true } else { return false } }
                XCTAssertEqual(moves.count, expectedMoves(old: spec, new: newSpec), "\(context): \(moves)")
                moved += moves.count
                XCTAssertEqual(host.warnings, [], context)
                spec = newSpec
                shown = now
                if testRun?.failureCount ?? 0 > 0 { return }
            }
        }
        XCTAssertEqual(updates, sequences * 6)
        // With the default seeds and counts the generator exercises every outcome (so the checks
        // above are not vacuous); a short run (PROPERTY_CASES below 40) may not.
        if sequences >= 40 {
            XCTAssertGreaterThan(kept, 0)
            XCTAssertGreaterThan(renewed, 0)
            XCTAssertGreaterThan(moved, 0)
        }
        print("reconciler property: \(updates) updates, \(kept) nodes kept, \(renewed) renewed, \(moved) moves")
    }

    /// The framework's longest increasing subsequence is a strictly increasing subsequence of
    /// the textbook length, on 5,000 random arrays (lengths 0…40, values 0…30, repeats allowed).
    func testLongestIncreasingSubsequenceIsIncreasingAndLongest() async {
        for k in 0..<PropertyRun.cases(5_000) {
            var rng = SplitMix64(seed: PropertyRun.seed(k))
            let values = (0..<rng.int(0...40)).map { _ in rng.int(0...30) }
            let lis = longestIncreasingSubsequence(values)
            let picked = lis.map { values[$0] }
            XCTAssertEqual(lis, lis.sorted(), "indices not in order for \(values)")
            XCTAssertTrue(zip(picked, picked.dropFirst()).allSatisfy { $0 < $1 }, "not increasing: \(picked) of \(values)")
            XCTAssertEqual(lis.count, naiveLISLength(values), "not longest for \(values)")
        }
    }

    /// A keyed list permuted at random reports exactly n − LIS moves and no insert or removal,
    /// on 500 random permutations of up to 30 rows.
    func testRandomPermutationIsOnlyMinimalMoves() async throws {
        struct Rows: View {
            @State var ids: [Int]
            var body: some View {
                VStack(spacing: 0) { ForEach(ids, id: \.self) { Rectangle().frame(width: 4, height: 2).id($0) } }
            }
        }
        for k in 0..<PropertyRun.cases(500) {
            let seed = PropertyRun.seed(k)
            var rng = SplitMix64(seed: seed)
            let ids = Array(0..<rng.int(0...30))
            let view = Rows(ids: ids)
            let host = try SceneHost(view, size: CGSize(width: 10, height: 100))
            host.recordsMutations = true
            _ = host.takeMutations()
            let shuffled = ids.shuffled(using: &rng)
            view.ids = shuffled
            host.advance(to: 0.1)
            let structural = host.takeMutations().filter(\.isStructural)
            let moves = structural.filter { if case .move = $0 { return true } else { return false } }
            XCTAssertEqual(moves.count, structural.count, "seed \(seed): \(structural)")
            XCTAssertEqual(moves.count, ids.count - naiveLISLength(shuffled), "seed \(seed): \(shuffled)")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }
}
