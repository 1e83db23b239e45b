// Scenes for ScrollViewReader, scroll transitions and visual effects, written as SwiftUI code
// is (this file imports only SceneGraph, as such code imports only SwiftUI).
import SceneGraph

/// Twenty 50 pt rows identified by `.id(i)`; after `delay` seconds (a scene-time dispatch)
/// the list scrolls to row `target` with `anchor`, animated with a 0.5 s ease in and out when
/// `animated`.
struct JumpingRows: View {
    let target: Int
    var anchor: UnitPoint? = nil
    var animated = false
    var delay = 0.5
    /// A scroll that runs first, at once, when the view appears (for the minimal-scroll cases).
    var first: (id: Int, anchor: UnitPoint?)? = nil

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        Color(white: Double(i) / 20)
                            .frame(height: 50)
                            .id(i)
                    }
                }
            }
            .onAppear {
                if let first { proxy.scrollTo(first.id, anchor: first.anchor) }
                DispatchQueue.main.asyncAfter(deadline: .now() + delay) {
                    if animated {
                        withAnimation(.easeInOut(duration: 0.5)) { proxy.scrollTo(target, anchor: anchor) }
                    } else {
                        proxy.scrollTo(target, anchor: anchor)
                    }
                }
            }
        }
    }
}

/// The documentation's pattern: a button above a long list scrolls it to its last row.
struct BottomButtonList: View {
    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                Button("Bottom") {
                    withAnimation { proxy.scrollTo(99, anchor: .bottom) }
                }
                .frame(height: 44)
                ScrollView {
                    ForEach(0..<100, id: \.self) { i in
                        Text("Row \(i)")
                            .frame(maxWidth: .infinity, minHeight: 40)
                            .background(i % 2 == 0 ? Color.blue.opacity(0.15) : Color.clear)
                            .id(i)
                    }
                }
            }
        }
    }
}

/// A chat-like list: a timer appends messages and `onChange` of the count scrolls to the last
/// one (the message ids are strings).
struct GrowingChat: View {
    @State private var messages = (1...8).map { "m\($0)" }

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(messages, id: \.self) { message in
                        Color.green.frame(height: 60).id(message)
                    }
                }
            }
            .onChange(of: messages.count) {
                if let last = messages.last { proxy.scrollTo(last, anchor: .bottom) }
            }
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in
                    messages.append("m9")
                    messages.append("m10")
                }
            }
        }
    }
}

/// The reader inside the scroll view (a common way sample code writes it), scrolled from `.task`.
struct ReaderInsideScrollView: View {
    var body: some View {
        ScrollView {
            ScrollViewReader { proxy in
                Color.red.frame(height: 30)
                    .task {
                        proxy.scrollTo(5, anchor: .top)
                    }
                ForEach(0..<10, id: \.self) { i in
                    Color(white: Double(i) / 10).frame(height: 100).id(i)
                }
            }
        }
    }
}

/// A vertical list of horizontal strips: scrolling to a tile inside a strip scrolls the strip
/// and the list.
struct NestedStrips: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<6, id: \.self) { row in
                        ScrollView(.horizontal) {
                            HStack(spacing: 0) {
                                ForEach(0..<8, id: \.self) { column in
                                    Color(white: Double(column) / 8).frame(width: 100, height: 100).id("\(row)-\(column)")
                                }
                            }
                        }
                    }
                }
            }
            .onAppear { proxy.scrollTo("4-6", anchor: .center) }
        }
    }
}

/// A carousel of 100 pt cards in a 300 pt horizontal scroll view, each faded and scaled by
/// its scroll transition; scrolled at 0.2 s by `scrollTo` to `offset` (card 1 aligned at
/// `(offset − 100) / −200`, so that the content offset is `offset`).
struct FadingCarousel: View {
    var configuration: ScrollTransitionConfiguration = .interactive
    var offset: CGFloat = 0
    var animated = false

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(0..<10, id: \.self) { i in
                        Color.orange
                            .frame(width: 100, height: 100)
                            .scrollTransition(configuration) { content, phase in
                                content
                                    .opacity(phase.isIdentity ? 1 : 0)
                                    .offset(y: phase.value * 40)
                            }
                            .id(i)
                    }
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    // Card 1 spans 100 ... 200: anchor x = (offset − 100) / (100 − 300).
                    let anchor = UnitPoint(x: (offset - 100) / -200, y: 0.5)
                    if animated {
                        withAnimation(.linear(duration: 1)) { proxy.scrollTo(1, anchor: anchor) }
                    } else {
                        proxy.scrollTo(1, anchor: anchor)
                    }
                }
            }
        }
    }
}

/// The brief's carousel: cards in a `LazyHStack` shrink to 0.8 and fade to half as they leave
/// the middle, with different configurations at the two edges.
struct ShrinkingCardStrip: View {
    let colors: [Color] = [.red, .orange, .yellow, .green, .teal, .blue, .indigo, .purple]

    var body: some View {
        ScrollViewReader { proxy in
            ScrollView(.horizontal) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<colors.count, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(colors[i])
                            .frame(width: 160, height: 200)
                            .overlay { Text("Card \(i + 1)").font(.title2).bold().foregroundStyle(.white) }
                            .scrollTransition(topLeading: .interactive, bottomTrailing: .interactive.threshold(.visible(0.9))) { content, phase in
                                content
                                    .scaleEffect(phase.isIdentity ? 1 : 0.8)
                                    .opacity(phase.isIdentity ? 1 : 0.5)
                                    .rotationEffect(.degrees(phase.value * 6))
                            }
                            .id(i)
                    }
                }
                .padding(.horizontal, 16)
            }
            .onAppear { proxy.scrollTo(2, anchor: UnitPoint(x: 0.3, y: 0.5)) }
        }
    }
}

/// Rows that slide right by a tenth of their distance from the top of the canvas, measured by
/// `visualEffect` as they scroll.
struct SlidingRows: View {
    var body: some View {
        ScrollViewReader { proxy in
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        Color.purple
                            .frame(width: 100, height: 50)
                            .visualEffect { content, geometry in
                                content.offset(x: geometry.frame(in: .global).minY / 10)
                            }
                            .id(i)
                    }
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { proxy.scrollTo(4, anchor: .top) }
            }
        }
    }
}

/// A helper outside any actor building an effect, as sample code writes one.
func fadeAndLift(_ content: some VisualEffect, _ phase: ScrollTransitionPhase) -> some VisualEffect {
    content.opacity(phase.isIdentity ? 1 : 0.25).offset(y: phase.value * -10).blur(radius: phase.isIdentity ? 0 : 2)
}

/// A jump whose `withAnimation` completion shows a check mark (a 20 pt green square) when the
/// scroll has arrived.
struct CompletingJump: View {
    @State private var arrived = false

    var body: some View {
        ScrollViewReader { proxy in
            VStack(spacing: 0) {
                if arrived { Color.green.frame(width: 20, height: 20) }
                ScrollView {
                    VStack(spacing: 0) {
                        ForEach(0..<20, id: \.self) { i in Color(white: Double(i) / 20).frame(height: 50).id(i) }
                    }
                }
            }
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    withAnimation(.linear(duration: 1)) {
                        proxy.scrollTo(12, anchor: .top)
                    } completion: {
                        arrived = true
                    }
                }
            }
        }
    }
}

/// Three 200 pt rows whose transition is built by a helper function outside any actor.
struct LiftedRows: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<3, id: \.self) { _ in
                    Color.blue.frame(height: 200)
                        .scrollTransition { content, phase in fadeAndLift(content, phase) }
                }
            }
        }
    }
}

/// A list scrolled on appear to its 31st item, at the top.
struct JumpingList: View {
    var body: some View {
        ScrollViewReader { proxy in
            List(0..<50, id: \.self) { i in
                Text("Item \(i)")
            }
            .onAppear { proxy.scrollTo(30, anchor: .top) }
        }
    }
}

/// A card with a scroll transition and no scroll view around it.
struct UnscrolledCard: View {
    var body: some View {
        Color.red.frame(width: 100, height: 100)
            .scrollTransition { content, phase in content.opacity(phase.isIdentity ? 1 : 0.3) }
    }
}
