import Combine
import Foundation
import SceneGraph

/// Renders a view to an image (SwiftUI's `ImageRenderer`, iOS 16): the view laid out at
/// `proposedSize` (its ideal size by default), as its first frame (scene time 0), at `scale`
/// pixels per point, on a transparent background unless `isOpaque`.
///
/// `uiImage` gives a `UIImage` of the rendering; `pngData()` its PNG bytes. Each read renders
/// again (the content may have changed). Rendering errors (a size over the renderer's limits,
/// an empty view) give nil, after a warning naming the cause.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view rendered.
    public var content: Content
    /// Pixels per point (default 1, as SwiftUI's).
    public var scale: CGFloat = 1
    /// The size offered to the view (`.unspecified`: its ideal size).
    public var proposedSize: ProposedViewSize = .unspecified
    /// Whether the background is opaque white instead of transparent.
    public var isOpaque = false

    public init(content view: Content) { content = view }

    /// The rendering as a `UIImage` of `scale` pixels per point; nil when it cannot be rendered.
    public var uiImage: UIImage? { pngData().flatMap { UIImage(data: $0, scale: scale) } }

    /// The rendering's PNG bytes; nil when it cannot be rendered.
    public func pngData() -> Data? {
        do {
            let image = try renderedImage()
            return try image.pngData()
        } catch {
            WarningLog.warn("ImageRenderer: \(error)")
            return nil
        }
    }

    /// The rendering in memory.
    /// - Throws: `RenderError.invalidParameter` when `scale` is not positive, or the view's size
    ///   is empty or over the renderer's limits.
    public func renderedImage() throws -> RenderedImage {
        guard scale > 0, scale.isFinite else {
            throw RenderError.invalidParameter(name: "scale", value: "\(scale)", valid: "a finite number > 0")
        }
        let measurer = PangoTextEngine()
        let probe = try SceneHost(content, size: CGSize(width: 10_000, height: 10_000), textMeasurer: measurer)
        var size = probe.sizeThatFits(proposedSize)
        size = CGSize(width: size.width.rounded(.up), height: size.height.rounded(.up))
        guard size.width >= 1, size.height >= 1, size.width.isFinite, size.height.isFinite else {
            throw RenderError.invalidParameter(
                name: "content", value: "a view of size \(size.width)×\(size.height)", valid: "a view at least 1×1 points")
        }
        let recorder = FrameRecorder(size: size, fps: 60, scale: Double(scale), background: isOpaque ? .white : nil)
        return try recorder.image(of: content, at: 0)
    }
}
