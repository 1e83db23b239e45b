import AppleFoundation
import Foundation
import XCTest

/// `DateComponentsFormatter` (Sources/AppleFrameworks/AppleFoundation): a file importing
/// Foundation and AppleFoundation gets this one, not the toolchain's unavailable one.
final class DateComponentsFormatterTests: XCTestCase {
    func testStylesWriteDurationsAsFoundationDoes() {
        let f = DateComponentsFormatter()
        f.allowedUnits = [.hour, .minute]
        f.unitsStyle = .abbreviated
        XCTAssertEqual(f.string(from: 3725), "1h 2m")
        f.unitsStyle = .full
        XCTAssertEqual(f.string(from: 3725), "1 hour, 2 minutes")
        XCTAssertEqual(f.string(from: 60), "1 minute")
        f.unitsStyle = .short
        XCTAssertEqual(f.string(from: 3725), "1 hr, 2 min")
        f.unitsStyle = .brief
        XCTAssertEqual(f.string(from: 7200), "2hr")
        f.unitsStyle = .positional
        f.allowedUnits = [.hour, .minute, .second]
        XCTAssertEqual(f.string(from: 3725), "1:02:05")
        XCTAssertEqual(f.string(from: 125), "2:05", "leading zero hours are dropped")
        f.zeroFormattingBehavior = .pad
        XCTAssertEqual(f.string(from: 125), "0:02:05")
        XCTAssertNil(f.string(from: .nan))
        f.unitsStyle = .abbreviated
        f.zeroFormattingBehavior = .default
        f.allowedUnits = [.hour]
        XCTAssertEqual(f.string(from: 5400), "1h", "the remainder below the smallest unit is dropped")
    }
}
