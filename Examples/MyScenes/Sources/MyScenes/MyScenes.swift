import SceneCommand
import SceneGraph

/// `swift run my-scenes list`, `swift run my-scenes render intro --format mp4`, …
@main
struct MyScenes: SceneCatalog {
    static let scenes: [SceneEntry] = [
        SceneEntry("intro", summary: "A title that springs in, then its subtitle fades in.",
                   size: CGSize(width: 640, height: 360), duration: 2) {
            Intro()
        },
        SceneEntry("drag-card", summary: "A card dragged to the right and let go: it springs back.",
                   size: CGSize(width: 480, height: 320), duration: 2,
                   input: InputScript {
                       Drag(from: CGPoint(x: 240, y: 160), to: CGPoint(x: 400, y: 190), start: 0.2, duration: 0.4)
                   }) {
            DragCard()
        },
        SceneEntry("progress", summary: "A progress ring filling with an ease-in-out curve, at 30 frames per second.",
                   size: CGSize(width: 240, height: 240), duration: 1.5, fps: 30) {
            ProgressRing()
        },
        SceneEntry("brand-card", summary: "A card drawn from the package's asset catalog, with its generated symbols.",
                   size: CGSize(width: 360, height: 128), duration: 1) {
            BrandCard()
        },
    ]
}
