import Foundation
import CIsal
#if canImport(Glibc)
import Glibc
#endif

/// igzip's stream state (`isal_zstream`, 82,384 bytes with ISA-L 2.30) placed at an address
/// chosen so that the compressed bytes cannot depend on where the state lives.
///
/// Why: ISA-L 2.30's level-1 compressor (`isal_deflate_icf_body_hash_hist_01/02/04`, built
/// from one assembly source), on the first call of a stream, writes the first literal and then
/// hashes the third input position from a register that still holds the stream pointer instead
/// of the input bytes: `crc32(0, UInt32(truncatingIfNeeded: address >> 16)) & 0x1FFF` (the
/// SSE4.2 `crc32` instruction, CRC-32C with a zero start and no final inversion, over bits
/// 16–47 of the address). Position 2 is entered into that slot of the 8,192-slot hash table.
/// The stream stays a valid deflate stream, but when a later position looks that slot up
/// first, its candidate (position 2, seen modulo the 32 KiB window) can match, and the stream
/// takes a different but equally long match: the same pixels, a few different bytes, in about
/// one frame in 1,000 when each worker's state sits at its own heap address. Found with
/// `isal_deflate` on one input and the state at fixed addresses: the bytes changed only with
/// the state's address, by 64 KiB window; reading the disassembly showed the register.
///
/// The fix: every stream lives in a private anonymous mapping that starts on a 64 KiB
/// boundary whose slot is `bucket` (0), so every encoder, thread and run hashes position 2
/// into the same slot and writes the same bytes for the same input. Costs one `mmap` per
/// encoder (a few attempts at hinted addresses), nothing per frame.
///
/// If no hinted address can be mapped (never seen; it would take every candidate window in
/// ±2 TiB to be taken), the state falls back to an ordinary allocation: still correct PNGs,
/// only the rare byte difference returns (`isPinned` is then false).
package final class PinnedIgzipStream {
    /// The stream state, zeroed; valid until this object is released.
    package let pointer: UnsafeMutablePointer<isal_zstream>
    /// True when `pointer` sits at an address whose slot is the requested bucket.
    package let isPinned: Bool
    private let mappedLength: Int

    /// The slot every encoder's position 2 lands in.
    package static let bucket = 0
    /// Slots in igzip's level-1 hash table (`IGZIP_LVL1_HASH_SIZE`, 8 Ki entries).
    static let slots = 8192
    /// How many hinted mappings to try before falling back.
    static let attempts = 4096

    /// - Parameter bucket: the slot the address must hash to, taken modulo 8,192; tests use
    ///   others to show that the bytes depend on it.
    package init(bucket: Int = PinnedIgzipStream.bucket) {
        let bucket = bucket & (Self.slots - 1)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = (MemoryLayout<isal_zstream>.size + page - 1) / page * page
        if let mapped = Self.map(length: length, bucket: bucket) {
            pointer = mapped.bindMemory(to: isal_zstream.self, capacity: 1)
            isPinned = true
            mappedLength = length
        } else {
            pointer = .allocate(capacity: 1)
            UnsafeMutableRawPointer(pointer).initializeMemory(as: UInt8.self, repeating: 0, count: MemoryLayout<isal_zstream>.size)
            isPinned = false
            mappedLength = 0
        }
    }

    deinit {
        if mappedLength > 0 {
            munmap(UnsafeMutableRawPointer(pointer), mappedLength)
        } else {
            pointer.deallocate()
        }
    }

    /// The hash-table slot igzip's level-1 body gives position 2 for a stream at `address`:
    /// CRC-32C (polynomial 0x82F63B78, reflected; zero start, no final inversion, as the
    /// SSE4.2 `crc32` instruction) of the 32-bit value `address >> 16`, masked to 13 bits.
    package static func firstPositionsSlot(_ address: UInt) -> Int {
        var crc = UInt32(truncatingIfNeeded: address >> 16)
        for _ in 0..<32 {
            crc = crc & 1 == 1 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1
        }
        return Int(crc) & (slots - 1)
    }

    /// Maps `length` zeroed bytes at a 64 KiB-aligned address whose slot is `bucket`, trying
    /// candidate windows below and then above where the kernel would put the mapping.
    private static func map(length: Int, bucket: Int) -> UnsafeMutableRawPointer? {
        let protection = PROT_READ | PROT_WRITE, flags = MAP_PRIVATE | MAP_ANONYMOUS
        let failed = UnsafeMutableRawPointer(bitPattern: -1)
        guard let probe = mmap(nil, length, protection, flags, -1, 0), probe != failed else { return nil }
        munmap(probe, length)
        let start = UInt(bitPattern: probe) >> 16
        for direction in [-1, 1] {
            var window = start, tried = 0
            while tried < attempts {
                // Windows with the slot are about 8,192 apart (512 MiB); stay in 47-bit user space.
                guard direction < 0 ? window > 16 : window < (1 << 31) - 1 else { break }
                window = direction < 0 ? window - 1 : window + 1
                guard firstPositionsSlot(window << 16) == bucket else { continue }
                tried += 1
                let hint = UnsafeMutableRawPointer(bitPattern: window << 16)
                guard let got = mmap(hint, length, protection, flags, -1, 0), got != failed else { continue }
                if got == hint { return got }
                munmap(got, length)
            }
        }
        return nil
    }
}
