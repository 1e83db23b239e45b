import Foundation

/// The settings keys of `AVAudioRecorder(url:settings:)` (AVFoundation's constants).
public let AVFormatIDKey = "AVFormatIDKey"
public let AVSampleRateKey = "AVSampleRateKey"
public let AVNumberOfChannelsKey = "AVNumberOfChannelsKey"
public let AVEncoderAudioQualityKey = "AVEncoderAudioQualityKey"
public let AVEncoderBitRateKey = "AVEncoderBitRateKey"
public let AVLinearPCMBitDepthKey = "AVLinearPCMBitDepthKey"

/// Core Audio's format identifiers (four-character codes), as `AVFormatIDKey` values.
public let kAudioFormatLinearPCM: UInt32 = 0x6C70_636D  // 'lpcm'
public let kAudioFormatMPEG4AAC: UInt32 = 0x6161_6320  // 'aac '
public let kAudioFormatAppleLossless: UInt32 = 0x616C_6163  // 'alac'

/// An encoder quality (AVFoundation's `AVAudioQuality`).
public enum AVAudioQuality: Int, Sendable {
    case min = 0, low = 0x20, medium = 0x40, high = 0x60, max = 0x7F
}

/// Records audio from the microphone to a file (AVFoundation's `AVAudioRecorder`). A scene has
/// no microphone — the session's record permission is denied — so `record()` returns false,
/// nothing is written, and the meters read silence: −160 dB, the floor AVFoundation reports.
public final class AVAudioRecorder: @unchecked Sendable {
    public let url: URL
    public let settings: [String: Any]
    public var isMeteringEnabled = false
    public private(set) var isRecording = false
    public var currentTime: TimeInterval { 0 }

    /// Fails (as AVFoundation does) with an invalid-argument error when `url` is not a file URL.
    public init(url: URL, settings: [String: Any]) throws {
        guard url.isFileURL else {
            throw NSError(domain: "NSOSStatusErrorDomain", code: -50, userInfo: [NSLocalizedDescriptionKey: "url must be a file URL: \(url)"])
        }
        self.url = url
        self.settings = settings
    }
    /// False: there is no microphone to record from.
    @discardableResult public func prepareToRecord() -> Bool { false }
    /// False: there is no microphone to record from; `isRecording` stays false.
    @discardableResult public func record() -> Bool { false }
    @discardableResult public func record(forDuration duration: TimeInterval) -> Bool { false }
    public func pause() {}
    public func stop() { isRecording = false }
    @discardableResult public func deleteRecording() -> Bool { false }
    public func updateMeters() {}
    /// Silence, −160 dB (AVFoundation's floor).
    public func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    /// Silence, −160 dB.
    public func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}
