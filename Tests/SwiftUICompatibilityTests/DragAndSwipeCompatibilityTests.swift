// This file imports only SceneGraph, as SwiftUI code would import SwiftUI: it proves that
// SwiftUI-style code for a draggable tile and a swipeable card stack (springs, drag velocity,
// state) compiles unchanged apart from the import, and behaves.
import SceneGraph
import XCTest

/// A draggable tile (the drag-and-release pattern): a SpringAnimator drives @State through
/// valueChanged; the drag's velocity is handed to the spring on release.
struct ThrowableTile: View {
    let positionAnimator = SpringAnimator<CGPoint>(spring: Spring(dampingRatio: 0.6, response: 0.5))

    @State var tileOffset: CGPoint = .zero

    var body: some View {
        let side = 64.0
        ZStack {
            RoundedRectangle(cornerRadius: side * 0.25, style: .continuous)
                .fill(.orange)
                .frame(width: side, height: side)
            VStack {
                Text("Tile")
                    .foregroundColor(.white)
            }
        }.onAppear {
            positionAnimator.value = .zero
            positionAnimator.valueChanged = { newValue in
                tileOffset = newValue
            }
        }
        .offset(x: tileOffset.x, y: tileOffset.y)
        .gesture(
            DragGesture()
                .onChanged { value in
                    positionAnimator.target = CGPoint(x: value.translation.width, y: value.translation.height)
                    positionAnimator.mode = .nonAnimated
                    positionAnimator.start()
                }
                .onEnded { value in
                    positionAnimator.target = .zero
                    positionAnimator.mode = .animated
                    positionAnimator.velocity = CGPoint(x: value.velocity.width, y: value.velocity.height)
                    positionAnimator.start()
                }
        )
    }
}

struct ThrowableTile_Previews: PreviewProvider {
    static var previews: some View {
        ThrowableTile()
    }
}

/// A flash card swiped left to reveal the next sum (the drag-and-release pattern).
struct FlashCardView: View {
    @State var cardText: String = "2 × 3"
    @State var cardNumber: Int = 2

    @State var swipeActive: Bool = false
    @State var swipeCommitted: Bool = false
    let commitThreshold: CGFloat = -90.0
    @State var swipeValue: CGFloat = 0.0
    @State var cardOpacity: CGFloat = 1.0
    @State var cardOffset: CGFloat = 0.0

    var body: some View {
        VStack(spacing: 0) {
            VStack {
                HStack {
                    Text(cardText)
                        .frame(maxWidth: .infinity)
                }
                .font(.system(size: 36))
                .opacity(cardOpacity)
                .offset(x: cardOffset, y: 0)
            }
            .padding(5)
            .frame(maxWidth: .infinity)
            .background(content: {
                RoundedRectangle(cornerRadius: 12)
                    .fill(Color.white)
                    .opacity(0.45)
            })
            .gesture(
                DragGesture(
                    minimumDistance: 5.0,
                    coordinateSpace: .global
                )
                .onChanged({ value in
                    if !swipeActive {
                        swipeActive = true
                        swipeCommitted = false
                    }
                    swipeValue = value.translation.width
                    cardOpacity = max(1.0 - abs(swipeValue) * 0.01, 0.0)
                    cardOffset = swipeValue
                    if swipeValue < commitThreshold {
                        if !swipeCommitted {
                            swipeCommitted = true
                        }
                    }
                })
                .onEnded({ value in
                    if swipeValue >= commitThreshold {
                        swipeActive = false
                        withAnimation {
                            swipeValue = 0
                            cardOpacity = 1.0
                            cardOffset = 0
                        }
                    } else if swipeCommitted {
                        showNextCard()
                        slideInCard()
                    }
                })
            )
            .padding(.vertical, 8)
            .foregroundStyle(.primary)

            VStack {
                Text("Swipe left for the next card.")
                    .foregroundStyle(.secondary)
                    .font(.system(size: 13))
                    .multilineTextAlignment(.center)
            }
        }
        .padding(24)
        .background {
            Image("backdrop")
                .resizable()
                .scaledToFill()
                .padding(-60)
                .blur(radius: 40.0)
                .brightness(0.2)
        }
    }

    private func slideInCard() {
        cardOpacity = 0.0
        cardOffset = 120.0
        withAnimation(.spring(duration: 0.7, bounce: 0.15)) {
            cardOffset = 0.0
        }
        withAnimation(.easeOut(duration: 1.5)) {
            cardOpacity = 1.0
        }
    }

    private func showNextCard() {
        cardNumber += 1
        cardText = "\(cardNumber) × 3"
    }
}

@MainActor
final class DragAndSwipeCompatibilityTests: XCTestCase {
    /// The tile follows the drag, then springs back and comes to rest at the centre.
    func testThrowableTileReturnsToCentre() async throws {
        let host = try SceneHost(ThrowableTile(), size: CGSize(width: 300, height: 300))
        host.send(InputScript { Drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 250, y: 150), start: 0.1, duration: 0.25) }.events(fps: 60))
        host.advance(to: 0.3)
        let during = host.displayList().fillRects[0].midX
        XCTAssertGreaterThan(during, 200)
        host.advance(to: 3)
        XCTAssertEqual(host.displayList().fillRects.last!.midX, 150, accuracy: 0.01)
    }

    /// A short swipe springs back; a long one shows the next card, which slides in from the right
    /// while it fades in.
    func testFlashCardSwipes() async throws {
        let host = try SceneHost(FlashCardView(), size: CGSize(width: 320, height: 240))
        func texts() -> [String] { host.displayList().items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } } }
        XCTAssertEqual(texts().first, "2 × 3")
        host.send(
            InputScript {
                Drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 120, y: 100), start: 0.1, duration: 0.2)
                Drag(from: CGPoint(x: 160, y: 100), to: CGPoint(x: 20, y: 100), start: 1.0, duration: 0.3)
            }.events(fps: 60))
        host.advance(to: 0.9)
        XCTAssertEqual(texts().first, "2 × 3")
        host.advance(to: 1.4)
        XCTAssertEqual(texts().first, "3 × 3")
        XCTAssertEqual(host.warnings.filter { $0.contains("backdrop") }.count, 1, "a missing image is reported once: \(host.warnings)")
    }
}

extension DisplayList {
    var fillRects: [CGRect] {
        items.compactMap {
            guard case .fill(let path, _, _, let t) = $0 else { return nil }
            let b = path.boundingRect
            let p0 = CGPoint(x: b.minX, y: b.minY).applying(t), p1 = CGPoint(x: b.maxX, y: b.maxY).applying(t)
            return CGRect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
        }
    }
}
