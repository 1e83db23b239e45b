import Foundation
import CCairo
import CPango
import CSpng

/// `manifest.json` of a recorded sequence (`manifest-shard-K-of-N.json` for a shard): what was
/// rendered, with which settings and library versions, and for every frame file its SHA-256
/// and its `FrameKey` (the hash of what the frame draws). A rerun keeps a file only when both
/// match: the file is unchanged and it is the frame this run would write.
///
/// While a recording runs, each finished frame is appended to a journal beside the manifest
/// (`manifest.journal`, `manifest-shard-K-of-N.journal`: one line per frame, see
/// `FrameJournal`); the journal is merged into the manifest at the end and removed, so a run
/// that is killed keeps its frames for the next.
public struct FrameManifest: Codable, Equatable, Sendable {
    public struct Frame: Codable, Equatable, Sendable {
        public var index: Int
        /// Scene time in seconds.
        public var time: Double
        public var file: String
        /// SHA-256 of the file's bytes, lowercase hex.
        public var sha256: String
        /// The frame's `FrameKey`, lowercase hex; nil in manifests from before keys, whose
        /// frames are never kept.
        public var key: String?

        public init(index: Int, time: Double, file: String, sha256: String, key: String?) {
            self.index = index
            self.time = time
            self.file = file
            self.sha256 = sha256
            self.key = key
        }
    }
    public var scene: String
    public var fps: Double
    /// Canvas size in points.
    public var width: Double
    public var height: Double
    /// Pixels per point.
    public var scale: Double
    public var pixelWidth: Int
    public var pixelHeight: Int
    public var background: String
    public var compressionLevel: Int
    /// Seconds.
    public var duration: Double
    /// Frames of the whole recording (all shards).
    public var frameCount: Int
    /// "i/n".
    public var shard: String
    /// Library versions: cairo, pixman, pango, freetype, fontconfig, libspng, isa-l.
    public var environment: [String: String]
    /// The encoder and its options ("isa-l igzip level 1, Sub" or "libspng zlib level N, Sub,
    /// run-length"); nil in manifests from before it was recorded.
    public var encoder: String?
    /// Frames written or kept by this run and by earlier runs into the same manifest, by index.
    public var frames: [Frame]

    /// Largest manifest read, in bytes: 512 bytes for each frame of the longest recording.
    public static let maxFileBytes = FrameTimes.maxCount * 512

    /// Reads a manifest file: a regular file of at most `maxFileBytes` bytes (a symbolic link,
    /// FIFO or device in its place is refused, never read).
    ///
    /// - Throws: `RenderError.io` naming the file when it is missing, is not a regular file, is
    ///   too large, cannot be read or is not a frame manifest.
    public static func read(_ url: URL) throws -> FrameManifest {
        try decode(try RegularFile.read(url, maxBytes: maxFileBytes, what: "manifest"), source: url.path)
    }

    /// Parses manifest JSON.
    ///
    /// - Throws: `RenderError.io` naming `source` when the data is not a frame manifest.
    public static func decode(_ data: Data, source: String = "manifest") throws -> FrameManifest {
        do { return try JSONDecoder().decode(FrameManifest.self, from: data) } catch {
            throw RenderError.io(path: source, reason: "not a frame manifest: \(error)")
        }
    }

    /// SHA-256 of `data` as 64 lowercase hex digits (`SHA256Digest`).
    public static func sha256(_ data: Data) -> String { SHA256Digest(of: data).description }

    /// Versions of the libraries that decide the pixels, as loaded in this process.
    public static func currentEnvironment() -> [String: String] {
        var env: [String: String] = [
            "cairo": String(cString: cairo_version_string()),
            "pango": String(cString: pango_version_string()),
            "libspng": String(cString: spng_version_string()),
            "isa-l": IgzipPNGEncoder.version
        ]
        // pixman, FreeType and fontconfig are loaded as cairo's and pango's dependencies; their
        // version functions are looked up in the process rather than linked directly.
        guard let handle = dlopen(nil, RTLD_NOW) else { return env }
        defer { dlclose(handle) }
        typealias CString = @convention(c) () -> UnsafePointer<CChar>?
        typealias CInt = @convention(c) () -> Int32
        if let f = dlsym(handle, "pixman_version_string"), let s = unsafeBitCast(f, to: CString.self)() {
            env["pixman"] = String(cString: s)
        }
        // zlib decides the bytes libspng writes.
        if let f = dlsym(handle, "zlibVersion"), let s = unsafeBitCast(f, to: CString.self)() {
            env["zlib"] = String(cString: s)
        }
        if let f = dlsym(handle, "FcGetVersion") {
            let v = Int(unsafeBitCast(f, to: CInt.self)())
            env["fontconfig"] = "\(v / 10000).\(v / 100 % 100).\(v % 100)"
        }
        typealias FTInit = @convention(c) (UnsafeMutablePointer<OpaquePointer?>) -> Int32
        typealias FTVersion = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Void
        typealias FTDone = @convention(c) (OpaquePointer?) -> Int32
        if let i = dlsym(handle, "FT_Init_FreeType"), let v = dlsym(handle, "FT_Library_Version"), let d = dlsym(handle, "FT_Done_FreeType") {
            var lib: OpaquePointer?
            if unsafeBitCast(i, to: FTInit.self)(&lib) == 0 {
                var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
                unsafeBitCast(v, to: FTVersion.self)(lib, &major, &minor, &patch)
                _ = unsafeBitCast(d, to: FTDone.self)(lib)
                env["freetype"] = "\(major).\(minor).\(patch)"
            }
        }
        return env
    }
}
