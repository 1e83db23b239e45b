import Foundation

/// How frame files are compressed: a trade between encoding time and file size. Both write
/// standard 8-bit PNGs (RGB when every pixel is opaque, else RGBA, straight alpha) that decode
/// to the same pixels; only their sizes and bytes differ.
public enum PNGCompression: String, Sendable, CaseIterable {
    /// ISA-L's igzip at level 1 (`IgzipPNGEncoder`): the default, about 12× as fast as `small`
    /// on the benchmark's 1080p frames.
    case fast
    /// libspng with zlib at the recorder's `compressionLevel` (0…9, default 6, zlib's own),
    /// Sub filter, zlib's default strategy (LZ77 matches and Huffman codes): files 15–21 %
    /// smaller than `fast` on the frames measured (flat circles, a card with text, a progress
    /// ring, a list), slower. (Run-length alone, zlib's fastest strategy, made frames of text and
    /// gradients up to 77 % larger than `fast`.)
    case small

    /// zlib's strategy for `small`: 0, `Z_DEFAULT_STRATEGY` (zlib.h).
    static let smallStrategy = 0
    /// The recorder's default `compressionLevel`, the one `small` uses: 6, zlib's default.
    public static let smallDefaultLevel = 6

    /// The encoder and options, as the manifest and the frame key record them.
    func encoderDescription(compressionLevel: Int) -> String {
        switch self {
        case .fast: return IgzipPNGEncoder.description
        case .small: return "libspng zlib level \(compressionLevel), Sub filter, default strategy"
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
    func encode(surface: OpaquePointer, knownOpaque: Bool, changes: CanvasChanges? = nil) throws -> Data {
        switch compression {
        case .fast: return try igzip.encode(surface: surface, knownOpaque: knownOpaque, changes: changes)
        case .small:
            return try PNGCodec.encode(
                surface: surface, compressionLevel: compressionLevel, strategy: PNGCompression.smallStrategy,
                knownOpaque: knownOpaque)
        }
    }
}
