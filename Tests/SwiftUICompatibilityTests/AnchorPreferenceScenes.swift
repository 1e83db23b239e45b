import SceneGraph

// Scenes in the style of public SwiftUI samples that pass geometry up the tree as anchors:
// `anchorPreference(key:value:transform:)` on a view, resolved by a `GeometryReader` elsewhere
// with `proxy[anchor]` (the tab underline of objc.io's "Thinking in SwiftUI", the tooltip over a
// source view, the bounds collector of the SwiftUI Lab's "Inspecting the View Tree").

/// The selected tab's bounds, the first non-nil one in view order.
struct SelectedTabBoundsKey: PreferenceKey {
    static var defaultValue: Anchor<CGRect>? = nil
    static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
        value = value ?? nextValue()
    }
}

/// A tab bar whose selected tab is underlined: each tab publishes its bounds as an anchor when
/// selected; the bar's overlay resolves it and draws a 3 pt capsule along the tab's bottom edge.
/// A tap selects a tab under `withAnimation(.snappy)`, and the underline slides and stretches.
struct UnderlinedTabBar: View {
    let tabs = ["Featured", "Top Charts", "Categories"]
    @State private var selected: String
    init(selected: String = "Featured") { _selected = State(initialValue: selected) }
    var body: some View {
        HStack(spacing: 24) {
            ForEach(tabs, id: \.self) { tab in
                Text(tab)
                    .font(.subheadline.weight(.semibold))
                    .foregroundStyle(selected == tab ? Color.accentColor : Color.secondary)
                    .padding(.vertical, 10)
                    .anchorPreference(key: SelectedTabBoundsKey.self, value: .bounds) { anchor in
                        selected == tab ? anchor : nil
                    }
                    .onTapGesture { withAnimation(.snappy) { selected = tab } }
            }
        }
        .overlayPreferenceValue(SelectedTabBoundsKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    let bounds = proxy[anchor]
                    Capsule()
                        .fill(Color.accentColor)
                        .frame(width: bounds.width, height: 3)
                        .offset(x: bounds.minX, y: bounds.maxY - 3)
                }
            }
        }
    }
}

/// Where a tooltip points: the top centre of its source view.
struct TooltipAnchorKey: PreferenceKey {
    static var defaultValue: Anchor<CGPoint>? = nil
    static func reduce(value: inout Anchor<CGPoint>?, nextValue: () -> Anchor<CGPoint>?) {
        value = value ?? nextValue()
    }
}

/// A downward-pointing triangle (the tooltip's tail).
struct TooltipTail: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

/// A tooltip bubble whose tail's tip sits at `tip`, in the coordinates of the view it is drawn in.
struct TooltipBubble: View {
    let text: String
    let tip: CGPoint
    var body: some View {
        VStack(spacing: 0) {
            Text(text)
                .font(.footnote)
                .foregroundStyle(.white)
                .padding(.horizontal, 10)
                .padding(.vertical, 6)
                .background(RoundedRectangle(cornerRadius: 8).fill(Color(white: 0.15)))
            TooltipTail()
                .fill(Color(white: 0.15))
                .frame(width: 14, height: 7)
        }
        .fixedSize()
        .frame(width: 260, height: 80, alignment: .bottom)
        .position(x: tip.x, y: tip.y - 40)
    }
}

/// A settings card with an info symbol whose tooltip is drawn over the card: the symbol
/// publishes its `.top` anchor, and the card's overlay places the bubble's tail on it (the
/// bubble rises above the card, into the space over it).
struct TooltipCard: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack(spacing: 6) {
                Text("iCloud Backup")
                Image(systemName: "info.circle")
                    .foregroundStyle(Color.accentColor)
                    .anchorPreference(key: TooltipAnchorKey.self, value: .top) { $0 }
                Spacer()
                Toggle("iCloud Backup", isOn: .constant(true)).labelsHidden()
            }
            Text("Last backup: today at 04:12").font(.footnote).foregroundStyle(.secondary)
        }
        .padding(16)
        .background(RoundedRectangle(cornerRadius: 14).fill(Color(white: 0.96)))
        .overlayPreferenceValue(TooltipAnchorKey.self) { anchor in
            GeometryReader { proxy in
                if let anchor {
                    TooltipBubble(text: "Backs up nightly on Wi-Fi", tip: proxy[anchor])
                }
            }
        }
    }
}

/// The golden's screen: the tab bar on top, the card with its tooltip below.
struct AnchorShowcase: View {
    var body: some View {
        VStack(spacing: 40) {
            UnderlinedTabBar()
            TooltipCard()
        }
        .padding(.horizontal, 20)
    }
}

// MARK: - Measuring scenes

/// The rectangles an overlay resolved, by name.
struct ResolvedKey: PreferenceKey {
    static var defaultValue: [String: CGRect] = [:]
    static func reduce(value: inout [String: CGRect], nextValue: () -> [String: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

/// Named bounds anchors, collected with `transformAnchorPreference` into one dictionary (the
/// SwiftUI Lab's pattern for a set of views).
struct NamedBoundsKey: PreferenceKey {
    static var defaultValue: [String: Anchor<CGRect>] = [:]
    static func reduce(value: inout [String: Anchor<CGRect>], nextValue: () -> [String: Anchor<CGRect>]) {
        value.merge(nextValue()) { $1 }
    }
}

extension View {
    /// Adds the anchor of `source` (this view's bounds by default) to `NamedBoundsKey` under
    /// `name`.
    func publishesBounds(_ name: String, _ source: Anchor<CGRect>.Source = .bounds) -> some View {
        transformAnchorPreference(key: NamedBoundsKey.self, value: source) { value, anchor in
            value[name] = anchor
        }
    }
}

/// An overlay that resolves every named anchor of its content in its own coordinates and
/// records the rectangles in `seen`; the overlay's reader itself can be offset and scaled.
struct ResolvingOverlay: ViewModifier {
    let seen: Seen<[String: CGRect]>
    var readerOffset: CGFloat = 0
    var readerScale: CGFloat = 1
    func body(content: Content) -> some View {
        content.overlayPreferenceValue(NamedBoundsKey.self) { anchors in
            GeometryReader { proxy in
                let resolved = anchors.mapValues { proxy[$0] }
                let _ = seen.values.append(resolved)
                Color.clear
            }
            .scaleEffect(readerScale, anchor: .topLeading)
            .offset(x: readerOffset)
        }
    }
}

/// A 100 × 50 "source" box publishing `source` under `effect`, in a 300 × 400 screen whose
/// overlay (`overlay`) resolves it.
struct EffectOverSource<Effected: View>: View {
    let seen: Seen<[String: CGRect]>
    var source: Anchor<CGRect>.Source = .bounds
    var overlay: ResolvingOverlay?
    let effect: (AnyView) -> Effected
    var body: some View {
        ZStack {
            effect(AnyView(Color.blue.frame(width: 100, height: 50).publishesBounds("source", source)))
        }
        .frame(width: 300, height: 400)
        .modifier(overlay ?? ResolvingOverlay(seen: seen))
    }
}

/// Point anchors of a 100 × 50 box at (100, 175) of a 300 × 400 screen, as one anchor of an
/// array of sources, resolved by a reader over the whole screen.
struct PointAnchors: View {
    let seen: Seen<CGPoint>
    struct Key: PreferenceKey {
        static var defaultValue: Anchor<[CGPoint]>? = nil
        static func reduce(value: inout Anchor<[CGPoint]>?, nextValue: () -> Anchor<[CGPoint]>?) {
            value = value ?? nextValue()
        }
    }
    var body: some View {
        ZStack {
            Color.blue.frame(width: 100, height: 50)
                .anchorPreference(
                    key: Key.self,
                    value: Anchor<[CGPoint]>.Source([
                        .topLeading, .top, .topTrailing, .leading, .center, .trailing,
                        .bottomLeading, .bottom, .bottomTrailing,
                        .unitPoint(UnitPoint(x: 0.25, y: 0.75)), .point(CGPoint(x: 10, y: 5))
                    ])
                ) { $0 }
        }
        .frame(width: 300, height: 400)
        .overlayPreferenceValue(Key.self) { anchor in
            GeometryReader { proxy in
                let _ = anchor.map { seen.values = proxy[$0] }
                Color.clear
            }
        }
    }
}

/// Three 80 × 40 boxes in a row, each adding its bounds to one dictionary with
/// `transformAnchorPreference`.
struct NamedBoxes: View {
    let seen: Seen<[String: CGRect]>
    var body: some View {
        ZStack {
            HStack(spacing: 10) {
                Color.red.frame(width: 80, height: 40).publishesBounds("red")
                Color.green.frame(width: 80, height: 40).publishesBounds("green")
                Color.blue.frame(width: 80, height: 40).publishesBounds("blue")
            }
        }
        .frame(width: 300, height: 400)
        .modifier(ResolvingOverlay(seen: seen))
    }
}

/// A source box that slides 100 pt right under `withAnimation(.linear(duration: 1))` when the
/// scene appears, its bounds resolved by the screen's overlay.
struct SlidingSource: View {
    let seen: Seen<[String: CGRect]>
    @State private var moved = false
    var body: some View {
        ZStack {
            Color.blue.frame(width: 100, height: 50)
                .publishesBounds("source")
                .offset(x: moved ? 100 : 0)
        }
        .frame(width: 300, height: 400)
        .modifier(ResolvingOverlay(seen: seen))
        .onAppear { withAnimation(.linear(duration: 1)) { moved = true } }
    }
}

/// Rows in a scroll view under a 100 pt banner; the third row publishes its bounds, resolved by
/// an overlay of the whole screen (outside the scroll view).
struct ScrolledSource: View {
    let seen: Seen<[String: CGRect]>
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in
                        if i == 2 {
                            Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 50).publishesBounds("row")
                        } else {
                            Text("Row \(i)").frame(maxWidth: .infinity).frame(height: 50)
                        }
                    }
                }
            }
        }
        .modifier(ResolvingOverlay(seen: seen))
    }
}

/// An optional anchor source, nil or `.bounds` depending on `marked`.
struct OptionalSourceBox: View {
    let marked: Bool
    let seen: Seen<CGRect?>
    struct Key: PreferenceKey {
        static var defaultValue: Anchor<CGRect?>? = nil
        static func reduce(value: inout Anchor<CGRect?>?, nextValue: () -> Anchor<CGRect?>?) { value = value ?? nextValue() }
    }
    var body: some View {
        Color.blue.frame(width: 100, height: 50)
            .anchorPreference(key: Key.self, value: Anchor<CGRect?>.Source(marked ? Anchor<CGRect>.Source.bounds : nil)) { $0 }
            .overlayPreferenceValue(Key.self) { anchor in
                GeometryReader { proxy in
                    let _ = anchor.map { seen.values.append(proxy[$0]) }
                    Color.clear
                }
            }
    }
}

/// A box that reports its bounds anchor with `onPreferenceChange` (anchors are `Equatable`); it
/// moves 40 pt right half a second in.
struct AnchorChangeReporter: View {
    let seen: Seen<Anchor<CGRect>?>
    @State private var x: CGFloat = 0
    var body: some View {
        Color.blue.frame(width: 100, height: 50)
            .anchorPreference(key: SelectedTabBoundsKey.self, value: .bounds) { $0 }
            .offset(x: x)
            .onPreferenceChange(SelectedTabBoundsKey.self) { seen.values.append($0) }
            .onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { x = 40 } }
    }
}
