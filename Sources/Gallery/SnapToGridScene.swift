import Foundation
import SceneCommand
import SceneRender

/// A box dragged over a dotted grid; on release it springs, with the drag's velocity, to the
/// grid point nearest to where it was let go (snap-to-grid on release).
struct SnapToGrid: View {
    static let spacing: CGFloat = 60
    @State var offsetAnimator = SpringAnimator<CGPoint>(spring: Spring(dampingRatio: 0.7, response: 0.5))
    @State var offset = CGPoint.zero
    /// Where the box rests between drags, as an offset from the centre.
    @State var rest = CGPoint.zero

    /// The grid point (multiple of `spacing` from the centre) nearest to `p`.
    static func snapped(_ p: CGPoint) -> CGPoint {
        CGPoint(x: (p.x / spacing).rounded() * spacing, y: (p.y / spacing).rounded() * spacing)
    }

    var body: some View {
        let size = SnapToGridScene.size
        ZStack {
            Color(white: 0.97)
            GridDots(spacing: Self.spacing)
                .fill(Color(white: 0.72))
            RoundedRectangle(cornerRadius: 12)
                .fill(.indigo)
                .frame(width: 56, height: 56)
                .overlay(Circle().fill(.white).frame(width: 6, height: 6))
                .offset(x: offset.x, y: offset.y)
                .gesture(
                    DragGesture()
                        .onChanged { value in
                            offsetAnimator.target = CGPoint(
                                x: rest.x + value.translation.width,
                                y: rest.y + value.translation.height)
                            offsetAnimator.mode = .nonAnimated
                            offsetAnimator.start()
                        }
                        .onEnded { value in
                            let released = CGPoint(x: rest.x + value.translation.width, y: rest.y + value.translation.height)
                            rest = Self.snapped(released)
                            offsetAnimator.target = rest
                            offsetAnimator.velocity = CGPoint(x: value.velocity.width, y: value.velocity.height)
                            offsetAnimator.mode = .animated
                            offsetAnimator.start()
                        }
                )
        }
        .frame(width: size.width, height: size.height)
        .onAppear {
            offsetAnimator.value = .zero
            offsetAnimator.valueChanged = { offset = $0 }
        }
    }
}

/// Dots every `spacing` points, one of them at the centre of the rectangle.
struct GridDots: Shape {
    var spacing: CGFloat
    var radius: CGFloat = 2.5

    func path(in rect: CGRect) -> Path {
        var path = Path()
        let cx = rect.midX, cy = rect.midY
        let nx = Int((rect.width / 2 / spacing).rounded(.down)), ny = Int((rect.height / 2 / spacing).rounded(.down))
        for i in -nx...nx {
            for j in -ny...ny {
                let x = cx + CGFloat(i) * spacing, y = cy + CGFloat(j) * spacing
                path.addEllipse(in: CGRect(x: x - radius, y: y - radius, width: 2 * radius, height: 2 * radius))
            }
        }
        return path
    }
    var animatableData: CGFloat {
        get { spacing }
        set { spacing = newValue }
    }
}

enum SnapToGridScene {
    static let size = CGSize(width: 480, height: 360)
    static let centre = CGPoint(x: 240, y: 180)
    /// Two drags: to (+95, −50) from the centre, released at 0.6 s, which snaps to (+120, −60);
    /// then from there to (−88, +80), released at 1.95 s, which snaps to (−60, +60).
    static let input = InputScript {
        Drag(from: centre, to: CGPoint(x: centre.x + 95, y: centre.y - 50), start: 0.2, duration: 0.4)
        Drag(
            from: CGPoint(x: centre.x + 120, y: centre.y - 60), to: CGPoint(x: centre.x - 88, y: centre.y + 80),
            start: 1.5, duration: 0.45)
    }
    static let scene = SceneEntry(
        "snap-to-grid",
        summary: "A dragged box springs to the nearest grid point on release, keeping its velocity.",
        size: size, duration: 3, input: input
    ) { SnapToGrid() }
}
