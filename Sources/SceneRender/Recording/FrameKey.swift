import Foundation
import CCrypto

/// SHA-256 of everything that decides a frame file's bytes: the frame's display list (every
/// number by its exact bit pattern, every string in UTF-8), the canvas settings (pixel size,
/// scale, background), the encoder and its options, and the versions of the libraries that
/// draw and encode. Two frames with equal keys are written as equal bytes, so a file recorded
/// under a key may stand for any frame with that key (resume, repeated frames).
///
/// A key is 32 bytes kept as four words (`FrameKey` is 32 bytes of memory, no heap).
public struct FrameKey: Hashable, Sendable, CustomStringConvertible {
    var words: (UInt64, UInt64, UInt64, UInt64)

    init(bytes: UnsafeRawBufferPointer) {
        guard bytes.count == 32 else { fatalError("FrameKey: a frame key is 32 bytes, got \(bytes.count)") }
        words = (bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self),
                 bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self), bytes.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
    }

    /// Parses 64 lowercase or uppercase hex digits; nil for anything else.
    public init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.count == 64 else { return nil }
        var bytes = [UInt8](repeating: 0, count: 32)
        for i in 0..<32 {
            guard let hi = Self.nibble(digits[2 * i]), let lo = Self.nibble(digits[2 * i + 1]) else { return nil }
            bytes[i] = hi << 4 | lo
        }
        self = bytes.withUnsafeBytes { FrameKey(bytes: $0) }
    }

    private static func nibble(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// 64 lowercase hex digits (the same text `FrameManifest.sha256` gives for a digest).
    public var description: String {
        var w = words
        return withUnsafeBytes(of: &w) { raw in
            let hex = Array("0123456789abcdef".utf8)
            var out = [UInt8]()
            out.reserveCapacity(64)
            for byte in raw { out.append(hex[Int(byte >> 4)]); out.append(hex[Int(byte & 15)]) }
            return String(decoding: out, as: UTF8.self)
        }
    }

    public static func == (a: FrameKey, b: FrameKey) -> Bool {
        a.words.0 == b.words.0 && a.words.1 == b.words.1 && a.words.2 == b.words.2 && a.words.3 == b.words.3
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
        hasher.combine(words.2)
        hasher.combine(words.3)
    }

    /// SHA-256 of `data`.
    public static func digest(of data: Data) -> FrameKey {
        var hasher = FrameKeyHasher()
        data.withUnsafeBytes { hasher.append($0) }
        return hasher.finish()
    }
}

/// Streams bytes into SHA-256 (OpenSSL's libcrypto) through a 64 KB buffer, so that the many
/// small values of a display list cost one library call per 64 KB.
struct FrameKeyHasher: ~Copyable {
    private let context: OpaquePointer
    private let buffer: UnsafeMutableRawPointer
    private var used = 0
    private static let capacity = 64 << 10

    init() {
        guard let ctx = EVP_MD_CTX_new() else { fatalError("OpenSSL could not allocate a digest context") }
        context = ctx
        openSSLCheck(EVP_DigestInit_ex(ctx, EVP_sha256(), nil) == 1, "start")
        buffer = UnsafeMutableRawPointer.allocate(byteCount: Self.capacity, alignment: 16)
    }

    deinit {
        EVP_MD_CTX_free(context)
        buffer.deallocate()
    }

    private mutating func flush() {
        if used > 0 { openSSLCheck(EVP_DigestUpdate(context, buffer, used) == 1, "update") }
        used = 0
    }

    mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if bytes.count > Self.capacity / 4 {
            flush()
            openSSLCheck(EVP_DigestUpdate(context, bytes.baseAddress, bytes.count) == 1, "update")
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
    mutating func append(_ p: CGPoint) { append(p.x); append(p.y) }
    mutating func append(_ r: CGRect) { append(r.origin); append(r.size.width); append(r.size.height) }
    mutating func append(_ m: CGAffineTransform) { append(m.a); append(m.b); append(m.c); append(m.d); append(m.tx); append(m.ty) }

    /// The digest of everything appended.
    consuming func finish() -> FrameKey {
        flush()
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        openSSLCheck(EVP_DigestFinal_ex(context, &digest, &length) == 1 && length == 32, "finish")
        return digest.withUnsafeBytes { FrameKey(bytes: UnsafeRawBufferPointer(rebasing: $0.prefix(32))) }
    }
}

/// Stops the program with a message when OpenSSL's SHA-256 reports a failure. Its digest
/// functions fail only when OpenSSL cannot allocate its few bytes of state, never for any input,
/// so there is no error for a caller to handle; the check is a call (not a `precondition`) so
/// that it runs, and says why, in every build.
func openSSLCheck(_ ok: Bool, _ step: String) {
    if !ok { fatalError("OpenSSL's SHA-256 failed to \(step) (out of memory?)") }
}

extension FrameKeyHasher {
    mutating func append(_ c: Color.Resolved) {
        append(c.linearRed); append(c.linearGreen); append(c.linearBlue); append(c.opacity)
    }

    mutating func append(_ path: Path) {
        append(path.elements.count)
        for e in path.elements {
            switch e {
            case .move(let p): append(UInt8(1)); append(p)
            case .line(let p): append(UInt8(2)); append(p)
            case .quadCurve(let p, let c): append(UInt8(3)); append(p); append(c)
            case .curve(let p, let c1, let c2): append(UInt8(4)); append(p); append(c1); append(c2)
            case .closeSubpath: append(UInt8(5))
            }
        }
    }

    mutating func append(_ g: Gradient) {
        append(g.stops.count)
        for s in g.stops { append(s.color.resolved); append(s.location) }
    }

    mutating func append(_ paint: Paint) {
        switch paint {
        case .color(let c): append(UInt8(1)); append(c)
        case .linearGradient(let g, let s, let e): append(UInt8(2)); append(g); append(s.x); append(s.y); append(e.x); append(e.y)
        case .radialGradient(let g, let c, let r0, let r1): append(UInt8(3)); append(g); append(c.x); append(c.y); append(r0); append(r1)
        case .angularGradient(let g, let c, let a0, let a1): append(UInt8(4)); append(g); append(c.x); append(c.y); append(a0); append(a1)
        }
    }

    mutating func append(_ s: StrokeStyle) {
        append(s.lineWidth)
        switch s.lineCap { case .butt: append(UInt8(0)); case .round: append(UInt8(1)); case .square: append(UInt8(2)) }
        switch s.lineJoin { case .miter: append(UInt8(0)); case .round: append(UInt8(1)); case .bevel: append(UInt8(2)) }
        append(s.miterLimit)
        append(s.dash.count)
        for d in s.dash { append(d) }
        append(s.dashPhase)
    }

    /// Every field of `g` (its mask's items through `imageDigest`, as a list's).
    mutating func append(_ g: GroupEffects, imageDigest: (String) -> FrameKey?) {
        append(g.opacity)
        if let clip = g.clip { append(UInt8(1)); append(clip) } else { append(UInt8(0)) }
        append(g.clipTransform)
        append(g.blurRadius)
        if let s = g.shadow { append(UInt8(1)); append(s.color); append(s.radius); append(s.x); append(s.y) } else { append(UInt8(0)) }
        append(g.brightness)
        append(g.saturation)
        if let m = g.colorMatrix {
            append(UInt8(1))
            append(m.values.count)
            for v in m.values { append(v) }
        } else {
            append(UInt8(0))
        }
        append(BlendMode.allCases.firstIndex(of: g.blendMode) ?? -1)
        if let mask = g.mask { append(UInt8(1)); append(items: mask, imageDigest: imageDigest) } else { append(UInt8(0)) }
        append(g.backdropBlurRadius)
        if let p = g.projection {
            append(UInt8(1))
            for v in [p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33] { append(v) }
        } else {
            append(UInt8(0))
        }
    }

    /// Every item of `list` with a tag per case and counts before every variable-length part,
    /// so that two different lists never give the same byte stream.
    mutating func append(_ list: DisplayList, imageDigest: (String) -> FrameKey?) {
        append(list.size.width); append(list.size.height)
        append(items: list.items, imageDigest: imageDigest)
    }

    /// The count of `items`, then each item with a tag per case.
    mutating func append(items: [DisplayItem], imageDigest: (String) -> FrameKey?) {
        append(items.count)
        for item in items {
            switch item {
            case .fill(let path, let style, let paint, let m):
                append(UInt8(1)); append(path); append(style.isEOFilled); append(style.isAntialiased); append(paint); append(m)
            case .stroke(let path, let style, let paint, let m):
                append(UInt8(2)); append(path); append(style); append(paint); append(m)
            case .text(let t, let m):
                append(UInt8(3)); append(t.string); append(t.font.family); append(t.font.size); append(t.font.weight)
                append(t.font.italic); append(t.paint)
                switch t.alignment { case .leading: append(UInt8(0)); case .center: append(UInt8(1)); case .trailing: append(UInt8(2)) }
                append(t.lineLimit ?? -1); append(t.frame); append(m)
                if let markup = t.markup { append(UInt8(1)); append(markup) } else { append(UInt8(0)) }
                switch t.truncationMode { case .tail: append(UInt8(0)); case .head: append(UInt8(1)); case .middle: append(UInt8(2)) }
            case .image(let i, let m):
                // The picture's bytes decide the pixels, not only its path.
                append(UInt8(4)); append(i.path); append(i.frame); append(m)
                if let d = imageDigest(i.path) { append(UInt8(1)); append(d.words.0); append(d.words.1); append(d.words.2); append(d.words.3) } else { append(UInt8(0)) }
            case .beginGroup(let g):
                append(UInt8(5)); append(g, imageDigest: imageDigest)
            case .endGroup:
                append(UInt8(6))
            }
        }
    }
}

extension FrameKey {
    /// Bump when the renderer or an encoder of this project changes the bytes it writes for
    /// the same display list and settings, so that no earlier file is kept.
    /// Revision 2: keys cover a text's markup and a group's colour matrix, blend mode, mask
    /// and backdrop blur (revision 1 left them out, so frames differing only there shared a key).
    /// Revision 3: keys cover a text's truncation mode and a group's projective transform.
    static let revision = 3

    /// The key of a recording's settings: everything but the display list (pixel size, scale,
    /// background, encoder and options, library versions, `revision`).
    static func settings(pixelWidth: Int, pixelHeight: Int, scale: Double, background: Color?, encoder: String,
                         environment: [String: String]) -> FrameKey {
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

    /// The key of one frame: `settings` followed by every item of `list`. `imageDigest` gives
    /// the SHA-256 of an image file's bytes (nil when it cannot be read).
    static func frame(_ list: DisplayList, settings: FrameKey, imageDigest: (String) -> FrameKey?) -> FrameKey {
        var h = FrameKeyHasher()
        h.append(settings.words.0); h.append(settings.words.1); h.append(settings.words.2); h.append(settings.words.3)
        h.append(list, imageDigest: imageDigest)
        return h.finish()
    }
}
