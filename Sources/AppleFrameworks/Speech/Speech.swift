// `import Speech` as apps write it to transcribe speech: there is no microphone or recogniser in
// a rendered scene, so authorisation is denied, recognisers are unavailable and a recognition
// task ends at once with `SFSpeechUnavailableError`.
@_exported import AVFoundation
import Foundation

/// Whether the app may use speech recognition (`SFSpeechRecognizerAuthorizationStatus`).
public enum SFSpeechRecognizerAuthorizationStatus: Int, Sendable { case notDetermined, denied, restricted, authorized }

/// Why speech cannot be recognised here.
public struct SFSpeechUnavailableError: LocalizedError, Sendable {
    public var errorDescription: String? { "speech recognition is not available in a rendered scene" }
}

/// A request to recognise speech (`SFSpeechRecognitionRequest`).
public class SFSpeechRecognitionRequest: @unchecked Sendable {
    public var shouldReportPartialResults = true
    public var requiresOnDeviceRecognition = false
    public var contextualStrings: [String] = []
    init() {}
}

/// Speech from audio buffers (`SFSpeechAudioBufferRecognitionRequest`); buffers are counted
/// and dropped.
public final class SFSpeechAudioBufferRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    public private(set) var appendedBufferCount = 0
    public private(set) var audioEnded = false
    public override init() {}
    public func append(_ audioPCMBuffer: AVAudioPCMBuffer) { appendedBufferCount += 1 }
    public func endAudio() { audioEnded = true }
}

/// Speech from an audio file (`SFSpeechURLRecognitionRequest`).
public final class SFSpeechURLRecognitionRequest: SFSpeechRecognitionRequest, @unchecked Sendable {
    public let url: URL
    public init(url: URL) { self.url = url }
}

/// A transcription's text (`SFTranscription`).
public final class SFTranscription: Sendable {
    public let formattedString: String
    init(formattedString: String) { self.formattedString = formattedString }
}

/// A recognition result (`SFSpeechRecognitionResult`).
public final class SFSpeechRecognitionResult: Sendable {
    public let bestTranscription: SFTranscription
    public let isFinal: Bool
    public var transcriptions: [SFTranscription] { [bestTranscription] }
    init(bestTranscription: SFTranscription, isFinal: Bool) {
        self.bestTranscription = bestTranscription
        self.isFinal = isFinal
    }
}

/// A running recognition (`SFSpeechRecognitionTask`); here always already finished.
public final class SFSpeechRecognitionTask: @unchecked Sendable {
    /// `SFSpeechRecognitionTaskState`.
    public enum State: Int, Sendable { case starting, running, finishing, canceling, completed }
    public private(set) var state: State = .completed
    public private(set) var isCancelled = false
    public var error: Error? { SFSpeechUnavailableError() }
    init() {}
    public func cancel() {
        isCancelled = true
        state = .canceling
    }
    public func finish() { state = .completed }
}

/// A speech recogniser (`SFSpeechRecognizer`): made for any locale, never available;
/// authorisation is denied.
public final class SFSpeechRecognizer: @unchecked Sendable {
    public let locale: Locale
    public init?() { locale = Locale.current }
    public init?(locale: Locale) { self.locale = locale }
    /// False: there is no recogniser here.
    public var isAvailable: Bool { false }
    public var supportsOnDeviceRecognition: Bool { false }
    public static func authorizationStatus() -> SFSpeechRecognizerAuthorizationStatus { .denied }
    /// Calls `handler` with `.denied` at once.
    public static func requestAuthorization(_ handler: @escaping @Sendable (SFSpeechRecognizerAuthorizationStatus) -> Void) {
        handler(.denied)
    }
    /// Calls `resultHandler` with no result and `SFSpeechUnavailableError` at once, and returns
    /// the finished task.
    public func recognitionTask(
        with request: SFSpeechRecognitionRequest, resultHandler: @escaping (SFSpeechRecognitionResult?, Error?) -> Void
    ) -> SFSpeechRecognitionTask {
        resultHandler(nil, SFSpeechUnavailableError())
        return SFSpeechRecognitionTask()
    }
}
