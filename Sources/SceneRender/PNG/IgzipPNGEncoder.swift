import Foundation
import CIsal
import CCairo

/// A PNG encoder built on Intel's ISA-L (`igzip`, deflate level 1): Cairo's premultiplied
/// pixels are converted to straight alpha and Sub-filtered (PNG specification §9.2, filter
/// type 1) in one pass of our own, a band of rows at a time, and each band is compressed as the
/// next piece of one zlib stream in one `IDAT` chunk.
/// About 4.5 times as fast as libspng + zlib level 1 on the benchmark's 1080p frames, and about
/// 12 times as fast as `PNGCompression.small` (zlib level 6), for files 15–21 % larger than
/// `small`'s (`make bench`, "render png").
///
/// One encoder per worker thread: it owns igzip's stream state and work buffer and the
/// band and compressed image buffers, reused from frame to frame (not thread-safe).
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
    }

    /// "2.30.0 (avx2)": the ISA-L version built against and the processor features igzip can
    /// choose from, for the manifest's library versions.
    package static let version: String = {
        let v = Int(scenekit_isal_version())
        return "\(v >> 16).\((v >> 8) & 0xFF).\(v & 0xFF) (\(processorFeatures))"
    }()

    /// "isa-l igzip level 1, Sub filter, one IDAT, pinned stream, 512 KiB bands": what the frame
    /// key and the manifest record of this encoder. Each change to the bytes it writes for the
    /// same pixels changes it, so that files of earlier versions are encoded again rather than
    /// kept on resume: "pinned stream" since the stream state's address was fixed
    /// (`PinnedIgzipStream`), "512 KiB bands" since the rows are compressed as a stream of
    /// bands (`bandBytes`) instead of one buffer.
    package static let description = "isa-l igzip level 1, Sub filter, one IDAT, pinned stream, 512 KiB bands"

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
    /// - Throws: `RenderError.png` when igzip fails (it reports a state error).
    package func encode(surface: OpaquePointer, knownOpaque: Bool = false) throws -> Data {
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
        // Rows are filtered a band at a time into a buffer that stays in the processor's cache,
        // and each band is handed to igzip as the next piece of one stream (it keeps its own
        // 32 KiB history), so a frame never holds its whole filtered image.
        let bandRows = max(1, min(height, Self.bandBytes / rowBytes))
        let band = buffer(&filtered, &filteredCapacity, bandRows * rowBytes)
        let colorType: UInt8 = opaque ? 2 : 6
        return try Self.unpremultiply.withUnsafeBufferPointer { table in
            try compress(total: rowBytes * height, width: width, height: height, colorType: colorType) { y0 in
                let rows = min(bandRows, height - y0)
                for y in y0..<(y0 + rows) {
                    Self.filterRow(
                        pixels + y * stride, width: width, opaque: opaque, table: table.baseAddress!,
                        into: band + (y - y0) * rowBytes)
                }
                return (band, rows * rowBytes, y0 + rows)
            }
        }
    }

    /// Bytes of filtered rows handed to igzip at a time (at least one row): half a megabyte,
    /// so that a band stays in a core's cache between filtering and compressing. With the whole
    /// filtered image in one buffer (6 MB a 1080p frame), each of two workers streamed about
    /// 14 MB a frame through memory shared by both; the pipeline ran 4–10 % fewer frames a
    /// second (`make bench`, "render pipeline", A/B rounds in BENCHMARKS.md).
    static let bandBytes = 512 << 10

    /// One row as filter byte 1 (Sub) and then each straight-alpha byte minus the byte one
    /// pixel to its left (0 left of the first pixel), modulo 256.
    @inline(__always)
    static func filterRow(
        _ src: UnsafePointer<UInt32>, width: Int, opaque: Bool, table: UnsafePointer<UInt8>,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        out[0] = 1
        var o = out + 1
        var pr: UInt8 = 0, pg: UInt8 = 0, pb: UInt8 = 0, pa: UInt8 = 0
        if opaque {
            for x in 0..<width {
                let p = src[x]
                let r = UInt8(truncatingIfNeeded: p >> 16), g = UInt8(truncatingIfNeeded: p >> 8), b = UInt8(truncatingIfNeeded: p)
                o[0] = r &- pr; o[1] = g &- pg; o[2] = b &- pb
                pr = r; pg = g; pb = b
                o += 3
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

    /// Deflates the filtered rows into a zlib stream, band by band (`nextBand(y)` filters the
    /// rows from `y` on and returns them with their byte count and the next row), and wraps it
    /// in a PNG: signature, IHDR, IDAT (split only past 2³¹ − 1 bytes), IEND.
    private func compress(
        total count: Int, width: Int, height: Int, colorType: UInt8,
        nextBand: (Int) -> (UnsafeMutablePointer<UInt8>, Int, Int)
    ) throws -> Data {
        let header = 8 + 25 + 8
        // Level 1 expands incompressible data by a few bytes per 64 KB block; room for more.
        var capacity = max(outputCapacity, header + count + count / 16 + 65_536)
        var out = buffer(&output, &outputCapacity, capacity)
        isal_deflate_init(stream)
        stream.pointee.level = 1
        stream.pointee.level_buf = levelBuffer
        stream.pointee.level_buf_size = UInt32(levelBufferSize)
        stream.pointee.gzip_flag = UInt16(IGZIP_ZLIB)
        stream.pointee.flush = UInt16(NO_FLUSH)
        var produced = 0
        var row = 0
        var stalled = 0
        repeat {
            let (piece, bytes, next) = nextBand(row)
            row = next
            stream.pointee.next_in = piece
            stream.pointee.avail_in = UInt32(bytes)
            stream.pointee.end_of_stream = row >= height ? 1 : 0
            repeat {
                if capacity - header - produced < 65_536 {
                    // Grow (deterministically: the same input grows the same way).
                    let bigger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
                    bigger.update(from: out, count: header + produced)
                    output?.deallocate()
                    output = bigger
                    outputCapacity = capacity * 2
                    capacity *= 2
                    out = bigger
                }
                let room = min(capacity - header - produced, Int(UInt32.max))
                stream.pointee.next_out = out + header + produced
                stream.pointee.avail_out = UInt32(room)
                let before = stream.pointee.avail_in
                let rc = isal_deflate(stream)
                guard rc == COMP_OK else { throw RenderError.png(source: "encoder", reason: "igzip failed (\(rc))") }
                let wrote = room - Int(stream.pointee.avail_out)
                // Calls with room to write that neither take input nor write would repeat for
                // ever (a stream ended early): fail the frame instead.
                stalled = wrote > 0 || stream.pointee.avail_in < before ? 0 : stalled + 1
                guard stalled < 3 else {
                    throw RenderError.png(source: "encoder", reason: "igzip made no progress (state \(stream.pointee.internal_state.state.rawValue))")
                }
                produced += wrote
            } while stream.pointee.avail_in > 0 || (stream.pointee.end_of_stream == 1 && stream.pointee.internal_state.state != ZSTATE_END)
        } while row < height
        return pngFile(out, header: header, compressed: produced, width: width, height: height, colorType: colorType)
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
