import XCTest
import PropertyTestSupport
@testable import SceneGraph

/// Rows with some depth (a row is a stack of a shape and a label inside padding), keyed by id.
struct DeepRow: View {
    let id: Int
    var body: some View {
        HStack(spacing: 2) {
            RoundedRectangle(cornerRadius: 2).fill(Color(hue: Double(id % 7) / 7, saturation: 0.6, brightness: 0.9))
                .frame(width: 8, height: 8)
            Text("row \(id)")
        }
        .padding(1)
    }
}

struct DeepList: View {
    @State var ids: [Int]
    var body: some View {
        VStack(alignment: .leading, spacing: 1) { ForEach(ids, id: \.self) { DeepRow(id: $0) } }
    }
}

/// Where a GeometryReader says it is on the canvas, drawn as a rectangle at that spot.
struct GlobalFrameProbe: View {
    var body: some View {
        GeometryReader { proxy in
            let global = proxy.frame(in: .global)
            Rectangle().frame(width: 1, height: 1).offset(x: global.minX, y: global.minY)
        }
        .frame(width: 20, height: 10)
    }
}

struct MovingProbe: View {
    @State var lead: CGFloat = 0
    var body: some View {
        HStack(spacing: 0) {
            Color.clear.frame(width: lead, height: 10)
            GlobalFrameProbe()
        }
    }
}

/// The drawn bounds of every fill, in canvas coordinates.
func fillBounds(_ list: DisplayList) -> [CGRect] {
    list.items.compactMap {
        guard case .fill(let path, _, _, let transform) = $0 else { return nil }
        // Shapes here are only translated: the transform's offset moves the path's bounds.
        return path.boundingRect.offsetBy(dx: transform.tx, dy: transform.ty)
    }
}

/// Layout frames are kept relative to the node that placed them, and a node that only moves
/// keeps its subtree as it is; these tests check that what is drawn is still what a tree built
/// from scratch draws.
@MainActor
final class RelativeLayoutTests: XCTestCase {
    let canvas = CGSize(width: 300, height: 600)

    /// Reordering, inserting and removing keyed rows (without recording mutations, the path the
    /// renderer takes) draws exactly what a fresh host draws, over many random edits.
    func testReorderedRowsDrawWhatAFreshTreeDraws() async throws {
        var rng = SplitMix64(seed: 7)
        var ids = Array(0..<40)
        let view = DeepList(ids: ids)
        let host = try SceneHost(view, size: canvas)
        for step in 1...30 {
            switch rng.int(0...3) {
            case 0: ids.shuffle(using: &rng)
            case 1: ids.insert(100 + step, at: rng.int(0...ids.count))
            case 2: if !ids.isEmpty { ids.remove(at: rng.int(0...(ids.count - 1))) }
            default: ids.swapAt(0, ids.count - 1)
            }
            let next = ids
            host.schedule(at: Double(step)) { view.ids = next }
            host.advance(to: Double(step))
            let fresh = try SceneHost(DeepList(ids: next), size: canvas)
            XCTAssertEqual(host.displayList(), fresh.displayList(), "step \(step): \(next)")
        }
    }

    /// A GeometryReader inside a view that moves (without changing size) reports its new global
    /// frame: moving an ancestor re-places whatever reads its absolute position.
    func testGeometryReaderSeesItsNewGlobalFrameWhenAnAncestorMoves() async throws {
        let view = MovingProbe()
        let host = try SceneHost(view, size: canvas)
        func probeOrigin() -> CGPoint? {
            fillBounds(host.displayList()).first { abs($0.width - 1) < 1e-9 && abs($0.height - 1) < 1e-9 }?.origin
        }
        let before = try XCTUnwrap(probeOrigin())
        host.schedule(at: 1) { view.lead = 30 }
        host.advance(to: 1)
        host.advance(to: 1.01) // the reader's content is rebuilt for its new frame
        let after = try XCTUnwrap(probeOrigin())
        // The stack grows by 30 and stays centred: the reader moves right by 15, and its content
        // (drawn at the reader's origin, offset by the reader's global origin) by twice that.
        XCTAssertEqual(after.x - before.x, 30, accuracy: 1e-9)
        XCTAssertEqual(after.y, before.y, accuracy: 1e-9)
    }

    /// When a container moves with an animation, its children move with it: mid-animation a
    /// child is drawn at the container's presented origin plus its own unchanged offset.
    func testChildrenFollowAnAnimatedParent() async throws {
        struct Mover: View {
            @State var down = false
            var body: some View {
                VStack(spacing: 0) {
                    Color.clear.frame(width: 10, height: down ? 200 : 0)
                    HStack(spacing: 5) {
                        Rectangle().frame(width: 10, height: 10)
                        Circle().frame(width: 10, height: 10)
                    }
                }
            }
        }
        let view = Mover()
        let host = try SceneHost(view, size: canvas)
        func shapeFrames() -> [CGRect] { // the two 10 × 10 shapes (not the clear spacer)
            fillBounds(host.displayList()).filter { abs($0.width - 10) < 1e-9 && abs($0.height - 10) < 1e-9 }
        }
        let start = shapeFrames()
        XCTAssertEqual(start.count, 2)
        host.schedule(at: 1) { withAnimation(.spring(duration: 0.5, bounce: 0)) { view.down = true } }
        host.advance(to: 1)
        var previousY = start[0].minY
        for k in 1...10 {
            host.advance(to: 1 + Double(k) * 0.05)
            let now = shapeFrames()
            // Same horizontal offsets and equal vertical motion for both children.
            XCTAssertEqual(now[1].minX - now[0].minX, start[1].minX - start[0].minX, accuracy: 1e-9)
            XCTAssertEqual(now[1].minY, now[0].minY, accuracy: 1e-9)
            XCTAssertGreaterThanOrEqual(now[0].minY, previousY - 1e-9)
            previousY = now[0].minY
        }
        host.advance(to: 5)
        let end = shapeFrames()
        XCTAssertEqual(end[0].minY - start[0].minY, 100, accuracy: 1e-9) // the stack grows by 200, centred
    }
}

/// A removed row fades out at its place among its siblings: the rows after it (moving up into
/// its place) draw over it, and the rows before it under it, as in SwiftUI.
@MainActor
final class RemovalDrawOrderTests: XCTestCase {
    struct Rows: View {
        @State var names = ["first", "middle", "last"]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(names, id: \.self) { name in Text(name).frame(width: 80, height: 20) }
            }
        }
    }

    func testLeavingRowIsDrawnAtItsPlace() async throws {
        let view = Rows()
        let host = try SceneHost(view, size: CGSize(width: 200, height: 200), textMeasurer: ApproximateTextMeasurer())
        func order() -> [String] {
            host.displayList().items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } }
        }
        XCTAssertEqual(order(), ["first", "middle", "last"])
        host.schedule(at: 1) { withAnimation(.easeInOut(duration: 1)) { view.names = ["first", "last"] } }
        host.advance(to: 1.5) // "middle" is fading out
        XCTAssertEqual(order(), ["first", "middle", "last"])
        host.advance(to: 3)
        XCTAssertEqual(order(), ["first", "last"])
    }
}

/// `KeyedDiff.match` (head, tail, then middle by key, with repeated keys renamed) gives the same
/// answer as matching every key through one table, on random key lists with repeats.
@MainActor
final class PropertyKeyMatchingTests: XCTestCase {
    /// The reference: every new key through a dictionary of old keys; a key seen before among
    /// the new ones gets the next free occurrence number.
    func referenceMatch(_ new: [ChildKey], old: [ChildKey]) -> (indices: [Int], keys: [ChildKey]) {
        var oldIndex: [ChildKey: Int] = [:]
        for (i, key) in old.enumerated() { oldIndex[key] = i }
        var seen = Set<ChildKey>(), indices: [Int] = [], keys: [ChildKey] = []
        for base in new {
            var key = base, n = 1
            while seen.contains(key) {
                key = .id(AnyHashable(DuplicateKey(base: base, occurrence: n)))
                n += 1
            }
            seen.insert(key)
            keys.append(key)
            indices.append(oldIndex[key] ?? -1)
        }
        return (indices, keys)
    }

    func testHeadTailAndMiddleMatchTheReference() async {
        var rng = SplitMix64(seed: 11)
        for k in 0..<PropertyRun.cases(3000) {
            // Old keys are unique (as after any update); new ones reorder, drop, add and repeat.
            let m = rng.int(0...12)
            let old = (0..<m).map { ChildKey.explicit($0) }
            var new = old
            for _ in 0..<rng.int(0...4) {
                switch rng.int(0...4) {
                case 0: if !new.isEmpty { new.remove(at: rng.int(0...(new.count - 1))) }
                case 1: new.insert(.explicit(rng.int(0...16)), at: rng.int(0...new.count)) // may repeat
                case 2: new.shuffle(using: &rng)
                case 3: if !new.isEmpty { new.append(new[rng.int(0...(new.count - 1))]) } // a repeat at the end
                default: if !new.isEmpty { new.insert(new[new.count - 1], at: 0) } // a repeat of the tail at the head
                }
            }
            let match = KeyedDiff.match(new, oldKeys: old)
            let keys = new.indices.map { match.renamed[$0] ?? new[$0] }
            let expected = referenceMatch(new, old: old)
            XCTAssertEqual(match.oldIndex, expected.indices, "case \(k): old \(old) new \(new)")
            XCTAssertEqual(keys, expected.keys, "case \(k): old \(old) new \(new)")
            XCTAssertEqual(match.firstDuplicate != nil, Set(new).count != new.count, "case \(k)")
            if testRun?.failureCount ?? 0 > 0 { return }
        }
    }
}
