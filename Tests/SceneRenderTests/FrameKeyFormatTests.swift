import XCTest
@testable import SceneRender

/// The two hashes a recording keeps per frame: the frame's key (XXH3-128 of what it draws) and
/// its file's SHA-256, each written as hex and read back exactly.
final class FrameKeyFormatTests: XCTestCase {
    /// An empty stream gives XXH3-128's published value for empty input with seed 0, written
    /// most significant word first (xxHash's canonical order, as `xxhsum -H2` prints it).
    func testEmptyStreamIsXXH3OneTwentyEightOfNothing() {
        let hasher = FrameKeyHasher()
        let key = hasher.finish()
        XCTAssertEqual(key.description, "99aa06d3014798d86001c324468d497f")
    }

    /// One stream split into appends of any size gives one key (the 64 KB buffer and the
    /// direct path for large appends agree), and a changed byte gives another.
    func testAppendSizesDoNotChangeTheKey() {
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        func key(chunk: Int, flipping flip: Int? = nil) -> FrameKey {
            var b = bytes
            if let flip { b[flip] ^= 1 }
            var h = FrameKeyHasher()
            b.withUnsafeBytes { raw in
                var i = 0
                while i < raw.count {
                    let end = min(raw.count, i + chunk)
                    h.append(UnsafeRawBufferPointer(rebasing: raw[i..<end]))
                    i = end
                }
            }
            return h.finish()
        }
        let whole = key(chunk: bytes.count)
        for chunk in [1, 7, 4096, 16_385, 65_536] { XCTAssertEqual(key(chunk: chunk), whole, "chunk \(chunk)") }
        XCTAssertNotEqual(key(chunk: 4096, flipping: 123_456), whole)
    }

    /// A key reads back from its 32 digits (either case); 64-digit keys of earlier versions,
    /// other lengths and non-hex text read as nothing.
    func testKeyHexRoundTripsAndRejectsOtherText() {
        var h = FrameKeyHasher()
        h.append("a frame")
        let key = h.finish()
        XCTAssertEqual(key.description.count, 32)
        XCTAssertEqual(FrameKey(hex: key.description), key)
        XCTAssertEqual(FrameKey(hex: key.description.uppercased()), key)
        for text in [
            "", String(key.description.dropLast()), key.description + key.description,
            "g" + key.description.dropFirst(), " " + key.description.dropFirst()
        ] {
            XCTAssertNil(FrameKey(hex: text), text)
        }
    }

    /// A file digest is the SHA-256 `sha256sum` prints, and reads back from its 64 digits.
    func testFileDigestIsSHA256AndRoundTrips() {
        let d = SHA256Digest(of: Data("abc".utf8))
        XCTAssertEqual(d.description, "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256Digest(hex: d.description), d)
        XCTAssertEqual(SHA256Digest(hex: d.description.uppercased()), d)
        XCTAssertNil(SHA256Digest(hex: String(d.description.prefix(32))))
        XCTAssertNotEqual(SHA256Digest(of: Data("abd".utf8)), d)
    }
}
