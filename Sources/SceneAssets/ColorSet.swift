import Foundation

/// A colour set's colours (`*.colorset/Contents.json`), as gamma-encoded sRGB components:
/// the colour for the light (or any) appearance and, when the set has one, for the dark one.
///
/// Components are read in each of Xcode's notations: a number with a decimal point is a
/// fraction in [0, 1] (`"0.502"`); `0x` and two hex digits is a byte (`"0x80"`, 128/255); a
/// plain integer is a byte (`"128"`) when any red, green or blue component of the colour is
/// written as a byte above 1 or in hex, else the number itself (`"1"`, `"0"`: hand-written
/// files mean 1.0 and 0.0). Alpha is always a fraction. JSON numbers are read as written.
///
/// Colour spaces: `srgb` and `extended-srgb` as given; `display-p3` and `extended-display-p3`
/// converted to sRGB through linear light (`ColorSet.displayP3ToLinearSRGB`); `extended-linear-srgb`
/// encoded with the sRGB curve; `gray-gamma-22` and `extended-gray` (a `white` component) as a
/// grey of that value raised to 2.2, encoded with the sRGB curve. Components outside [0, 1]
/// are kept (extended range). A colour that refers to a system colour (`"reference":
/// "systemBlueColor"`) is kept by that name (`systemName`) for the caller to map.
public struct ColorSet: Sendable, Equatable {
    /// Gamma-encoded sRGB components and alpha.
    public struct Components: Sendable, Equatable {
        public var red: Double, green: Double, blue: Double, alpha: Double
        /// The system colour this colour refers to (`systemBlueColor`), when it is one; the
        /// components are then zero.
        public var systemName: String?

        public init(red: Double, green: Double, blue: Double, alpha: Double, systemName: String? = nil) {
            self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
            self.systemName = systemName
        }
    }

    /// The colour for the light appearance (or for any appearance).
    public var light: Components
    /// The colour for the dark appearance, nil when the set has none (the colour is fixed).
    public var dark: Components?

    /// Why a colour set could not be read.
    public struct ReadError: Error, CustomStringConvertible, Equatable {
        public let description: String
    }

    /// Reads the colour set in `folder`.
    /// - Throws: `ReadError` naming the file and what is wrong (no `Contents.json`, no usable
    ///   colour, a component that is not a number).
    public init(folder: URL) throws {
        guard let json = AssetCatalog.contentsJSON(of: folder) else {
            throw ReadError(description: "\(folder.path)/Contents.json is missing or not a JSON object")
        }
        try self.init(json: json, origin: folder.path)
    }

    /// Reads a colour set's parsed `Contents.json`; `origin` names it in errors.
    public init(json: [String: Any], origin: String) throws {
        var light: (rank: Int, Components)?, any: (rank: Int, Components)?, dark: (rank: Int, Components)?
        for entry in json["colors"] as? [[String: Any]] ?? [] {
            guard let rank = AssetIdiom.rank(entry), let color = entry["color"] as? [String: Any] else { continue }
            let c = try Self.components(color, origin: origin)
            switch AssetAppearance(entry) {
            case .any: if any == nil || rank < any!.rank { any = (rank, c) }
            case .light: if light == nil || rank < light!.rank { light = (rank, c) }
            case .dark: if dark == nil || rank < dark!.rank { dark = (rank, c) }
            case .other: continue
            }
        }
        guard let base = light ?? any else {
            throw ReadError(description: "\(origin): no colour for the universal or iPhone idiom")
        }
        self.light = base.1
        self.dark = dark?.1
    }

    /// Display P3 (linear) to sRGB (linear), both with the D65 white point: the product of the
    /// inverse sRGB primaries matrix and the P3 primaries matrix, each made from the spaces'
    /// red, green and blue chromaticities (sRGB: IEC 61966-2-1; P3: SMPTE EG 432-1) by the
    /// usual RGB-to-XYZ construction (white scaled to Y = 1).
    public static let displayP3ToLinearSRGB: [[Double]] = [
        [1.2249401762805598, -0.22494017628055996, 0],
        [-0.042056954709688163, 1.0420569547096881, 0],
        [-0.019637554590334432, -0.078636045550631889, 1.0982736001409663]
    ]

    /// The sRGB transfer curve, encoded → linear (IEC 61966-2-1), odd about zero.
    static func linear(_ c: Double) -> Double {
        let s = abs(c)
        let l = s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        return c < 0 ? -l : l
    }

    /// The sRGB transfer curve, linear → encoded (IEC 61966-2-1), odd about zero.
    static func encoded(_ c: Double) -> Double {
        let s = abs(c)
        let e = s <= 0.0031308 ? s * 12.92 : 1.055 * pow(s, 1 / 2.4) - 0.055
        return c < 0 ? -e : e
    }

    static func components(_ color: [String: Any], origin: String) throws -> Components {
        if let reference = color["reference"] as? String {
            return Components(red: 0, green: 0, blue: 0, alpha: 1, systemName: reference)
        }
        let space = (color["color-space"] as? String ?? "srgb").lowercased()
        let raw = color["components"] as? [String: Any] ?? [:]
        let alpha = try fraction(raw["alpha"] ?? "1", name: "alpha", origin: origin)
        if space == "gray-gamma-22" || space == "extended-gray" || (raw["white"] != nil && raw["red"] == nil) {
            let w = try component(raw["white"] ?? "0", name: "white", bytes: isByte(raw["white"]), origin: origin)
            let g = encoded(w < 0 ? -pow(-w, 2.2) : pow(w, 2.2))
            return Components(red: g, green: g, blue: g, alpha: alpha)
        }
        let bytes = ["red", "green", "blue"].contains { isByte(raw[$0]) }
        var rgb = try ["red", "green", "blue"].map { try component(raw[$0] ?? "0", name: $0, bytes: bytes, origin: origin) }
        switch space {
        case "srgb", "extended-srgb":
            break
        case "display-p3", "extended-display-p3":
            let l = rgb.map(linear)
            rgb = displayP3ToLinearSRGB.map { row in encoded(row[0] * l[0] + row[1] * l[1] + row[2] * l[2]) }
        case "extended-linear-srgb", "linear-srgb":
            rgb = rgb.map(encoded)
        default:
            throw ReadError(description: "\(origin): colour space '\(space)' is not one of srgb, extended-srgb, display-p3, extended-linear-srgb, gray-gamma-22, extended-gray")
        }
        return Components(red: rgb[0], green: rgb[1], blue: rgb[2], alpha: alpha)
    }

    /// True when a component is written as a byte: hex, or an integer above 1.
    static func isByte(_ value: Any?) -> Bool {
        guard let s = (value as? String)?.trimmingCharacters(in: .whitespaces) else { return false }
        if s.lowercased().hasPrefix("0x") { return true }
        return !s.contains(".") && (Int(s) ?? 0) > 1
    }

    static func component(_ value: Any, name: String, bytes: Bool, origin: String) throws -> Double {
        if let n = value as? NSNumber, !(value is String) { return n.doubleValue }
        guard let s = (value as? String)?.trimmingCharacters(in: .whitespaces), !s.isEmpty else {
            throw ReadError(description: "\(origin): component \(name) is not a number or a string")
        }
        if s.lowercased().hasPrefix("0x") {
            guard let v = UInt8(s.dropFirst(2), radix: 16) else {
                throw ReadError(description: "\(origin): component \(name) '\(s)' is not a hex byte 0x00…0xFF")
            }
            return Double(v) / 255
        }
        if !s.contains("."), !s.lowercased().contains("e"), let i = Int(s) {
            return bytes ? Double(i) / 255 : Double(i)
        }
        guard let d = Double(s), d.isFinite else {
            throw ReadError(description: "\(origin): component \(name) '\(s)' is not a finite number")
        }
        return d
    }

    static func fraction(_ value: Any, name: String, origin: String) throws -> Double {
        try component(value, name: name, bytes: false, origin: origin)
    }
}
