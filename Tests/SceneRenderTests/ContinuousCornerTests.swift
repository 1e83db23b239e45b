import XCTest
@testable import SceneRender

/// `.continuous` rounded rectangles: a smooth curve whose curvature never jumps.
@MainActor
final class ContinuousCornerTests: XCTestCase {
    /// Curvature at both ends of each cubic, signed, and the tangent directions there.
    struct CubicEnds { var k0: Double; var k1: Double; var t0: CGPoint; var t1: CGPoint }

    static func ends(from p0: CGPoint, _ p1: CGPoint, _ p2: CGPoint, _ p3: CGPoint) -> CubicEnds {
        func sub(_ a: CGPoint, _ b: CGPoint) -> CGPoint { CGPoint(x: a.x - b.x, y: a.y - b.y) }
        func cross(_ a: CGPoint, _ b: CGPoint) -> Double { Double(a.x * b.y - a.y * b.x) }
        func len(_ a: CGPoint) -> Double { Double(hypot(a.x, a.y)) }
        func unit(_ a: CGPoint) -> CGPoint { let l = hypot(a.x, a.y); return CGPoint(x: a.x / l, y: a.y / l) }
        // κ(0) = (2/3)·(P1−P0)×(P2−P1)/|P1−P0|³ and κ(1) = (2/3)·(P2−P1)×(P3−P2)/|P3−P2|³.
        let d0 = sub(p1, p0), d1 = sub(p2, p1), d2 = sub(p3, p2)
        return CubicEnds(
            k0: 2.0 / 3.0 * cross(d0, d1) / pow(len(d0), 3), k1: 2.0 / 3.0 * cross(d1, d2) / pow(len(d2), 3),
            t0: unit(d0), t1: unit(d2))
    }

    /// The corner curve leaves each edge 1.528665 × the radius from the corner (the extent of
    /// iOS's continuous corners): 40 × 1.528665 = 61.1466.
    func testCurveStartsOnePointFiveTwoNineRadiiFromTheCorner() async {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 40, style: .continuous)
        guard case .move(let start) = path.elements.first else { return XCTFail("no move") }
        XCTAssertEqual(Double(start.x), 61.1466, accuracy: 1e-3)
        XCTAssertEqual(Double(start.y), 0)
    }

    /// Along the whole outline, tangent and curvature are continuous: zero where a curve meets a
    /// straight edge, 1/r = 0.025 where a transition curve meets the circular part (r = 40).
    func testCurvatureIsContinuousAroundTheOutline() async {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 200, height: 160), cornerRadius: 40, style: .continuous)
        var current = CGPoint.zero
        var pieces: [(k0: Double, k1: Double, t0: CGPoint, t1: CGPoint)] = []
        for e in path.elements {
            switch e {
            case .move(let p): current = p
            case .line(let p):
                let l = hypot(p.x - current.x, p.y - current.y)
                if l > 1e-9 {
                    let t = CGPoint(x: (p.x - current.x) / l, y: (p.y - current.y) / l)
                    pieces.append((0, 0, t, t))
                }
                current = p
            case .curve(let p, let c1, let c2):
                let e = Self.ends(from: current, c1, c2, p)
                pieces.append((e.k0, e.k1, e.t0, e.t1))
                current = p
            default: break
            }
        }
        XCTAssertEqual(pieces.count, 16) // 4 edges + 4 corners × 3 curves
        var maxCurvature = 0.0
        for (a, b) in zip(pieces, pieces.dropFirst() + [pieces[0]]) {
            XCTAssertEqual(a.k1, b.k0, accuracy: 1e-9, "curvature jumps at a join")
            XCTAssertEqual(Double(a.t1.x), Double(b.t0.x), accuracy: 1e-9)
            XCTAssertEqual(Double(a.t1.y), Double(b.t0.y), accuracy: 1e-9)
            maxCurvature = max(maxCurvature, abs(a.k1))
        }
        XCTAssertEqual(maxCurvature, 1.0 / 40, accuracy: 1e-9)
    }

    /// When the side is shorter than 2 × 1.528665 × r, the curve starts at the middle of the side
    /// (r = 50 on a 120-point side: at x = 60) and stays curvature-continuous.
    func testShortSidesStartTheCurveAtTheMiddle() async {
        let path = Path(roundedRect: CGRect(x: 0, y: 0, width: 120, height: 120), cornerRadius: 50, style: .continuous)
        guard case .move(let start) = path.elements.first else { return XCTFail("no move") }
        XCTAssertEqual(Double(start.x), 60, accuracy: 1e-9)
    }

    /// Continuous corners differ from circular arcs: at the corner's diagonal both reach the
    /// circle (the middle is a true arc of radius r), but where the circular corner leaves the
    /// top edge (x = maxX − r) the continuous curve has already turned inwards.
    func testContinuousCornerIsNotACircularArc() async throws {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let fill = { (style: RoundedCornerStyle) in
            try Draw.image(100, 100, background: nil, [Draw.fill(Path(roundedRect: rect, cornerRadius: 30, style: style))])
        }
        let circular = try fill(.circular), continuous = try fill(.continuous)
        // Pixel column 72…73 (27…28 points from the corner): the circular arc lies 0.07…0.15
        // points below the top edge (30 − √(30² − d²)), so row 0 is 89 % covered (alpha 227);
        // the continuous curve, which started turning 45.86 points from the corner, lies
        // 0.30…0.41 points below (its Bézier evaluated there), 65 % covered (alpha 166).
        XCTAssertEqual(circular.rgba(72, 0)[3], 227, accuracy: 10)
        XCTAssertEqual(continuous.rgba(72, 0)[3], 166, accuracy: 10)
    }
}
