import Foundation

/// A shape style that tiles an image (SwiftUI's `ImagePaint`): the part `sourceRect` of
/// `image` (unit coordinates of the image, (0, 0, 1, 1) the whole of it), drawn at `scale`
/// (one image pixel is `scale` points; an image's natural size is one point per pixel), repeated
/// across and down from the top-leading corner of the filled or stroked shape's bounding box.
/// It fills, strokes, borders and colours text like any shape style.
///
/// The image is found when the style is resolved as `Image(_:)` finds it (the asset catalogs,
/// the variant for the environment's display scale and appearance, then
/// `ImageLibrary.standard`), and a catalog variant of n pixels per point tiles at its natural
/// size (each pixel `scale`/n points); an image that is not found, or a system symbol, paints
/// nothing. Out-of-range values are clamped rather than trapped: `sourceRect` is
/// intersected with (0, 0, 1, 1) and, when that leaves nothing or is not finite, the whole image
/// is used; a `scale` that is not finite and positive is taken as 1.
public struct ImagePaint: ShapeStyle {
    /// The image tiled.
    public var image: Image
    /// The part of the image tiled, in unit coordinates of the image.
    public var sourceRect: CGRect
    /// Points per image pixel.
    public var scale: CGFloat

    public init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1) {
        self.image = image
        self.sourceRect = sourceRect
        self.scale = scale
    }

    public func _paint(in environment: EnvironmentValues) -> Paint {
        // A catalog variant of n pixels per point is drawn at its natural size in points, as
        // `Image` draws it: each of its pixels 1/n of `scale`.
        guard
            let file = image.source.resolvedFile(
                in: .standard, displayScale: Double(environment.displayScale), dark: environment.colorScheme == .dark)
        else { return .color(Color.clear.resolved) }
        let pixelScale = file.scale.isFinite && file.scale > 0 ? file.scale : 1
        return .image(
            ImagePattern(
                path: file.path, sourceRect: Self.clampedSourceRect(sourceRect), scale: Self.clampedScale(scale) / CGFloat(pixelScale)))
    }

    /// `rect` intersected with the unit square; the unit square when that is empty or not finite.
    static func clampedSourceRect(_ rect: CGRect) -> CGRect {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
        guard values.allSatisfy(\.isFinite) else { return unit }
        let r = rect.standardized.intersection(unit)
        return r.isNull || r.width <= 0 || r.height <= 0 ? unit : r
    }

    /// `scale` when finite and positive, else 1.
    static func clampedScale(_ scale: CGFloat) -> CGFloat { scale.isFinite && scale > 0 ? scale : 1 }
}

/// An image tiled as a paint (what `ImagePaint` resolves to in the display list).
public struct ImagePattern: Hashable, Sendable {
    /// The PNG file.
    public var path: String
    /// The part of the image tiled, in unit coordinates of the image, within (0, 0, 1, 1).
    public var sourceRect: CGRect
    /// Points per image pixel (positive).
    public var scale: CGFloat
    /// 0…1, multiplied into the image's own alpha.
    public var opacity: Double

    public init(path: String, sourceRect: CGRect, scale: CGFloat, opacity: Double = 1) {
        self.path = path
        self.sourceRect = sourceRect
        self.scale = scale
        self.opacity = opacity
    }
}

extension ImagePattern: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.imageFile("path", path); v.nested("sourceRect", sourceRect); v.number("scale", scale); v.number("opacity", opacity)
    }
}
