import Foundation

/// What a host looks up outside the scene, side by side: how text is measured for layout and
/// where image files are found. Given to `SceneHost.init(_:size:resources:environment:)`, so
/// two hosts in one process can use different fonts or image folders.
public struct SceneResources {
    /// Measures text for layout (SceneRender passes its Pango engine, which also draws it).
    public var textMeasurer: any TextMeasurer
    /// Finds the files of `Image(_:)` and reads their sizes.
    public var images: ImageLibrary

    public init(textMeasurer: any TextMeasurer = ApproximateTextMeasurer(), images: ImageLibrary = .standard) {
        self.textMeasurer = textMeasurer
        self.images = images
    }
}

extension SceneResources {
    /// The resources of the host whose scene code is running on this thread (its view bodies,
    /// actions and timers), for code that measures outside layout (UIKit's `UILabel`); nil
    /// outside scene code.
    @MainActor public static var current: SceneResources? { SceneHost.current?.resources }
}
