// Scenes for scrollPosition, ScrollPosition, defaultScrollAnchor, scrollClipDisabled and the scroll
// observers, written as SwiftUI code is (this file imports only SceneGraph, as such code imports
// only SwiftUI).
import SceneGraph

/// The album carousel of AlbumCarousel.swift (cards 350 points wide, 362 apart, inside 20-point
/// margins of a 390-point scene; card i rests at offset 362·i) with a page indicator bound to the
/// scrolled card, and a "Next" button that writes the binding (animated when `animated`).
struct PagedAlbumCarousel: View {
    var animated = false
    var initialPage: Int? = nil
    @State private var page: Int?
    let colors: [Color] = [.pink, .purple, .indigo, .teal, .orange]

    init(animated: Bool = false, initialPage: Int? = nil) {
        self.animated = animated
        self.initialPage = initialPage
        _page = State(initialValue: initialPage)
    }

    var body: some View {
        VStack(spacing: 12) {
            ScrollView(.horizontal, showsIndicators: false) {
                LazyHStack(spacing: 12) {
                    ForEach(0..<colors.count, id: \.self) { i in
                        RoundedRectangle(cornerRadius: 16)
                            .fill(colors[i].gradient)
                            .overlay(alignment: .bottomLeading) {
                                Text("Album \(i + 1)").font(.headline).foregroundStyle(.white).padding()
                            }
                            .frame(height: 180)
                            .containerRelativeFrame(.horizontal)
                    }
                }
                .scrollTargetLayout()
            }
            .contentMargins(.horizontal, 20, for: .scrollContent)
            .scrollTargetBehavior(.viewAligned)
            .scrollPosition(id: $page)
            HStack(spacing: 8) {
                ForEach(0..<colors.count, id: \.self) { i in
                    Circle()
                        .fill(i == (page ?? 0) ? Color.primary : Color.secondary.opacity(0.3))
                        .frame(width: 8, height: 8)
                }
            }
            Text(page.map { "Page \($0 + 1) of 5" } ?? "No page")
            Button("Next") {
                if animated {
                    withAnimation(.easeInOut(duration: 0.5)) { page = min((page ?? 0) + 1, 4) }
                } else {
                    page = min((page ?? 0) + 1, 4)
                }
            }
            .frame(height: 44)
        }
    }
}

/// Twenty 50-point rows (ids 0 ... 19) in a 300-point scroll view bound to `row` with
/// `anchor`; at `writeAt` seconds a timer writes `write` into the binding (when `animated`,
/// inside `withAnimation(.easeInOut(duration: 0.5))` whose completion shows "Done"). The row's id
/// is shown in a text over the bottom of the list.
struct AnchoredRows: View {
    var anchor: UnitPoint? = nil
    var write: Int? = nil
    var writeAt = 0.5
    var animated = false
    @State private var row: Int?
    @State private var done = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<20, id: \.self) { i in
                    Color(white: Double(i) / 20).frame(height: 50)
                }
            }
            .scrollTargetLayout()
        }
        .scrollPosition(id: $row, anchor: anchor)
        .overlay(alignment: .bottom) { Text(row.map { "Row \($0)" } ?? "No row") }
        .overlay(alignment: .top) { if done { Text("Done") } }
        .onAppear {
            guard let write else { return }
            DispatchQueue.main.asyncAfter(deadline: .now() + writeAt) {
                if animated {
                    withAnimation(.easeInOut(duration: 0.5)) {
                        row = write
                    } completion: {
                        done = true
                    }
                } else {
                    row = write
                }
            }
        }
    }
}

/// A `ScrollPosition`-driven feed: twenty 50-point rows (ids 0 ... 19, a `ForEach` directly in
/// the scroll view) in 300 points, and scene-time actions that change the position. The state of
/// the position is written out in a text over the bottom of the list.
struct PositionedFeed: View {
    /// Scene times and what to do to the position then.
    var steps: [(time: Double, change: @MainActor (inout ScrollPosition) -> Void)] = []
    var animated = false
    var growAt: Double? = nil
    @State private var position = ScrollPosition(idType: Int.self)
    @State private var count = 20

    init(
        steps: [(time: Double, change: @MainActor (inout ScrollPosition) -> Void)] = [], animated: Bool = false,
        growAt: Double? = nil
    ) {
        self.steps = steps
        self.animated = animated
        self.growAt = growAt
    }

    var body: some View {
        ScrollView {
            ForEach(0..<count, id: \.self) { i in
                Color(white: Double(i % 20) / 20).frame(height: 50)
            }
        }
        .scrollPosition($position)
        .overlay(alignment: .bottom) { Text(describe(position)) }
        .onAppear {
            for step in steps {
                DispatchQueue.main.asyncAfter(deadline: .now() + step.time) {
                    if animated {
                        withAnimation(.easeInOut(duration: 0.5)) { step.change(&position) }
                    } else {
                        step.change(&position)
                    }
                }
            }
            if let growAt {
                DispatchQueue.main.asyncAfter(deadline: .now() + growAt) { count += 4 }
            }
        }
    }

    func describe(_ p: ScrollPosition) -> String {
        let id = p.viewID(type: Int.self).map { "\($0)" } ?? "nil"
        let edge = p.edge.map { "\($0)" } ?? "nil"
        return "user \(p.isPositionedByUser) id \(id) edge \(edge)"
    }
}

/// A chat: `count` messages of 60 points in a 300-point scroll view anchored at the bottom; at
/// `growAt` seconds two more messages arrive. `role` nil uses `defaultScrollAnchor(.bottom)`,
/// otherwise `.bottom` for that role alone.
struct BottomAnchoredChat: View {
    var role: ScrollAnchorRole? = nil
    var growAt: Double? = nil
    @State private var count: Int

    init(count: Int = 10, role: ScrollAnchorRole? = nil, growAt: Double? = nil) {
        self.role = role
        self.growAt = growAt
        _count = State(initialValue: count)
    }

    var body: some View {
        let list = ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<count, id: \.self) { i in
                    Text("Message \(i + 1)")
                        .frame(maxWidth: .infinity, minHeight: 60)
                        .background(i % 2 == 0 ? Color.blue.opacity(0.2) : Color.green.opacity(0.2))
                }
            }
        }
        .onAppear {
            if let growAt {
                Timer.scheduledTimer(withTimeInterval: growAt, repeats: false) { _ in count += 2 }
            }
        }
        if let role {
            list.defaultScrollAnchor(.bottom, for: role)
        } else {
            list.defaultScrollAnchor(.bottom)
        }
    }
}

/// A 300-point-wide carousel of 280-point cards, 10 apart, centred in a 390-point scene, with or
/// without its clip: the scroll view spans x 45 ... 345; the second card starts at 45 + 290 = 335.
struct UnclippedCarousel: View {
    var clipDisabled = true
    var body: some View {
        ScrollView(.horizontal) {
            HStack(spacing: 10) {
                ForEach(0..<4, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 20)
                        .fill(Color(hue: Double(i) / 4, saturation: 0.6, brightness: 0.9))
                        .frame(width: 280, height: 160)
                        .shadow(radius: 8, y: 4)
                }
            }
        }
        .frame(width: 300)
        .scrollClipDisabled(clipDisabled)
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// What the observers of a scroll view saw (read by the tests).
@MainActor
final class ScrollObserverLog {
    var geometries: [ScrollGeometry] = []
    var phases: [(old: ScrollPhase, new: ScrollPhase, velocity: CGVector?)] = []
    var visibility: [(row: Int, visible: Bool)] = []
}

/// Ten 100-point rows in a 300-point scroll view with 20-point top and bottom content margins,
/// logging geometry and phase changes and each row's visibility; a "Top" button, shown once the
/// list is scrolled past 100 points (`onScrollGeometryChange`), scrolls back to the top with
/// `ScrollPosition.scrollTo(edge:)`. At `scrollAt` a timer scrolls to `scrollTo` (content offset y).
struct ObservedList: View {
    let log: ScrollObserverLog
    var scrollTo: CGFloat? = nil
    var scrollAt = 0.5
    var animated = false
    @State private var position = ScrollPosition()
    @State private var showsTop = false

    var body: some View {
        ScrollView {
            VStack(spacing: 0) {
                ForEach(0..<10, id: \.self) { i in
                    Color(white: 0.3 + Double(i) / 20)
                        .frame(height: 100)
                        .onScrollVisibilityChange { visible in log.visibility.append((i, visible)) }
                }
            }
        }
        .contentMargins(.vertical, 20, for: .scrollContent)
        .frame(height: 300)
        .scrollPosition($position)
        .onScrollGeometryChange(for: ScrollGeometry.self) {
            $0
        } action: { _, new in
            log.geometries.append(new)
        }
        .onScrollGeometryChange(for: Bool.self) {
            $0.contentOffset.y + $0.contentInsets.top > 100
        } action: { _, past in
            showsTop = past
        }
        .onScrollPhaseChange { old, new, context in log.phases.append((old, new, context.velocity)) }
        .overlay(alignment: .topTrailing) {
            if showsTop {
                Button("Top") { withAnimation { position.scrollTo(edge: .top) } }
                    .frame(width: 60, height: 30)
                    .background(Color.orange)
            }
        }
        .onAppear {
            guard let scrollTo else { return }
            DispatchQueue.main.asyncAfter(deadline: .now() + scrollAt) {
                if animated {
                    withAnimation(.easeInOut(duration: 0.5)) { position.scrollTo(y: scrollTo) }
                } else {
                    position.scrollTo(y: scrollTo)
                }
            }
        }
    }
}
