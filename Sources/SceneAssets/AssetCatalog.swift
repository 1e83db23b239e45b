import Foundation

/// An asset catalog folder (`*.xcassets`) read as Xcode reads it: its image sets, colour sets and
/// data sets, each under its name. A folder (a plain folder or a group) whose `Contents.json`
/// says `"properties": {"provides-namespace": true}` puts its name and a slash in front of the
/// names of the sets inside it (`Icons/heart`), as Xcode does; other folders only group.
///
/// Reading never throws: a set whose `Contents.json` is missing or not JSON is listed with no
/// content (its lookups then fail, and the caller warns), so a damaged catalog still lends the
/// rest of its assets.
public struct AssetCatalog: Sendable {
    /// What a set holds, from its folder's extension.
    public enum Kind: String, Sendable, CaseIterable {
        case image = "imageset"
        case color = "colorset"
        case data = "dataset"
    }

    /// One set of the catalog.
    public struct Entry: Sendable, Equatable {
        /// The name code asks for, namespaces included (`Icons/heart`).
        public let name: String
        public let kind: Kind
        /// The set's folder.
        public let folder: URL
        /// The namespaces the set is in, outermost first (`["Icons"]`).
        public var namespaces: [String] {
            Array(name.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init))
        }
        /// The set's own name, without namespaces.
        public var baseName: String { name.split(separator: "/").last.map(String.init) ?? name }
    }

    /// The catalog folder.
    public let folder: URL
    /// Every set, in a stable order (by name, then kind).
    public let entries: [Entry]
    /// The index in `entries` of each kind's names (the first, when a name repeats).
    private let index: [Kind: [String: Int]]

    /// Reads the catalog at `folder` (a `*.xcassets` directory). Nested folders are read to a
    /// depth of 16; deeper ones are left out.
    public init(folder: URL) {
        self.folder = folder
        var found: [Entry] = []
        Self.scan(folder, prefix: "", depth: 0, into: &found)
        entries = found.sorted { ($0.name, $0.kind.rawValue) < ($1.name, $1.kind.rawValue) }
        var index: [Kind: [String: Int]] = [:]
        for (i, e) in entries.enumerated() where index[e.kind]?[e.name] == nil { index[e.kind, default: [:]][e.name] = i }
        self.index = index
    }

    /// The set of `kind` named `name` (namespaces included), if any.
    public func entry(named name: String, kind: Kind) -> Entry? {
        index[kind]?[name].map { entries[$0] }
    }

    private static func scan(_ dir: URL, prefix: String, depth: Int, into found: inout [Entry]) {
        guard depth < 16,
            let children = try? FileManager.default.contentsOfDirectory(at: dir, includingPropertiesForKeys: [.isDirectoryKey])
        else { return }
        for child in children.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            guard (try? child.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true else { continue }
            let ext = child.pathExtension
            let base = child.deletingPathExtension().lastPathComponent
            if let kind = Kind(rawValue: ext) {
                found.append(Entry(name: prefix + base, kind: kind, folder: child))
            } else if ext.isEmpty {
                let json = contentsJSON(of: child)
                let namespaced = (json?["properties"] as? [String: Any])?["provides-namespace"] as? Bool == true
                scan(child, prefix: namespaced ? prefix + child.lastPathComponent + "/" : prefix, depth: depth + 1, into: &found)
            }
            // Other sets (app icons, symbol sets, textures, ...) are not read.
        }
    }

    /// The parsed `Contents.json` of `folder`, or nil when it is missing or not a JSON object.
    public static func contentsJSON(of folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The catalogs (`*.xcassets` folders) in `folder` or below it, to a depth of `depth`
    /// folders, or `folder` itself when it is one, in the order of their paths as listed (before
    /// links are resolved). Symbolic links to folders
    /// are followed (a resource bundle linked beside an executable): Foundation on Linux lists
    /// a linked folder as empty and reports the link as no folder, so each is resolved first.
    public static func catalogs(in folder: URL, depth: Int = 3) -> [URL] {
        if folder.pathExtension == "xcassets" { return [folder] }
        guard depth > 0,
            let children = try? FileManager.default.contentsOfDirectory(
                at: folder.resolvingSymlinksInPath(), includingPropertiesForKeys: [.isDirectoryKey])
        else { return [] }
        var result: [URL] = []
        for child in children.sorted(by: { $0.path < $1.path }).map({ $0.resolvingSymlinksInPath() })
        where (try? child.resourceValues(forKeys: [.isDirectoryKey]))?.isDirectory == true {
            result += catalogs(in: child, depth: depth - 1)
        }
        return result
    }
}

/// Whether an asset variant applies to a colour scheme: the `appearances` array of an image or
/// colour entry (`{"appearance": "luminosity", "value": "dark"}`).
public enum AssetAppearance: String, Sendable, Equatable {
    /// No luminosity given: the variant for any appearance.
    case any
    case light
    case dark
    /// An appearance this reader does not use (high contrast): the variant is skipped.
    case other

    init(_ entry: [String: Any]) {
        guard let list = entry["appearances"] as? [[String: Any]], !list.isEmpty else {
            self = .any
            return
        }
        var result = AssetAppearance.any
        for item in list {
            let kind = item["appearance"] as? String, value = item["value"] as? String
            if kind == "luminosity", value == "dark" {
                result = .dark
            } else if kind == "luminosity", value == "light" {
                result = result == .dark ? .dark : .light
            } else {
                self = .other
                return
            }
        }
        self = result
    }
}

/// The device families a variant is for (`idiom`): iPhone and universal variants are read, the
/// iPhone one first (scenes are drawn as an iPhone draws them); others (iPad, Mac, watch, TV,
/// car) are not.
enum AssetIdiom {
    static func rank(_ entry: [String: Any]) -> Int? {
        switch entry["idiom"] as? String ?? "universal" {
        case "iphone": return 0
        case "universal": return 1
        default: return nil
        }
    }
}
