import Foundation
import SceneRender

/// One scene of a `SceneCatalog`: a name for the command line, a canvas, a default duration and
/// frame rate, scripted input, and the view.
///
/// ```swift
/// SceneEntry("intro", size: CGSize(width: 1280, height: 720), duration: 3) { Intro() }
/// SceneEntry("drag", size: CGSize(width: 480, height: 320), duration: 2,
///            input: InputScript { Drag(from: CGPoint(x: 240, y: 160), to: CGPoint(x: 390, y: 220), start: 0.2, duration: 0.35) }) {
///     DragCard()
/// }
/// ```
///
/// An entry is `Sendable`, so a catalogue can keep its entries in a `static let`; the view is made
/// on the main actor, afresh for each recording (its state starts anew).
public struct SceneEntry: Sendable {
    /// Command-line name: the scene's folder under `--out` and the word `render` takes. A plain
    /// name (no whitespace, `/` or NUL, not starting with `-` or `.`, not `all`); lowercase with
    /// dashes reads best. `SceneCommand` refuses a catalogue that breaks this (exit code 2).
    public let name: String
    /// One line describing the scene, shown by `list` (may be empty).
    public let summary: String
    /// Canvas size in points.
    public let size: CGSize
    /// Default duration in seconds (`--duration` overrides it).
    public let duration: Double
    /// Default frames per second (`--fps` overrides it).
    public let fps: Double
    /// Scripted input, in the scene's own coordinates (points, seconds).
    public let input: InputScript
    /// Makes a fresh view.
    public let makeView: @MainActor @Sendable () -> any View

    /// An entry named `name` whose view `content` makes.
    /// - Parameters:
    ///   - name: the command-line name (see `name`).
    ///   - summary: one line for `list` (default empty).
    ///   - size: canvas in points, each side > 0.
    ///   - duration: default length in seconds, 0...3600.
    ///   - fps: default frames per second, in (0, 1000] (default 60).
    ///   - input: scripted pointer input (default none).
    ///   - content: makes the scene's view, on the main actor, afresh for each recording.
    public init<Content: View>(
        _ name: String, summary: String = "", size: CGSize, duration: Double, fps: Double = 60,
        input: InputScript = .none,
        @ViewBuilder content: @escaping @MainActor @Sendable () -> Content
    ) {
        self.name = name
        self.summary = summary
        self.size = size
        self.duration = duration
        self.fps = fps
        self.input = input
        self.makeView = { content() }
    }

    /// Records the scene with `recorder` into `directory`: `duration` seconds (nil: the
    /// entry's), writing the frames `selection` accepts (nil: every frame). The input follows the
    /// scene when the recorder's canvas differs from the entry's (see `input(on:)`).
    @MainActor
    public func record(
        with recorder: FrameRecorder, duration: Double? = nil, to directory: URL,
        frames selection: ((Int) -> Bool)? = nil
    ) throws -> RecordedSequence {
        func run<V: View>(_ view: V) throws -> RecordedSequence {
            try recorder.record(
                view, duration: duration ?? self.duration, input: input(on: recorder.size), to: directory,
                frames: selection)
        }
        return try run(makeView())
    }

    /// The scene's input for a canvas of `canvas` points: the scene keeps its layout, centred
    /// (as the host centres it, to whole points), so its scripted pointer moves with it.
    public func input(on canvas: CGSize) -> InputScript {
        input.offset(
            by: CGSize(
                width: ((canvas.width - size.width) / 2).rounded(),
                height: ((canvas.height - size.height) / 2).rounded()))
    }

    /// The frame at scene time `t` seconds, in memory, on the recorder's canvas.
    @MainActor
    public func image(with recorder: FrameRecorder, at t: Double) throws -> RenderedImage {
        func run<V: View>(_ view: V) throws -> RenderedImage {
            try recorder.image(of: view, at: t, input: input(on: recorder.size))
        }
        return try run(makeView())
    }
}
