import Foundation
import SceneGraph
import XCTest

/// A tip calculator of the kind tutorials write: an amount typed into a field bound to a
/// `Double` with a currency format, and tip percentages written with `.percent`.
private struct TipCalculator: View {
    let tips = [10, 15, 20]
    @State private var amount = 42.5
    @State private var tip = 15

    var body: some View {
        NavigationStack {
            Form {
                Section {
                    TextField("Amount", value: $amount, format: .currency(code: Locale.current.currency?.identifier ?? "USD"))
                        .keyboardType(.decimalPad)
                }
                Section("Tip") {
                    Picker("Tip", selection: $tip) {
                        ForEach(tips, id: \.self) { Text($0, format: .percent) }
                    }
                    .pickerStyle(.segmented)
                }
                Section("Total") {
                    Text(amount * Double(100 + tip) / 100, format: .currency(code: "USD"))
                }
            }
            .navigationTitle("Tip")
        }
    }
}

/// Values written by Foundation's format styles in `Text`, interpolations and text fields: as an
/// iPhone set to US English writes them, in UTC, whatever the machine's locale (`SceneFormat`).
@MainActor
final class FormattedValueTests: XCTestCase {
    private func strings<V: View>(_ view: V, size: CGSize = CGSize(width: 390, height: 300)) throws -> [String] {
        try SceneHost(view, size: size).displayList().textStrings
    }

    /// 9:41:00 UTC on 1 January 1970.
    private let nineFortyOne = Date(timeIntervalSince1970: 9 * 3600 + 41 * 60)

    /// `.currency(code: "USD")` of 1234.5 is "$1,234.50" (a machine whose locale is `en_001`, as
    /// with `LANG=C`, would write "US$1,234.50"); `.percent` of the `Double` 0.5 is "50%" and of
    /// the `Int` 25 "25%"; `.number` of 42 is "42".
    func testNumbersAreWrittenInUSEnglish() async throws {
        XCTAssertEqual(try strings(Text(1234.5, format: .currency(code: "USD"))), ["$1,234.50"])
        XCTAssertEqual(try strings(Text(0.5, format: .percent)), ["50%"])
        XCTAssertEqual(try strings(Text(25, format: .percent)), ["25%"])
        XCTAssertEqual(try strings(Text(42, format: .number)), ["42"])
        XCTAssertEqual(try strings(Text("Total: \(12.5, format: .currency(code: "USD"))")), ["Total: $12.50"])
    }

    /// `.dateTime.hour()` of 9:41 UTC is "9 AM" whatever the machine's time zone (with a narrow
    /// no-break space before "AM", U+202F, as iOS 17 writes it); a style given its own time zone
    /// keeps it (Tokyo is 9 hours ahead: "6 PM").
    func testDatesAreWrittenInUTCUnlessTheStyleNamesATimeZone() async throws {
        XCTAssertEqual(try strings(Text(nineFortyOne, format: .dateTime.hour())), ["9\u{202F}AM"])
        var tokyo = Date.FormatStyle.dateTime.hour()
        tokyo.timeZone = try XCTUnwrap(TimeZone(identifier: "Asia/Tokyo"))
        XCTAssertEqual(try strings(Text(nineFortyOne, format: tokyo)), ["6\u{202F}PM"])
    }

    /// A style given its own locale keeps it: euros in German are written as Foundation writes
    /// them for `de_DE` ("1.234,50 €").
    func testAStyleWithItsOwnLocaleKeepsIt() async throws {
        let german = FloatingPointFormatStyle<Double>.Currency(code: "EUR").locale(Locale(identifier: "de_DE"))
        XCTAssertEqual(try strings(Text(1234.5, format: german)), [german.format(1234.5)])
        XCTAssertTrue(german.format(1234.5).hasPrefix("1.234,50"))
    }

    /// A field bound to a `Double` with a currency format shows the value written with it, and
    /// `.keyboardType(.decimalPad)` is accepted: the form shows 42.5 in the machine's currency
    /// (`Locale.current.currency`; USD, "$42.50", when the locale names none, as with `LANG=C`)
    /// written in US English, the segmented tips "10%", "15%", "20%" and the total
    /// 42.5 × 1.15 = "$48.88".
    func testTipCalculatorForm() async throws {
        let drawn = try strings(TipCalculator(), size: CGSize(width: 390, height: 600))
        let code = Locale.current.currency?.identifier ?? "USD"
        let amount = FloatingPointFormatStyle<Double>.Currency(code: code).locale(Locale(identifier: "en_US")).format(42.5)
        XCTAssertTrue(drawn.contains(amount), "\(drawn)")
        XCTAssertTrue(drawn.contains("$48.88"), "\(drawn)")
        for tip in ["10%", "15%", "20%"] { XCTAssertTrue(drawn.contains(tip), "\(tip) in \(drawn)") }
    }

    /// The `prompt:` form and the `label:` form show the value too (a formatted value is never
    /// empty, so the prompt does not show).
    func testPromptAndLabelForms() async throws {
        let value = Binding.constant(42.5)
        XCTAssertEqual(try strings(TextField("Amount", value: value, format: .number, prompt: Text("0"))), ["42.5"])
        XCTAssertEqual(try strings(TextField(value: value, format: .currency(code: "USD")) { Text("Amount") }), ["$42.50"])
    }
}
