import XCTest
import CCairo
@testable import SceneRender

/// Where igzip's stream state lives (`PinnedIgzipStream`): ISA-L 2.30 hashes one input
/// position from the state's address, so every encoder keeps its state at an address with the
/// same hash slot and writes the same bytes for the same frame on any worker, in any run.
@MainActor
final class PinnedIgzipStreamTests: XCTestCase {
    /// The slot of the address's bits 16–47, as ISA-L's `crc32` instruction computes it: the
    /// expected values are `_mm_crc32_u32(0, UInt32(address >> 16)) & 0x1FFF` on this machine.
    func testFirstPositionsSlotIsTheCRC32CInstructionOfAddressBits16To47() async {
        XCTAssertEqual(PinnedIgzipStream.firstPositionsSlot(0x0526_7DB0), 4253)
        XCTAssertEqual(PinnedIgzipStream.firstPositionsSlot(0x1355_7DB0), 2152)
        XCTAssertEqual(PinnedIgzipStream.firstPositionsSlot(0x137D_7DB0), 7941)
        XCTAssertEqual(PinnedIgzipStream.firstPositionsSlot(0x0527_7DB0), 6693)
        // Only bits 16–47 count: the low 16 bits and bits from 48 up change nothing.
        XCTAssertEqual(PinnedIgzipStream.firstPositionsSlot(0x0526_0000), 4253)
        XCTAssertEqual(PinnedIgzipStream.firstPositionsSlot(0xFFFF_0000_0526_FFFF), 4253)
    }

    /// Streams made on two threads at once sit at distinct 64 KiB-aligned addresses that all
    /// hash to slot 0, zeroed.
    func testStreamsMadeOnTwoThreadsAllSitInSlotZero() async {
        let addresses = AddressBox()
        DispatchQueue.concurrentPerform(iterations: 2) { _ in
            let streams = (0..<4).map { _ in PinnedIgzipStream() }
            for s in streams {
                let raw = UnsafeRawPointer(s.pointer)
                let zero = (0..<PinnedIgzipStream.stateSize).allSatisfy { raw.load(fromByteOffset: $0, as: UInt8.self) == 0 }
                addresses.add(UInt(bitPattern: raw), pinned: s.isPinned, zeroed: zero)
            }
        }
        let all = addresses.all
        XCTAssertEqual(all.count, 8)
        XCTAssertEqual(Set(all.map(\.address)).count, 8)
        for entry in all {
            XCTAssertTrue(entry.pinned)
            XCTAssertTrue(entry.zeroed)
            XCTAssertEqual(entry.address % 65_536, 0)
            XCTAssertEqual(PinnedIgzipStream.firstPositionsSlot(entry.address), 0)
        }
    }

    /// The defect the placement works around, on a 400 × 300 frame: with the state in slot
    /// 1367 (one of the 8,192 slots this frame is sensitive to, found by trying all of them)
    /// igzip writes other bytes than in slot 0 for the same pixels; encoders made on another
    /// thread write slot 0's bytes. Skipped for other ISA-L versions than 2.30, whose
    /// compressor may not read the address.
    func testTheStreamsSlotAloneChangesTheBytesOfASensitiveFrame() async throws {
        guard IgzipPNGEncoder.version.hasPrefix("2.30.") else { throw XCTSkip("ISA-L \(IgzipPNGEncoder.version), not 2.30") }
        let renderer = CairoRenderer()
        let list = Self.sensitiveFrame()
        let surface = try renderer.draw(list, scale: 1, background: nil)
        let slot0 = try IgzipPNGEncoder(streamBucket: 0).encode(surface: surface, knownOpaque: true)
        let slot1367 = try IgzipPNGEncoder(streamBucket: 1367).encode(surface: surface, knownOpaque: true)
        XCTAssertNotEqual(slot0, slot1367)
        XCTAssertEqual(try PNGCodec.decode(slot0), try PNGCodec.decode(slot1367))
        XCTAssertEqual(try IgzipPNGEncoder().encode(surface: surface, knownOpaque: true), slot0)

        let outcomes = ResultsBox(count: 2)
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            outcomes.set(
                i,
                Result {
                    let renderer = CairoRenderer(), encoder = IgzipPNGEncoder()
                    return [try encoder.encode(surface: try renderer.draw(list, scale: 1, background: nil), knownOpaque: true)]
                })
        }
        for i in 0..<2 { XCTAssertEqual(try outcomes.get(i).get(), [slot0], "thread \(i)") }
    }

    /// An opaque gradient under six translucent circles.
    static func sensitiveFrame() -> DisplayList {
        let gradient = Gradient(colors: [Color(red: 0.9, green: 0.9, blue: 1, opacity: 1), Color(red: 0.2, green: 0.3, blue: 0.6, opacity: 1)])
        var items: [DisplayItem] = [
            .fill(
                Path(CGRect(x: 0, y: 0, width: 400, height: 300)), FillStyle(),
                .linearGradient(gradient, start: UnitPoint(x: 0, y: 0), end: UnitPoint(x: 1, y: 1)), transform: .identity)
        ]
        for i in 0..<6 {
            let circle = CGRect(x: CGFloat(i * 67 % 340), y: CGFloat(i * 41 % 240), width: 60, height: 60)
            let color = Color(red: Double(i % 3) / 2, green: 0.5, blue: 0.2, opacity: 0.3 + Double(i % 7) / 10)
            items.append(.fill(Path(ellipseIn: circle), FillStyle(), .color(color.resolved), transform: .identity))
        }
        return DisplayList(size: CGSize(width: 400, height: 300), items: items)
    }
}

/// Addresses reported by concurrent threads.
final class AddressBox: @unchecked Sendable {
    private let lock = NSLock()
    private var entries: [(address: UInt, pinned: Bool, zeroed: Bool)] = []
    func add(_ address: UInt, pinned: Bool, zeroed: Bool) {
        lock.lock(); defer { lock.unlock() }
        entries.append((address, pinned, zeroed))
    }
    var all: [(address: UInt, pinned: Bool, zeroed: Bool)] {
        lock.lock(); defer { lock.unlock() }
        return entries
    }
}
