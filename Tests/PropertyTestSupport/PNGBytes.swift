import Foundation

/// Builds PNG files chunk by chunk (ISO/IEC 15948: signature, then length, type, data, CRC-32).
public enum PNGBytes {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for b in bytes {
            crc ^= UInt32(b)
            for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
        }
        return ~crc
    }

    public static func bigEndian(_ v: UInt32) -> [UInt8] { [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)] }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
    }

    /// A header-only file: IHDR for `width`×`height` 8-bit RGBA, then IEND, no image data.
    public static func headerOnly(width: UInt32, height: UInt32) -> Data {
        let ihdr = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
        return Data(signature + chunk("IHDR", ihdr) + chunk("IEND", []))
    }
}
