// Scenes written as SwiftUI users write them, with only the import changed: state owned by a
// parent and shown or changed by children through `@Binding`, or handed down as a plain value.
import SceneGraph
import XCTest

/// A label that shows a value it does not own.
struct PowerLabel: View {
    @Binding var on: Bool
    var body: some View {
        Text(on ? "ON" : "OFF")
    }
}

/// A toggle drawn by hand: a capsule track with a knob that sits left when off and right when on.
/// Tapping it flips the bound value.
struct KnobToggle: View {
    @Binding var isOn: Bool
    var body: some View {
        ZStack {
            Capsule()
                .fill(isOn ? Color.green : Color.gray)
                .frame(width: 60, height: 32)
            Circle()
                .fill(Color.white)
                .frame(width: 28, height: 28)
                .offset(x: isOn ? 14 : -14)
        }
        .onTapGesture { isOn.toggle() }
    }
}

/// A read-only child that receives the value itself.
struct PlainLabel: View {
    let on: Bool
    var body: some View { Text(on ? "plain ON" : "plain OFF") }
}

struct PowerPanel: View {
    @State var on = false
    var body: some View {
        VStack(spacing: 20) {
            Text(on ? "parent ON" : "parent OFF")
            PowerLabel(on: $on)
            PlainLabel(on: on)
            KnobToggle(isOn: $on)
        }
    }
}

@MainActor
final class BindingCompatibilityTests: XCTestCase {
    private func texts(_ host: SceneHost) -> [String] {
        host.displayList().items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } }
    }

    /// The knob is the last fill drawn (track, then knob); its centre relative to the track's.
    private func knobShift(_ host: SceneHost) -> CGFloat {
        let rects = host.displayList().fillRects
        return rects[rects.count - 1].midX - rects[rects.count - 2].midX
    }

    /// A write in the parent reaches the child that reads it through its binding.
    func testBindingChildUpdatesWhenParentWrites() async throws {
        let panel = PowerPanel()
        let host = try SceneHost(panel, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(texts(host), ["parent OFF", "OFF", "plain OFF"])
        host.schedule(at: 0.1) { panel.on = true }
        host.advance(to: 0.1)
        XCTAssertEqual(texts(host), ["parent ON", "ON", "plain ON"])
        host.schedule(at: 0.2) { panel.on = false }
        host.advance(to: 0.2)
        XCTAssertEqual(texts(host), ["parent OFF", "OFF", "plain OFF"])
    }

    /// A write through the child's own binding (the knob toggle's tap) updates the parent, the
    /// binding's other reader, the plain-value child and the toggle itself: its knob moves from
    /// 14 pt left of the track's centre to 14 pt right of it (the offsets it is drawn with).
    func testBindingChildWriteUpdatesEveryReader() async throws {
        let panel = PowerPanel()
        let host = try SceneHost(panel, size: CGSize(width: 300, height: 300))
        XCTAssertEqual(knobShift(host), -14, accuracy: 1e-9)
        let track = host.displayList().fillRects[host.displayList().fillRects.count - 2]
        let centre = CGPoint(x: track.midX, y: track.midY)
        host.send([PointerEvent(.down, at: centre, time: 0.1), PointerEvent(.up, at: centre, time: 0.15)])
        host.advance(to: 0.2)
        XCTAssertEqual(texts(host), ["parent ON", "ON", "plain ON"])
        XCTAssertEqual(knobShift(host), 14, accuracy: 1e-9)
        host.send([PointerEvent(.down, at: centre, time: 0.5), PointerEvent(.up, at: centre, time: 0.55)])
        host.advance(to: 0.6)
        XCTAssertEqual(texts(host), ["parent OFF", "OFF", "plain OFF"])
        XCTAssertEqual(knobShift(host), -14, accuracy: 1e-9)
    }

    /// A binding handed on through a view that does not read it still updates the grandchild
    /// that does.
    func testBindingPassedThroughUpdatesOnlyItsReader() async throws {
        struct Middle: View {
            @Binding var on: Bool
            var body: some View { PowerLabel(on: $on) }
        }
        struct Root: View {
            @State var on = false
            var body: some View { Middle(on: $on) }
        }
        let root = Root()
        let host = try SceneHost(root, size: CGSize(width: 200, height: 100))
        XCTAssertEqual(texts(host), ["OFF"])
        host.schedule(at: 0.1) { root.on = true }
        host.advance(to: 0.1)
        XCTAssertEqual(texts(host), ["ON"])
    }
}
