import Foundation
import SceneAssets

/// Where the asset catalogs of `Image(_:bundle:)`, `Color(_:bundle:)`, `UIImage(named:)` and
/// `NSDataAsset` are found, and the sets read from them (read once per process and remembered;
/// safe from any thread).
///
/// SwiftPM on Linux does not compile a target's `*.xcassets`: a resource rule
/// (`.process("Assets.xcassets")` or `.copy`) copies the folder into the target's resource
/// bundle, `<Package>_<Target>.resources/` beside the executable, which `Bundle.module` is.
/// So the catalogs of a bundle are the `*.xcassets` folders in its resource folder (to a depth
/// of 3). With no bundle, or `Bundle.main` (an app's own catalog, which iOS looks in by default),
/// the catalogs searched are those of every resource bundle beside the main executable
/// (`*.resources`, `*.bundle`) and of its own folder, then those in the image library's folders
/// (`ImageLibrary.directories`: `SCENE_RESOURCES`, `./Resources`), in that order; the first
/// catalog holding the name wins.
final class AssetStore: @unchecked Sendable {
    static let shared = AssetStore()

    private let lock = NSLock()
    private var catalogsByFolder: [String: [AssetCatalog]] = [:]
    private var imageSets: [String: ImageSet] = [:]
    private var colors: [String: Color?] = [:]
    /// `accentColor(searching:)`'s last answer, with the folders asked for and searched.
    private var accent: (folders: [String]?, directories: [String], color: Color?)?

    /// The main executable's folder and the resource bundles beside it (`*.resources`,
    /// `*.bundle`), sorted: where an app's own resources are (catalogs here, string tables in
    /// `StringTableStore`).
    static let mainResourceFolders: (root: URL, bundles: [URL]) = {
        let root = Bundle.main.resourceURL ?? URL(fileURLWithPath: Bundle.main.bundlePath)
        let children = (try? FileManager.default.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
        let bundles = children.sorted { $0.path < $1.path }.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
        return (root, bundles)
    }()

    /// The resource folder searched for `bundle`: nil (the default search) for no bundle or
    /// `Bundle.main`.
    static func bundlePath(_ bundle: Bundle?) -> String? {
        bundle.flatMap { $0 == Bundle.main ? nil : $0.resourcePath ?? $0.bundlePath }
    }

    /// The catalogs beside the main executable, found once.
    private lazy var mainCatalogFolders: [URL] = {
        let folders = Self.mainResourceFolders
        return AssetCatalog.catalogs(in: folders.root, depth: 1) + folders.bundles.flatMap { AssetCatalog.catalogs(in: $0, depth: 3) }
    }()

    /// The catalogs searched for `bundle` (see the type's comment); `library` gives the folders
    /// searched after the main bundle's when `bundle` is nil or `Bundle.main`.
    func catalogs(bundle: Bundle?, library: ImageLibrary) -> [AssetCatalog] {
        catalogs(bundlePath: Self.bundlePath(bundle), library: library)
    }

    /// The catalogs searched for the bundle whose resource folder is `bundlePath` (nil: the
    /// default search, as for `Bundle.main`).
    func catalogs(bundlePath: String?, library: ImageLibrary) -> [AssetCatalog] {
        if let bundlePath { return catalogs(inFolder: bundlePath) }
        lock.lock()
        let main = mainCatalogFolders
        lock.unlock()
        return main.flatMap { catalogs(inFolder: $0.path) } + library.directories.flatMap { catalogs(inFolder: $0) }
    }

    /// The catalogs in `folder` (or `folder` itself when it is one), read once.
    func catalogs(inFolder folder: String) -> [AssetCatalog] {
        lock.lock()
        if let known = catalogsByFolder[folder] { lock.unlock(); return known }
        lock.unlock()
        let found = AssetCatalog.catalogs(in: URL(fileURLWithPath: folder), depth: 3).map(AssetCatalog.init(folder:))
        lock.lock(); catalogsByFolder[folder] = found; lock.unlock()
        return found
    }

    /// The set of `kind` named `name` in the first of `catalogs` that has one.
    func entry(_ name: String, kind: AssetCatalog.Kind, in catalogs: [AssetCatalog]) -> AssetCatalog.Entry? {
        for catalog in catalogs { if let e = catalog.entry(named: name, kind: kind) { return e } }
        return nil
    }

    /// The image set at `entry`, read once.
    func imageSet(_ entry: AssetCatalog.Entry) -> ImageSet {
        lock.lock()
        if let known = imageSets[entry.folder.path] { lock.unlock(); return known }
        lock.unlock()
        let set = ImageSet(folder: entry.folder)
        lock.lock(); imageSets[entry.folder.path] = set; lock.unlock()
        return set
    }

    /// The colour named `name` for `bundle`, or nil (after one warning naming the catalogs
    /// searched, or the set and what is wrong with it).
    func color(_ name: String, bundle: Bundle?) -> Color? {
        color(name, bundlePath: Self.bundlePath(bundle))
    }

    /// The colour named `name` for the bundle whose resource folder is `bundlePath` (nil: the
    /// default search), or nil (after one warning).
    func color(_ name: String, bundlePath: String?) -> Color? {
        let library = ImageLibrary.standard
        let key = (bundlePath ?? "") + "\u{0}" + library.directories.joined(separator: ":") + "\u{0}" + name
        lock.lock()
        if let known = colors[key] { lock.unlock(); return known }
        lock.unlock()
        let searched = catalogs(bundlePath: bundlePath, library: library)
        var result: Color?
        if let entry = entry(name, kind: .color, in: searched) {
            do {
                result = Color(try ColorSet(folder: entry.folder))
            } catch {
                WarningLog.warn("Color(\"\(name)\"): \(error); drawing clear")
            }
        } else {
            WarningLog.warn("Color(\"\(name)\"): no colour set named '\(name)' in \(Self.describe(searched, bundlePath: bundlePath, library: library)); drawing clear")
        }
        lock.lock(); colors[key] = result; lock.unlock()
        return result
    }

    /// The app's accent colour: the colour set `AccentColor` of the catalogs searched for
    /// `Bundle.main` (`folders`, when given, instead), or nil when there is none (no warning: most
    /// apps have none). Found once per search path.
    func accentColor(searching folders: [String]? = nil) -> Color? {
        let library = ImageLibrary.standard
        let directories = folders ?? library.directories
        // Asked for on every tint resolution: the last answer is kept with the folders it was
        // found for, compared without building a key.
        lock.lock()
        if let known = accent, known.folders == folders, known.directories == directories { lock.unlock(); return known.color }
        lock.unlock()
        let searched = folders.map { $0.flatMap { catalogs(inFolder: $0) } } ?? catalogs(bundlePath: nil, library: library)
        var result: Color?
        if let entry = entry("AccentColor", kind: .color, in: searched) {
            do {
                result = Color(try ColorSet(folder: entry.folder))
            } catch {
                WarningLog.warn("the accent colour: \(error); using system blue")
            }
        }
        lock.lock(); accent = (folders, directories, result); lock.unlock()
        return result
    }

    /// The catalogs searched, for a warning: their paths, or where none was found.
    static func describe(_ catalogs: [AssetCatalog], bundle: Bundle?, library: ImageLibrary) -> String {
        describe(catalogs, bundlePath: Self.bundlePath(bundle), library: library)
    }

    /// The catalogs searched, for a warning (`bundlePath` as in `catalogs(bundlePath:library:)`).
    static func describe(_ catalogs: [AssetCatalog], bundlePath: String?, library: ImageLibrary) -> String {
        if !catalogs.isEmpty { return catalogs.map(\.folder.path).joined(separator: ", ") }
        if let bundlePath { return "no asset catalog (none in bundle \(bundlePath))" }
        let folders = [Bundle.main.bundlePath] + library.directories
        return "no asset catalog (none beside the executable or in \(folders.joined(separator: ", ")))"
    }
}

extension Color {
    /// A colour set read from a catalog: adaptive when the set has a dark appearance. A
    /// reference to a system colour (`systemBlueColor`) is that colour (`UIColor`'s table).
    init(_ set: ColorSet) {
        func color(_ c: ColorSet.Components) -> Color {
            if let name = c.systemName {
                let key = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
                if let system = UIColor.named[key] { return system.color }
                WarningLog.warn("colour set refers to the system colour '\(name)', which is not known here; drawing clear")
                return Color(red: 0, green: 0, blue: 0, opacity: 0)
            }
            return Color(red: c.red, green: c.green, blue: c.blue, opacity: c.alpha)
        }
        let light = color(set.light)
        if let dark = set.dark {
            self.init(light: light.fixed(.light), dark: color(dark).fixed(.dark))
        } else {
            self = light
        }
    }
}

extension UIColor {
    /// UIKit's system colours by the names a colour set refers to them with (without `Color`).
    static let named: [String: UIColor] = [
        "systemRed": .systemRed, "systemOrange": .systemOrange, "systemYellow": .systemYellow,
        "systemGreen": .systemGreen, "systemMint": .systemMint, "systemTeal": .systemTeal, "systemCyan": .systemCyan,
        "systemBlue": .systemBlue, "systemIndigo": .systemIndigo, "systemPurple": .systemPurple, "systemPink": .systemPink,
        "systemBrown": .systemBrown, "systemGray": .systemGray, "systemGray2": .systemGray2, "systemGray3": .systemGray3,
        "systemGray4": .systemGray4, "systemGray5": .systemGray5, "systemGray6": .systemGray6, "label": .label,
        "secondaryLabel": .secondaryLabel, "tertiaryLabel": .tertiaryLabel, "quaternaryLabel": .quaternaryLabel,
        "systemBackground": .systemBackground, "secondarySystemBackground": .secondarySystemBackground,
        "tertiarySystemBackground": .tertiarySystemBackground, "systemGroupedBackground": .systemGroupedBackground,
        "separator": .separator, "link": .link, "black": .black, "white": .white, "clear": .clear,
        "darkGray": .darkGray, "lightGray": .lightGray, "gray": .gray
    ]
}
