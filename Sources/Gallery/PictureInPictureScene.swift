import Foundation
import SceneCommand
import SceneRender

/// A picture-in-picture window that is thrown: on release its resting place is projected from
/// the gesture velocity (`project`, deceleration 0.998 per ms), the nearest corner is chosen,
/// and a spring carries the window there starting with the gesture's velocity.
struct PictureInPicture: View {
    static let window = CGSize(width: 132, height: 84)
    static let margin: CGFloat = 18
    @State var corner = 3
    @State var drag = CGSize.zero

    /// Centre of the window in corner `i` (0 top left, 1 top right, 2 bottom left, 3 bottom right),
    /// as an offset from the canvas centre.
    static func cornerOffset(_ i: Int) -> CGSize {
        let size = PictureInPictureScene.size
        let dx = size.width / 2 - margin - window.width / 2
        let dy = size.height / 2 - margin - window.height / 2
        return CGSize(width: i % 2 == 0 ? -dx : dx, height: i < 2 ? -dy : dy)
    }

    /// The corner nearest to where a window at `offset` moving at `velocity` (points per
    /// second) would come to rest.
    static func nearestCorner(offset: CGSize, velocity: CGSize) -> Int {
        let x = project(value: Double(offset.width), velocity: Double(velocity.width))
        let y = project(value: Double(offset.height), velocity: Double(velocity.height))
        return (0..<4).min { a, b in
            let ca = cornerOffset(a), cb = cornerOffset(b)
            let da = (Double(ca.width) - x) * (Double(ca.width) - x) + (Double(ca.height) - y) * (Double(ca.height) - y)
            let db = (Double(cb.width) - x) * (Double(cb.width) - x) + (Double(cb.height) - y) * (Double(cb.height) - y)
            return da < db
        }!
    }

    var body: some View {
        let size = PictureInPictureScene.size
        let home = Self.cornerOffset(corner)
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.16, green: 0.2, blue: 0.3), Color(red: 0.08, green: 0.1, blue: 0.16)],
                startPoint: .top, endPoint: .bottom)
            ForEach(0..<4) { i in
                RoundedRectangle(cornerRadius: 14)
                    .stroke(Color(white: 1, opacity: 0.25), style: StrokeStyle(lineWidth: 1.5, dash: [6, 5]))
                    .frame(width: Self.window.width, height: Self.window.height)
                    .offset(Self.cornerOffset(i))
            }
            RoundedRectangle(cornerRadius: 14)
                .fill(LinearGradient(colors: [.mint, .blue], startPoint: .topLeading, endPoint: .bottomTrailing))
                .frame(width: Self.window.width, height: Self.window.height)
                .overlay(Capsule().fill(Color(white: 1, opacity: 0.8)).frame(width: 34, height: 5).offset(y: -32))
                .offset(x: home.width + drag.width, y: home.height + drag.height)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            drag = value.translation
                        }
                        .onEnded { value in
                            let released = CGSize(
                                width: home.width + value.translation.width,
                                height: home.height + value.translation.height)
                            var transaction = Transaction(animation: .spring(duration: 0.6, bounce: 0.2))
                            transaction.gestureVelocity = CGPoint(x: value.velocity.width, y: value.velocity.height)
                            withTransaction(transaction) {
                                corner = Self.nearestCorner(offset: released, velocity: value.velocity)
                                drag = .zero
                            }
                        }
                )
        }
        .frame(width: size.width, height: size.height)
    }
}

enum PictureInPictureScene {
    static let size = CGSize(width: 560, height: 360)
    /// Centre of the window's starting place (bottom right) in canvas points.
    static let start = CGPoint(x: 560 - 18 - 66, y: 360 - 18 - 42)
    /// A flick up and to the left: 150 pt by 60 pt in 0.15 s (1000 and 400 pt/s), projected
    /// 499 pt further by 200 pt, so the window lands top left; then a slow drag of 120 pt to the
    /// right (300 pt/s), which projects to the right half: top right.
    static let input = InputScript {
        Drag(from: start, to: CGPoint(x: start.x - 150, y: start.y - 60), start: 0.2, duration: 0.15)
        Drag(from: CGPoint(x: 18 + 66, y: 18 + 42), to: CGPoint(x: 18 + 66 + 120, y: 18 + 42 + 10), start: 1.6, duration: 0.4)
    }
    static let scene = SceneEntry(
        "pip-throw",
        summary: "A picture-in-picture window thrown to the corner its projected velocity points at.",
        size: size, duration: 3.2, input: input
    ) { PictureInPicture() }
}
