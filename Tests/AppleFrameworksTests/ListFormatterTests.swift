import AppleFoundation
import Foundation
import XCTest

/// `ListFormatter` (Sources/AppleFrameworks/AppleFoundation): CLDR's list patterns.
final class ListFormatterTests: XCTestCase {
    func testEnglishListsUseTheSerialCommaOutsideBritishRegions() {
        let f = ListFormatter()
        f.locale = Locale(identifier: "en_US")
        XCTAssertEqual(f.string(from: []), "")
        XCTAssertEqual(f.string(from: ["Ada"]), "Ada")
        XCTAssertEqual(f.string(from: ["Ada", "Grace"]), "Ada and Grace")
        XCTAssertEqual(f.string(from: ["Ada", "Grace", "Linus"]), "Ada, Grace, and Linus")
        f.locale = Locale(identifier: "en_GB")
        XCTAssertEqual(f.string(from: ["Ada", "Grace", "Linus"]), "Ada, Grace and Linus")
        f.locale = Locale(identifier: "de_DE")
        XCTAssertEqual(f.string(from: ["A", "B", "C"]), "A, B und C")
        f.locale = Locale(identifier: "ja_JP")
        XCTAssertEqual(f.string(from: ["A", "B", "C"]), "A、B、C")
    }

    func testItemsAreWrittenByTheItemFormatter() {
        let f = ListFormatter()
        f.locale = Locale(identifier: "en_US")
        XCTAssertEqual(f.string(from: [1, 2, 3]), "1, 2, and 3")
        let numbers = NumberFormatter()
        numbers.minimumFractionDigits = 1
        f.itemFormatter = numbers
        XCTAssertEqual(f.string(from: [1, 2]), "1.0 and 2.0")
        XCTAssertNil(f.string(for: "not a list"))
        XCTAssertFalse(ListFormatter.localizedString(byJoining: ["x", "y"]).isEmpty)
    }
}
