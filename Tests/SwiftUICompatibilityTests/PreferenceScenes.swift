import SceneGraph

// Scenes in the style of public SwiftUI samples that pass values up the tree with preferences.
// The keys are spelled as those samples spell them (`static var defaultValue` with a stored
// value), which must compile in Swift 6 mode as it does with SwiftUI.

/// Collects the names of the views that set one, in view order.
struct NamesKey: PreferenceKey {
    static var defaultValue: [String] = []
    static func reduce(value: inout [String], nextValue: () -> [String]) {
        value.append(contentsOf: nextValue())
    }
}

/// The largest width among the views that report one (the "equal widths" sample).
struct MaxWidthKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value = max(value, nextValue())
    }
}

/// A sum, which counts its `reduce` calls.
struct CountKey: PreferenceKey {
    static var defaultValue: Int = 0
    static var reduceCalls = 0
    static func reduce(value: inout Int, nextValue: () -> Int) {
        reduceCalls += 1
        value += nextValue()
    }
}

/// The scroll offset tracker's key: the content's top edge in the scroll view's space.
struct ScrollOffsetKey: PreferenceKey {
    static var defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) {
        value += nextValue()
    }
}

/// Records what an action saw, in order.
@MainActor
final class Seen<Value> {
    var values: [Value] = []
}

/// Two named rows, a row without a name, and a nested stack of two more.
struct NamedRows: View {
    let seen: Seen<[String]>
    var body: some View {
        VStack {
            Text("A").preference(key: NamesKey.self, value: ["A"])
            Text("B").preference(key: NamesKey.self, value: ["B"])
            Text("no name")
            HStack {
                Text("C").preference(key: NamesKey.self, value: ["C"])
                Text("D").preference(key: NamesKey.self, value: ["D"])
            }
        }
        .onPreferenceChange(NamesKey.self) { seen.values.append($0) }
    }
}

/// An outer `.preference` over content that sets its own, with a reader inside and outside.
struct OverriddenNames: View {
    let inner: Seen<[String]>
    let outer: Seen<[String]>
    var body: some View {
        VStack {
            VStack {
                Text("inner").preference(key: NamesKey.self, value: ["inner"])
            }
            .onPreferenceChange(NamesKey.self) { inner.values.append($0) }
            .preference(key: NamesKey.self, value: ["outer"])
            Text("sibling").preference(key: NamesKey.self, value: ["sibling"])
        }
        .onPreferenceChange(NamesKey.self) { outer.values.append($0) }
    }
}

/// Three counted rows and two plain ones.
struct CountedRows: View {
    let seen: Seen<Int>
    var body: some View {
        VStack {
            Text("1").preference(key: CountKey.self, value: 1)
            Text("plain")
            Text("2").preference(key: CountKey.self, value: 2)
            Color.red.frame(height: 4)
            Text("3").preference(key: CountKey.self, value: 3)
        }
        .onPreferenceChange(CountKey.self) { seen.values.append($0) }
    }
}

/// Content that sets no value of the key: an action that never runs, a transform that starts
/// from the default and an overlay that shows the default.
struct UnsetPreference: View {
    let seen: Seen<Int>
    let transformed: Seen<Int>
    var body: some View {
        VStack {
            Text("nothing here")
                .onPreferenceChange(CountKey.self) { seen.values.append($0) }
            Text("transformed")
                .transformPreference(CountKey.self) { $0 += 10 }
                .onPreferenceChange(CountKey.self) { transformed.values.append($0) }
            Text("overlay")
                .frame(width: 200, height: 40)
                .overlayPreferenceValue(CountKey.self) { value in
                    Text("value \(value)")
                }
        }
    }
}

/// The "equal widths" sample: each label reports its width; the widest is stored in `@State`
/// and shown, and every label is given that width.
struct EqualWidthLabels: View {
    @State private var width: CGFloat = 0
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ForEach(["Name", "Email address", "Phone"], id: \.self) { label in
                Text(label)
                    .background(
                        GeometryReader { geo in
                            Color.clear.preference(key: MaxWidthKey.self, value: geo.size.width)
                        }
                    )
                    .frame(width: width > 0 ? width : nil, alignment: .leading)
            }
            Text("widest \(Int(width))")
        }
        .onPreferenceChange(MaxWidthKey.self) { width = $0 }
    }
}

/// A handler whose state write changes the value it reads, every time: it must not hang.
struct RunawayPreference: View {
    @State private var count = 0
    var body: some View {
        Text("count \(count)")
            .preference(key: CountKey.self, value: count)
            .onPreferenceChange(CountKey.self) { count = $0 + 1 }
    }
}

/// The scroll offset tracker of many public samples: a `GeometryReader` behind the scroll
/// content publishes the content's top edge in the scroll view's named space; the offset is kept
/// in `@State` and fades a compact header bar in over the first 200 pt of scrolling, as an iOS
/// navigation bar's background appears once content scrolls under it.
struct FadingHeaderList: View {
    @State private var offset: CGFloat = 0
    /// The header bar's opacity: 0 at rest, 1 once the content has moved up 200 pt.
    var headerOpacity: Double { Double(min(1, max(0, -offset / 200))) }
    var body: some View {
        ZStack(alignment: .top) {
            ScrollView {
                VStack(spacing: 0) {
                    Text("Inbox")
                        .font(.largeTitle.bold())
                        .frame(maxWidth: .infinity, alignment: .leading)
                        .padding(.horizontal, 16)
                        .frame(height: 96, alignment: .bottom)
                    ForEach(0..<20, id: \.self) { i in
                        HStack {
                            Circle().fill(Color.blue).frame(width: 28, height: 28)
                            Text("Message \(i + 1)")
                            Spacer()
                        }
                        .padding(.horizontal, 16)
                        .frame(height: 56)
                    }
                }
                .background(
                    GeometryReader { geo in
                        Color.clear.preference(key: ScrollOffsetKey.self, value: geo.frame(in: .named("scroll")).minY)
                    })
            }
            .coordinateSpace(name: "scroll")
            .onPreferenceChange(ScrollOffsetKey.self) { offset = $0 }

            ZStack {
                Rectangle().fill(Color(white: 0.94))
                Text("Inbox").font(.headline)
            }
            .frame(height: 44)
            .opacity(headerOpacity)
        }
    }
}

/// The first selected title, or nil: the default comes from `PreferenceKey`'s optional default.
struct SelectedTitleKey: PreferenceKey {
    static func reduce(value: inout String?, nextValue: () -> String?) {
        value = value ?? nextValue()
    }
}

/// A badge drawn over and a halo behind the content from the values it produces; the second
/// row goes away after 0.5 s, and the reader falls back to the default.
struct BadgedRows: View {
    let seen: Seen<String?>
    @State private var showsSecond = true
    var body: some View {
        VStack {
            Text("first").preference(key: CountKey.self, value: 2)
            if showsSecond {
                Text("second")
                    .preference(key: CountKey.self, value: 5)
                    .preference(key: SelectedTitleKey.self, value: "second")
            }
        }
        .frame(width: 200, height: 100)
        .overlayPreferenceValue(CountKey.self, alignment: .topTrailing) { count in
            Text("badge \(count)")
        }
        .backgroundPreferenceValue(SelectedTitleKey.self) { title in
            if title != nil { Color.yellow }
        }
        .onPreferenceChange(SelectedTitleKey.self) { seen.values.append($0) }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { showsSecond = false }
        }
    }
}

/// Frames reported by geometry readers, in view order.
struct FramesKey: PreferenceKey {
    static var defaultValue: [CGRect] = []
    static func reduce(value: inout [CGRect], nextValue: () -> [CGRect]) {
        value.append(contentsOf: nextValue())
    }
}

/// A 100 pt banner over a scroll view whose content reports its frame in the scroll view's
/// named space and in the global space.
struct BannerOverScroll: View {
    let seen: Seen<[CGRect]>
    var body: some View {
        VStack(spacing: 0) {
            Color.gray.frame(height: 100)
            ScrollView {
                VStack(spacing: 0) {
                    ForEach(0..<20, id: \.self) { i in Text("Row \(i)").frame(height: 50) }
                }
                .frame(maxWidth: .infinity)
                .background(
                    GeometryReader { geo in
                        Color.clear.preference(key: FramesKey.self, value: [geo.frame(in: .named("list")), geo.frame(in: .global)])
                    })
            }
            .coordinateSpace(name: "list")
        }
        .onPreferenceChange(FramesKey.self) { seen.values.append($0) }
    }
}
