import Foundation

/// How frame files are compressed: a trade between encoding time and file size. Both write
/// standard 8-bit PNGs (RGB when every pixel is opaque, else RGBA, straight alpha) that decode
/// to the same pixels; only their sizes and bytes differ.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// ISA-L's igzip at level 1 (`IgzipPNGEncoder`): the default; on the benchmark's 1080p
    /// frames about 3× as fast as `small` for files about 15 % larger.
    case fast
    /// libspng with zlib at the recorder's `compressionLevel` (0…9), Sub filter, run-length
    /// strategy: smaller files, slower.
    case small

    /// The encoder and options, as the manifest and the frame key record them.
    func encoderDescription(compressionLevel: Int) -> String {
        switch self {
        case .fast: return IgzipPNGEncoder.description
        case .small: return PNGCodec.encoderDescription(compressionLevel: compressionLevel)
        }
    }
}

/// The encoder state of one worker thread (its igzip buffers for `.fast`).
final class FrameEncoder {
    private let compression: PNGCompression
    private let compressionLevel: Int
    private lazy var igzip = IgzipPNGEncoder()

    init(_ compression: PNGCompression, compressionLevel: Int) {
        self.compression = compression
        self.compressionLevel = compressionLevel
    }

    /// - Throws: `RenderError.png` when the encoder fails.
    func encode(surface: OpaquePointer, knownOpaque: Bool) throws -> Data {
        switch compression {
        case .fast: return try igzip.encode(surface: surface, knownOpaque: knownOpaque)
        case .small: return try PNGCodec.encode(surface: surface, compressionLevel: compressionLevel, knownOpaque: knownOpaque)
        }
    }
}
