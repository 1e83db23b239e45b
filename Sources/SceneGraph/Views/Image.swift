import Foundation

/// A PNG image (SwiftUI's `Image`), drawn by the renderer from its file.
///
/// - `Image("name")` and `Image("name", bundle:)` look the name up as iOS does: first as an
///   image set of the asset catalogs searched for the bundle (`AssetStore`: with no bundle, or
///   `Bundle.main`, the catalogs of the resource bundles beside the executable, then those in
///   the image library's folders; else the catalogs in that bundle), taking the variant for the
///   environment's `displayScale` and colour scheme (`ImageSet.variant`); then as a file `name`
///   or `name.png` in the folders of the host's image library (`SceneResources.images`; by
///   default `ImageLibrary.standard`, whose folders are `Image.resourceDirectories`), in order.
/// - `Image(.upperBody)`: a generated asset symbol (`ImageResource`).
/// - `Image(filePath:)` uses a file path as given.
///
/// Size: a catalog variant of scale s is its pixels / s points (a `@3x` file of 60 pixels is 20
/// points); a file is one point per pixel. Not resizable, the image keeps that size whatever it
/// is offered; `resizable()` makes it take the proposed size (stretching), and `aspectRatio`,
/// `scaledToFit` and `scaledToFill` keep its proportions.
///
/// **Missing image.** A name or path that does not resolve to a readable PNG gives a warning
/// naming it and the catalogs and folders searched (once per scene) and the documented
/// fallback: an empty view of size 0 × 0 (resizable: the proposed size) that draws nothing, as
/// SwiftUI does for an unknown name.
public struct Image: View, PrimitiveView, Equatable {
    public typealias Body = Never
    enum Source: Equatable {
        /// A name, in the catalogs of a bundle's resource folder (nil: the default search).
        case name(String, bundlePath: String?)
        /// A file of `scale` pixels per point.
        case file(String, scale: Double)
        /// An SF Symbol name, drawn from the icon font (`Image(systemName:)`).
        case system(String)
        /// A `UIImage` that found no file (its name).
        case missing(String)
    }
    let source: Source
    var isResizable = false
    /// `.renderingMode(_:)`'s choice; nil: the image set's rendering intent.
    var renderingMode: TemplateRenderingMode?
    /// `.symbolRenderingMode(_:)` on the image; nil: the environment's.
    var symbolRenderingMode: SymbolRenderingMode?

    /// An image looked up by name in the asset catalogs searched for `bundle`, then in the host's
    /// image library (`name`, then `name.png`).
    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, bundle: bundle)
    }
    /// An image from a PNG file path, one pixel per point.
    public init(filePath: String) { source = .file(filePath, scale: 1) }
    init(source: Source) { self.source = source }

    /// Makes the image take the size proposed to it.
    public func resizable() -> Image {
        var i = self
        i.isResizable = true
        return i
    }

    /// Folders searched by `Image(_:)` in hosts that use the standard library
    /// (`ImageLibrary.standard.directories`), in order. Default: the folders of the environment
    /// variable `SCENE_RESOURCES` (colon-separated), then `./Resources`.
    public static var resourceDirectories: [String] {
        get { ImageLibrary.standard.directories }
        set { ImageLibrary.standard.directories = newValue }
    }

    /// The file path this image resolves to in `library` (a catalog variant for a display of
    /// scale 3 in the light appearance), or nil when no readable PNG is found.
    public func resolvedPath(in library: ImageLibrary = .standard) -> String? {
        resolvedFile(in: library, displayScale: 3, dark: false)?.path
    }

    /// The file drawn and its pixels per point (`Source.resolvedFile`).
    func resolvedFile(in library: ImageLibrary, displayScale: Double, dark: Bool) -> (path: String, scale: Double)? {
        source.resolvedFile(in: library, displayScale: displayScale, dark: dark)
    }

    func children(node: Node, environment: EnvironmentValues) -> [ChildView] { [] }

    func update(node: Node, context: UpdateContext) {
        if case .system(let name) = source {
            updateSymbol(name, node: node)
            let env = node.environment
            let paint = symbolPaint(in: env)
            let measurer = isResizable ? node.host?.resources.textMeasurer : nil
            node.updateContent(key: symbolName(in: env), context: context) { frame in
                symbolItems(in: frame, environment: env, paint: paint, transform: .identity, measurer: measurer)
            }
            return
        }
        let library = node.imageLibrary
        let env = node.environment
        let file = resolvedFile(
            in: library, displayScale: Double(env.displayScale),
            dark: (env.explicitColorScheme ?? ColorSchemeResolution.current) == .dark)
        let path = file?.path
        node[attachment: ImagePath.self] = file.map { ImagePath(path: $0.path, scale: $0.scale) }
        if path == nil {
            node.host?.warnOnce(source.missingMessage(in: library))
        }
        let tint = isTemplate(in: library) ? env.foregroundStyle?._paint(in: env) ?? .color(Color.primary.resolved) : nil
        node[attachment: ImagePath.self]?.tint = tint
        node.updateContent(key: (path ?? "") + (tint.map { "\u{0}\($0)" } ?? ""), context: context) { frame in
            guard let path, frame.width > 0, frame.height > 0 else { return [] }
            return [.image(ImageItem(path: path, frame: frame, tint: tint), transform: .identity)]
        }
    }

    /// Size in points of the image file (its pixels over its scale), or zero when missing.
    func naturalSize(node: Node) -> CGSize {
        guard let file = node[attachment: ImagePath.self], let s = node.imageLibrary.pixelSize(ofFile: file.path) else { return .zero }
        return CGSize(width: CGFloat(Double(s.width) / file.scale), height: CGFloat(Double(s.height) / file.scale))
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, context: LayoutContext) -> CGSize {
        if case .system = source { return symbolSize(proposal, node: node) }
        let natural = naturalSize(node: node)
        guard isResizable else { return natural }
        func side(_ p: CGFloat?, _ n: CGFloat) -> CGFloat {
            guard let p else { return n }
            return p.isFinite ? max(p, 0) : n
        }
        return CGSize(width: side(proposal.width, natural.width), height: side(proposal.height, natural.height))
    }

    /// A symbol's text baselines sit where the text it follows has its baseline
    /// (`Image.symbolBaseline`); an image file has none of its own (its bottom edge, the default).
    func explicitAlignment(_ guide: AlignmentGuide, node: Node, proposal: ProposedViewSize, size: CGSize, context: LayoutContext) -> CGFloat? {
        guard case .system = source, !isResizable, guide.isTextBaseline else { return nil }
        return Image.symbolBaseline(side: size.height, in: node.environment)
    }

    func placeChildren(node: Node, in bounds: CGRect, context: LayoutContext) {}

    /// A symbol set like text prefers 0 points towards text above and below it (`ViewSpacing`);
    /// an image file or a resizable symbol, the default.
    func spacing(node: Node, context: LayoutContext) -> ViewSpacing {
        guard case .system = source, !isResizable else { return ViewSpacing() }
        return .text
    }

    func draw(node: Node, into builder: inout DisplayListBuilder) {
        let frame = node.presentedFrame(at: builder.time)
        builder.addHitRegion(frame)
        if case .system(let name) = source {
            node.drawContent(in: frame, into: &builder) { drawSymbol(name, node: node, in: frame, into: &$0) }
            return
        }
        let path = node[attachment: ImagePath.self]?.path
        node.drawContent(in: frame, into: &builder) { builder in
            guard let path, frame.width > 0, frame.height > 0 else { return }
            builder.items.append(.image(ImageItem(path: path, frame: frame, tint: node[attachment: ImagePath.self]?.tint), transform: builder.transform))
        }
    }
}

/// The file an `Image` node draws, found at its last update.
struct ImagePath: NodeAttachment {
    let path: String
    /// Pixels per point of the file.
    var scale: Double = 1
    /// The foreground paint of a template image; nil for one drawn in its own colours.
    var tint: Paint?
}

extension Image {
    /// Whether the image is drawn as a template: `.renderingMode(.template)`, or an image set
    /// whose `template-rendering-intent` is `template` when no mode is chosen.
    func isTemplate(in library: ImageLibrary) -> Bool {
        if let renderingMode { return renderingMode == .template }
        guard case .name(let name, let bundlePath) = source else { return false }
        let store = AssetStore.shared
        guard let entry = store.entry(name, kind: .image, in: store.catalogs(bundlePath: bundlePath, library: library)) else { return false }
        return store.imageSet(entry).renderingIntent == "template"
    }
}

/// How content of one aspect ratio fills a frame of another (SwiftUI's `ContentMode`).
public enum ContentMode: Hashable, Sendable {
    /// Scaled to fit entirely inside (may leave space).
    case fit
    /// Scaled to fill entirely (may extend past the frame).
    case fill
}

/// Proposes to the content the largest (fit) or smallest (fill) size of a given aspect ratio
/// that fits, or covers, the proposal; the ratio defaults to the content's ideal size.
public struct _AspectRatioLayout: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let aspectRatio: CGFloat?
    let contentMode: ContentMode

    func ratio(_ content: [Node], context: LayoutContext) -> CGFloat? {
        if let aspectRatio, aspectRatio.isFinite, aspectRatio > 0 { return aspectRatio }
        let ideal = ZStackLayout(alignment: .center).sizeThatFits(.unspecified, children: content, context: context)
        guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return nil }
        return ideal.width / ideal.height
    }

    func childProposal(_ proposal: ProposedViewSize, content: [Node], context: LayoutContext) -> ProposedViewSize {
        guard let r = ratio(content, context: context) else { return proposal }
        let w = proposal.width.flatMap { $0.isFinite ? $0 : nil }
        let h = proposal.height.flatMap { $0.isFinite ? $0 : nil }
        switch (w, h) {
        case let (w?, h?):
            let byWidth = CGSize(width: w, height: w / r), byHeight = CGSize(width: h * r, height: h)
            let fitsByWidth = byWidth.height <= h
            let pick = contentMode == .fit ? (fitsByWidth ? byWidth : byHeight) : (fitsByWidth ? byHeight : byWidth)
            return ProposedViewSize(width: pick.width, height: pick.height)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let ideal = ZStackLayout(alignment: .center).sizeThatFits(.unspecified, children: content, context: context)
            return ProposedViewSize(width: ideal.width, height: ideal.width / r)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, content: [Node], context: LayoutContext) -> CGSize {
        ZStackLayout(alignment: .center).sizeThatFits(
            childProposal(proposal, content: content, context: context),
            children: content, context: context)
    }
    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        ZStackLayout(alignment: .center).place(content, in: bounds, context: context)
    }
}

extension View {
    /// Constrains the view to an aspect ratio (width / height; nil: the view's ideal size ratio),
    /// fitting or filling the space offered.
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        modifier(_AspectRatioLayout(aspectRatio: aspectRatio, contentMode: contentMode))
    }
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> ModifiedContent<Self, _AspectRatioLayout> {
        let r = aspectRatio.height > 0 ? aspectRatio.width / aspectRatio.height : nil
        return modifier(_AspectRatioLayout(aspectRatio: r, contentMode: contentMode))
    }
    /// Scales the view to fit the space offered, keeping its ideal aspect ratio.
    public func scaledToFit() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(nil, contentMode: .fit) }
    /// Scales the view to fill the space offered, keeping its ideal aspect ratio.
    public func scaledToFill() -> ModifiedContent<Self, _AspectRatioLayout> { aspectRatio(nil, contentMode: .fill) }
}

extension Node {
    /// The image library of the node's host (the standard one for a node without a host).
    var imageLibrary: ImageLibrary { host?.resources.images ?? .standard }
}

extension Image.Source {
    /// A name looked up for `bundle` (nil or `Bundle.main`: the default search).
    nonisolated static func named(_ name: String, bundle: Bundle?) -> Image.Source {
        .name(name, bundlePath: bundle.flatMap { $0 == Bundle.main ? nil : $0.resourcePath ?? $0.bundlePath })
    }

    /// The file drawn and its pixels per point, for a display of `displayScale` in the dark
    /// appearance or not; nil when no readable PNG is found.
    nonisolated func resolvedFile(in library: ImageLibrary, displayScale: Double, dark: Bool) -> (path: String, scale: Double)? {
        switch self {
        case .file(let p, let scale): return library.pixelSize(ofFile: p) != nil ? (p, scale) : nil
        case .name(let n, let bundlePath):
            let store = AssetStore.shared
            if let entry = store.entry(n, kind: .image, in: store.catalogs(bundlePath: bundlePath, library: library)),
                let variant = store.imageSet(entry).variant(displayScale: displayScale, dark: dark),
                library.pixelSize(ofFile: variant.file.path) != nil
            {
                return (variant.file.path, variant.scale)
            }
            if let bundlePath {
                return ImageLibrary(directories: [bundlePath]).path(named: n).map { ($0, 1) }
            }
            return library.path(named: n).map { ($0, 1) }
        case .system, .missing: return nil
        }
    }

    /// The warning for an image that resolves to nothing: what it is and where it was searched.
    nonisolated func missingMessage(in library: ImageLibrary) -> String {
        switch self {
        case .file(let p, _): return "image file \(p): not found or not a PNG; drawing nothing"
        case .name(let n, let bundlePath):
            let catalogs = AssetStore.shared.catalogs(bundlePath: bundlePath, library: library)
            let folders = bundlePath.map { [$0] } ?? library.directories
            if let entry = AssetStore.shared.entry(n, kind: .image, in: catalogs) {
                let set = AssetStore.shared.imageSet(entry)
                let why = set.variants.isEmpty
                    ? set.undrawnFiles.isEmpty ? "has no image file" : "has only \(set.undrawnFiles.joined(separator: ", ")) (PNG, JPEG, PDF and SVG files are drawn)"
                    : "has no readable PNG or JPEG variant"
                return "image named '\(n)': the image set \(entry.folder.path) \(why); drawing nothing"
            }
            let inCatalogs = AssetStore.describe(catalogs, bundlePath: bundlePath, library: library)
            return "image named '\(n)': no image set in \(inCatalogs) and no PNG file in \(folders.joined(separator: ", ")); drawing nothing"
        case .system(let n): return "system image '\(n)': not found; drawing nothing"
        case .missing(let n): return "UIImage '\(n)' found no image; drawing nothing"
        }
    }
}
