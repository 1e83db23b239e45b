import CoreGraphics
import CoreLocation
import Foundation
import UIKit
import XCTest

/// The Apple framework modules app code imports: what they have, with the numbers it should get.
final class AppleFrameworksTests: XCTestCase {
    /// The first misspelled word's UTF-16 range; none when every word is in the word list.
    func testTextCheckerFindsTheFirstMisspelledWord() {
        let checker = UITextChecker()
        func misspelled(_ s: String, from start: Int = 0, wrap: Bool = false) -> NSRange {
            checker.rangeOfMisspelledWord(in: s, range: NSRange(location: 0, length: s.utf16.count), startingAt: start, wrap: wrap, language: "en")
        }
        XCTAssertEqual(UITextChecker.availableLanguages, ["en_US"])
        XCTAssertEqual(misspelled("silkworm").location, NSNotFound)
        XCTAssertEqual(misspelled("The quick brown fox's den").location, NSNotFound, "possessives and capitals are words")
        XCTAssertEqual(misspelled("a wrold of words"), NSRange(location: 2, length: 5))
        XCTAssertEqual(misspelled("wrold and wrods", from: 5), NSRange(location: 10, length: 5), "starts at startingAt")
        XCTAssertEqual(misspelled("wrold and words", from: 5).location, NSNotFound, "without wrapping the start is not read again")
        XCTAssertEqual(misspelled("wrold and words", from: 5, wrap: true), NSRange(location: 0, length: 5), "wrapping reads it")
        XCTAssertEqual(misspelled("Paris").location, NSNotFound, "a name as the list writes it")
        XCTAssertEqual(misspelled("paris").location, 0, "a name in lower case is misspelled")
        XCTAssertEqual(misspelled("café ñu"), NSRange(location: 5, length: 2), "letters beyond ASCII are letters: café is a word, ñu one misspelled word")
    }

    /// Another language, or a range outside the string, finds nothing instead of trapping.
    func testTextCheckerAnswersNotFoundForWhatItCannotCheck() {
        let checker = UITextChecker()
        XCTAssertEqual(checker.rangeOfMisspelledWord(in: "wrold", range: NSRange(location: 0, length: 5), startingAt: 0, wrap: false, language: "fr").location, NSNotFound)
        XCTAssertEqual(checker.rangeOfMisspelledWord(in: "wrold", range: NSRange(location: 2, length: 9), startingAt: 0, wrap: false, language: "en").location, NSNotFound)
        XCTAssertEqual(checker.rangeOfMisspelledWord(in: "wrold", range: NSRange(location: NSNotFound, length: 0), startingAt: 0, wrap: true, language: "en").location, NSNotFound)
    }

    /// Paris to London is 343.6 km along the great circle (haversine on the mean radius); a
    /// coordinate is valid within ±90° latitude and ±180° longitude.
    func testLocationDistanceAndCoordinateValidity() throws {
        let paris = CLLocation(latitude: 48.8566, longitude: 2.3522), london = CLLocation(latitude: 51.5074, longitude: -0.1278)
        XCTAssertEqual(paris.distance(from: london), 343_560, accuracy: 100)
        XCTAssertEqual(paris.distance(from: london), london.distance(from: paris), accuracy: 1e-6)
        XCTAssertEqual(paris.distance(from: paris), 0)
        let antipode = CLLocation(latitude: 0, longitude: 180).distance(from: CLLocation(latitude: 0, longitude: 0))
        XCTAssertEqual(antipode, .pi * 6_371_008.8, accuracy: 1e-3)
        XCTAssertTrue(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: 34.011_286, longitude: -116.166_868)))
        XCTAssertFalse(CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
        XCTAssertFalse(CLLocationCoordinate2DIsValid(CLLocationCoordinate2D(latitude: .nan, longitude: 0)))
        let decoded = try JSONDecoder().decode(CLLocationCoordinate2D.self, from: Data(#"{"latitude": 1.5, "longitude": -2}"#.utf8))
        XCTAssertEqual(decoded, CLLocationCoordinate2D(latitude: 1.5, longitude: -2))
    }

    /// `import UIKit` brings the UIKit types SwiftUI code uses; `import CoreGraphics` the geometry.
    func testUIKitAndCoreGraphicsNames() async {
        let width: CGFloat = await MainActor.run { UIScreen.main.bounds.width }
        XCTAssertEqual(width, 393)
        XCTAssertEqual(CGRect(x: 0, y: 0, width: 2, height: 3).applying(CGAffineTransform(scaleX: 2, y: 2)).height, 6)
        _ = Color(uiColor: .systemBlue)
    }
}
