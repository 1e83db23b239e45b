import SceneGraph
import SceneTesting
import XCTest

// App-level API written as app code writes it (issue 33): each declaration below compiles only
// with the API it uses.

/// `@State` in a class and a struct that are not views: its initializer is not main-actor
/// isolated, so this compiles in Swift 6 mode.
final class StateHoldingModel {
    @State var count = 0
    @State var name = "a"
}
struct StateHoldingValue {
    @State var flag = false
}

/// A keyboard-dismissing drag and a tile with a container shape, as app code writes them.
extension UIApplication {
    func endEditingInKeyWindow(_ force: Bool) {
        windows.filter { $0.isKeyWindow }.first?.endEditing(force)
    }
}
struct DismissingTile: View {
    @State var dragged = 0
    var body: some View {
        VStack {
            Text("Tile \(dragged)")
                .padding()
                .background(ContainerRelativeShape().fill(Color.blue))
                .containerShape(Rectangle())
        }
        .frame(width: 200, height: 200)
        .gesture(DragGesture().onChanged { _ in
            UIApplication.shared.endEditingInKeyWindow(true)
            dragged += 1
        })
    }
}

enum AppTheme: String { case light, dark }
enum SortOrder: Int { case name, date }

struct AppStorageCounter: View {
    @AppStorage("count") var count = 0
    @AppStorage("username") var username = "guest"
    @AppStorage("volume") var volume = 0.5
    @AppStorage("enabled") var enabled = false
    @AppStorage("homepage") var homepage = URL(string: "https://example.com")!
    @AppStorage("blob") var blob = Data()
    @AppStorage("theme") var theme: AppTheme = .light
    @AppStorage("sort") var sort: SortOrder = .name
    @AppStorage("nickname") var nickname: String?
    @SceneStorage("tab") var tab = "home"

    var body: some View {
        VStack {
            Text("Count \(count)")
            Button("Add") { count += 1 }
            Text("Theme \(theme.rawValue)")
            Text("Tab \(tab)")
            Toggle("Enabled", isOn: $enabled)
        }
    }
}

/// A second view reading the same key sees a write made by another.
struct AppStorageMirror: View {
    @AppStorage("count") var count = 0
    var body: some View { Text("Mirror \(count)") }
}

struct AppStorageScreen: View {
    var body: some View {
        VStack {
            AppStorageCounter()
            AppStorageMirror()
        }
    }
}

struct ShareAndPickView: View {
    @State private var item: PhotosPickerItem?
    @State private var items: [PhotosPickerItem] = []
    let url = URL(string: "https://example.com/photo")!
    var body: some View {
        VStack(spacing: 20) {
            ShareLink(item: url)
            ShareLink(item: "Hello", subject: Text("Greeting"), message: Text("Hi"))
            ShareLink("Share photo", item: url)
            ShareLink(item: url, preview: SharePreview("Photo", image: Image(systemName: "photo")))
            ShareLink(item: url) { Label("Send", systemImage: "paperplane") }
            PhotosPicker(selection: $item, matching: .images, photoLibrary: .shared()) {
                Label("Choose photo", systemImage: "photo")
            }
            PhotosPicker("Pick", selection: $items, maxSelectionCount: 3, matching: .any(of: [.images, .videos]))
        }
    }
}

struct PreviewModifiersView: View {
    var body: some View {
        Text("Preview")
            .previewLayout(.sizeThatFits)
            .previewLayout(.fixed(width: 300, height: 100))
            .previewLayout(.device)
            .previewDisplayName("Small")
            .previewDevice(PreviewDevice(rawValue: "iPhone 15"))
            .previewDevice("iPhone SE (3rd generation)")
            .previewInterfaceOrientation(.landscapeLeft)
    }
}

struct ScreenWidthView: View {
    var body: some View {
        Rectangle().frame(width: UIScreen.main.bounds.width / 2, height: UIScreen.main.bounds.height / 4)
    }
}

struct LocalizedView: View {
    let title: LocalizedStringResource = "Welcome"
    var body: some View {
        VStack {
            Text(title)
            Text(LocalizedStringResource("Settings", comment: "tab"))
            Text(String(localized: "Done"))
            Text("Bundle", bundle: .main)
            Text("Table", tableName: "Main", comment: "c")
        }
    }
}

struct DeckCard: View {
    let isTop: Bool
    @Binding var offset: CGFloat
    var body: some View {
        let drag = DragGesture().onChanged { offset = $0.translation.width }
        Rectangle().frame(width: 100, height: 100)
            .gesture(isTop ? drag : nil)
    }
}

struct OptionalGestureScene: View {
    @State var topOffset: CGFloat = 0
    @State var lowerOffset: CGFloat = 0
    var body: some View {
        HStack(spacing: 0) {
            DeckCard(isTop: true, offset: $topOffset)
            DeckCard(isTop: false, offset: $lowerOffset)
        }
        .overlay(alignment: .bottom) { Text("\(Int(topOffset)) \(Int(lowerOffset))").offset(y: 40) }
    }
}

/// An outer tap with a mask around an inner tap.
struct MaskedGestureScene: View {
    let mask: GestureMask
    @State var log: [String] = []
    var body: some View {
        ZStack {
            Color.gray.frame(width: 200, height: 200)
            Color.blue.frame(width: 80, height: 80).onTapGesture { log.append("inner") }
        }
        .gesture(TapGesture().onEnded { log.append("outer") }, including: mask)
        .overlay(alignment: .bottom) { Text(log.isEmpty ? "none" : log.joined(separator: ",")) }
    }
}

struct ActionSheetScene: View {
    @State var showing = false
    @State var choice = "none"
    var body: some View {
        VStack {
            Button("Options") { showing = true }
            Text("Chose \(choice)")
        }
        .actionSheet(isPresented: $showing) {
            ActionSheet(
                title: Text("Change background"), message: Text("Select a new color"),
                buttons: [
                    .default(Text("Red")) { choice = "red" },
                    .destructive(Text("Delete")) { choice = "delete" },
                    .cancel(),
                ])
        }
    }
}

struct DateRangeView: View {
    let start = Date(timeIntervalSinceReferenceDate: 9.5 * 3600)
    var body: some View {
        VStack {
            Text(start...start.addingTimeInterval(6 * 3600))
            Text(DateInterval(start: start, duration: 1800))
            Text(start...start.addingTimeInterval(86400 + 3600))
        }
    }
}

struct ColorSchemeSubtree: View {
    var body: some View {
        HStack {
            Color(.systemBackground).frame(width: 20, height: 20)
            Color(.systemBackground).frame(width: 20, height: 20).colorScheme(.dark)
        }
    }
}

@MainActor
final class AppAPITests: XCTestCase {
    private func texts(_ h: SceneHost) -> [String] {
        h.displayList().items.compactMap { item in
            if case .text(let t, _) = item { return t.string }
            return nil
        }
    }

    private func frame(of string: String, in h: SceneHost, last: Bool = false) throws -> CGRect {
        let frames: [CGRect] = h.displayList().items.compactMap { item in
            guard case .text(let t, let m) = item, t.string == string else { return nil }
            return t.frame.applying(m)
        }
        return try XCTUnwrap(last ? frames.last : frames.first, "no text \(string)")
    }

    private func tap(_ h: SceneHost, at p: CGPoint, time: Double) {
        h.send([PointerEvent(.down, at: p, time: time), PointerEvent(.up, at: p, time: time + 0.05)])
        h.advance(to: time + 0.1)
    }

    func testStateOutsideViewsAndTextBundleCompile() async throws {
        let model = StateHoldingModel()
        XCTAssertEqual(model.count, 0)
        XCTAssertEqual(StateHoldingValue().flag, false)
        let h = try SceneHost(LocalizedView(), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(texts(h), ["Welcome", "Settings", "Done", "Bundle", "Table"])
        XCTAssertEqual(String(localized: "Hello \(3)"), "Hello 3")
        XCTAssertEqual(String(localized: LocalizedStringResource("Key", defaultValue: "Value")), "Value")
    }

    /// A write through `@AppStorage` re-evaluates every view reading the key; `@SceneStorage`
    /// and the other value kinds start from their defaults.
    func testAppStorageWriteInvalidatesReaders() async throws {
        let h = try SceneHost(AppStorageScreen(), size: CGSize(width: 300, height: 400))
        XCTAssertTrue(texts(h).contains("Count 0"))
        XCTAssertTrue(texts(h).contains("Mirror 0"))
        XCTAssertTrue(texts(h).contains("Theme light"))
        XCTAssertTrue(texts(h).contains("Tab home"))
        let add = try frame(of: "Add", in: h)
        tap(h, at: CGPoint(x: add.midX, y: add.midY), time: 0.1)
        tap(h, at: CGPoint(x: add.midX, y: add.midY), time: 0.5)
        XCTAssertTrue(texts(h).contains("Count 2"), "\(texts(h))")
        XCTAssertTrue(texts(h).contains("Mirror 2"), "\(texts(h))")
        // A new scene starts from the defaults (the store is the scene's, in memory).
        let fresh = try SceneHost(AppStorageScreen(), size: CGSize(width: 300, height: 400))
        XCTAssertTrue(texts(fresh).contains("Count 0"))
    }

    /// With a `store:`, values are read from and written to that `UserDefaults`.
    func testAppStorageUserDefaultsStore() async throws {
        struct Stored: View {
            static let defaults = UserDefaults(suiteName: "scenegraph-appstorage-test")!
            @AppStorage("level", store: Stored.defaults) var level = 1
            @AppStorage("mode", store: Stored.defaults) var mode: AppTheme = .light
            var body: some View {
                Text("Level \(level) \(mode.rawValue)").onAppear {
                    level = 7
                    mode = .dark
                }
            }
        }
        Stored.defaults.removeObject(forKey: "level")
        Stored.defaults.removeObject(forKey: "mode")
        let h = try SceneHost(Stored(), size: CGSize(width: 300, height: 100))
        h.advance(to: 0.1)
        XCTAssertEqual(texts(h), ["Level 7 dark"])
        XCTAssertEqual(Stored.defaults.integer(forKey: "level"), 7)
        XCTAssertEqual(Stored.defaults.string(forKey: "mode"), "dark")
        Stored.defaults.removeObject(forKey: "level")
        Stored.defaults.removeObject(forKey: "mode")
    }

    /// `UIDevice.current` is an iPhone on iOS 17 in portrait, whatever machine renders, and is
    /// read outside the main actor (a view model's helper), as SwiftUI code reads it.
    func testUIDeviceIsAnIPhone() async throws {
        let idiom = await Task.detached { UIDevice.current.userInterfaceIdiom }.value
        XCTAssertEqual(idiom, .phone)
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
        XCTAssertEqual(UIDevice.current.systemVersion, "17.0")
        XCTAssertTrue(UIDevice.current.orientation.isPortrait)
        XCTAssertEqual(UIDevice.current.identifierForVendor, UIDevice.current.identifierForVendor)
    }

    /// `UIApplication.shared` is an active app with one key window the size of the canvas,
    /// whose `endEditing(_:)` a drag calls (there is no keyboard); opening a URL opens nothing and
    /// reports false; `.containerShape(Rectangle())` leaves a container-relative fill its frame's
    /// rectangle.
    func testUIApplicationAndContainerShape() async throws {
        let host = try SceneHost(DismissingTile(), size: CGSize(width: 200, height: 200))
        XCTAssertEqual(UIApplication.shared.applicationState, .active)
        XCTAssertEqual(UIApplication.shared.windows.count, 1)
        XCTAssertTrue(UIApplication.shared.keyWindow?.isKeyWindow ?? false)
        XCTAssertFalse(UIApplication.shared.canOpenURL(URL(string: "https://example.com")!))
        var opened: Bool?
        UIApplication.shared.open(URL(string: "https://example.com")!) { opened = $0 }
        XCTAssertEqual(opened, false)
        host.send(PointerEvent(.down, at: CGPoint(x: 100, y: 100), time: 0.1))
        host.send(PointerEvent(.move, at: CGPoint(x: 100, y: 140), time: 0.2))
        host.send(PointerEvent(.up, at: CGPoint(x: 100, y: 140), time: 0.3))
        host.advance(to: 0.5)
        let texts = host.displayList().items.compactMap { item -> String? in
            if case .text(let t, _) = item { return t.string }
            return nil
        }
        XCTAssertTrue(texts.contains { $0.hasPrefix("Tile ") && $0 != "Tile 0" }, "\(texts)")
        let fills = host.displayList().fillBoxes
        XCTAssertTrue(fills.contains { $0.width > 40 && $0.height > 40 }, "\(fills)")
    }

    /// `UIImage(systemName:)` makes a symbol image that `Image(uiImage:)` draws as
    /// `Image(systemName:)` does (the same glyph item); a name that is no symbol gives nil, as
    /// in UIKit.
    func testUIImageSystemNameDrawsTheSymbol() async throws {
        let image = try XCTUnwrap(UIImage(systemName: "house"))
        XCTAssertEqual(image.size, CGSize(width: 17, height: 20))
        XCTAssertNil(image.pngData())
        XCTAssertNil(UIImage(systemName: "zzqx.no.such.symbol"))
        func glyphs<V: View>(_ view: V) throws -> [String] {
            try SceneHost(view, size: CGSize(width: 100, height: 100)).displayList().items.compactMap { item in
                if case .text(let t, _) = item { return t.string + " " + t.font.family }
                return nil
            }
        }
        let drawn = try glyphs(Image(uiImage: image))
        XCTAssertEqual(drawn.count, 1)
        XCTAssertEqual(drawn, try glyphs(Image(systemName: "house")))
    }

    /// `UIScreen.main.bounds` is the running scene's canvas, an iPhone 15's screen elsewhere.
    func testUIScreenBoundsIsTheCanvas() async throws {
        XCTAssertEqual(UIScreen.main.bounds, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(UIScreen.main.scale, 3)
        let h = try SceneHost(ScreenWidthView(), size: CGSize(width: 200, height: 400))
        let rects: [CGRect] = h.displayList().items.compactMap { item in
            if case .fill(let path, _, _, let m) = item { return path.boundingRect.applying(m) }
            return nil
        }
        XCTAssertEqual(rects.first?.size, CGSize(width: 100, height: 100))
    }

    /// The preview modifiers change nothing; `.colorScheme(.dark)` resolves its subtree dark.
    func testPreviewModifiersAndColorScheme() async throws {
        let h = try SceneHost(PreviewModifiersView(), size: CGSize(width: 200, height: 100))
        XCTAssertEqual(texts(h), ["Preview"])
        assertSnapshot(of: ColorSchemeSubtree().padding(10).background(Color.gray), at: 0, size: CGSize(width: 80, height: 40))
    }

    /// A nil gesture attaches nothing: the lower card does not move; `GestureMask` chooses which
    /// taps run.
    func testOptionalGestureAndGestureMask() async throws {
        let h = try SceneHost(OptionalGestureScene(), size: CGSize(width: 300, height: 200))
        for (x, t) in [(50.0, 0.1), (250.0, 1.0)] {
            var events: [PointerEvent] = []
            for i in 0...10 {
                let d = Double(i)
                let p = CGPoint(x: x + d * 3, y: 100)
                events.append(PointerEvent(i == 0 ? .down : .move, at: p, time: t + d * 0.02))
            }
            events.append(PointerEvent(.up, at: CGPoint(x: x + 30, y: 100), time: t + 0.25))
            h.send(events)
            h.advance(to: t + 0.3)
        }
        XCTAssertTrue(texts(h).contains("30 0"), "\(texts(h))")

        let canvas = CGSize(width: 240, height: 240)
        let inner = CGPoint(x: 120, y: 120)
        let outer = CGPoint(x: 30, y: 30)
        var results: [String] = []
        for mask in [GestureMask.all, .gesture, .subviews, .none] {
            let m = try SceneHost(MaskedGestureScene(mask: mask), size: canvas)
            tap(m, at: inner, time: 0.1)
            tap(m, at: outer, time: 0.5)
            results.append(texts(m).last ?? "")
        }
        XCTAssertEqual(results, ["inner,outer", "outer,outer", "inner", "none"])
    }

    /// The action sheet shows title, message and buttons like a confirmation dialog; a button
    /// runs its action and dismisses the sheet.
    func testActionSheetPresentsAndRunsButton() async throws {
        let size = CGSize(width: 390, height: 640)
        let h = try SceneHost(ActionSheetScene(), size: size)
        let options = try frame(of: "Options", in: h)
        tap(h, at: CGPoint(x: options.midX, y: options.midY), time: 0.1)
        h.advance(to: 1)
        XCTAssertEqual(
            Array(texts(h).suffix(5)), ["Change background", "Select a new color", "Red", "Delete", "Cancel"])
        assertSnapshot(of: ActionSheetScene(showing: true), at: 1, size: size)
        let red = try frame(of: "Red", in: h)
        tap(h, at: CGPoint(x: red.midX, y: red.midY), time: 1.1)
        // The sheet slides out with the system spring, which settles within a few seconds.
        h.advance(to: 5)
        XCTAssertEqual(texts(h), ["Options", "Chose red"])
    }

    /// Date ranges as iOS writes them in US English (UTC here).
    func testDateRangeText() async throws {
        let h = try SceneHost(DateRangeView(), size: CGSize(width: 390, height: 200))
        let expected: [String] = [
            "9:30\u{202F}AM\u{2009}–\u{2009}3:30\u{202F}PM", "9:30\u{2009}–\u{2009}10:00\u{202F}AM",
            "1/1/01, 9:30\u{202F}AM\u{2009}–\u{2009}1/2/01, 10:30\u{202F}AM",
        ]
        XCTAssertEqual(texts(h), expected)
    }

    /// ShareLink draws iOS's default label (the share symbol and "Share"); PhotosPicker its label.
    func testShareLinkAndPhotosPickerDrawTheirLabels() async throws {
        let h = try SceneHost(ShareAndPickView(), size: CGSize(width: 390, height: 500))
        let strings = texts(h)
        XCTAssertEqual(strings.filter { $0 == "Share" }.count, 3)
        XCTAssertTrue(strings.contains("Share photo"))
        XCTAssertTrue(strings.contains("Send"))
        XCTAssertTrue(strings.contains("Choose photo"))
        XCTAssertTrue(strings.contains("Pick"))
        assertSnapshot(of: ShareAndPickView(), at: 0, size: CGSize(width: 390, height: 500))
    }
}

struct NotesEditor: View {
    @State private var notes = "Buy milk\nCall Anna about the trip next weekend, and book the train tickets before Friday."
    var body: some View {
        VStack(alignment: .leading) {
            Text("Notes").font(.headline)
            TextEditor(text: $notes)
                .frame(height: 120)
                .border(Color.gray)
        }
        .padding()
    }
}

@MainActor
final class TextEditorTests: XCTestCase {
    /// The text, wrapped, top leading, inset 5 pt at the sides and 8 pt at the top.
    func testTextEditorDrawsItsTextTopLeading() async throws {
        let h = try SceneHost(NotesEditor(), size: CGSize(width: 300, height: 200))
        let frames: [(String, CGRect)] = h.displayList().items.compactMap { item in
            if case .text(let t, let m) = item { return (t.string, t.frame.applying(m)) }
            return nil
        }
        let body = try XCTUnwrap(frames.first { $0.0.hasPrefix("Buy milk") }?.1)
        let title = try XCTUnwrap(frames.first { $0.0 == "Notes" }?.1)
        XCTAssertEqual(body.minX, title.minX + 5, accuracy: 0.5)
        XCTAssertGreaterThan(body.height, 3 * 20, "wrapped onto several lines")
        assertSnapshot(of: NotesEditor(), at: 0, size: CGSize(width: 300, height: 200))
    }
}
