import Foundation

// Images drawn in a `Canvas` (SwiftUI's `GraphicsContext.resolve(_: Image)` and `draw(_:in:)`,
// `draw(_:at:anchor:)`): PNG files at their size in points (pixels over the catalog variant's scale) or stretched to a
// rectangle, and system symbols drawn from the icon font as `Image(systemName:)` draws them.

extension GraphicsContext {
    /// An image ready to measure and draw (SwiftUI's `GraphicsContext.ResolvedImage`).
    public struct ResolvedImage {
        let image: Image
        /// The PNG file drawn, nil for a system symbol or a missing file.
        let path: String?
        /// The image's natural size in points (a PNG: one point per pixel; a symbol: the side
        /// of the environment font's symbol square; a missing file: zero).
        public let size: CGSize
        /// The distance from the top to the baseline, points: the bottom of the image.
        public var baseline: CGFloat { size.height }
        /// What a template image (a symbol) is drawn with; nil: the foreground style.
        public var shading: Shading?
    }

    /// The image resolved against the canvas's image library and environment.
    public func resolve(_ image: Image) -> ResolvedImage {
        if case .system = image.source {
            return ResolvedImage(image: image, path: nil, size: Image.symbolFrameSize(in: environment), shading: nil)
        }
        let file = image.resolvedFile(
            in: images, displayScale: Double(environment.displayScale),
            dark: (environment.explicitColorScheme ?? ColorSchemeResolution.current) == .dark)
        let pixels = file.flatMap { images.pixelSize(ofFile: $0.path) }
        let scale = CGFloat(file?.scale ?? 1)
        let size = pixels.map { CGSize(width: CGFloat($0.width) / scale, height: CGFloat($0.height) / scale) } ?? .zero
        return ResolvedImage(image: image, path: file?.path, size: size, shading: nil)
    }

    /// Draws `image` stretched to `rect` (the context's coordinates), with the context's opacity,
    /// clips, filters and blend mode. `style` is accepted for source compatibility.
    public func draw(_ image: Image, in rect: CGRect, style: FillStyle = FillStyle()) {
        draw(resolve(image), in: rect, style: style)
    }

    public func draw(_ image: ResolvedImage, in rect: CGRect, style: FillStyle = FillStyle()) {
        guard rect.width > 0, rect.height > 0, rect.width.isFinite, rect.height.isFinite else { return }
        let alpha = opacity.isFinite ? min(max(opacity, 0), 1) : 1
        if case .system = image.image.source {
            let shading = image.shading ?? .foreground
            let paint = resolve(shading, for: Path(rect)).multiplyingOpacity(by: alpha)
            emit(image.image.symbolItems(in: rect, environment: environment, paint: paint, transform: itemTransform))
            return
        }
        guard let path = image.path else { return }
        var extra: GroupEffects?
        if alpha < 1 {
            extra = GroupEffects()
            extra?.opacity = alpha
        }
        emit([.image(ImageItem(path: path, frame: rect), transform: itemTransform)], extra: extra)
    }

    /// Draws `image` at its natural size with its `anchor` point (unit coordinates of its size)
    /// at `point`.
    public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {
        draw(resolve(image), at: point, anchor: anchor)
    }

    public func draw(_ image: ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center) {
        let size = image.size
        draw(
            image,
            in: CGRect(
                x: point.x - anchor.x * size.width, y: point.y - anchor.y * size.height,
                width: size.width, height: size.height))
    }
}
