import SceneTesting
import XCTest

/// The layout scenes (LayoutScenes.swift) measured with the real text engine: what a user
/// checks by eye, as numbers.
@MainActor
final class LayoutSceneTests: XCTestCase {
    func textFrames<V: View>(_ view: V, size: CGSize) throws -> [String: CGRect] {
        let host = try SceneHost(view, size: size, textMeasurer: PangoTextEngine())
        var out: [String: CGRect] = [:]
        for item in host.displayList().items { if case .text(let t, _) = item { out[t.string] = t.frame } }
        return out
    }

    /// In a 320-point row the name and the count each keep one line (as tall as the same text
    /// measured alone, unwrapped), and "4.2k followers" keeps its full width, so "4.2k" is not
    /// broken; the button's label ends 16 + 14 points before the row's end.
    func testProfileHeaderNameAndCountStayOnOneLine() async throws {
        let engine = PangoTextEngine()
        let frames = try textFrames(ProfileHeaderView(), size: CGSize(width: 320, height: 90))
        let name = engine.measure("Jane Smith", font: Font.headline.resolved, width: nil, lineLimit: nil)
        let count = engine.measure("4.2k followers", font: Font.subheadline.resolved, width: nil, lineLimit: nil)
        XCTAssertEqual(frames["Jane Smith"]?.size, name)
        XCTAssertEqual(frames["4.2k followers"]?.size, count)
        XCTAssertEqual(try XCTUnwrap(frames["Follow"]).maxX, 320 - 16 - 14, accuracy: 0.5)
    }
}
