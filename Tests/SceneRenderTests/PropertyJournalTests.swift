import XCTest
import PropertyTestSupport
@testable import SceneRender

/// Journals and shard-manifest sets as a hostile folder may hold them (issue 36): random lines,
/// damaged and overlong lines, files cut short, shard names with any numbers, manifests with
/// random bytes or extreme values. Reading a journal yields exactly its well-formed lines;
/// `ShardMerge.verify` either refuses with a `RenderError` or gives a consistent report, never
/// traps, hangs or allocates per claimed shard. `make fuzz` runs ten times the cases.
final class PropertyJournalTests: XCTestCase {
    static func hex(_ rng: inout SplitMix64, _ count: Int) -> String {
        String((0..<count).map { _ in "0123456789abcdef".randomElement(using: &rng)! })
    }

    static func validLine(_ rng: inout SplitMix64, index: Int) -> String {
        "\(index) \(hex(&rng, 32)) \(hex(&rng, 64))"
    }

    /// A damaged line: cut short, an extra field, a bad digit, a negative index, random bytes,
    /// a tab for a space.
    static func damagedLine(_ rng: inout SplitMix64) -> String {
        let line = validLine(&rng, index: rng.int(1...50))
        switch rng.int(0...5) {
        case 0: return String(line.prefix(rng.int(0...(line.count - 1))))
        case 1: return line + " extra"
        case 2: return line + "g"
        case 3: return "-" + line
        case 4: return String((0..<rng.int(1...40)).map { _ in Character(UnicodeScalar(UInt8(rng.int(32...126)))) })
        default: return line.replacingOccurrences(of: " ", with: "\t")
        }
    }

    func testJournalReadingYieldsExactlyTheWellFormedLines() throws {
        let dir = Draw.folder("property-journal")
        defer { try? FileManager.default.removeItem(at: dir) }
        let url = dir.appendingPathComponent("manifest.journal")
        for k in 0..<PropertyRun.cases(40) {
            var rng = SplitMix64(seed: PropertyRun.seed(k))
            var bytes = Data()
            var expected: [Int] = []
            for _ in 0..<rng.int(0...200) {
                switch rng.int(0...9) {
                case 0...5:
                    let index = rng.int(0...1_000_000)
                    bytes.append(Data((Self.validLine(&rng, index: index) + "\n").utf8))
                    expected.append(index)
                case 6, 7: bytes.append(Data((Self.damagedLine(&rng) + "\n").utf8))
                case 8:
                    // Longer than a line may be (sometimes across the 256 KB read boundary).
                    let length = rng.chance(0.1) ? rng.int(200_000...400_000) : rng.int(257...3000)
                    bytes.append(Data(repeating: UInt8(ascii: "1"), count: length))
                    bytes.append(Data("\n".utf8))
                default: bytes.append(Data("\n".utf8))
                }
            }
            if rng.chance(0.3) { bytes.append(Data(Self.validLine(&rng, index: 7).utf8)) } // cut short: no newline
            try bytes.write(to: url)
            var read: [Int] = []
            try FrameJournal.forEachRecord(at: url) { read.append($0.index) }
            XCTAssertEqual(read, expected, "seed \(PropertyRun.seed(k))")
        }
    }

    /// A template recording: shards 1 and 2 of 2, 8 frames of a 16 × 12 square at 10 fps.
    @MainActor
    static func template() throws -> URL {
        let dir = Draw.folder("property-shard-template")
        for k in 1...2 {
            var r = FrameRecorder(size: CGSize(width: 16, height: 12), fps: 10, jobs: 1)
            r.progressMode = .never
            r.sceneName = "property-shards"
            r.shard = try ShardSpec(k, of: 2)
            try r.record(ColoredSquare(color: .red), duration: 0.7, to: dir)
        }
        return dir
    }

    func testShardSetsMergeOrAreRefusedCleanly() throws {
        let template = try MainActor.assumeIsolated { try Self.template() }
        defer { try? FileManager.default.removeItem(at: template) }
        let fm = FileManager.default
        for k in 0..<PropertyRun.cases(30) {
            var rng = SplitMix64(seed: PropertyRun.seed(k))
            let dir = Draw.folder("property-shard-set")
            defer { try? fm.removeItem(at: dir) }
            for name in try fm.contentsOfDirectory(atPath: template.path) {
                try fm.copyItem(at: template.appendingPathComponent(name), to: dir.appendingPathComponent(name))
            }
            var names = try fm.contentsOfDirectory(atPath: dir.path).sorted()
            for _ in 0..<rng.int(1...4) {
                let pick = names[rng.int(0...(names.count - 1))]
                let url = dir.appendingPathComponent(pick)
                // Earlier mutations may have left a FIFO or link here: only a regular file is
                // read or written by the test itself (opening a FIFO would block it).
                let regular = RegularFile.kind(atPath: url.path)?.isRegular ?? false
                switch regular ? rng.int(0...8) : 0 {
                case 0: try? fm.removeItem(at: url)
                case 1:
                    // Cut short.
                    if let data = try? Data(contentsOf: url) { try data.prefix(rng.int(0...data.count)).write(to: url) }
                case 2: try Data((0..<rng.int(0...300)).map { _ in UInt8(rng.int(0...255)) }).write(to: url)
                case 3:
                    // A shard file with any numbers (a billion shards included).
                    let n = [1, 2, 3, 8, 1_000_000, 1_000_001, 999_999_999][rng.int(0...6)]
                    let name = "manifest-shard-\(rng.int(0...min(n, 9)))-of-\(n).\(rng.chance(0.5) ? "json" : "journal")"
                    try Data(rng.chance(0.5) ? [] : Array("{}".utf8)).write(to: dir.appendingPathComponent(name))
                case 4:
                    // A journal of random lines for a shard.
                    var text = ""
                    for _ in 0..<rng.int(0...40) {
                        text += (rng.chance(0.6) ? Self.validLine(&rng, index: rng.int(0...12)) : Self.damagedLine(&rng)) + "\n"
                    }
                    try Data(text.utf8).write(to: dir.appendingPathComponent("manifest-shard-\(rng.int(1...2))-of-2.journal"))
                case 5:
                    // Extreme settings in a manifest.
                    if pick.hasSuffix(".json"), var m = try? FrameManifest.read(url) {
                        let extreme = [1e308, -1, .nan, .infinity, 0, 1e-300, 3601, 1001][rng.int(0...7)]
                        if rng.chance(0.5) { m.fps = extreme } else { m.duration = extreme }
                        if rng.chance(0.3) { m.frameCount = rng.int(-5...100) }
                        if let data = try? JSONEncoder().encode(m) { try data.write(to: url) }
                    }
                case 6:
                    if pick.hasPrefix("frame_") { try Data("not a png".utf8).write(to: url) }
                case 7:
                    try? fm.removeItem(at: url)
                    try fm.createSymbolicLink(atPath: url.path, withDestinationPath: "/dev/zero")
                default:
                    try? fm.removeItem(at: url)
                    _ = mkfifo(url.path, 0o644)
                }
                names = try fm.contentsOfDirectory(atPath: dir.path).sorted()
                if names.isEmpty { break }
            }
            let start = Date()
            do {
                let merge = try ShardMerge.verify(dir)
                let count = merge.shards.first?.spec.count ?? 1
                XCTAssertEqual(merge.shards.count, min(count, merge.header.frameCount), "seed \(PropertyRun.seed(k))")
                for shard in merge.shards {
                    XCTAssertGreaterThanOrEqual(shard.present, 0, "seed \(PropertyRun.seed(k))")
                    XCTAssertEqual(shard.missing.count + shard.damaged.count + shard.present, shard.expected)
                }
                if merge.isComplete {
                    XCTAssertEqual(try merge.write().frames.count, merge.header.frameCount, "seed \(PropertyRun.seed(k))")
                }
            } catch let error as RenderError {
                XCTAssertFalse("\(error)".isEmpty)
            } catch {
                XCTFail("seed \(PropertyRun.seed(k)): not a RenderError: \(error)")
            }
            XCTAssertLessThan(Date().timeIntervalSince(start), 10, "seed \(PropertyRun.seed(k))")
        }
    }
}
