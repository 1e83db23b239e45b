import Foundation

/// An image set's variants (`*.imageset/Contents.json`) and the choice among them for a display
/// scale and a colour scheme, as iOS chooses.
public struct ImageSet: Sendable, Equatable {
    /// One image file of the set.
    public struct Variant: Sendable, Equatable {
        /// The file.
        public let file: URL
        /// Pixels per point: 1, 2 or 3 from `"scale": "2x"`; 1 for a single-scale set (no scale).
        public let scale: Double
        public let appearance: AssetAppearance
        /// 0 for an iPhone variant, 1 for a universal one (lower is preferred).
        let idiomRank: Int
    }

    /// The variants that have a PNG, JPEG, PDF or SVG file, for the iPhone and universal idioms
    /// (a vector file is drawn as vectors, at the size its document gives in points).
    public let variants: [Variant]
    /// The files of other kinds, which are not drawn.
    public let undrawnFiles: [String]
    /// The file extensions drawn.
    public static let drawableExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg"]
    /// `template` when the set says `"template-rendering-intent": "template"` (the image is then
    /// drawn in the foreground style, its alpha as a mask), `original`, or nil (the default).
    public let renderingIntent: String?

    /// Reads the image set in `folder`. A missing or unreadable `Contents.json` gives a set with
    /// no variants.
    public init(folder: URL) {
        let json = AssetCatalog.contentsJSON(of: folder) ?? [:]
        var found: [Variant] = []
        var undrawn: [String] = []
        for entry in json["images"] as? [[String: Any]] ?? [] {
            guard let rank = AssetIdiom.rank(entry), let name = entry["filename"] as? String, !name.isEmpty else { continue }
            let appearance = AssetAppearance(entry)
            guard appearance != .other else { continue }
            guard Self.drawableExtensions.contains((name as NSString).pathExtension.lowercased()) else {
                undrawn.append(name)
                continue
            }
            var scale = 1.0
            if let s = entry["scale"] as? String, let v = Double(s.lowercased().replacingOccurrences(of: "x", with: "")), v > 0, v.isFinite {
                scale = v
            }
            found.append(Variant(file: folder.appendingPathComponent(name), scale: scale, appearance: appearance, idiomRank: rank))
        }
        variants = found
        undrawnFiles = undrawn
        renderingIntent = (json["properties"] as? [String: Any])?["template-rendering-intent"] as? String
    }

    /// The variant drawn on a display of `displayScale` pixels per point in the dark appearance
    /// (`dark`) or not, or nil when the set has none.
    ///
    /// The appearance first: a dark variant in the dark appearance, else a light or any one (a
    /// light variant only in the light appearance when there is also an any one). Among those,
    /// the scale: the variant of exactly `displayScale`, else the smallest scale above it
    /// (drawn scaled down), else the largest below it (scaled up), as iOS picks the closest
    /// variant it can shrink. Ties between idioms go to the iPhone variant.
    public func variant(displayScale: Double, dark: Bool) -> Variant? {
        let scale = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        func pick(_ candidates: [Variant]) -> Variant? {
            guard !candidates.isEmpty else { return nil }
            let exact = candidates.filter { $0.scale == scale }
            let above = candidates.filter { $0.scale > scale }
            let below = candidates.filter { $0.scale < scale }
            let pool: [Variant]
            if !exact.isEmpty {
                pool = exact
            } else if let s = above.map(\.scale).min() {
                pool = above.filter { $0.scale == s }
            } else {
                let s = below.map(\.scale).max()!
                pool = below.filter { $0.scale == s }
            }
            return pool.min { $0.idiomRank < $1.idiomRank }
        }
        if dark, let d = pick(variants.filter { $0.appearance == .dark }) { return d }
        if !dark, let l = pick(variants.filter { $0.appearance == .light }) { return l }
        return pick(variants.filter { $0.appearance == .any }) ?? pick(variants.filter { $0.appearance == .light })
    }
}

/// A data set's file (`*.dataset/Contents.json`, SwiftUI's `NSDataAsset`): the universal (or
/// iPhone) entry's file and its uniform type identifier.
public struct DataSet: Sendable, Equatable {
    public let file: URL
    /// The entry's `universal-type-identifier`, else one guessed from the file's extension
    /// (`public.data` when unknown).
    public let typeIdentifier: String

    /// Reads the data set in `folder`; nil when it names no file for the universal or iPhone idiom.
    public init?(folder: URL) {
        let json = AssetCatalog.contentsJSON(of: folder) ?? [:]
        let entries = (json["data"] as? [[String: Any]] ?? []).compactMap { e -> (Int, [String: Any])? in
            AssetIdiom.rank(e).map { ($0, e) }
        }
        guard let (_, entry) = entries.min(by: { $0.0 < $1.0 }), let name = entry["filename"] as? String else { return nil }
        file = folder.appendingPathComponent(name)
        let known = ["json": "public.json", "txt": "public.plain-text", "png": "public.png", "jpg": "public.jpeg", "jpeg": "public.jpeg"]
        typeIdentifier = entry["universal-type-identifier"] as? String ?? known[file.pathExtension.lowercased()] ?? "public.data"
    }
}
