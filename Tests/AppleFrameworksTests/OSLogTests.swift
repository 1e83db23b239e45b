@testable import os
import os.log
import XCTest

/// `import os.log` (Sources/AppleFrameworks/os): the module and its submodule resolve, formats
/// and interpolations are written as the unified log shows them.
final class OSLogTests: XCTestCase {
    func testFormatsDropPrivacyAnnotations() {
        XCTAssertEqual(formatted("%{public}@ moved %d", ["card" as NSString, 3]), "card moved 3")
        XCTAssertEqual(formatted("%@", ["✳️ tap" as NSString]), "✳️ tap")
        XCTAssertEqual(formatted("plain", []), "plain")
        // What app code writes compiles (written to standard error at `.default`, dropped at `.debug`).
        os_log("%@", log: OSLog(subsystem: "scene", category: "test"), type: .debug, "x")
        os_log(.error, log: .disabled, "%d", 1)
    }

    func testLevelsWrittenAndDropped() {
        let log = OSLog(subsystem: "scene", category: "test")
        XCTAssertTrue(log.isEnabled(type: .default))
        XCTAssertTrue(log.isEnabled(type: .fault))
        XCTAssertFalse(log.isEnabled(type: .debug), "debug messages are dropped, as the unified log keeps them only while streamed")
        XCTAssertFalse(OSLog.disabled.isEnabled(type: .error))
    }

    func testLoggerInterpolations() {
        let count = 42, name = "Ada", ratio = 0.5
        let message: OSLogMessage = "\(name, privacy: .public) has \(count, format: .hex) at \(ratio, format: .fixed(precision: 2))"
        XCTAssertEqual(message.text, "Ada has 2a at 0.50")
        Logger(subsystem: "scene", category: "test").debug("dropped \(count)")
    }
}
