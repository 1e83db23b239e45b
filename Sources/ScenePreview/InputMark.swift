import Foundation
import SceneRender

/// One gesture of a scene's input script, as the studio's timeline marks it: a tap, a press
/// held still, or a drag (press, moves, release).
///
/// Made from the script's pointer events (`InputScript.checkedEvents(fps:)`): each press opens a
/// gesture and the next release closes it; a gesture with moves in between is a drag, one
/// without is a tap when it lasts at most `tapDuration`, else a press. A press never released
/// ends at the last event.
package struct InputMark: Codable, Equatable, Sendable {
    package enum Kind: String, Codable, Sendable {
        case tap, press, drag
    }

    package var kind: Kind
    /// Seconds: the press.
    package var start: Double
    /// Seconds: the release.
    package var end: Double
    /// Where the pointer went down and where it came up, in scene points.
    package var x: Double
    package var y: Double
    package var endX: Double
    package var endY: Double
    /// The pointer moves between press and release (0 for a tap or a press).
    package var moves: Int

    package init(kind: Kind, start: Double, end: Double, x: Double, y: Double, endX: Double, endY: Double, moves: Int) {
        self.kind = kind
        self.start = start
        self.end = end
        self.x = x
        self.y = y
        self.endX = endX
        self.endY = endY
        self.moves = moves
    }

    /// Longest press without moves that counts as a tap, in seconds (a `Tap` lasts 0.05 s).
    package static let tapDuration = 0.3

    /// The name of the input file in a take's folder.
    package static let fileName = "input.json"

    /// The gestures of `events` (in time order), in the order they start. Moves while no press
    /// is held (hovering) make no mark.
    package static func marks(_ events: [PointerEvent]) -> [InputMark] {
        var out: [InputMark] = []
        var open: InputMark?
        func close(_ mark: InputMark) {
            var m = mark
            m.kind = m.moves > 0 ? .drag : (m.end - m.start <= tapDuration + 1e-9 ? .tap : .press)
            out.append(m)
        }
        for e in events {
            let x = Double(e.location.x), y = Double(e.location.y)
            switch e.phase {
            case .down:
                if let m = open { close(m) }
                open = InputMark(kind: .tap, start: e.time, end: e.time, x: x, y: y, endX: x, endY: y, moves: 0)
            case .move:
                guard open != nil else { continue }
                open!.moves += 1
                open!.end = e.time
                open!.endX = x
                open!.endY = y
            case .up:
                guard var m = open else { continue }
                m.end = e.time
                m.endX = x
                m.endY = y
                close(m)
                open = nil
            }
        }
        if let m = open { close(m) }
        return out
    }
}
