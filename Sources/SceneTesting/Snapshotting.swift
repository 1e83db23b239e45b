import Foundation
import SceneRender

/// A snapshot strategy (swift-snapshot-testing's `Snapshotting`): how a value of type `Value`
/// becomes a snapshot of type `Format`, and how snapshots are stored and compared (`diffing`).
///
/// Strategies compose by `pullback`: the view strategies are the image, filmstrip and motion
/// strategies pulled back along rendering or simulating the view:
///
/// ```swift
/// assertSnapshot(of: Card(), as: .image(at: 0.5, size: CGSize(width: 200, height: 120)))
/// assertSnapshot(of: Card(), as: .frames(.times([0, 0.25, 0.5]), size: CGSize(width: 200, height: 120)))
/// assertSnapshot(of: Card(), as: .motion(times: [0, 0.1, 0.2], size: CGSize(width: 200, height: 120)))
/// ```
public struct Snapshotting<Value, Format> {
    /// The golden file's extension (`png`, `csv`).
    public var pathExtension: String
    /// What the snapshot is called in messages (`snapshot`, `filmstrip`, `motion`).
    public var kind: String
    /// How snapshots are stored and compared.
    public var diffing: Diffing<Format>
    /// Makes the snapshot of a value (on the main actor, where views are built and rendered).
    /// - Throws: when the value cannot be snapshotted (a render error, invalid times); the
    ///   check then fails with the error.
    public var snapshot: @MainActor (Value) throws -> Format

    public init(pathExtension: String, kind: String, diffing: Diffing<Format>, snapshot: @escaping @MainActor (Value) throws -> Format) {
        self.pathExtension = pathExtension
        self.kind = kind
        self.diffing = diffing
        self.snapshot = snapshot
    }

    /// The strategy for values of `NewValue`: `transform` turns one into a `Value`, which this
    /// strategy snapshots.
    public func pullback<NewValue>(_ transform: @escaping @MainActor (NewValue) throws -> Value) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(pathExtension: pathExtension, kind: kind, diffing: diffing) { try snapshot(transform($0)) }
    }
}

/// A strategy whose snapshot is the value itself.
public typealias SimplySnapshotting<Format> = Snapshotting<Format, Format>

extension Snapshotting where Value == Format {
    /// The strategy that stores the value itself with `diffing`.
    public init(pathExtension: String, kind: String, diffing: Diffing<Format>) {
        self.init(pathExtension: pathExtension, kind: kind, diffing: diffing) { $0 }
    }
}

extension Snapshotting where Value == RenderedImage, Format == RenderedImage {
    /// A rendered image, as a PNG golden compared within `tolerance`.
    public static func image(tolerance: SnapshotTolerance = .default) -> Snapshotting {
        Snapshotting(pathExtension: "png", kind: "snapshot", diffing: .image(tolerance: tolerance))
    }
}

extension Snapshotting where Value == MotionTrace, Format == MotionTrace {
    /// A motion trace, as a CSV golden whose values may differ by `tolerance` (absolute).
    public static func motion(tolerance: Double = 1e-4) -> Snapshotting {
        Snapshotting(pathExtension: "csv", kind: "motion", diffing: .motion(tolerance: tolerance))
    }
}

extension Snapshotting where Value: View, Format == RenderedImage {
    /// The view rendered at scene time `time` (seconds, ≥ 0) on a canvas of `size` points,
    /// driven by `input` sampled at `fps`, compared within `tolerance`.
    public static func image(
        at time: Double, size: CGSize, input: InputScript = .none, fps: Double = 60,
        tolerance: SnapshotTolerance = .default
    ) -> Snapshotting {
        SimplySnapshotting<RenderedImage>.image(tolerance: tolerance).pullback { (view: Value) in
            do { return try FrameRecorder(size: size, fps: fps).image(of: view, at: time, input: input) } catch {
                throw SnapshotStrategyError(message: "rendering failed: \(error)")
            }
        }
    }
}

extension Snapshotting where Value: View, Format == FilmstripSnapshot {
    /// Frames of a recording of the view (at `fps`, driven by `input`) sampled by `sampling`,
    /// stored as one labelled filmstrip of `columns` columns; each frame is compared within
    /// `tolerance` and the labels must not change.
    public static func frames(
        _ sampling: FrameSampling, size: CGSize, input: InputScript = .none, fps: Double = 60,
        columns: Int = 4, tolerance: SnapshotTolerance = .default
    ) -> Snapshotting {
        SimplySnapshotting<FilmstripSnapshot>.filmstrip(tolerance: tolerance).pullback { (view: Value) in
            let samples = try sampling.samples(fps: fps)
            let recorder = FrameRecorder(size: size, fps: fps)
            let renderer = CairoRenderer()
            let lists = try recorder.displayLists(view, times: samples.map(\.time), input: input, textMeasurer: renderer.textEngine)
            let frames = try zip(samples, lists).map { sample, list in
                (try renderer.render(list, scale: recorder.scale, background: recorder.background), frameLabel(index: sample.index, time: sample.time))
            }
            return try FilmstripSnapshot(frames: frames, columns: columns)
        }
    }
}

extension Snapshotting where Value: View, Format == MotionTrace {
    /// The values of the view's animated properties at scene `times` (seconds, ascending),
    /// simulated without drawing on a canvas of `size` points with `input` sampled at `fps`;
    /// `properties` keeps only those names (nil keeps all). Values may differ by `tolerance`.
    public static func motion(
        times: [Double], size: CGSize, input: InputScript = .none, fps: Double = 60,
        properties: Set<String>? = nil, tolerance: Double = 1e-4
    ) -> Snapshotting {
        SimplySnapshotting<MotionTrace>.motion(tolerance: tolerance).pullback { (view: Value) in
            try MotionTrace.record(view, size: size, input: input, fps: fps, times: times, properties: properties)
        }
    }
}

/// A strategy's failure to make a snapshot, with its message.
struct SnapshotStrategyError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
