import XCTest
@testable import SceneRender
import SceneGraph

/// The system face draws SF Pro's capitals: Inter is drawn at the size whose cap height is SF
/// Pro's (1443/2048 em), and its lines keep the widths SF Pro's tracking table gives
/// (`SystemFontMetrics`).
final class SystemFaceSizeTests: XCTestCase {
    /// Rows and columns of a text's ink drawn alone at 1 pixel per point.
    private func ink(_ string: String, font: Font.Resolved, size: CGSize = CGSize(width: 600, height: 200)) throws -> (height: Int, width: Int) {
        let item = TextItem(string: string, font: font, paint: .color(Draw.black), alignment: .leading,
                            frame: CGRect(x: 10, y: 10, width: size.width - 20, height: size.height - 20))
        let frame = try CairoRenderer().render(DisplayList(size: size, items: [.text(item, transform: .identity)]))
        var rows = Set<Int>(), columns = Set<Int>()
        for y in 0..<frame.height {
            for x in 0..<frame.width where frame.pixels[(y * frame.width + x) * 4] < 128 { rows.insert(y); columns.insert(x) }
        }
        return (rows.count, (columns.max() ?? 0) - (columns.min() ?? 0) + 1)
    }

    /// "H" at 100 pt: SF Pro's cap height is 70.46 points (the SF Symbols template's cap line);
    /// Inter at its point size drew 72.7.
    func testCapitalsAreSFProsHeight() throws {
        XCTAssertEqual(try ink("H", font: Font.system(size: 100).resolved).height, 70, accuracy: 1)
        XCTAssertEqual(try ink("H", font: Font.system(size: 19).resolved).height * 10, 134, accuracy: 10)  // Inter, 13.39
        XCTAssertEqual(SystemFontMetrics.drawnSize(SystemFontMetrics.family, size: 17), 17 * 0.9688, accuracy: 1e-3)
        XCTAssertEqual(SystemFontMetrics.drawnSize(SystemFontMetrics.family, size: 34), 34 * 0.9803, accuracy: 1e-3)
        XCTAssertEqual(SystemFontMetrics.drawnSize("Quicksand", size: 17), 17)
    }

    /// The tracking gives back what the smaller glyphs lose: lines are as wide as Inter at its
    /// point size with the table's tracking drew them (339 and 304 pixels before), which was
    /// within 1 % of iOS (median over the iOS reference suite).
    func testLinesKeepTheirWidths() throws {
        let body = try ink("The quick brown fox jumps over the lazy dog", font: Font.body.resolved, size: CGSize(width: 800, height: 60))
        XCTAssertEqual(Double(body.width), 339, accuracy: 339 * 0.005)
        let large = try ink("Settings and Privacy", font: Font.system(size: 34).resolved, size: CGSize(width: 800, height: 80))
        XCTAssertEqual(Double(large.width), 304, accuracy: 304 * 0.005)
        XCTAssertEqual(SystemFontMetrics.tracking(SystemFontMetrics.family, size: 17), -0.43 + (1 - 0.9688) * 0.49 * 17, accuracy: 1e-3)
        XCTAssertEqual(SystemFontMetrics.tracking("DejaVu Sans", size: 17), 0)
    }
}
