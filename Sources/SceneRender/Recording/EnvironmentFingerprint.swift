import Foundation
import CCairo
import CPango

/// The versions of the libraries that draw the pixels, and the font files they use: stored
/// beside the goldens (`environment.json`) so that a failing snapshot can say whether the
/// environment changed as well as the output.
///
/// cairo's and pango's versions come from their headers' runtime functions; pixman's,
/// fontconfig's and FreeType's from the copies already loaded by cairo and pango (looked up with
/// `dlsym`, so no further system-library target is needed). Fonts are the files fontconfig
/// resolves for the families the project's `Font` uses, each with its size and FNV-1a 64 hash.
public struct EnvironmentFingerprint: Codable, Equatable, Sendable {
    /// A resolved font file.
    public struct FontFile: Codable, Equatable, Sendable {
        /// Absolute path as fontconfig resolved it.
        public var path: String
        /// Size in bytes.
        public var bytes: Int
        /// FNV-1a 64-bit hash of the contents, 16 hex digits.
        public var fnv1a64: String
        public init(path: String, bytes: Int, fnv1a64: String) {
            self.path = path; self.bytes = bytes; self.fnv1a64 = fnv1a64
        }
    }

    /// Library name (`cairo`, `pixman`, `pango`, `freetype`, `fontconfig`) → version, or
    /// `unknown` when it could not be read.
    public var libraries: [String: String]
    /// Font family → the file it resolves to (`missing` path when fontconfig finds none).
    public var fonts: [String: FontFile]

    public init(libraries: [String: String], fonts: [String: FontFile]) {
        self.libraries = libraries
        self.fonts = fonts
    }

    /// The families hashed: those `Font`'s designs resolve to (`SystemFontMetrics`), the
    /// symbols' face, and the fallback for a family that is not installed.
    public static let fontFamilies = [
        SystemFontMetrics.family, SystemFontMetrics.displayFamily, SystemFontMetrics.roundedFamily,
        SystemFontMetrics.serifFamily, SystemFontMetrics.monospacedFamily, SystemFontMetrics.symbolFamily,
        PangoTextEngine.fallbackFamily,
    ]

    /// The fingerprint of this process's environment (computed once).
    public static var current: EnvironmentFingerprint { cached }
    private static let cached: EnvironmentFingerprint = measure()

    /// Describes what differs from `recorded` (the fingerprint stored with the goldens), one
    /// entry per library or font, e.g. `cairo 1.16.0 → 1.18.0`; empty when nothing differs.
    public func changes(since recorded: EnvironmentFingerprint) -> [String] {
        var out: [String] = []
        for name in Set(libraries.keys).union(recorded.libraries.keys).sorted() {
            let old = recorded.libraries[name] ?? "absent", new = libraries[name] ?? "absent"
            if old != new { out.append("\(name) \(old) → \(new)") }
        }
        for family in Set(fonts.keys).union(recorded.fonts.keys).sorted() {
            let old = recorded.fonts[family], new = fonts[family]
            if old?.fnv1a64 != new?.fnv1a64 || old?.bytes != new?.bytes {
                func show(_ f: FontFile?) -> String { f.map { "\(($0.path as NSString).lastPathComponent) [\($0.fnv1a64)]" } ?? "absent" }
                out.append("font \(family) \(show(old)) → \(show(new))")
            }
        }
        return out
    }

    /// Pretty-printed JSON with sorted keys (stable bytes for version control).
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self) + Data("\n".utf8)
    }

    /// Reads a fingerprint written by `jsonData()`.
    /// - Throws: `RenderError.io` when the file cannot be read or is not a fingerprint.
    public init(contentsOf url: URL) throws {
        do {
            self = try JSONDecoder().decode(EnvironmentFingerprint.self, from: Data(contentsOf: url))
        } catch {
            throw RenderError.io(path: url.path, reason: "not a readable environment fingerprint: \(error.localizedDescription)")
        }
    }

    /// FNV-1a 64-bit hash (Fowler, Noll and Vo) of `data`, as 16 hex digits.
    public static func fnv1a64(_ data: Data) -> String {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { (buf: UnsafeRawBufferPointer) in
            for byte in buf {
                h ^= UInt64(byte)
                h = h &* 0x0000_0100_0000_01b3
            }
        }
        return String(format: "%016llx", h)
    }

    // MARK: - Measuring

    static func measure() -> EnvironmentFingerprint {
        var libs: [String: String] = [:]
        libs["cairo"] = String(cString: cairo_version_string())
        libs["pango"] = String(cString: pango_version_string())
        libs["pixman"] =
            symbol("pixman_version_string", as: (@convention(c) () -> UnsafePointer<CChar>?).self)
            .flatMap { $0() }.map { String(cString: $0) } ?? "unknown"
        if let fcGetVersion = symbol("FcGetVersion", as: (@convention(c) () -> Int32).self) {
            let v = Int(fcGetVersion())
            libs["fontconfig"] = "\(v / 10000).\(v / 100 % 100).\(v % 100)"
        } else {
            libs["fontconfig"] = "unknown"
        }
        libs["freetype"] = freetypeVersion() ?? "unknown"
        var fonts: [String: FontFile] = [:]
        for family in fontFamilies {
            guard let path = fontconfigFile(for: family) else {
                fonts[family] = FontFile(path: "missing", bytes: 0, fnv1a64: "0000000000000000")
                continue
            }
            let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
            fonts[family] = FontFile(path: path, bytes: data.count, fnv1a64: fnv1a64(data))
        }
        return EnvironmentFingerprint(libraries: libs, fonts: fonts)
    }

    /// A C function already loaded into the process (RTLD_DEFAULT lookup).
    static func symbol<F>(_ name: String, as type: F.Type) -> F? {
        guard let p = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(p, to: type)
    }

    static func freetypeVersion() -> String? {
        typealias Init = @convention(c) (UnsafeMutablePointer<OpaquePointer?>) -> Int32
        typealias Version = @convention(c) (OpaquePointer?, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>, UnsafeMutablePointer<Int32>) -> Void
        typealias Done = @convention(c) (OpaquePointer?) -> Int32
        guard let initLib = symbol("FT_Init_FreeType", as: Init.self), let version = symbol("FT_Library_Version", as: Version.self),
            let done = symbol("FT_Done_FreeType", as: Done.self)
        else { return nil }
        var lib: OpaquePointer?
        guard initLib(&lib) == 0, lib != nil else { return nil }
        defer { _ = done(lib) }
        var major: Int32 = 0, minor: Int32 = 0, patch: Int32 = 0
        version(lib, &major, &minor, &patch)
        return "\(major).\(minor).\(patch)"
    }

    /// The file fontconfig picks for `family` (FcNameParse, substitutions, FcFontMatch).
    static func fontconfigFile(for family: String) -> String? {
        typealias NameParse = @convention(c) (UnsafePointer<UInt8>) -> OpaquePointer?
        typealias Substitute = @convention(c) (OpaquePointer?, OpaquePointer?, Int32) -> Int32
        typealias DefaultSubstitute = @convention(c) (OpaquePointer?) -> Void
        typealias Match = @convention(c) (OpaquePointer?, OpaquePointer?, UnsafeMutablePointer<Int32>) -> OpaquePointer?
        typealias GetString = @convention(c) (OpaquePointer?, UnsafePointer<CChar>, Int32, UnsafeMutablePointer<UnsafeMutablePointer<UInt8>?>) -> Int32
        typealias Destroy = @convention(c) (OpaquePointer?) -> Void
        guard let parse = symbol("FcNameParse", as: NameParse.self),
            let substitute = symbol("FcConfigSubstitute", as: Substitute.self),
            let defaults = symbol("FcDefaultSubstitute", as: DefaultSubstitute.self),
            let match = symbol("FcFontMatch", as: Match.self),
            let getString = symbol("FcPatternGetString", as: GetString.self),
            let destroy = symbol("FcPatternDestroy", as: Destroy.self)
        else { return nil }
        let pattern: OpaquePointer? = family.withCString { name in
            name.withMemoryRebound(to: UInt8.self, capacity: family.utf8.count + 1) { parse($0) }
        }
        guard let pattern else { return nil }
        defer { destroy(pattern) }
        _ = substitute(nil, pattern, 0) // FcMatchPattern
        defaults(pattern)
        var result: Int32 = 0
        guard let font = match(nil, pattern, &result) else { return nil }
        defer { destroy(font) }
        var file: UnsafeMutablePointer<UInt8>?
        guard getString(font, "file", 0, &file) == 0, let file else { return nil } // FcResultMatch
        return String(cString: file)
    }
}
