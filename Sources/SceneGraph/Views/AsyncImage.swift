import Foundation

/// Where an `AsyncImage` stands (SwiftUI's `AsyncImagePhase`).
public enum AsyncImagePhase: Sendable {
    /// No image is loaded.
    case empty
    /// The image loaded.
    case success(Image)
    /// The image could not be loaded.
    case failure(any Error)

    /// The loaded image, if any.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }
    /// The error of a failed load, if any.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// Why an `AsyncImage` failed: its file could not be read as a PNG or JPEG image.
public struct AsyncImageLoadError: Error, CustomStringConvertible, Sendable {
    /// The URL that was asked for.
    public let url: URL
    public var description: String { "AsyncImage: \(url.path) is not a readable PNG or JPEG file" }
}

/// An image loaded from a URL (SwiftUI's `AsyncImage`).
///
/// A recording is deterministic and has no network, so loading is decided when the view is
/// made, the same in every frame and shard:
/// - a `file:` URL of a PNG or JPEG file loads at once (`.success`, drawn at its pixels ÷ `scale`
///   points); a file that cannot be read fails (`.failure(AsyncImageLoadError)`);
/// - a remote URL (`https:`, `http:`) is not fetched: the phase stays `.empty`, showing the
///   placeholder as iOS does while a download is under way or offline, after one warning naming
///   the URL (keep the image as a file and pass its file URL to show it);
/// - a nil URL stays `.empty` (the placeholder), as in SwiftUI.
///
/// `AsyncImage(url:)` alone draws the image at its size, or the default placeholder while it has
/// none: a flexible rectangle in the secondary system fill, as iOS draws it.
public struct AsyncImage<Content: View>: View {
    let phase: AsyncImagePhase
    let content: (AsyncImagePhase) -> Content

    /// The image at `url` through `content`, which is given the phase (`transaction` is
    /// accepted: the phase does not change while a scene runs).
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        phase = Self.load(url, scale: scale)
        self.content = content
    }

    /// The loaded image through `content`, else `placeholder`.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I, @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { content(image) } else { placeholder() }
        }
    }

    public var body: some View { content(phase) }

    /// The phase of `url`, as the type's comment describes.
    static func load(_ url: URL?, scale: CGFloat) -> AsyncImagePhase {
        guard let url else { return .empty }
        guard url.isFileURL else {
            WarningLog.warn(
                "AsyncImage: \(url.absoluteString) is not fetched (a recording has no network); showing its placeholder. "
                    + "Pass the file URL of a local copy to draw it")
            return .empty
        }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        guard ImageLibrary.standard.pixelSize(ofFile: url.path) != nil else { return .failure(AsyncImageLoadError(url: url)) }
        return .success(Image(source: .file(url.path, scale: Double(scale))))
    }
}

extension AsyncImage where Content == _ConditionalContent<Image, AsyncImagePlaceholder> {
    /// The image at `url` at its size, or the default placeholder.
    public init(url: URL?, scale: CGFloat = 1) {
        self.init(url: url, scale: scale) { phase in
            if let image = phase.image { image } else { AsyncImagePlaceholder() }
        }
    }
}

/// The placeholder of `AsyncImage(url:)`: a flexible rectangle in the secondary system fill.
public struct AsyncImagePlaceholder: View {
    public var body: some View { Rectangle().fill(Color.secondarySystemFillColor) }
}
