import Foundation
import SceneRender

/// What to write.
enum OutputFormat: String, Equatable, Sendable, CaseIterable {
    case png, mp4, gif, mov, webm

    /// The video format ffmpeg makes, nil for PNG frames only.
    var video: VideoEncoder.Format? { VideoEncoder.Format(rawValue: rawValue) }
}

/// Options of `render`. Nil means "the scene's own default".
struct RenderOptions: Equatable, Sendable {
    /// Scene names in command-line order, without duplicates; empty means every scene.
    var names: [String] = []
    /// Output folder; each scene writes into `<out>/<name>/`.
    var out = "frames"
    /// Frames per second, in (0, 1000]; nil uses each scene's (`SceneEntry.fps`, 60 unless set).
    var fps: Double?
    /// Seconds, in [0, 3600]; nil uses each scene's duration.
    var duration: Double?
    /// Canvas size in points; nil uses each scene's size.
    var size: CGSize?
    /// Pixels per point, in (0, 16].
    var scale: Double = 1
    /// Inclusive range of frame indices to write.
    var frames: ClosedRange<Int>?
    /// `--shard K/N`: frame k belongs to shard K of N (1…N) when k % N == K − 1.
    var shard: ShardSpec?
    /// Parallel workers, 1...1024; nil uses the processor count.
    var jobs: Int?
    var format: OutputFormat = .png
    /// `--video-preset`: x264's preset for `--format mp4`; nil uses `VideoPreset.default`.
    var videoPreset: VideoPreset?
    /// `--frame-timing`: how a video's frames are timed; nil uses `VideoFrameTiming.default(for:)`.
    var frameTiming: VideoFrameTiming?
    /// `--keep-frames`: with a video format, also write the PNG frames (and resume from them).
    var keepFrames = false
    var contactSheet = false
    /// PNG compression: fast (ISA-L, the default) or small (zlib, smaller files).
    var pngCompression = PNGCompression.fast
    /// `--background`: what the frames are drawn over; nil draws over white (the default),
    /// `.some(nil)` leaves them transparent (`clear`).
    var background: Color??

    /// Whether frame `k` is written (the simulation still runs through every frame).
    func selects(frame k: Int) -> Bool {
        (frames?.contains(k) ?? true) && (shard?.contains(frame: k) ?? true)
    }
}
