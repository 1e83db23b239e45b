import Foundation
import XCTest
@testable import SceneGraph

/// The text binding of a field bound to a value through a format style
/// (`TextField(_:value:format:)`): the value written in US English, and written text parsed back.
@MainActor
final class FormattedTextFieldTests: XCTestCase {
    final class Box { var amount = 12.5 }

    /// 12.5 with `.currency(code: "USD")` reads "$12.50"; writing "$7.25" sets 7.25, writing
    /// "7" (lenient parsing) sets 7, and text that does not parse ("abc") leaves 7, as a field
    /// keeps the last value that parsed.
    func testCurrencyFieldReadsAndParses() async {
        let box = Box()
        let value = Binding(get: { box.amount }, set: { box.amount = $0 })
        let text = TextField<Text>.formatted(value, .currency(code: "USD"))
        XCTAssertEqual(text.wrappedValue, "$12.50")
        text.wrappedValue = "$7.25"
        XCTAssertEqual(box.amount, 7.25)
        text.wrappedValue = "7"
        XCTAssertEqual(box.amount, 7)
        text.wrappedValue = "abc"
        XCTAssertEqual(box.amount, 7)
        XCTAssertEqual(text.wrappedValue, "$7.00")
    }

    /// An integer field with `.number` reads "1,200" for 1200 and parses "35" back.
    func testIntegerFieldReadsAndParses() async {
        var count = 1200
        let value = Binding(get: { count }, set: { count = $0 })
        let text = TextField<Text>.formatted(value, .number)
        XCTAssertEqual(text.wrappedValue, "1,200")
        text.wrappedValue = "35"
        XCTAssertEqual(count, 35)
    }
}
