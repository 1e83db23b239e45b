import AVFoundation
import Speech
import XCTest

/// `import AVFoundation` and `import Speech`: silent players keep their state; there is no
/// microphone or recogniser.
final class AVFoundationTests: XCTestCase {
    func testPlayerKeepsRateAndTime() {
        let player = AVPlayer(url: URL(fileURLWithPath: "/nowhere/ding.wav"))
        XCTAssertEqual(player.rate, 0)
        XCTAssertEqual(player.timeControlStatus, .paused)
        player.play()
        XCTAssertEqual(player.rate, 1)
        XCTAssertEqual(player.timeControlStatus, .playing)
        player.seek(to: CMTime(seconds: 1.5, preferredTimescale: 600))
        XCTAssertEqual(player.currentTime().seconds, 1.5)
        player.pause()
        XCTAssertEqual(player.rate, 0)
        player.volume = 3
        XCTAssertEqual(player.volume, 1)
        XCTAssertEqual(CMTime(seconds: .nan, preferredTimescale: 0), CMTime(value: 0, timescale: 1))
    }

    func testAudioPlayerReadsItsFileAndKeepsState() throws {
        XCTAssertThrowsError(try AVAudioPlayer(contentsOf: URL(fileURLWithPath: "/nowhere/missing-\(UUID()).wav")))
        let player = try AVAudioPlayer(data: Data([1, 2, 3]))
        XCTAssertFalse(player.isPlaying)
        XCTAssertTrue(player.play())
        XCTAssertTrue(player.isPlaying)
        player.currentTime = -4
        XCTAssertEqual(player.currentTime, 0)
        player.stop()
        XCTAssertFalse(player.isPlaying)
    }

    func testNoMicrophoneNoRecognizer() throws {
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.playAndRecord, mode: .measurement, options: .duckOthers)
        XCTAssertEqual(session.category, .playAndRecord)
        nonisolated(unsafe) var granted: Bool?
        session.requestRecordPermission { granted = $0 }
        XCTAssertEqual(granted, false)
        let engine = AVAudioEngine()
        engine.inputNode.installTap(onBus: 0, bufferSize: 1024, format: engine.inputNode.outputFormat(forBus: 0)) { _, _ in }
        XCTAssertEqual(engine.inputNode.tappedBuses, [0])
        XCTAssertThrowsError(try engine.start()) { XCTAssertTrue("\($0.localizedDescription)".contains("no audio device")) }
        let recognizer = try XCTUnwrap(SFSpeechRecognizer())
        XCTAssertFalse(recognizer.isAvailable)
        nonisolated(unsafe) var status: SFSpeechRecognizerAuthorizationStatus?
        SFSpeechRecognizer.requestAuthorization { status = $0 }
        XCTAssertEqual(status, .denied)
        var failed = false
        let task = recognizer.recognitionTask(with: SFSpeechAudioBufferRecognitionRequest()) { result, error in
            failed = result == nil && error != nil
        }
        XCTAssertTrue(failed)
        task.cancel()
        XCTAssertTrue(task.isCancelled)
    }
}
