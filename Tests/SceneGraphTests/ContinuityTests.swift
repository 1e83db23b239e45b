import XCTest
@testable import SceneGraph

/// A view with every kind of animatable property driven by one flag.
struct Everything: View {
    @State var on = false
    var body: some View {
        VStack {
            Rectangle()
                .fill(on ? Color.red : Color.blue)
                .frame(width: on ? 60 : 20, height: 20)
                .offset(x: on ? 40 : 0)
                .scaleEffect(on ? 2 : 1)
                .rotationEffect(.degrees(on ? 90 : 0))
                .opacity(on ? 0.2 : 1)
        }
    }
}

@MainActor
final class ContinuityTests: XCTestCase {
    /// Samples every animated value just before and after a retarget at t = 0.3 s and checks
    /// position continuity and velocity continuity (left and right finite differences agree; the
    /// acceleration may jump at a retarget, so the step is small: 1 µs).
    func testRetargetIsContinuousForEveryPropertyKind() async throws {
        let view = Everything()
        let h = try SceneHost(view, size: CGSize(width: 300, height: 300))
        let spring = Animation.spring(duration: 0.5, bounce: 0.3)
        h.schedule(at: 0) { withAnimation(spring) { view.on = true } }
        h.schedule(at: 0.3) { withAnimation(spring) { view.on = false } }
        let dt = 1e-6
        var samples: [[String: [Double]]] = []
        for t in [0.3 - 2 * dt, 0.3 - dt, 0.3, 0.3 + dt, 0.3 + 2 * dt] {
            h.advance(to: t)
            var values: [String: [Double]] = [:]
            for v in h.animatedValues() { values["\(v.path) \(v.property)"] = v.components }
            samples.append(values)
        }
        var checked = Set<String>()
        for key in samples[2].keys {
            guard let c = samples[2][key], c.count > 0 else { continue }
            for i in c.indices {
                let x = samples.map { $0[key]![i] }
                let left = (x[1] - x[0]) / dt, right = (x[4] - x[3]) / dt
                let scale = max(1, abs(left), abs(right))
                XCTAssertEqual(x[2], x[1] + left * dt, accuracy: 1e-6 * scale, "\(key)[\(i)] jumps")
                // Colours are stored as Float: their rounding (≈ 6e-8) divided by dt adds noise.
                let floatNoise = key.hasSuffix("paint") ? 4 * 6e-8 / dt : 0
                XCTAssertEqual(left, right, accuracy: 0.005 * scale + floatNoise, "\(key)[\(i)] velocity kinks")
            }
            checked.insert(key.split(separator: " ").last.map(String.init) ?? key)
        }
        XCTAssertTrue(checked.isSuperset(of: ["offset", "scale", "rotation", "opacity", "frame", "paint"]), "\(checked)")
    }

    /// Wave's block API hands the gesture velocity to the spring: right after the change the
    /// offset moves at the given velocity (within 1 %).
    func testWaveGestureVelocityBecomesTheInitialVelocity() async throws {
        struct Box: View {
            @State var x: CGFloat = 0
            var body: some View { Rectangle().frame(width: 10, height: 10).offset(x: x) }
        }
        let view = Box()
        let h = try SceneHost(view, size: CGSize(width: 400, height: 100))
        h.schedule(at: 0) {
            Wave.animate(withSpring: Spring(dampingRatio: 0.8, response: 0.5), gestureVelocity: CGPoint(x: 900, y: 0)) {
                view.x = 100
            }
        }
        let dt = 1e-5
        h.advance(to: 0)
        let x0 = h.displayList().fillRects[0].minX
        h.advance(to: dt)
        let v = (h.displayList().fillRects[0].minX - x0) / dt
        XCTAssertEqual(v, 900, accuracy: 9)
    }

    /// `.nonAnimated` snaps at once and interrupts a running animation of the same property.
    func testWaveNonAnimatedSnapsAtOnce() async throws {
        struct Box: View {
            @State var x: CGFloat = 0
            var body: some View { Rectangle().frame(width: 10, height: 10).offset(x: x) }
        }
        let view = Box()
        let h = try SceneHost(view, size: CGSize(width: 400, height: 100))
        h.schedule(at: 0) { Wave.animate(withSpring: .defaultAnimated) { view.x = 100 } }
        h.schedule(at: 0.2) { Wave.animate(withSpring: .defaultAnimated, mode: .nonAnimated) { view.x = -50 } }
        h.advance(to: 0.2)
        XCTAssertEqual(h.displayList().fillRects[0].minX, 195 - 50, accuracy: 1e-9)
    }

    /// A SpringAnimator released with the drag's velocity (the drag-and-release pattern): the box's
    /// velocity right after release equals the gesture velocity within 1 %.
    func testReleaseVelocityCarriesIntoTheSpringAnimator() async throws {
        struct Box: View {
            let animator = SpringAnimator<CGPoint>(spring: Spring(dampingRatio: 0.72, response: 0.7))
            @State var offset: CGPoint = .zero
            var body: some View {
                Rectangle().frame(width: 40, height: 40)
                    .onAppear {
                        animator.value = .zero; animator.valueChanged = { offset = $0 }
                    }
                    .offset(x: offset.x, y: offset.y)
                    .gesture(
                        DragGesture()
                            .onChanged { v in
                                animator.target = CGPoint(x: v.translation.width, y: v.translation.height)
                                animator.mode = .nonAnimated
                                animator.start()
                            }
                            .onEnded { v in
                                animator.target = .zero
                                animator.mode = .animated
                                animator.velocity = CGPoint(x: v.velocity.width, y: v.velocity.height)
                                animator.start()
                            })
            }
        }
        let h = try SceneHost(Box(), size: CGSize(width: 400, height: 400))
        // 150 pt right in 0.3 s: 500 pt/s.
        h.send(InputScript { Drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 350, y: 200), start: 0, duration: 0.3) }.events(fps: 60))
        let dt = 1e-4
        h.advance(to: 0.3 + dt)
        let x1 = h.displayList().fillRects[0].minX
        h.advance(to: 0.3 + 2 * dt)
        let x2 = h.displayList().fillRects[0].minX
        XCTAssertEqual((x2 - x1) / dt, 500, accuracy: 5)
    }
}
