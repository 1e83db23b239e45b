import Foundation
@testable import SceneGraph

/// Reads display lists in tests.
extension DisplayList {
    /// Every fill item's path bounding box mapped through its transform (for shapes without rotation).
    var fillRects: [CGRect] {
        items.compactMap {
            guard case .fill(let path, _, _, let t) = $0 else { return nil }
            let b = path.boundingRect
            let p0 = CGPoint(x: b.minX, y: b.minY).applying(t), p1 = CGPoint(x: b.maxX, y: b.maxY).applying(t)
            return CGRect(x: min(p0.x, p1.x), y: min(p0.y, p1.y), width: abs(p1.x - p0.x), height: abs(p1.y - p0.y))
        }
    }
    var texts: [String] {
        items.compactMap { if case .text(let t, _) = $0 { return t.string } else { return nil } }
    }
    /// Opacities of the groups, in order.
    var groupOpacities: [Double] {
        items.compactMap { if case .beginGroup(let g) = $0 { return g.opacity } else { return nil } }
    }
}

/// A tap at `p` at time `t` (down, then up 50 ms later).
func tap(_ p: CGPoint, at t: Double) -> [PointerEvent] {
    [PointerEvent(.down, at: p, time: t), PointerEvent(.up, at: p, time: t + 0.05)]
}
