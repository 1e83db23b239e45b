import SceneTesting
import SwiftUI
import WebKit
import XCTest

// UIViewRepresentable and the UIKit views (scenes in UIViewRepresentableScenes.swift).

@MainActor
final class UIViewRepresentableTests: XCTestCase {
    private func texts(_ h: SceneHost) -> [(String, CGRect)] {
        h.displayList().items.compactMap {
            if case .text(let t, let transform) = $0 { (t.string, t.frame.applying(transform)) } else { nil }
        }
    }

    func testLifeCycleKeepsTheViewAndCoordinatorAcrossUpdates() async throws {
        let log = CallLog()
        let h = try SceneHost(NoteScreen(log: log, scripted: true), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(Array(log.calls.prefix(3)), ["coordinator", "make", "update:One line"], "made once, then updated")
        h.advance(to: 0.1)
        // The height came back through the main queue: one 17 pt body line (20.29 pt) + 8 + 8.
        XCTAssertEqual(texts(h).last?.0, "h:36")
        XCTAssertEqual(log.calls.filter { $0 == "make" || $0 == "coordinator" }.count, 2, "never made again")
        h.advance(to: 0.3)
        XCTAssertEqual(log.calls.filter { $0 == "make" }.count, 1)
        XCTAssertTrue(log.calls.contains("update:Two\nlines"))
        XCTAssertEqual(texts(h).last?.0, "h:57", "two lines: 2 × 20.29 + 16")
        h.advance(to: 0.5)
        XCTAssertEqual(log.calls.last, "dismantle")
    }

    func testTextViewDrawsItsTextInsideUIKitsInsets() async throws {
        let log = CallLog()
        let h = try SceneHost(NoteScreen(log: log), size: CGSize(width: 300, height: 300))
        h.advance(to: 0.1)
        let note = try XCTUnwrap(texts(h).first { $0.0 == "One line" })
        XCTAssertEqual(note.1.minX, 5, accuracy: 0.01, "the text container's line padding")
        XCTAssertEqual(note.1.minY, 8, accuracy: 0.5, "textContainerInset.top")
    }

    func testUIKitFontsAndPaths() async {
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize, 34)
        XCTAssertEqual(Font(UIFont.preferredFont(forTextStyle: .headline)), Font.headline)
        XCTAssertEqual(UIFont.systemFont(ofSize: 17).lineHeight, 20.29, accuracy: 0.01)
        XCTAssertEqual(UIFont.systemFont(ofSize: 13, weight: .semibold).font.resolve(in: EnvironmentValues()).weight, 600)

        let rect = CGRect(x: 0, y: 0, width: 100, height: 40)
        let top = TopRounded(radius: 10).path(in: rect)
        XCTAssertEqual(top.boundingRect, rect)
        var curves = 0
        top.forEach { if case .curve = $0 { curves += 1 } }
        XCTAssertEqual(curves, 2, "only the two top corners are rounded")
        var corners: [CGPoint] = []
        top.forEach {
            switch $0 {
            case .move(let p), .line(let p), .curve(let p, _, _): corners.append(p)
            default: break
            }
        }
        XCTAssertEqual(
            corners, [CGPoint(x: 10, y: 0), CGPoint(x: 90, y: 0), CGPoint(x: 100, y: 10), CGPoint(x: 100, y: 40),
                      CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 10), CGPoint(x: 10, y: 0)],
            "square bottom corners, rounded top ones, clockwise from the top-left")

        // UIKit's clockwise is clockwise on screen (y down): a quarter from 0 to π/2 passes (+,+).
        let arc = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        XCTAssertEqual(arc.bounds.minX, 0, accuracy: 1e-9)
        XCTAssertEqual(arc.bounds.maxY, 10, accuracy: 1e-9)
        let mutable = CGMutablePath()
        mutable.move(to: .zero)
        mutable.addLine(to: CGPoint(x: 10, y: 0))
        mutable.addQuadCurve(to: CGPoint(x: 10, y: 10), control: CGPoint(x: 15, y: 5))
        mutable.closeSubpath()
        var kinds: [CGPathElementType] = []
        var ends: [CGPoint] = []
        mutable.applyWithBlock { element in
            kinds.append(element.pointee.type)
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: ends.append(element.pointee.points[0])
            case .addQuadCurveToPoint: ends.append(element.pointee.points[1])
            default: break
            }
        }
        XCTAssertEqual(kinds, [.moveToPoint, .addLineToPoint, .addQuadCurveToPoint, .closeSubpath])
        XCTAssertEqual(ends, [.zero, CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        XCTAssertEqual(Path(mutable).cgPath, mutable)
        XCTAssertEqual(CGPath(rect: rect, transform: nil).boundingBox, rect)
    }

    func testRepresentablesDraw() async throws {
        let log = CallLog()
        let screen = VStack(spacing: 12) {
            Banner(title: "Weekly summary").frame(height: 44)
            NoteScreen(log: log).frame(height: 80)
            WebPage().frame(height: 60).border(Color.gray)

            Hosted().frame(height: 30)
            TopRounded(radius: 16).fill(Color.orange).frame(height: 40)
        }
        .padding()
        .background(Color(uiColor: .systemGroupedBackground))
        assertSnapshot(of: screen, at: 0.2, size: CGSize(width: 320, height: 360))
    }
}
extension UIViewRepresentableTests {
    /// `import SwiftUI` re-exports UIKit now; the main queue in a file that imports SwiftUI alone
    /// must still run on scene time (UIKit re-exporting a module that re-exports Foundation made
    /// Dispatch's own methods win: they were no longer reached only through SceneGraph).
    func testMainQueueInASwiftUIFileRunsOnSceneTime() async throws {
        let h = try SceneHost(DelayedBadge(), size: CGSize(width: 100, height: 100))
        h.advance(to: 0.09)
        XCTAssertEqual(texts(h).first?.0, "n:0")
        h.advance(to: 0.11)
        XCTAssertEqual(texts(h).first?.0, "n:1")
    }

    /// A label hugs its text where its hugging priority is high (one line: 21 pt with the
    /// approximate measurer, 1.2 × 17 rounded up), else fills the offer as on iOS; a label sized
    /// by its own `sizeThatFits` wraps at the offered width (0.6 × 17 pt per character in 120 pt:
    /// 11 characters a line, 5 lines of 21 pt).
    func testLabelSizesFollowHuggingAndSizeThatFits() async throws {
        let hugging = texts(try SceneHost(LabelStack(hugs: true), size: CGSize(width: 120, height: 400)))
        XCTAssertEqual(hugging.first { $0.0 == "One line" }?.1.minY ?? -1, 0, accuracy: 0.01)
        let wrapped = try XCTUnwrap(hugging.first { $0.0.hasPrefix("A longer") }?.1)
        XCTAssertEqual(wrapped.minY, 21, accuracy: 0.01)
        XCTAssertEqual(wrapped.height, 105, accuracy: 0.01)
        XCTAssertEqual(hugging.first { $0.0 == "after" }?.1.minY ?? -1, 126, accuracy: 0.01)
        let filling = texts(try SceneHost(LabelStack(hugs: false), size: CGSize(width: 120, height: 400)))
        XCTAssertGreaterThan(filling.first { $0.0 == "after" }?.1.minY ?? 0, 300, "a label that does not hug takes the room offered")
        let label = UILabel()
        label.text = "Hello"
        XCTAssertEqual(label.intrinsicContentSize, CGSize(width: 51, height: 21), "5 × 0.6 × 17 pt by 21 pt")
    }


    /// `import WebKit` gives `URLRequest` (only that type of FoundationNetworking), and a file
    /// importing it keeps the scene-time main queue.
    func testWebKitGivesURLRequestAndKeepsSceneTime() async throws {
        let url = URL(string: "https://example.com/menu")!
        XCTAssertEqual(makeRequest(url).url, url)
        let h = try SceneHost(DelayedWebBadge(), size: CGSize(width: 100, height: 100))
        h.advance(to: 0.11)
        XCTAssertEqual(texts(h).first?.0, "n:1")
        _ = try SceneHost(RequestPage(url: url), size: CGSize(width: 100, height: 100))
    }

}
