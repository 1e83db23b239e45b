// `@Observable` models as SwiftUI code uses them, with only `import SceneGraph` (no
// `import Observation`): owned with `@State`, edited through `@Bindable`, shared through the
// environment.
import SceneGraph
import XCTest

@Observable final class Playlist {
    var title = "Mix"
    var count = 0
    var isShuffled = false
}

/// Edits a playlist it does not own.
struct ShuffleSwitch: View {
    @Bindable var playlist: Playlist
    var body: some View { KnobToggle(isOn: $playlist.isShuffled) }
}

struct PlaylistCard: View {
    var caption = ""
    @State var playlist = Playlist()
    var body: some View {
        VStack(spacing: 12) {
            Text("\(playlist.title): \(playlist.count)\(caption)")
            Text(playlist.isShuffled ? "shuffled" : "in order")
            ShuffleSwitch(playlist: playlist)
            Text("add").onTapGesture { playlist.count += 1 }
        }
    }
}

/// Reads the model from the environment and edits it with a local `@Bindable`.
struct EnvironmentShuffle: View {
    @Environment(Playlist.self) private var playlist
    var body: some View {
        @Bindable var playlist = playlist
        VStack(spacing: 12) {
            Text("env \(playlist.count)")
            KnobToggle(isOn: $playlist.isShuffled)
        }
    }
}

@MainActor
final class ObservableCompatibilityTests: XCTestCase {
    private func texts(_ host: SceneHost) -> [String] {
        host.displayList().items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } }
    }

    private func centre(of text: String, in host: SceneHost) -> CGPoint {
        for item in host.displayList().items {
            if case .text(let t, let m) = item, t.string == text { return CGPoint(x: t.frame.midX, y: t.frame.midY).applying(m) }
        }
        XCTFail("no text \(text)")
        return .zero
    }

    /// The knob toggle is drawn as the last two fills (track, then knob).
    private func trackCentre(_ host: SceneHost) -> CGPoint {
        let rects = host.displayList().fillRects
        return CGPoint(x: rects[rects.count - 2].midX, y: rects[rects.count - 2].midY)
    }

    private func tap(_ p: CGPoint, at t: Double, _ host: SceneHost) {
        host.send([PointerEvent(.down, at: p, time: t), PointerEvent(.up, at: p, time: t + 0.05)])
        host.advance(to: t + 0.1)
    }

    /// A change of an observable property read in `body` re-evaluates the body.
    func testObservableModelChangeUpdatesItsReader() async throws {
        let host = try SceneHost(PlaylistCard(), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(texts(host), ["Mix: 0", "in order", "add"])
        tap(centre(of: "add", in: host), at: 0.1, host)
        XCTAssertEqual(texts(host), ["Mix: 1", "in order", "add"])
    }

    /// `$playlist.isShuffled` of a `@Bindable` writes the model; the owner's text and the
    /// toggle's knob (14 pt right of the track's centre when on) follow.
    func testBindableBindingWritesTheModel() async throws {
        let host = try SceneHost(PlaylistCard(), size: CGSize(width: 300, height: 300))
        tap(trackCentre(host), at: 0.1, host)
        XCTAssertEqual(texts(host), ["Mix: 0", "shuffled", "add"])
        let rects = host.displayList().fillRects
        XCTAssertEqual(rects[rects.count - 1].midX - rects[rects.count - 2].midX, 14, accuracy: 1e-9)
    }

    /// `@State var playlist = Playlist()` keeps its first instance for the view's identity: a
    /// parent that re-creates the view value (with a new caption, and a new `Playlist()` that is
    /// thrown away) does not reset the count.
    func testStateKeepsTheObservableInstancePerIdentity() async throws {
        struct Shelf: View {
            @State var tick = 0
            var body: some View {
                VStack {
                    PlaylistCard(caption: " #\(tick)")
                    Text("next").onTapGesture { tick += 1 }
                }
            }
        }
        let host = try SceneHost(Shelf(), size: CGSize(width: 300, height: 400))
        tap(centre(of: "add", in: host), at: 0.1, host)
        tap(centre(of: "next", in: host), at: 0.5, host)
        XCTAssertEqual(texts(host).first, "Mix: 1 #1")
    }

    /// `.environment(model)` and `@Environment(Playlist.self)`: the reader follows the model,
    /// and a local `@Bindable` of it writes it.
    func testEnvironmentObservableIsReadAndBound() async throws {
        let playlist = Playlist()
        let host = try SceneHost(EnvironmentShuffle().environment(playlist), size: CGSize(width: 300, height: 300))
        XCTAssertEqual(texts(host), ["env 0"])
        host.schedule(at: 0.1) { playlist.count = 5 }
        host.advance(to: 0.1)
        XCTAssertEqual(texts(host), ["env 5"])
        tap(trackCentre(host), at: 0.2, host)
        XCTAssertTrue(playlist.isShuffled)
    }
}
