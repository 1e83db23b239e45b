import Foundation
import SceneCommand
import SceneRender

/// A to-do card swiped to the left. It follows the finger and fades as it goes (1 % per point);
/// let go before 100 pt and it springs back; past 100 pt the next task arrives from 150 pt to
/// the right with a spring (0.8 s, bounce 0.1) while fading in with a 1.8 s ease-out.
struct SwipeTask: View {
    static let threshold: CGFloat = -100
    static let tasks = ["Water the ferns", "Call the plumber", "Return library books", "Back up the laptop"]
    @State var taskIndex = 0
    @State var dragX: CGFloat = 0

    var body: some View {
        let size = SwipeTaskScene.size
        ZStack {
            LinearGradient(
                colors: [Color(red: 0.99, green: 0.9, blue: 0.8), Color(red: 0.85, green: 0.88, blue: 1)],
                startPoint: .topLeading, endPoint: .bottomTrailing)
            VStack(spacing: 14) {
                TaskCard(title: Self.tasks[taskIndex % Self.tasks.count], number: taskIndex + 1)
                    .id(taskIndex)
                    .offset(x: dragX, y: 0)
                    .opacity(max(1 - Double(abs(dragX)) * 0.01, 0))
                    .frame(width: 320, height: 96)
                    .background(RoundedRectangle(cornerRadius: 18).fill(Color(white: 1, opacity: 0.45)))
                    .gesture(
                        DragGesture(minimumDistance: 5, coordinateSpace: .global)
                            .onChanged { value in dragX = value.translation.width }
                            .onEnded { value in
                                if value.translation.width < Self.threshold {
                                    dragX = 0
                                    taskIndex += 1
                                } else {
                                    withAnimation(.spring) { dragX = 0 }
                                }
                            }
                    )
                Text("Swipe left for the next task")
                    .font(.system(size: 13))
                    .foregroundColor(Color(white: 0.4))
            }
        }
        .frame(width: size.width, height: size.height)
    }
}

/// One task; a new card (new identity) slides and fades in when it appears. The slide is a
/// `SpringAnimator` and the fade a `withAnimation` ease-out, so the two properties run on
/// different curves.
struct TaskCard: View {
    let title: String
    let number: Int
    @State var slide = SpringAnimator<Double>(spring: Spring(duration: 0.8, bounce: 0.1))
    @State var arrivalX = 150.0
    @State var visible = false

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("TASK \(number)")
                .font(.system(size: 12, weight: .semibold))
                .foregroundColor(Color(white: 0.45))
            Text(title)
                .font(.system(size: 24, weight: .medium))
                .foregroundColor(Color(white: 0.12))
        }
        .frame(width: 300, alignment: .leading)
        .offset(x: number == 1 ? 0 : CGFloat(arrivalX), y: 0)
        .opacity(number == 1 || visible ? 1 : 0)
        .onAppear {
            guard number > 1 else { return }
            slide.value = 150
            slide.valueChanged = { arrivalX = $0 }
            slide.target = 0
            slide.start()
            withAnimation(.easeOut(duration: 1.8)) { visible = true }
        }
    }
}

enum SwipeTaskScene {
    static let size = CGSize(width: 440, height: 260)
    static let card = CGPoint(x: 220, y: 115)
    /// A timid swipe of 70 pt (springs back), then a swipe of 180 pt at 1.4 s (next task).
    static let input = InputScript {
        Drag(from: card, to: CGPoint(x: card.x - 70, y: card.y), start: 0.2, duration: 0.35)
        Drag(from: card, to: CGPoint(x: card.x - 180, y: card.y + 6), start: 1.4, duration: 0.3)
    }
    static let scene = SceneEntry(
        "swipe-task",
        summary: "Swipe a task card: short swipes spring back, long ones bring the next task in.",
        size: size, duration: 4, input: input
    ) { SwipeTask() }
}
