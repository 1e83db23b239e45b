import Foundation

/// The app's audio session (AVFoundation's `AVAudioSession`): categories, modes and activation
/// are kept; there is no microphone, so record permission is always refused.
public final class AVAudioSession: @unchecked Sendable {
    /// How the app uses audio (`AVAudioSession.Category`).
    public struct Category: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }
    /// A specialisation of the category (`AVAudioSession.Mode`).
    public struct Mode: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
    }
    /// `AVAudioSession.CategoryOptions`.
    public struct CategoryOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }
    /// `AVAudioSession.SetActiveOptions`.
    public struct SetActiveOptions: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }
    /// Whether the app may record (`AVAudioSession.RecordPermission`).
    public enum RecordPermission: Sendable { case undetermined, denied, granted }

    private struct State {
        var category = Category.soloAmbient
        var mode = Mode.default
        var options: CategoryOptions = []
        var isActive = false
    }
    private let state = Guarded(State())
    private init() {}
    private static let shared = AVAudioSession()
    /// The one session of the app.
    public static func sharedInstance() -> AVAudioSession { shared }

    public var category: Category { state.read(\.category) }
    public var mode: Mode { state.read(\.mode) }
    public var categoryOptions: CategoryOptions { state.read(\.options) }
    /// Whether `setActive(true)` was last called.
    public var isActive: Bool { state.read(\.isActive) }
    public func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        state.write {
            $0.category = category
            $0.mode = mode
            $0.options = options
        }
    }
    public func setCategory(_ category: Category) throws { try setCategory(category, mode: .default, options: []) }
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws { state.write { $0.isActive = active } }
    /// `.denied`: there is no microphone.
    public var recordPermission: RecordPermission { .denied }
    /// Calls `response` with false at once: there is no microphone.
    public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) { response(false) }
}

/// A number of audio frames (`AVAudioFrameCount`).
public typealias AVAudioFrameCount = UInt32
/// A node's bus index (`AVAudioNodeBus`).
public typealias AVAudioNodeBus = Int

/// A sample rate and channel count (AVFoundation's `AVAudioFormat`).
public final class AVAudioFormat: Sendable {
    public let sampleRate: Double
    public let channelCount: UInt32
    public init?(standardFormatWithSampleRate sampleRate: Double, channels: UInt32) {
        guard sampleRate > 0, sampleRate.isFinite, channels > 0 else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
    }
    init(sampleRate: Double, channels: UInt32) {
        self.sampleRate = sampleRate
        channelCount = channels
    }
}

/// A buffer of audio samples (AVFoundation's `AVAudioPCMBuffer`); none are ever captured here.
public final class AVAudioPCMBuffer: @unchecked Sendable {
    public let format: AVAudioFormat
    public let frameCapacity: AVAudioFrameCount
    public var frameLength: AVAudioFrameCount = 0
    public init?(pcmFormat format: AVAudioFormat, frameCapacity: AVAudioFrameCount) {
        self.format = format
        self.frameCapacity = frameCapacity
    }
}

/// A moment on an audio clock (AVFoundation's `AVAudioTime`).
public final class AVAudioTime: Sendable {
    public let sampleTime: Int64
    public let sampleRate: Double
    public init(sampleTime: Int64, atRate sampleRate: Double) {
        self.sampleTime = sampleTime
        self.sampleRate = sampleRate
    }
}

/// A node of an audio engine (AVFoundation's `AVAudioNode`): taps are kept and never called,
/// as no audio flows.
public class AVAudioNode: @unchecked Sendable {
    private let taps = Guarded(Set<AVAudioNodeBus>())
    init() {}
    /// The format on `bus`: 44.1 kHz mono (there is no device to ask).
    public func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { AVAudioFormat(sampleRate: 44_100, channels: 1) }
    public func installTap(
        onBus bus: AVAudioNodeBus, bufferSize: AVAudioFrameCount, format: AVAudioFormat?,
        block: @escaping (AVAudioPCMBuffer, AVAudioTime) -> Void
    ) { _ = taps.write { $0.insert(bus) } }
    public func removeTap(onBus bus: AVAudioNodeBus) { _ = taps.write { $0.remove(bus) } }
    /// The buses with a tap installed.
    public var tappedBuses: Set<AVAudioNodeBus> { taps.read { $0 } }
}

/// The microphone's node (`AVAudioInputNode`).
public final class AVAudioInputNode: AVAudioNode, @unchecked Sendable {}
/// The speaker's node (`AVAudioOutputNode`).
public final class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}

/// An audio graph (AVFoundation's `AVAudioEngine`): `start()` throws `AVAudioUnavailableError`,
/// as there is no audio device in a rendered scene.
public final class AVAudioEngine: @unchecked Sendable {
    public let inputNode = AVAudioInputNode()
    public let outputNode = AVAudioOutputNode()
    public init() {}
    public var isRunning: Bool { false }
    public func prepare() {}
    public func start() throws { throw AVAudioUnavailableError(operation: "AVAudioEngine.start()") }
    public func stop() {}
    public func pause() {}
    public func reset() {}
}
