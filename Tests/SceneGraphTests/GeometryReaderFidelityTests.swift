import XCTest
@testable import SceneGraph

/// `GeometryReader` as SwiftUI runs it: its content is built once its size is known, and it
/// is rebuilt whenever the view that contains it is.
@MainActor
final class GeometryReaderFidelityTests: XCTestCase {
    final class SizeLog { var sizes: [CGSize] = [] }

    /// SwiftUI lays out before `onAppear`: an action inside the reader's content sees the size
    /// offered to the reader, the 200 × 100 canvas, not zero.
    func testOnAppearInsideSeesTheLaidOutSize() async throws {
        let log = SizeLog()
        _ = try SceneHost(
            GeometryReader { proxy in
                Color.red.onAppear { log.sizes.append(proxy.size) }
            }, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(log.sizes, [CGSize(width: 200, height: 100)])
    }

    /// A scene whose body is a `GeometryReader` reading the scene's `@State`: a tap on the text
    /// toggles it, and the text shows the new value (the reader's content is rebuilt with the
    /// body that contains it, even though its closure captures nothing that changed identity).
    struct GeometryRoot: View {
        @State var on = false
        var body: some View {
            GeometryReader { proxy in
                Text(on ? "ON" : "OFF")
                    .frame(width: proxy.size.width, height: proxy.size.height)
                    .onTapGesture { on.toggle() }
            }
        }
    }

    func testStateChangeOfAGeometryReaderRootShows() async throws {
        let host = try SceneHost(GeometryRoot(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(host.displayList().texts, ["OFF"])
        host.send(tap(CGPoint(x: 100, y: 50), at: 0.1))
        host.advance(to: 0.2)
        XCTAssertEqual(host.displayList().texts, ["ON"])
        host.send(tap(CGPoint(x: 100, y: 50), at: 0.3))
        host.advance(to: 0.4)
        XCTAssertEqual(host.displayList().texts, ["OFF"])
    }
}
