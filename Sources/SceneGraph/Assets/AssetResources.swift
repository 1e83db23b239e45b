import Foundation
import SceneAssets

/// An image set of an asset catalog, as the symbols Xcode generates name it
/// (`ImageResource.upperBody`; SwiftUI's `ImageResource` from DeveloperToolsSupport). The
/// `AssetSymbols` build-tool plug-in of this package generates them for a target's catalogs.
public struct ImageResource: Hashable, Sendable {
    /// The set's name in its catalog, namespaces included (`Icons/heart`).
    public let name: String
    /// The resource folder of the bundle holding the catalog.
    let bundlePath: String

    /// The image set `name` in the catalogs of `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.resourcePath ?? bundle.bundlePath
    }
}

/// A colour set of an asset catalog, as the symbols Xcode generates name it
/// (`ColorResource.brandPrimary`; SwiftUI's `ColorResource`).
public struct ColorResource: Hashable, Sendable {
    /// The set's name in its catalog, namespaces included.
    public let name: String
    let bundlePath: String

    /// The colour set `name` in the catalogs of `bundle`.
    public init(name: String, bundle: Bundle) {
        self.name = name
        bundlePath = bundle.resourcePath ?? bundle.bundlePath
    }
}

extension Image {
    /// The image of a generated asset symbol (`Image(.upperBody)`): `Image(resource.name,
    /// bundle: its bundle)`.
    public init(_ resource: ImageResource) {
        self.init(source: .name(resource.name, bundlePath: resource.bundlePath))
    }

    /// A UIKit image (`Image(uiImage:)`): drawn from its file at its scale, a symbol image as
    /// `Image(systemName:)`; an image that found no file draws nothing.
    public init(uiImage: UIImage) {
        if let name = uiImage.systemName {
            self.init(systemName: name)
        } else if let path = uiImage.path {
            self.init(source: .file(path, scale: Double(uiImage.scale)))
        } else {
            self.init(source: .missing(uiImage.requestedName))
        }
    }
}

extension Color {
    /// The colour of a generated asset symbol (`Color(.brandPrimary)`).
    public init(_ resource: ColorResource) {
        self.init(assetNamed: resource.name, bundlePath: resource.bundlePath)
    }
}

extension UIColor {
    /// A colour set of the catalogs searched for `bundle` (UIKit's `UIColor(named:in:compatibleWith:)`),
    /// or nil, after one warning naming the catalogs searched. `traitCollection` is accepted and
    /// ignored: the colour adapts to the appearance it is drawn in.
    public init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        guard let color = AssetStore.shared.color(name, bundle: bundle) else { return nil }
        self.init(color)
    }

    /// The colour of a generated asset symbol (UIKit's `UIColor(resource:)`).
    public init(resource: ColorResource) {
        self.init(Color(resource))
    }
}

/// A bitmap image (UIKit's `UIImage`), as far as SwiftUI code uses one: made from an asset
/// catalog's image set (`UIImage(named:)`, `UIImage(resource:)`) or a file, and drawn with
/// `Image(uiImage:)`.
///
/// An image made from a catalog takes the variant for a display of scale 3 (an iPhone's) in the
/// light appearance: it is chosen when made, not where it is drawn (as a `UIImage` holds one
/// bitmap). Only PNG files are read.
public final class UIImage: Sendable {
    /// The file drawn; nil for an image that found none, and for a symbol.
    let path: String?
    let requestedName: String
    /// The SF Symbol's name for an image made by `init?(systemName:)`, else nil.
    let systemName: String?
    /// Pixels per point of the file (2 for an `@2x` variant).
    public let scale: CGFloat
    /// The size in points: the file's pixels divided by `scale`.
    public let size: CGSize

    private init(path: String?, name: String, scale: CGFloat) {
        self.path = path
        requestedName = name
        systemName = nil
        self.scale = scale
        let pixels = path.flatMap { ImageLibrary.standard.pixelSize(ofFile: $0) }
        size = pixels.map { CGSize(width: CGFloat($0.width) / scale, height: CGFloat($0.height) / scale) } ?? .zero
    }

    /// The SF Symbol `name` (UIKit's `UIImage(systemName:)`), drawn by `Image(uiImage:)` as
    /// `Image(systemName:)` draws it; nil when the icon font's catalogue knows neither the name
    /// nor its family (as UIKit gives nil for a name that is not a symbol), after one warning.
    /// Its `size` is a symbol's frame at the body text style (`Image.symbolFrameSize`: 17 × 20
    /// points), its `scale` 3;
    /// it has no file, so `pngData()` is nil. `traitCollection` is accepted and ignored.
    public init?(systemName name: String, compatibleWith traitCollection: UITraitCollection? = nil) {
        guard SymbolCatalog.glyph(for: name).match != .unknown else {
            WarningLog.warn("UIImage(systemName: \"\(name)\"): no symbol of that name or family in the icon font's catalogue; nil")
            return nil
        }
        path = nil
        requestedName = name
        systemName = name
        scale = 3
        size = Image.symbolFrameSize(in: EnvironmentValues())
    }

    /// The image set `name` of the catalogs searched for `bundle` (as `Image(_:bundle:)` searches
    /// them), else the PNG file `name` or `name.png` in the image library's folders; nil when
    /// neither exists, after one warning naming the catalogs searched. `traitCollection` is
    /// accepted and ignored.
    public convenience init?(named name: String, in bundle: Bundle? = nil, compatibleWith traitCollection: UITraitCollection? = nil) {
        let image = Image.Source.named(name, bundle: bundle)
        guard let file = image.resolvedFile(in: .standard, displayScale: 3, dark: false) else {
            WarningLog.warn(image.missingMessage(in: .standard))
            return nil
        }
        self.init(path: file.path, name: name, scale: CGFloat(file.scale))
    }

    /// The image of a generated asset symbol (UIKit's `UIImage(resource:)`); an empty image of
    /// size zero, after one warning, when the set is missing.
    public convenience init(resource: ImageResource) {
        let image = Image.Source.name(resource.name, bundlePath: resource.bundlePath)
        let file = image.resolvedFile(in: .standard, displayScale: 3, dark: false)
        if file == nil { WarningLog.warn(image.missingMessage(in: .standard)) }
        self.init(path: file?.path, name: resource.name, scale: CGFloat(file?.scale ?? 1))
    }

    /// The PNG file at `path`, one pixel per point; nil when it is not a readable PNG.
    public convenience init?(contentsOfFile path: String) {
        guard ImageLibrary.standard.pixelSize(ofFile: path) != nil else { return nil }
        self.init(path: path, name: path, scale: 1)
    }

    /// The PNG image in `data`, `scale` pixels per point (UIKit's `UIImage(data:scale:)`); nil
    /// when `data` is not a PNG or `scale` is not positive. The bytes are kept in a file of the
    /// temporary folder named by their hash (an image is drawn from a file here).
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard scale > 0, scale.isFinite, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        var hasher = Hasher()
        hasher.combine(data)
        let name = "uiimage-\(String(UInt(bitPattern: hasher.finalize()), radix: 16))-\(data.count).png"
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
        if !FileManager.default.fileExists(atPath: url.path) {
            let partial = url.appendingPathExtension("partial-\(ProcessInfo.processInfo.processIdentifier)")
            guard (try? data.write(to: partial)) != nil else { return nil }
            _ = try? FileManager.default.removeItem(at: url)
            guard (try? FileManager.default.moveItem(at: partial, to: url)) != nil || FileManager.default.fileExists(atPath: url.path)
            else { return nil }
        }
        guard ImageLibrary.standard.pixelSize(ofFile: url.path) != nil else { return nil }
        self.init(path: url.path, name: name, scale: scale)
    }

    /// The image's PNG bytes (UIKit's `pngData()`); nil for an image that found no file and for
    /// a symbol image (UIKit draws one; here it is drawn only in a view).
    public func pngData() -> Data? { path.flatMap { FileManager.default.contents(atPath: $0) } }
}

/// A data set of an asset catalog (UIKit's `NSDataAsset`): its file's bytes and type.
public final class NSDataAsset: Sendable {
    /// The set's name.
    public let name: String
    /// The file's bytes.
    public let data: Data
    /// The set's uniform type identifier (`public.json`, or `public.data` when unknown).
    public let typeIdentifier: String

    /// The data set `name` of the catalogs searched for `bundle` (`Bundle.main`: the app's
    /// catalogs, see `Image(_:bundle:)`); nil when there is none or its file cannot be read,
    /// after one warning naming the catalogs searched.
    public init?(name: String, bundle: Bundle = .main) {
        let catalogs = AssetStore.shared.catalogs(bundle: bundle, library: .standard)
        guard let entry = AssetStore.shared.entry(name, kind: .data, in: catalogs), let set = DataSet(folder: entry.folder) else {
            WarningLog.warn("NSDataAsset(name: \"\(name)\"): no data set named '\(name)' in \(AssetStore.describe(catalogs, bundle: bundle, library: .standard))")
            return nil
        }
        guard let data = try? Data(contentsOf: set.file) else {
            WarningLog.warn("NSDataAsset(name: \"\(name)\"): cannot read \(set.file.path)")
            return nil
        }
        self.name = name
        self.data = data
        typeIdentifier = set.typeIdentifier
    }
}
