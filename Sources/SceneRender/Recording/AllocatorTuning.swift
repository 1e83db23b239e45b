#if canImport(Glibc)
    import Glibc
    import CGlibcMalloc
#endif

/// The C allocator's thresholds for a recording's workers, set once per process when the first
/// recording starts.
///
/// Each frame, Cairo allocates and frees layers for effect groups (hundreds of kilobytes to
/// megabytes), and the shadow blur its planes. With glibc's defaults the pages of those buffers
/// are mapped again and faulted in frame after frame (a fresh mapping, or a heap that grew by
/// 128 KiB and was trimmed back), and with two workers each fault on a page first read as zero
/// flushes the other core's TLB: a quarter of the settings scene's CPU time was in the kernel.
/// So buffers up to 32 MiB come from the heap (`M_MMAP_THRESHOLD`) and heaps grow and shrink in
/// steps of 64 MiB (`M_TOP_PAD`). Measured with `GLIBC_TUNABLES` set to the same values, one
/// recording with and one without in turn (`make bench`, ui suite, 1170×2532): settings
/// 186 → 248 frames a second, kinetic 43.8 → 47.8, chart 42.5 → 44.1; the padding alone made
/// kinetic slower (it turns off glibc's moving mmap threshold). The padding is address space,
/// not memory touched: pages count towards the resident size only once written. A process that
/// tunes glibc's malloc itself (`GLIBC_TUNABLES` naming `malloc.`) keeps its own settings.
enum AllocatorTuning {
    /// Largest buffer served from the heap instead of a mapping of its own (glibc's maximum).
    static let mmapThreshold: Int32 = 32 << 20
    /// Bytes a heap grows by beyond the request, and keeps when trimmed.
    static let topPad: Int32 = 64 << 20

    /// Sets both on first use (true when glibc took them); later uses do nothing.
    static let applied: Bool = {
        #if canImport(Glibc)
            let tunables = getenv("GLIBC_TUNABLES").map { String(cString: $0) } ?? ""
            guard !tunables.contains("malloc.") else { return false }
            return mallopt(M_MMAP_THRESHOLD, mmapThreshold) == 1 && mallopt(M_TOP_PAD, topPad) == 1
        #else
            return false
        #endif
    }()
}
