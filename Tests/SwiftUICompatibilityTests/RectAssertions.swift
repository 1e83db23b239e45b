import Foundation
import XCTest

/// Asserts that `a` is `b`, each edge and side within `accuracy` points; a nil `a` fails
/// (shared by the geometry-reader and anchor tests).
func assertEqual(
    _ a: CGRect?, _ b: CGRect, accuracy: CGFloat = 1e-9, _ message: String = "",
    file: StaticString = #filePath, line: UInt = #line
) {
    guard let a else { return XCTFail("no rectangle \(message)", file: file, line: line) }
    for (x, y) in [(a.minX, b.minX), (a.minY, b.minY), (a.width, b.width), (a.height, b.height)] {
        XCTAssertEqual(x, y, accuracy: accuracy, "\(a) ≠ \(b) \(message)", file: file, line: line)
    }
}
