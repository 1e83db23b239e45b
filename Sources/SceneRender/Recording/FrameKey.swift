import Foundation
import CCrypto
import CXXHash

/// XXH3-128 (xxHash's 128-bit hash) of everything that decides a frame file's bytes: the
/// frame's display list (every number by its exact bit pattern, every string in UTF-8, every
/// picture by its file's SHA-256), the canvas settings (pixel size, scale, background), the
/// encoder and its options, and the versions of the libraries that draw and encode. Two frames
/// with equal keys are written as equal bytes, so a file recorded under a key may stand for any
/// frame with that key (resume, repeated frames).
///
/// The key needs no resistance to a forger, only to chance: the byte stream is this program's
/// own serialisation of a scene the user wrote, and two of the 2^128 values meet by accident
/// with a probability of about n² / 2^129 for n frames. It is kept as two words (16 bytes, no
/// heap) and written as 32 lowercase hex digits, most significant first (xxHash's canonical
/// order, the order `xxhsum -H2` prints).
public struct FrameKey: Hashable, Sendable, CustomStringConvertible {
    var high: UInt64
    var low: UInt64

    init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// Parses 32 lowercase or uppercase hex digits; nil for anything else (the 64-digit keys of
    /// earlier versions, whose files are then drawn again).
    public init?(hex: String) {
        guard let words = HexWords.parse(hex, count: 2) else { return nil }
        (high, low) = (words[0], words[1])
    }

    /// 32 lowercase hex digits.
    public var description: String { HexWords.format([high, low]) }
}

/// SHA-256 of a file's bytes (OpenSSL's libcrypto, which uses the processor's SHA instructions
/// where it has them): the hash the manifest keeps beside each frame's key, the one
/// `sha256sum` prints, so that a frame file can be checked with the usual tools. Kept as four
/// words (32 bytes, no heap), written as 64 lowercase hex digits.
public struct SHA256Digest: Hashable, Sendable, CustomStringConvertible {
    var words: (UInt64, UInt64, UInt64, UInt64)

    /// Parses 64 lowercase or uppercase hex digits; nil for anything else.
    public init?(hex: String) {
        guard let w = HexWords.parse(hex, count: 4) else { return nil }
        words = (w[0], w[1], w[2], w[3])
    }

    /// The digest of `data`.
    public init(of data: Data) {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let ok = data.withUnsafeBytes { buf in EVP_Digest(buf.baseAddress, buf.count, &digest, &length, EVP_sha256(), nil) }
        openSSLCheck(ok == 1 && length == 32, "hash")
        func word(_ i: Int) -> UInt64 { digest[8 * i..<8 * i + 8].reduce(0) { $0 << 8 | UInt64($1) } }
        words = (word(0), word(1), word(2), word(3))
    }

    /// 64 lowercase hex digits (the text `sha256sum` prints).
    public var description: String { HexWords.format([words.0, words.1, words.2, words.3]) }

    public static func == (a: SHA256Digest, b: SHA256Digest) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }
}

/// Big-endian 64-bit words as hex digits, most significant first.
enum HexWords {
    /// `count` words from `16 × count` hex digits (either case); nil for any other text.
    static func parse(_ hex: String, count: Int) -> [UInt64]? {
        let digits = Array(hex.utf8)
        guard digits.count == 16 * count else { return nil }
        var words = [UInt64](repeating: 0, count: count)
        for (i, c) in digits.enumerated() {
            guard let v = nibble(c) else { return nil }
            words[i / 16] = words[i / 16] << 4 | UInt64(v)
        }
        return words
    }

    static func format(_ words: [UInt64]) -> String {
        let hex = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(16 * words.count)
        for w in words {
            for shift in stride(from: 60, through: 0, by: -4) { out.append(hex[Int(w >> UInt64(shift) & 15)]) }
        }
        return String(decoding: out, as: UTF8.self)
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}

/// Streams bytes into XXH3-128 (libxxhash) through a 64 KB buffer, so that the small values of
/// a recording's settings cost few library calls; a display list arrives in 64 KB chunks from
/// `DisplayKeyWriter`, which go to the library directly.
struct FrameKeyHasher: ~Copyable {
    private let state: OpaquePointer
    private let buffer: UnsafeMutableRawPointer
    private var used = 0
    private static let capacity = 64 << 10

    init() {
        guard let s = XXH3_createState() else { fatalError("xxHash could not allocate its state (out of memory)") }
        state = s
        xxHashCheck(XXH3_128bits_reset(s), "start")
        buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.capacity, alignment: 16)
    }

    deinit {
        XXH3_freeState(state)
        buffer.deallocate()
    }

    private mutating func flush() {
        if used > 0 { xxHashCheck(XXH3_128bits_update(state, buffer, used), "update") }
        used = 0
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if bytes.count > Self.capacity / 4 {
            flush()
            xxHashCheck(XXH3_128bits_update(state, bytes.baseAddress, bytes.count), "update")
            return
        }
        if used + bytes.count > Self.capacity { flush() }
        if bytes.count > 0 { (buffer + used).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count) }
        used += bytes.count
    }

    mutating func append(_ v: UInt64) {
        if used + 8 > Self.capacity { flush() }
        buffer.storeBytes(of: v.littleEndian, toByteOffset: used, as: UInt64.self)
        used += 8
    }
    mutating func append(_ v: UInt8) {
        if used + 1 > Self.capacity { flush() }
        buffer.storeBytes(of: v, toByteOffset: used, as: UInt8.self)
        used += 1
    }
    mutating func append(_ v: Int) { append(UInt64(bitPattern: Int64(v))) }
    mutating func append(_ v: Bool) { append(UInt8(v ? 1 : 0)) }
    mutating func append(_ v: Double) { append(v.bitPattern) }
    mutating func append(_ v: CGFloat) { append(Double(v).bitPattern) }
    mutating func append(_ v: Float) { append(UInt64(v.bitPattern)) }
    /// Length-prefixed UTF-8, so that ("ab", "c") and ("a", "bc") differ.
    mutating func append(_ s: String) {
        var s = s
        s.withUTF8 { utf8 in
            append(utf8.count)
            append(UnsafeRawBufferPointer(utf8))
        }
    }
    mutating func append(_ c: Color.Resolved) {
        append(c.linearRed); append(c.linearGreen); append(c.linearBlue); append(c.opacity)
    }

    /// The key of everything appended.
    consuming func finish() -> FrameKey {
        flush()
        let h = XXH3_128bits_digest(state)
        return FrameKey(high: h.high64, low: h.low64)
    }
}

/// Stops the program with a message when xxHash reports a failure. Its streaming functions
/// fail only for a null state or a null pointer with a non-zero length, which this file never
/// passes, so there is no error for a caller to handle; the check runs in every build.
func xxHashCheck(_ code: XXH_errorcode, _ step: String) {
    if code != XXH_OK { fatalError("xxHash failed to \(step)") }
}

/// Stops the program with a message when OpenSSL's SHA-256 reports a failure. Its digest
/// functions fail only when OpenSSL cannot allocate its few bytes of state, never for any input,
/// so there is no error for a caller to handle; the check is a call (not a `precondition`) so
/// that it runs, and says why, in every build.
func openSSLCheck(_ ok: Bool, _ step: String) {
    if !ok { fatalError("OpenSSL's SHA-256 failed to \(step) (out of memory?)") }
}

extension FrameKey {
    /// Bump when the renderer or an encoder of this project changes the bytes it writes for
    /// the same display list and settings, so that no earlier file is kept.
    /// Revision 2: keys cover a text's markup and a group's colour matrix, blend mode, mask
    /// and backdrop blur (revision 1 left them out, so frames differing only there shared a key).
    /// Revision 3: keys cover a text's truncation mode and a group's projective transform.
    /// Revision 4: keys are XXH3-128 (they were SHA-256; a 64-digit key no longer parses).
    /// Revision 5: keys cover a text font's width (`Font.width(_:)`).
    /// Revision 6: the list is written through its one field list (`DisplayKeyWriter`), which
    /// orders and widens some fields differently.
    static let revision = 6

    /// The key of a recording's settings: everything but the display list (pixel size, scale,
    /// background, encoder and options, library versions, `revision`).
    static func settings(
        pixelWidth: Int, pixelHeight: Int, scale: Double, background: Color?, encoder: String,
        environment: [String: String]
    ) -> FrameKey {
        var h = FrameKeyHasher()
        h.append("SceneKitLinux frame key")
        h.append(revision)
        h.append(pixelWidth); h.append(pixelHeight); h.append(scale)
        if let background { h.append(UInt8(1)); h.append(background.resolved) } else { h.append(UInt8(0)) }
        h.append(encoder)
        h.append(environment.count)
        for (name, version) in environment.sorted(by: { $0.key < $1.key }) { h.append(name); h.append(version) }
        return h.finish()
    }

    /// The key of one frame: `settings` followed by every field of `list`, as `DisplayKeyWriter`
    /// writes them (the list's one field list, `DisplayFields`). `imageDigest` gives the SHA-256
    /// of an image file's bytes (nil when it cannot be read).
    static func frame(_ list: DisplayList, settings: FrameKey, imageDigest: (String) -> SHA256Digest?) -> FrameKey {
        var h = FrameKeyHasher()
        h.append(settings.high); h.append(settings.low)
        DisplayKeyWriter.write(list, imageContent: { path in imageDigest(path)?.words }) { bytes in h.append(bytes) }
        return h.finish()
    }
}
