import XCTest
@testable import SceneGraph

/// A node's table of animators: lookups answer from a bit per property before searching.
@MainActor
final class SlotTableTests: XCTestCase {
    /// The table keeps one bit per property in a 64-bit word, so every property's code must
    /// be below 64.
    func testEveryPropertyHasABitOfItsOwn() async {
        let codes = AnimatableProperty.allCases.map(\.rawValue)
        XCTAssertLessThan(codes.max() ?? 0, 64)
        XCTAssertEqual(Set(codes).count, AnimatableProperty.allCases.count)
    }

    /// Added, removed and added again, each property is found exactly while it has an animator,
    /// whatever the others do.
    func testLookupsFollowAddsAndRemovals() async throws {
        let node = try SceneHost(Color.red, size: CGSize(width: 10, height: 10)).root
        var table = SlotTable()
        let opacity = AnimatedSlot(0.5), rotation = AnimatedSlot(1.0)
        XCTAssertNil(table.slot(AnimatableKey<Double>.opacity, node: node))
        table[.opacity] = opacity
        table[.rotation] = rotation
        XCTAssertTrue(table.slot(AnimatableKey<Double>.opacity, node: node) === opacity)
        XCTAssertTrue(table.slot(AnimatableKey<Double>.rotation, node: node) === rotation)
        XCTAssertNil(table.slot(AnimatableKey<Double>.contrast, node: node))
        table[.opacity] = nil
        XCTAssertNil(table.slot(AnimatableKey<Double>.opacity, node: node))
        XCTAssertTrue(table.slot(AnimatableKey<Double>.rotation, node: node) === rotation)
        XCTAssertEqual(table.keys, [.rotation])
        let again = AnimatedSlot(0.25)
        table[.opacity] = again
        XCTAssertTrue(table.slot(AnimatableKey<Double>.opacity, node: node) === again)
        table[.rotation] = nil
        table[.opacity] = nil
        XCTAssertNil(table.slot(AnimatableKey<Double>.rotation, node: node))
        XCTAssertNil(table.slot(AnimatableKey<Double>.opacity, node: node))
        XCTAssertEqual(table.keys, [])
    }
}
