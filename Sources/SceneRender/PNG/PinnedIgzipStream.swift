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
/// into the same slot and writes the same bytes for the same input. Costs a few `mmap` calls
/// per encoder (at hinted addresses), nothing per frame.
///
/// If no hinted address can be mapped (never seen: all 256 candidate windows within 64 GiB
/// either side of the kernel's choice would have to be taken), the state falls back to an
/// ordinary allocation: still correct PNGs, only the rare byte difference returns
/// (`isPinned` is then false).
package final class PinnedIgzipStream {
    /// The stream state, zeroed; valid until this object is released.
    package let pointer: UnsafeMutablePointer<isal_zstream>
    /// True when `pointer` sits at an address whose slot is the requested bucket.
    package let isPinned: Bool
    private let mappedLength: Int

    /// Bytes of the stream state (`isal_zstream`).
    package static var stateSize: Int { MemoryLayout<isal_zstream>.size }
    /// The slot every encoder's position 2 lands in.
    package static let bucket = 0
    /// Slots in igzip's level-1 hash table (`IGZIP_LVL1_HASH_SIZE`, 8 Ki entries).
    static let slots = 8192
    /// How many hinted mappings to try before falling back (four per 2 GiB block).
    static let attempts = 256

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
            WarningLog.warn(
                "the PNG encoder's stream state could not be placed at an address of hash slot "
                    + "\(bucket); frames stay valid PNGs but about one in 1,000 may differ in bytes "
                    + "(not in pixels) between workers and runs")
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

    /// For each slot, the window numbers w < 32,768 (address w << 16) whose slot it is: four
    /// each. The slot is linear over XOR (a CRC with a zero start), so for a window `b | w`
    /// with the low 15 bits of `b` zero, the slot is `slot(b) ^ slot(w)`.
    static let windowsBySlot: [[UInt]] = {
        var table = [[UInt]](repeating: [], count: slots)
        for w in UInt(0)..<32_768 { table[firstPositionsSlot(w << 16)].append(w) }
        return table
    }()

    /// Maps `length` zeroed bytes at a 64 KiB-aligned address whose slot is `bucket`, trying
    /// windows with that slot near where the kernel would put the mapping: in the 2 GiB block
    /// of that address, then in the blocks below and above it.
    private static func map(length: Int, bucket: Int) -> UnsafeMutableRawPointer? {
        let protection = PROT_READ | PROT_WRITE, flags = MAP_PRIVATE | MAP_ANONYMOUS
        let failed = UnsafeMutableRawPointer(bitPattern: -1)
        guard let probe = mmap(nil, length, protection, flags, -1, 0), probe != failed else { return nil }
        munmap(probe, length)
        let home = (UInt(bitPattern: probe) >> 16) & ~0x7FFF
        var tried = 0
        for step in 0..<(2 * attempts) {
            // Blocks home, home − 1, home + 1, home − 2, …; user space ends at 2⁴⁷ (window 2³¹).
            let distance = UInt((step + 1) / 2) * 0x8000
            guard step % 2 == 0 ? home >= distance : home + distance < 1 << 31 else { continue }
            let block = step % 2 == 0 ? home - distance : home + distance
            for w in windowsBySlot[firstPositionsSlot(block << 16) ^ bucket] where block | w != 0 {
                tried += 1
                let hint = UnsafeMutableRawPointer(bitPattern: (block | w) << 16)
                guard let got = mmap(hint, length, protection, flags, -1, 0), got != failed else { continue }
                if got == hint { return got }
                munmap(got, length)
            }
            if tried >= attempts { break }
        }
        return nil
    }
}
