import Foundation
import SceneCommand
import SceneRender

/// An app launch: the tapped icon grows into the full screen. Each property has its own spring
/// and start time, so they do not arrive together: the centre moves first (0.5 s, bounce 0.12),
/// the size follows 30 ms later (0.45 s, bounce 0.05), the corner radius 60 ms later
/// (0.6 s, no bounce), the app's content fades in 120 ms later, and the home screen recedes
/// (scale 0.92). A second tap closes the app in the reverse order (the launch
/// animation with staggered springs).
struct Launch: View {
    static let iconSide: CGFloat = 48
    static let iconRadius = 12.0
    nonisolated static let tapped = 6
    static let screenRadius = 30.0
    static let appColour = Color(hue: 6.0 / 12, saturation: 0.55, brightness: 0.9)

    @State var centreAnimator = SpringAnimator<CGPoint>(spring: Spring(duration: 0.5, bounce: 0.12))
    @State var sizeAnimator = SpringAnimator<CGSize>(spring: Spring(duration: 0.45, bounce: 0.05))
    @State var radiusAnimator = SpringAnimator<Double>(spring: Spring(duration: 0.6, bounce: 0))
    @State var contentAnimator = SpringAnimator<Double>(spring: Spring(duration: 0.35, bounce: 0))
    @State var homeAnimator = SpringAnimator<Double>(spring: Spring(duration: 0.6, bounce: 0))
    @State var centre = Launch.iconCentre(Launch.tapped)
    @State var size = CGSize(width: Launch.iconSide, height: Launch.iconSide)
    @State var radius = Launch.iconRadius
    @State var content = 0.0
    @State var home = 1.0
    @State var open = false

    /// Centre of icon `i` of the 4 × 3 home-screen grid, in canvas points.
    nonisolated static func iconCentre(_ i: Int) -> CGPoint {
        CGPoint(x: 45 + 60 * CGFloat(i % 4), y: 90 + 80 * CGFloat(i / 4))
    }

    var body: some View {
        let canvas = LaunchScene.size
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.35, green: 0.3, blue: 0.6), Color(red: 0.9, green: 0.55, blue: 0.5)],
                startPoint: .top, endPoint: .bottom)
            ZStack {
                ForEach(0..<12) { i in
                    RoundedRectangle(cornerRadius: CGFloat(Self.iconRadius))
                        .fill(Color(hue: Double(i) / 12, saturation: 0.55, brightness: 0.9))
                        .frame(width: Self.iconSide, height: Self.iconSide)
                        .position(Self.iconCentre(i))
                }
                Capsule().fill(Color(white: 1, opacity: 0.3)).frame(width: 230, height: 70).position(x: 135, y: 420)
            }
            .frame(width: canvas.width, height: canvas.height)
            .scaleEffect(0.92 + 0.08 * home)
            .opacity(0.4 + 0.6 * home)
            RoundedRectangle(cornerRadius: CGFloat(radius))
                .fill(Self.appColour)
                .overlay(
                    VStack(alignment: .leading, spacing: 14) {
                        Capsule().fill(.white).frame(width: 120, height: 14)
                        ForEach(0..<5) { row in
                            RoundedRectangle(cornerRadius: 8).fill(Color(white: 1, opacity: 0.45))
                                .frame(height: row == 0 ? 110 : 36)
                        }
                    }
                    .padding(24)
                    .opacity(content)
                )
                .frame(width: size.width, height: size.height)
                .position(centre)
        }
        .frame(width: canvas.width, height: canvas.height)
        .onAppear {
            centreAnimator.value = centre
            centreAnimator.valueChanged = { centre = $0 }
            sizeAnimator.value = size
            sizeAnimator.valueChanged = { size = $0 }
            radiusAnimator.value = radius
            radiusAnimator.valueChanged = { radius = $0 }
            contentAnimator.value = 0
            contentAnimator.valueChanged = { content = $0 }
            homeAnimator.value = 1
            homeAnimator.valueChanged = { home = $0 }
        }
        .onTapGesture {
            open.toggle()
            let full = LaunchScene.size
            centreAnimator.target = open ? CGPoint(x: full.width / 2, y: full.height / 2) : Self.iconCentre(Self.tapped)
            sizeAnimator.target = open ? full : CGSize(width: Self.iconSide, height: Self.iconSide)
            radiusAnimator.target = open ? Self.screenRadius : Self.iconRadius
            contentAnimator.target = open ? 1 : 0
            homeAnimator.target = open ? 0 : 1
            if open {
                centreAnimator.start()
                sizeAnimator.start(afterDelay: 0.03)
                radiusAnimator.start(afterDelay: 0.06)
                contentAnimator.start(afterDelay: 0.12)
                homeAnimator.start()
            } else {
                contentAnimator.start()
                radiusAnimator.start(afterDelay: 0.02)
                sizeAnimator.start(afterDelay: 0.04)
                centreAnimator.start(afterDelay: 0.06)
                homeAnimator.start(afterDelay: 0.1)
            }
        }
    }
}

enum LaunchScene {
    static let size = CGSize(width: 270, height: 480)
    /// Open by tapping the seventh icon at 0.2 s; close by tapping the app at 1.8 s.
    static let input = InputScript {
        Tap(at: Launch.iconCentre(Launch.tapped), time: 0.2)
        Tap(at: CGPoint(x: 135, y: 300), time: 1.8)
    }
    static let scene = SceneEntry(
        "launch",
        summary: "An app launch with staggered springs on centre, size, corner radius and content.",
        size: size, duration: 3.2, input: input
    ) { Launch() }
}
