import Foundation
import SceneRender

/// One scene of the gallery: a view, its canvas, its default duration and scripted input.
struct GalleryScene: Sendable {
    /// Command-line name, lowercase with dashes.
    let name: String
    /// One line describing the scene.
    let summary: String
    /// Canvas size in points.
    let size: CGSize
    /// Default duration in seconds.
    let duration: Double
    /// Default input.
    let input: InputScript
    /// Makes a fresh view (state starts anew for each recording).
    let makeView: @MainActor @Sendable () -> any View

    /// Records the scene with `recorder` into `directory`.
    @MainActor
    func record(with recorder: FrameRecorder, duration: Double? = nil, to directory: URL,
                frames selection: ((Int) -> Bool)? = nil) throws -> RecordedSequence {
        func run<V: View>(_ view: V) throws -> RecordedSequence {
            try recorder.record(view, duration: duration ?? self.duration, input: input(on: recorder.size), to: directory,
                                frames: selection)
        }
        return try run(makeView())
    }

    /// The scene's input for a canvas of `canvas` points: the scene keeps its layout, centred
    /// (as the host centres it, to whole points), so its scripted pointer moves with it.
    func input(on canvas: CGSize) -> InputScript {
        input.offset(by: CGSize(width: ((canvas.width - size.width) / 2).rounded(),
                                height: ((canvas.height - size.height) / 2).rounded()))
    }

    /// The frame at scene time `t`, in memory.
    @MainActor
    func image(with recorder: FrameRecorder, at t: Double) throws -> RenderedImage {
        func run<V: View>(_ view: V) throws -> RenderedImage {
            try recorder.image(of: view, at: t, input: input)
        }
        return try run(makeView())
    }
}

/// Every scene, in catalogue order.
enum SceneCatalog {
    static let all: [GalleryScene] = [
        DragBoxScene.scene,
        TapRotateScene.scene,
        TapScaleScene.scene,
        TapHueScene.scene,
        SnapToGridScene.scene,
        RubberBandScene.scene,
        SpringBlockScene.scene,
        PictureInPictureScene.scene,
        DelayedFadeScene.scene,
        NonAnimatedScene.scene,
        SwipeTaskScene.scene,
        SpringPresetsScene.scene,
        BounceSweepScene.scene,
        LaunchScene.scene,
        SpringChartScene.scene,
        KeyedListScene.scene,
    ]

    static func named(_ name: String) -> GalleryScene? {
        all.first { $0.name == name }
    }
}
