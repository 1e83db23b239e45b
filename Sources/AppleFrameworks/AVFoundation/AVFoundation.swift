// `import AVFoundation` as SwiftUI apps write it to play a sound or record speech. A rendered
// scene has no audio: players keep their state (playing or not, rate, volume, position) and make
// no sound, and there is no microphone (record permission is refused; starting an engine throws
// `AVAudioUnavailableError`). Video, capture, assets and composition are not here. Foundation is
// re-exported, as iOS's AVFoundation does (`Bundle.main.url(forResource:)` in a file that imports
// AVFoundation alone); such a file, like one importing Foundation, gets Dispatch's own
// `DispatchQueue.main`, not the scene-time one.
@_exported import Foundation

/// A time as a rational number of seconds, `value / timescale` (Core Media's `CMTime`, which
/// AVFoundation re-exports).
public struct CMTime: Hashable, Sendable {
    public var value: Int64
    public var timescale: Int32
    public init(value: Int64, timescale: Int32) {
        self.value = value
        self.timescale = timescale
    }
    /// `seconds` rounded to the nearest 1/`preferredTimescale` s (non-finite seconds: zero;
    /// a timescale below 1 is taken as 1).
    public init(seconds: Double, preferredTimescale: Int32) {
        let scale = max(preferredTimescale, 1)
        let v = seconds * Double(scale)
        self.init(value: v.isFinite ? Int64(max(min(v.rounded(), 9e18), -9e18)) : 0, timescale: scale)
    }
    /// The time in seconds (0 when the timescale is not positive).
    public var seconds: Double { timescale > 0 ? Double(value) / Double(timescale) : 0 }
    public static let zero = CMTime(value: 0, timescale: 1)
}

/// A lock-guarded value: the players are shared between threads as Apple's are.
final class Guarded<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value
    init(_ value: Value) { self.value = value }
    func read<T>(_ body: (Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(value)
    }
    func write<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

/// A media resource to play (AVFoundation's `AVPlayerItem`): its URL, not opened.
public final class AVPlayerItem: Sendable {
    public let url: URL
    public init(url: URL) { self.url = url }
}

/// A silent media player (AVFoundation's `AVPlayer`): `play()` sets the rate to 1, `pause()`
/// to 0, `seek(to:)` moves the current time; nothing is decoded or heard, and the current time
/// does not advance by itself.
public final class AVPlayer: @unchecked Sendable {
    /// Whether the player is playing, paused, or waiting (AVFoundation's
    /// `AVPlayer.TimeControlStatus`).
    public enum TimeControlStatus: Int, Sendable { case paused, waitingToPlayAtSpecifiedRate, playing }
    private struct State {
        var item: AVPlayerItem?
        var rate: Float = 0
        var volume: Float = 1
        var isMuted = false
        var time = CMTime.zero
    }
    private let state: Guarded<State>

    public init() { state = Guarded(State()) }
    public init(url: URL) { state = Guarded(State(item: AVPlayerItem(url: url))) }
    public init(playerItem: AVPlayerItem?) { state = Guarded(State(item: playerItem)) }

    public var currentItem: AVPlayerItem? { state.read(\.item) }
    /// The playback rate: 0 paused, 1 normal speed.
    public var rate: Float {
        get { state.read(\.rate) }
        set { state.write { $0.rate = newValue.isFinite ? newValue : 0 } }
    }
    /// 0…1 (values outside are clamped).
    public var volume: Float {
        get { state.read(\.volume) }
        set { state.write { $0.volume = newValue.isFinite ? min(max(newValue, 0), 1) : 1 } }
    }
    public var isMuted: Bool {
        get { state.read(\.isMuted) }
        set { state.write { $0.isMuted = newValue } }
    }
    public var timeControlStatus: TimeControlStatus { rate != 0 ? .playing : .paused }
    public func play() { rate = 1 }
    public func pause() { rate = 0 }
    public func currentTime() -> CMTime { state.read(\.time) }
    public func seek(to time: CMTime) { state.write { $0.time = time } }
    public func replaceCurrentItem(with item: AVPlayerItem?) {
        state.write {
            $0.item = item
            $0.time = .zero
        }
    }
}

/// Why audio hardware cannot be used here: a rendered scene has no speaker or microphone.
public struct AVAudioUnavailableError: LocalizedError, Sendable {
    public let operation: String
    public var errorDescription: String? { "\(operation): there is no audio device in a rendered scene" }
}

/// A silent sound player for a file or data (AVFoundation's `AVAudioPlayer`): it keeps
/// `isPlaying`, `currentTime`, `volume`, `rate` and `numberOfLoops`, and plays nothing.
/// `init(contentsOf:)` throws the file's read error when the file cannot be read, as
/// AVFoundation does for a missing file; `duration` is 0 (the sound is not decoded).
public final class AVAudioPlayer: @unchecked Sendable {
    private struct State {
        var isPlaying = false
        var currentTime: TimeInterval = 0
        var volume: Float = 1
        var rate: Float = 1
        var numberOfLoops = 0
        var enableRate = false
    }
    private let state = Guarded(State())
    public let url: URL?
    public let data: Data?

    public init(contentsOf url: URL) throws {
        data = try Data(contentsOf: url)
        self.url = url
    }
    public convenience init(contentsOf url: URL, fileTypeHint: String?) throws { try self.init(contentsOf: url) }
    public init(data: Data) throws {
        self.data = data
        url = nil
    }

    public var isPlaying: Bool { state.read(\.isPlaying) }
    /// Seconds; 0 (not decoded).
    public var duration: TimeInterval { 0 }
    /// The position in seconds (negative or non-finite values become 0).
    public var currentTime: TimeInterval {
        get { state.read(\.currentTime) }
        set { state.write { $0.currentTime = newValue.isFinite ? max(newValue, 0) : 0 } }
    }
    /// 0…1 (values outside are clamped).
    public var volume: Float {
        get { state.read(\.volume) }
        set { state.write { $0.volume = newValue.isFinite ? min(max(newValue, 0), 1) : 1 } }
    }
    /// 0.5…2 (values outside are clamped), used when `enableRate` is set.
    public var rate: Float {
        get { state.read(\.rate) }
        set { state.write { $0.rate = newValue.isFinite ? min(max(newValue, 0.5), 2) : 1 } }
    }
    public var enableRate: Bool {
        get { state.read(\.enableRate) }
        set { state.write { $0.enableRate = newValue } }
    }
    /// Repeats after the first play; −1 loops until stopped.
    public var numberOfLoops: Int {
        get { state.read(\.numberOfLoops) }
        set { state.write { $0.numberOfLoops = newValue } }
    }
    @discardableResult public func prepareToPlay() -> Bool { true }
    @discardableResult public func play() -> Bool {
        state.write { $0.isPlaying = true }
        return true
    }
    public func pause() { state.write { $0.isPlaying = false } }
    /// Stops; unlike `pause()` the position is kept only until the next `play()` (as
    /// AVFoundation, which does not rewind on stop either).
    public func stop() { state.write { $0.isPlaying = false } }
}
