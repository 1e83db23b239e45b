import SceneCommand

/// The `gallery` command: the repository's scene catalogue on `SceneCommand`'s command line
/// (exit codes: `SceneExitCode`, listed by `gallery --help`).
@main
struct GalleryCatalog: SceneCatalog {
    /// Every scene, in catalogue order.
    static let scenes: [SceneEntry] = [
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
        ChartExplainerScene.scene
    ]
}
