import Foundation
import CIsal
import CCairo
import CXXHash
import CZlib
import CPNGFilter

/// A PNG encoder built on Intel's ISA-L (`igzip`, deflate level 1): Cairo's premultiplied
/// pixels are converted to straight alpha and Sub-filtered (PNG specification §9.2, filter
/// type 1) in one pass of our own, a segment of rows at a time (`segmentRows`, 32), and each
/// segment is compressed as deflate blocks of its own, from a fresh state and ending
/// byte-aligned, so that the segments' blocks joined make one zlib stream in one `IDAT` chunk.
///
/// **Segments kept between frames.** A segment's compressed bytes depend on its rows alone, so
/// the encoder keeps each segment's bytes, the XXH3-128 of its pixels and the Adler-32 of its
/// filtered rows, and for the next frame of the same size compresses only the segments whose
/// pixels changed; the others' bytes are joined as they are, and the stream's Adler-32 is
/// combined from the segments' (zlib's `adler32_combine`). When the renderer says which rows its
/// draw changed (`CanvasChanges`, rows it found different), the other segments are kept
/// unread and those are compressed again without being hashed. A UI frame where a toggle moves
/// compresses a few segments of 80. The file is the same bytes a fresh encoder writes for the
/// frame (a hash collision, 2⁻¹²⁸ per segment, is the only way it could differ).
/// About 4.5 times as fast as libspng + zlib level 1 on the benchmark's 1080p frames, and about
/// 12 times as fast as `PNGCompression.small` (zlib level 6), for files 15–21 % larger than
/// `small`'s (`make bench`, "render png").
///
/// One encoder per worker thread: it owns igzip's stream state and work buffer, the filtered
/// segment and compressed image buffers, reused from frame to frame, and the kept segments
/// (about the size of the compressed frame) (not thread-safe).
/// The bytes depend only on the pixels (and the ISA-L build and processor features, which the
/// frame key records): any worker, in any run, writes the same file for the same frame. That
/// takes the stream state at a chosen address: ISA-L 2.30 hashes one input position from the
/// state's address, which made about one frame in 1,000 differ between workers
/// (`PinnedIgzipStream` explains the defect and the placement).
package final class IgzipPNGEncoder {
    private let pinned: PinnedIgzipStream
    private var stream: UnsafeMutablePointer<isal_zstream> { pinned.pointer }
    private let levelBufferSize = Int(scenekit_isal_level1_buffer_size())
    private let levelBuffer: UnsafeMutablePointer<UInt8>
    private var filtered: UnsafeMutablePointer<UInt8>?
    private var filteredCapacity = 0
    private var output: UnsafeMutablePointer<UInt8>?
    private var outputCapacity = 0
    private var segmentOutput: UnsafeMutablePointer<UInt8>?
    private var segmentOutputCapacity = 0

    /// Largest `IDAT` payload (PNG chunks hold at most 2³¹ − 1 bytes).
    static let maximumChunk = Int(Int32.max)

    /// - Parameter streamBucket: the hash slot the stream state's address must give
    ///   (`PinnedIgzipStream`); every encoder uses the default, tests others.
    package init(streamBucket: Int = PinnedIgzipStream.bucket) {
        pinned = PinnedIgzipStream(bucket: streamBucket)
        levelBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: levelBufferSize)
    }

    deinit {
        levelBuffer.deallocate()
        filtered?.deallocate()
        output?.deallocate()
        segmentOutput?.deallocate()
    }

    /// "2.30.0 (avx2)": the ISA-L version built against and the processor features igzip can
    /// choose from, for the manifest's library versions.
    package static let version: String = {
        let v = Int(scenekit_isal_version())
        return "\(v >> 16).\((v >> 8) & 0xFF).\(v & 0xFF) (\(processorFeatures))"
    }()

    /// "isa-l igzip level 1, Sub filter, one IDAT, pinned stream, 32-row segments": what the frame
    /// key and the manifest record of this encoder. Each change to the bytes it writes for the
    /// same pixels changes it, so that files of earlier versions are encoded again rather than
    /// kept on resume: "pinned stream" since the stream state's address was fixed
    /// (`PinnedIgzipStream`), "32-row segments" since each segment of rows is compressed on its
    /// own (before: one stream over 512 KiB bands).
    package static let description = "isa-l igzip level 1, Sub filter, one IDAT, pinned stream, 32-row segments"

    /// The widest vector extension igzip can pick at run time on this processor (its output
    /// may depend on it), from /proc/cpuinfo: "avx512", "avx2", "sse4" or "base".
    static let processorFeatures: String = {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let flags = Set((info.split(separator: "\n").first { $0.hasPrefix("flags") } ?? "").split(separator: " ").map(String.init))
        if flags.isSuperset(of: ["avx512f", "avx512bw", "avx512vl"]) { return "avx512" }
        if flags.contains("avx2") { return "avx2" }
        if flags.contains("sse4_1") { return "sse4" }
        return "base"
    }()

    /// Straight-alpha value of a premultiplied channel: `table[a << 8 | c]` is
    /// min((c × 255 + ⌊a / 2⌋) / a, 255) for 0 < a < 255 and c itself for a = 0 or 255, the
    /// same rounding as `CairoRenderer.straightRGBA` (exactly, for all 65,536 pairs).
    static let unpremultiply: [UInt8] = (0..<65_536).map { i in
        let a = i >> 8, c = i & 0xFF
        return a == 0 || a == 255 ? UInt8(c) : UInt8(min((c * 255 + a / 2) / a, 255))
    }

    /// Encodes a Cairo ARGB32 image surface: as 8-bit RGB when every pixel is opaque (or
    /// `knownOpaque`), else RGBA.
    ///
    /// `changes`: what the renderer's last draw changed on `surface` (`CairoRenderer.lastChanges`).
    /// When this encoder encoded the same canvas after the draw before, the segments of rows the
    /// draw did not change are kept without reading their pixels and the others are compressed
    /// again; otherwise every segment's pixels are hashed to find the kept ones.
    ///
    /// - Throws: `RenderError.png` when igzip fails (it reports a state error).
    package func encode(surface: OpaquePointer, knownOpaque: Bool = false, changes: CanvasChanges? = nil) throws -> Data {
        // The rows that may differ from the frame encoded last, when that is known.
        var changedRows: [Range<Int>]?
        if let changes, let last = lastCanvas, last.surface == surface, last.renderer == changes.renderer,
            last.generation == changes.generation - 1
        {
            changedRows = changes.rows
        }
        lastCanvas = nil
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface)) / 4
        let pixels = UnsafeRawPointer(cairo_image_surface_get_data(surface)!).assumingMemoryBound(to: UInt32.self)
        var opaque = knownOpaque
        if !opaque {
            var and: UInt32 = 0xFF00_0000
            for y in 0..<height {
                let row = pixels + y * stride
                for x in 0..<width { and &= row[x] }
                if and >> 24 != 0xFF { break }
            }
            opaque = and >> 24 == 0xFF
        }
        let channels = opaque ? 3 : 4
        let rowBytes = 1 + width * channels
        let rows = Self.segmentRows(rowBytes: rowBytes)
        let count = max(1, (height + rows - 1) / rows)
        let layout = Layout(width: width, height: height, opaque: opaque)
        if layout != segmentLayout || segments.count != count {
            segments = Array(repeating: nil, count: count)
            segmentLayout = layout
        }
        let band = buffer(&filtered, &filteredCapacity, rows * rowBytes + Self.filterSlack)
        var adler: UInt32 = 1
        var total = 2 + 4
        try Self.unpremultiply.withUnsafeBufferPointer { table in
            for k in 0..<count {
                let y0 = k * rows, n = max(0, min(rows, height - y0))
                // Known: whether the segment's rows changed since the frame encoded last.
                let changed = changedRows.map { rows in segments[k] == nil || rows.contains { $0.overlaps(y0..<(y0 + n)) } }
                // A segment whose rows changed is compressed without hashing its pixels (its
                // hash is made only if a later frame needs it to find what did not change).
                let hash = changed == nil ? Self.hash(pixels + y0 * stride, rows: n, width: width, stride: stride) : nil
                if changed == false {
                    reusedSegments += 1
                    unreadSegments += 1
                } else if let kept = segments[k], let hash, let keptHash = kept.hash, keptHash.low64 == hash.low64,
                    keptHash.high64 == hash.high64
                {
                    reusedSegments += 1
                } else {
                    for y in y0..<(y0 + n) {
                        Self.filterRow(
                            pixels + y * stride, width: width, opaque: opaque, table: table.baseAddress!,
                            into: band + (y - y0) * rowBytes)
                    }
                    let length = n * rowBytes
                    let bytes = try deflateSegment(band, count: length, last: k == count - 1)
                    segments[k] = Segment(hash: hash, bytes: bytes, adler: isal_adler32(1, band, UInt64(length)), length: length)
                    compressedSegments += 1
                }
                let segment = segments[k]!
                adler = UInt32(truncatingIfNeeded: adler32_combine(UInt(adler), UInt(segment.adler), segment.length))
                total += segment.bytes.count
            }
        }
        // The zlib stream (RFC 1950 §2.2): header 78 01 (deflate, 32 KiB window, fastest
        // level), the segments' blocks, the Adler-32 of all filtered rows, most significant byte first.
        let header = 8 + 25 + 8
        let out = buffer(&output, &outputCapacity, header + total)
        var at = header
        out[at] = 0x78
        out[at + 1] = 0x01
        at += 2
        for segment in segments {
            let bytes = segment!.bytes
            bytes.withUnsafeBufferPointer { (out + at).update(from: $0.baseAddress!, count: $0.count) }
            at += bytes.count
        }
        for (i, b) in Self.bigEndian(adler).enumerated() { out[at + i] = b }
        lastCanvas = changes.map { (surface, $0.renderer, $0.generation) }
        return pngFile(out, header: header, compressed: total, width: width, height: height, colorType: opaque ? 2 : 6)
    }

    /// The canvas encoded last and the renderer's draw that left it (see `encode`'s `changes`).
    private var lastCanvas: (surface: OpaquePointer, renderer: ObjectIdentifier, generation: Int)?

    /// What the kept segments were made for: a frame of another size or channel count starts afresh.
    private struct Layout: Equatable {
        var width: Int, height: Int, opaque: Bool
    }

    /// One segment of rows as written last: the XXH3-128 of its pixels (nil when it was compressed
    /// because its rows were known to have changed: then it is compressed again when a later
    /// frame does not say which rows changed), its deflate blocks, the Adler-32 and byte count of
    /// its filtered rows.
    private struct Segment {
        var hash: XXH128_hash_t?
        var bytes: [UInt8]
        var adler: UInt32
        var length: Int
    }

    private var segments: [Segment?] = []
    private var segmentLayout: Layout?
    /// Segments taken from the frame encoded before (their pixels' hash unchanged) and segments
    /// compressed, over the encoder's life.
    package private(set) var reusedSegments = 0
    /// Of those, the segments kept without reading their pixels (rows the draw did not change).
    package private(set) var unreadSegments = 0
    package private(set) var compressedSegments = 0

    /// Rows per segment for rows of `rowBytes` filtered bytes: 32, fewer for rows so wide that
    /// 32 would pass 256 KiB. A segment is the unit that is compressed again or kept.
    package static func segmentRows(rowBytes: Int) -> Int { max(1, min(32, (256 << 10) / max(1, rowBytes))) }

    /// XXH3-128 of `rows` rows of `width` pixels, `stride` pixels apart.
    static func hash(_ pixels: UnsafePointer<UInt32>, rows: Int, width: Int, stride: Int) -> XXH128_hash_t {
        if stride == width || rows <= 1 {
            return XXH3_128bits(pixels, rows * width * 4)
        }
        guard let state = XXH3_createState() else { fatalError("xxHash could not allocate its state") }
        defer { XXH3_freeState(state) }
        XXH3_128bits_reset(state)
        for y in 0..<rows { XXH3_128bits_update(state, pixels + y * stride, width * 4) }
        return XXH3_128bits_digest(state)
    }

    /// `count` filtered bytes as deflate blocks of their own (igzip's one-shot compressor at level
    /// 1, from a fresh state, so the bytes depend on these rows alone): ending byte-aligned (a full
    /// flush) so that the next segment's blocks can follow, or in the final block when `last`.
    ///
    /// - Throws: `RenderError.png` when igzip fails.
    private func deflateSegment(_ input: UnsafeMutablePointer<UInt8>, count: Int, last: Bool) throws -> [UInt8] {
        // Stored blocks bound the output: 5 bytes of header per 64 KiB, plus the flush.
        var capacity = count + count / 16 + 1024
        while true {
            let out = buffer(&segmentOutput, &segmentOutputCapacity, capacity)
            isal_deflate_stateless_init(stream)
            stream.pointee.level = 1
            stream.pointee.level_buf = levelBuffer
            stream.pointee.level_buf_size = UInt32(levelBufferSize)
            stream.pointee.gzip_flag = UInt16(IGZIP_DEFLATE)
            stream.pointee.flush = UInt16(last ? NO_FLUSH : FULL_FLUSH)
            stream.pointee.end_of_stream = last ? 1 : 0
            stream.pointee.next_in = input
            stream.pointee.avail_in = UInt32(count)
            stream.pointee.next_out = out
            stream.pointee.avail_out = UInt32(capacity)
            let rc = isal_deflate_stateless(stream)
            if rc == STATELESS_OVERFLOW, capacity < 4 * count + 65_536 {
                capacity *= 2
                continue
            }
            guard rc == COMP_OK else { throw RenderError.png(source: "encoder", reason: "igzip failed (\(rc))") }
            return Array(UnsafeBufferPointer(start: out, count: Int(stream.pointee.total_out)))
        }
    }

    /// The opaque row's filter with the widest byte shuffles this processor has (`CPNGFilter`:
    /// AVX2's eight pixels at a time, or SSSE3's four), nil to use `filterRow`'s own (SSE2's
    /// vectors, whose shuffles take about five times as long). The same bytes either way.
    static let vectorFilter: VectorFilter? = vectorFilters.last

    /// A `CPNGFilter` function: source pixels, width, output row.
    typealias VectorFilter = @convention(c) (UnsafePointer<UInt32>?, Int, UnsafeMutablePointer<UInt8>?) -> Void

    /// The `CPNGFilter` functions this processor can run, narrowest first.
    static let vectorFilters: [VectorFilter] = {
        guard scenekit_sub_filter_rgb_available() != 0 else { return [] }
        switch processorFeatures {
        case "avx512", "avx2": return [scenekit_sub_filter_rgb_ssse3, scenekit_sub_filter_rgb_avx2]
        case "sse4": return [scenekit_sub_filter_rgb_ssse3]
        default: return []
        }
    }()

    /// Bytes `filterRow` may write past a row's end (they belong to the next row, which is
    /// written after it, or to this slack at the end of the band).
    static let filterSlack = 16

    /// One row as filter byte 1 (Sub) and then each straight-alpha byte minus the byte one
    /// pixel to its left (0 left of the first pixel), modulo 256. An opaque row goes to `vector`
    /// when given (`vectorFilter`, the default); otherwise it is differenced
    /// four pixels at a time as 16-byte vectors (each byte minus the byte four before it, which
    /// is the same channel of the pixel to the left) and packed to RGB; each store writes a few
    /// bytes past its pixels, up to 4 past the row (`filterSlack`), later overwritten.
    @inline(__always)
    static func filterRow(
        _ src: UnsafePointer<UInt32>, width: Int, opaque: Bool, table: UnsafePointer<UInt8>,
        into out: UnsafeMutablePointer<UInt8>, vector: VectorFilter? = vectorFilter
    ) {
        if opaque, let vector {
            vector(src, width, out)
            return
        }
        out[0] = 1
        var o = out + 1
        var pr: UInt8 = 0, pg: UInt8 = 0, pb: UInt8 = 0, pa: UInt8 = 0
        if opaque {
            guard width > 0 else { return }
            let rgb = UnsafeMutableRawPointer(o), pixels = UnsafeRawPointer(src)
            // A pixel 0x??RRGGBB as the bytes R G B (and one more, overwritten next).
            @inline(__always) func store(_ d: UInt32, at x: Int) {
                rgb.storeBytes(of: (d << 8).byteSwapped, toByteOffset: 3 * x, as: UInt32.self)
            }
            store(src[0], at: 0)
            var x = 1
            while x + 4 <= width {
                let d = pixels.loadUnaligned(fromByteOffset: 4 * x, as: SIMD16<UInt8>.self)
                    &- pixels.loadUnaligned(fromByteOffset: 4 * x - 4, as: SIMD16<UInt8>.self)
                let packed = SIMD16<UInt8>(
                    d[2], d[1], d[0], d[6], d[5], d[4], d[10], d[9], d[8], d[14], d[13], d[12], 0, 0, 0, 0)
                rgb.storeBytes(of: packed, toByteOffset: 3 * x, as: SIMD16<UInt8>.self)
                x += 4
            }
            while x < width {
                // Byte-wise p − q without borrows between bytes (SWAR).
                let p = src[x], q = src[x - 1]
                store(((p | 0x8080_8080) &- (q & 0x7F7F_7F7F)) ^ ((p ^ ~q) & 0x8080_8080), at: x)
                x += 1
            }
        } else {
            for x in 0..<width {
                let p = src[x]
                let a = Int(p >> 24)
                var r = UInt8(truncatingIfNeeded: p >> 16), g = UInt8(truncatingIfNeeded: p >> 8), b = UInt8(truncatingIfNeeded: p)
                if a != 255 {
                    let row = table + (a << 8)
                    r = row[Int(r)]; g = row[Int(g)]; b = row[Int(b)]
                }
                let a8 = UInt8(truncatingIfNeeded: a)
                o[0] = r &- pr; o[1] = g &- pg; o[2] = b &- pb; o[3] = a8 &- pa
                pr = r; pg = g; pb = b; pa = a8
                o += 4
            }
        }
    }

    /// A buffer of at least `count` bytes, kept for the next frame.
    private func buffer(_ pointer: inout UnsafeMutablePointer<UInt8>?, _ capacity: inout Int, _ count: Int) -> UnsafeMutablePointer<UInt8> {
        if let p = pointer, capacity >= count { return p }
        pointer?.deallocate()
        let p = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        pointer = p
        capacity = count
        return p
    }

    private func pngFile(_ out: UnsafeMutablePointer<UInt8>, header: Int, compressed: Int, width: Int, height: Int, colorType: UInt8) -> Data {
        var file = Data(capacity: compressed + 64 + 12 * (compressed / Self.maximumChunk))
        file.append(contentsOf: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        var ihdr = [UInt8]()
        ihdr.append(contentsOf: Self.bigEndian(UInt32(width)))
        ihdr.append(contentsOf: Self.bigEndian(UInt32(height)))
        ihdr.append(contentsOf: [8, colorType, 0, 0, 0]) // bit depth 8, deflate, adaptive filtering, no interlace
        ihdr.withUnsafeBytes { Self.appendChunk("IHDR", $0, to: &file) }
        var offset = 0
        repeat {
            let n = min(Self.maximumChunk, compressed - offset)
            Self.appendChunk("IDAT", UnsafeRawBufferPointer(start: out + header + offset, count: n), to: &file)
            offset += n
        } while offset < compressed
        Self.appendChunk("IEND", UnsafeRawBufferPointer(start: nil, count: 0), to: &file)
        return file
    }

    static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    /// Length, type, data and the CRC-32 of type and data (PNG specification §5.3; ISA-L's
    /// `crc32_gzip_refl` is that CRC, the one of RFC 1952).
    static func appendChunk(_ type: String, _ data: UnsafeRawBufferPointer, to file: inout Data) {
        let typeBytes = Array(type.utf8)
        file.append(contentsOf: bigEndian(UInt32(data.count)))
        file.append(contentsOf: typeBytes)
        var crc = crc32_gzip_refl(0, typeBytes, 4)
        if let base = data.baseAddress, data.count > 0 {
            file.append(base.assumingMemoryBound(to: UInt8.self), count: data.count)
            crc = crc32_gzip_refl(crc, base.assumingMemoryBound(to: UInt8.self), UInt64(data.count))
        }
        file.append(contentsOf: bigEndian(crc))
    }
}
