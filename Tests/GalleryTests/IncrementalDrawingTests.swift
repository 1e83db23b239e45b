import XCTest
import CCairo
import SceneTesting
@testable import Gallery
@testable import SceneCommand
@testable import SceneRender
@testable import Benchmarks

/// Frames drawn only where they differ from the frame before (`CairoRenderer`'s damage,
/// `FrameDamage`), with unchanged groups composited from the layers kept from earlier frames
/// (`GroupCache`), are the bytes of frames drawn whole with every group drawn: every gallery
/// scene, at 1× (20 frames a second) and 2× (10), and the benchmark's UI scenes (`make bench`,
/// ui suite) at 390×844 points, drawn in order by one renderer and whole by another.
@MainActor
final class IncrementalDrawingTests: XCTestCase {
    /// Groups composited from kept layers over all comparisons.
    var groupsReused = 0

    /// Draws `lists` in order with one renderer (frames drawn in part, groups reused) and each
    /// whole with another (every group drawn), fails at the first frame whose bytes differ, and
    /// returns how many were drawn in part.
    func compare(_ lists: [DisplayList], scale: Double, name: String) throws -> Int {
        let incremental = CairoRenderer(), whole = CairoRenderer()
        whole.incrementalDrawing = false
        whole.reusesGroups = false
        defer { groupsReused += incremental.groupCache.hits }
        var drawnInPart = 0
        for (k, list) in lists.enumerated() {
            let a = try incremental.render(list, scale: scale), b = try whole.render(list, scale: scale)
            guard a.pixels == b.pixels else {
                let differing = zip(a.pixels, b.pixels).filter { $0 != $1 }.count
                XCTFail("\(name) frame \(k) at \(scale)×: \(differing) bytes differ (damage \(String(describing: incremental.lastDamage?.rects)))")
                break
            }
            if incremental.lastDamage != nil { drawnInPart += 1 }
        }
        return drawnInPart
    }

    func testEveryGalleryFrameDrawnIncrementallyEqualsTheWholeDrawing() async throws {
        var drawnInPart = 0, total = 0
        for scene in GalleryCatalog.scenes {
            for (scale, fps) in [(1.0, 20.0), (2.0, 10.0)] {
                let times = (0..<Int(scene.duration * fps)).map { Double($0) / fps }
                func lists<V: View>(_ view: V) throws -> [DisplayList] {
                    try FrameRecorder(size: scene.size, fps: fps).displayLists(view, times: times, input: scene.input)
                }
                let frames = try lists(scene.makeView())
                drawnInPart += try compare(frames, scale: scale, name: scene.name)
                total += frames.count
            }
        }
        // Most frames of the gallery change in a part of the canvas only.
        XCTAssertGreaterThan(drawnInPart, total / 2, "\(drawnInPart) of \(total) frames drawn in part")
        XCTAssertGreaterThan(groupsReused, 0, "unchanged groups composited from kept layers")
    }

    /// The ui suite's four scenes with their shadows (settings with its inserted row, cards
    /// thrown by drags, the chart's springing bars, the kinetic words) at 1× (30 frames a
    /// second) and 2× (10).
    func testTheBenchmarkUIScenesDrawnIncrementallyEqualTheWholeDrawing() async throws {
        let points = CGSize(width: 390, height: 844)
        for scene in ["settings", "cards", "chart", "kinetic"] {
            for (scale, fps) in [(1.0, 30.0), (2.0, 10.0)] {
                let times = (0..<Int(UISceneNotes.duration * fps)).map { Double($0) / fps }
                let recorder = FrameRecorder(size: points, fps: fps)
                let lists: [DisplayList]
                switch scene {
                case "settings": lists = try recorder.displayLists(SettingsBenchScene(size: points, shadows: true), times: times)
                case "cards":
                    lists = try recorder.displayLists(CardsBenchScene(size: points, shadows: true), times: times, input: CardsBenchScene.input(points))
                case "chart": lists = try recorder.displayLists(ChartBenchScene(size: points, shadows: true), times: times)
                default: lists = try recorder.displayLists(KineticBenchScene(size: points, shadows: true), times: times)
                }
                let reusedBefore = groupsReused
                XCTAssertGreaterThan(try compare(lists, scale: scale, name: scene), 0, "\(scene) at \(scale)×: some frames drawn in part")
                XCTAssertGreaterThan(groupsReused, reusedBefore, "\(scene) at \(scale)×: unchanged groups composited from kept layers")
            }
        }
    }

    /// The chart without shadows, as two workers draw it at 60 frames a second (each frame over
    /// the one two before) and as one draws it (each over the one before), at 1×, 2× and 3×:
    /// the bars' tops move (only the rows their tops crossed are damaged, `movedEdges`), the
    /// labels' numbers cross-fade in groups that come and go (the lists are paired unit by unit,
    /// `UnitAlignment`), and the white background is filled in the damage only. The canvases'
    /// bytes are compared (Cairo's premultiplied pixels, as the encoder reads them).
    func testTheChartsGrowingBarsAndCrossFadingLabelsDrawnInPartEqualTheWholeDrawing() async throws {
        let points = CGSize(width: 390, height: 844)
        let fps = 60.0
        let lists = try FrameRecorder(size: points, fps: fps)
            .displayLists(ChartBenchScene(size: points, shadows: false), times: (0..<Int(UISceneNotes.duration * fps)).map { Double($0) / fps })
        for (scale, step) in [(1.0, 1), (2.0, 2), (3.0, 2), (3.0, 3)] {
            let incremental = CairoRenderer(), whole = CairoRenderer()
            whole.incrementalDrawing = false
            var drawnInPart = 0
            for k in stride(from: step - 1, to: lists.count, by: step) {
                let a = try incremental.draw(lists[k], scale: scale, background: .white)
                let b = try whole.draw(lists[k], scale: scale, background: .white)
                let bytes = Int(cairo_image_surface_get_stride(a)) * Int(cairo_image_surface_get_height(a))
                guard memcmp(cairo_image_surface_get_data(a), cairo_image_surface_get_data(b), bytes) == 0 else {
                    XCTFail("chart frame \(k) at \(scale)×, every \(step) frames: the canvases differ (damage \(String(describing: incremental.lastDamage?.rects)))")
                    break
                }
                if incremental.lastDamage != nil { drawnInPart += 1 }
            }
            XCTAssertGreaterThan(drawnInPart, lists.count / step - 2, "chart at \(scale)×, every \(step) frames: drawn in part")
        }
    }

    /// A shadowed square that does not change while a dot moves over it, under a clip that
    /// changes too (a rectangle rounding to a circle of the same extents) and then moves: its
    /// kept layer is used while the clip stays and never under another clip; every frame
    /// equals the whole drawing.
    func testAKeptLayerIsUsedOnlyUnderTheSameClip() async throws {
        struct Clipped: View {
            @State var round = false
            @State var shift = false
            @State var dot = false
            var body: some View {
                Rectangle().fill(Color.blue).frame(width: 100, height: 100)
                    .shadow(color: .black.opacity(0.5), radius: 6, y: 4)
                    .overlay(Circle().fill(Color.white).frame(width: 16, height: 16).offset(x: dot ? 40 : -40))
                    .padding(20)
                    .background(Color.yellow)
                    .clipShape(RoundedRectangle(cornerRadius: round ? 70 : 0))
                    .offset(x: shift ? 30 : 0)
                    .frame(width: 240, height: 200)
                    .onAppear {
                        withAnimation(.linear(duration: 1.5)) { dot = true }
                        withAnimation(.linear(duration: 0.3).delay(0.5)) { round = true }
                        withAnimation(.linear(duration: 0.3).delay(1.0)) { shift = true }
                    }
            }
        }
        let times = (0..<30).map { Double($0) / 20 }
        let lists = try FrameRecorder(size: CGSize(width: 240, height: 200), fps: 20).displayLists(Clipped(), times: times)
        let before = groupsReused
        for scale in [1.0, 2.0] { _ = try compare(lists, scale: scale, name: "clipped") }
        XCTAssertGreaterThan(groupsReused, before, "the square's layer was kept while nothing changed")
    }

    /// A clipped group drawn again in a damaged frame gets a layer no larger than the damage
    /// (a settings form's rounded section with one toggle moving in it), with the same bytes.
    func testALayerDrawnAgainIsLimitedToTheDamage() async throws {
        struct Section: View {
            @State var on = false
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<6, id: \.self) { k in
                        HStack {
                            Text("Row \(k)")
                            Spacer()
                            Circle().fill(Color.green).frame(width: 20, height: 20).offset(x: k == 2 && on ? -30 : 0)
                        }
                        .padding()
                    }
                }
                .background(Color.white)
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .padding()
                .background(Color(white: 0.95))
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        let times = (0..<12).map { Double($0) / 10 }
        let lists = try FrameRecorder(size: CGSize(width: 320, height: 420), fps: 10).displayLists(Section(), times: times)
        let renderer = CairoRenderer(), whole = CairoRenderer()
        whole.incrementalDrawing = false
        for list in lists {
            let a = try renderer.render(list, scale: 2), b = try whole.render(list, scale: 2)
            XCTAssertEqual(a.pixels, b.pixels)
        }
        XCTAssertGreaterThan(renderer.damageLimitedLayers, 5, "the section's layer was limited to the moving dot's damage")
    }

    /// Switch-like capsules clipping a knob's shadow, switched at staggered times, with a dot
    /// moving elsewhere: the damage's rectangles cross the capsules' outlines, where a layer
    /// limited to the damage (a box added to the clip) made Cairo rasterise the capsule another
    /// way (pixels a level apart, 6 bytes at 1×); such layers are drawn unlimited.
    func testAClipPathCrossingTheDamageIsDrawnAsInAWholeFrame() async throws {
        struct Switches: View {
            @State private var on = false
            var body: some View {
                VStack(spacing: 20) {
                    ForEach(0..<3, id: \.self) { i in
                        ClippedSwitch(on: on)
                            .offset(x: CGFloat(i) * 43.3 - 40, y: CGFloat(i) * 7.7)
                            .animation(.spring(duration: 0.4 + Double(i) * 0.3), value: on)
                    }
                    Circle().fill(Color.blue).frame(width: 20, height: 20).offset(x: on ? 60 : -60)
                        .animation(.linear(duration: 0.9), value: on)
                }
                .onAppear { on = true }
            }
        }
        let fps = 30.0
        let lists = try FrameRecorder(size: CGSize(width: 200, height: 200), fps: fps)
            .displayLists(Switches(), times: (0..<30).map { Double($0) / fps })
        for scale in [1.0, 3.0] {
            XCTAssertGreaterThan(try compare(lists, scale: scale, name: "switches"), 0, "some frames drawn in part at \(scale)×")
        }
    }

    /// A clipped section (its card drawn under it, as a `Form` draws it) whose rows start with a
    /// text outside the damage and end in a switch whose capsule clips its knob: in a frame drawn in part the texts are left out, so the
    /// switch is the first thing drawn on the section's layer. Cairo draws on a layer it knows
    /// to be clear another way (`OVER` as `SOURCE`, edge pixels a level apart: 1 byte at 1× in
    /// the settings scene), so layers are marked drawn on when pushed, in both drawings.
    func testALayerIsDrawnOnAlikeWhenItsFirstItemsAreLeftOut() async throws {
        struct Rows: View {
            @State private var on = false
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(0..<3, id: \.self) { i in
                        HStack {
                            Text("Setting \(i)")
                            Spacer()
                            ClippedSwitch(on: on)
                                .animation(.spring(duration: 0.4 + Double(i) * 0.25), value: on)
                        }
                        .padding(.horizontal, 16)
                        .frame(height: 44)
                    }
                }
                .clipShape(RoundedRectangle(cornerRadius: 10))
                .background(RoundedRectangle(cornerRadius: 10).fill(Color.white))
                .padding(20)
                .background(Color(white: 0.95))
                .onAppear { on = true }
            }
        }
        let fps = 30.0
        let lists = try FrameRecorder(size: CGSize(width: 390, height: 200), fps: fps)
            .displayLists(Rows(), times: (0..<24).map { Double($0) / fps })
        for scale in [1.0, 2.0, 3.0] {
            XCTAssertGreaterThan(try compare(lists, scale: scale, name: "rows"), 0, "some frames drawn in part at \(scale)×")
        }
    }
}

/// A switch-like capsule clipping its knob's shadow (the look iOS draws; `Toggle`'s own switch
/// leaves the shadow unclipped, for speed).
private struct ClippedSwitch: View {
    let on: Bool
    var body: some View {
        ZStack {
            Capsule().fill(on ? Color.green : Color(white: 0.9))
            Circle().fill(Color.white)
                .shadow(color: Color(white: 0, opacity: 0.15), radius: 4, x: 0, y: 3)
                .frame(width: 27, height: 27)
                .offset(x: on ? 10 : -10)
        }
        .frame(width: 51, height: 31)
        .clipShape(Capsule())
    }
}
