import AVFoundation
import XCTest

/// `AVAudioRecorder` with the settings keys apps pass: it is made, records nothing (a scene has
/// no microphone) and meters silence.
final class AVAudioRecorderTests: XCTestCase {
    func testRecorderHasNoMicrophoneAndMetersSilence() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("recording.m4a")
        let recorder = try AVAudioRecorder(url: url, settings: [
            AVFormatIDKey: NSNumber(value: kAudioFormatAppleLossless), AVSampleRateKey: 44100.0,
            AVNumberOfChannelsKey: 1, AVEncoderAudioQualityKey: AVAudioQuality.min.rawValue,
        ])
        recorder.isMeteringEnabled = true
        XCTAssertFalse(recorder.record())
        XCTAssertFalse(recorder.isRecording)
        recorder.updateMeters()
        XCTAssertEqual(recorder.averagePower(forChannel: 0), -160)
        XCTAssertFalse(FileManager.default.fileExists(atPath: url.path))
        XCTAssertEqual(kAudioFormatAppleLossless, 0x616C_6163, "'alac'")
        XCTAssertThrowsError(try AVAudioRecorder(url: URL(string: "https://example.com/a.m4a")!, settings: [:]))
    }
}
