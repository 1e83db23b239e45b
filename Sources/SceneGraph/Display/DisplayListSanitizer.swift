import Foundation

/// The last check before a display list leaves the host: no NaN or infinity reaches the public
/// display list (a custom `Shape` may make a path with a non-finite point, a
/// `.greatestFiniteMagnitude` size overflows to infinity when it is centred or scaled).
///
/// What is done, with one warning per kind of item and reason:
/// - a fill, stroke, text or image with a number that is not finite (path points, frame,
///   transform, line width, font size, spacing, colour components, gradient stops, points and
///   radii: every number its `DisplayFields` conformance lists) is left out: it has no place on
///   the canvas;
/// - a stroke's dash lengths and phase that are not finite are dropped (a solid line);
/// - a group's clip or clip transform that is not finite clips everything away (as a
///   degenerate clip does); its opacity, blur radius, brightness, saturation and backdrop blur
///   that are not finite get their neutral values (1, 0, 0, 1, 0); a shadow or colour matrix
///   that is not finite is left out; a mask's items are sanitised as a list's are; a projection
///   that is not finite clips everything away.
enum DisplayListSanitizer {
    static func sanitized(_ items: [DisplayItem], warn: (String) -> Void) -> [DisplayItem] {
        guard !allFinite(items) else { return items }
        var out: [DisplayItem] = []
        out.reserveCapacity(items.count)
        for item in items {
            if isFinite(item) { out.append(item); continue }
            switch item {
            case .fill:
                warn("a fill with a coordinate, transform or colour that is not finite was left out of the display list")
            case .stroke(let path, var style, let paint, let t):
                var solid = style
                solid.dash = []
                solid.dashPhase = 0
                guard isFinite(.stroke(path, solid, paint, transform: t)) else {
                    warn("a stroke with a coordinate, transform, width or colour that is not finite was left out of the display list")
                    continue
                }
                warn("a stroke dash that is not finite was dropped (solid line)")
                style = solid
                out.append(.stroke(path, style, paint, transform: t))
            case .text:
                warn("a text with a frame, transform, font size, spacing or colour that is not finite was left out of the display list")
            case .image:
                warn("an image with a frame or transform that is not finite was left out of the display list")
            case .beginGroup(let g):
                warn("a group effect with a value that is not finite was replaced by its neutral value")
                var repaired = g.repaired { sanitized($0, warn: warn) }
                if !DisplayFiniteness.check(repaired) {
                    // A field `GroupEffects.repaired` does not know yet: the content is drawn
                    // without effects rather than with a value that is not finite.
                    warn("a group effect with a value that is not finite and no neutral value was dropped")
                    repaired = GroupEffects()
                }
                out.append(.beginGroup(repaired))
            case .endGroup:
                out.append(item)
            }
        }
        return out
    }

    /// Whether every item is finite: read in place (an iterator, as `allSatisfy` uses, copies
    /// each item, retaining its paths and paints, for a check that finds nothing in nearly
    /// every frame).
    static func allFinite(_ items: [DisplayItem]) -> Bool {
        items.withUnsafeBufferPointer { buffer in
            for i in buffer.indices where !isFinite(buffer[i]) { return false }
            return true
        }
    }

    /// Whether every number of `item` is finite (its fields as `DisplayFields` lists them).
    static func isFinite(_ item: DisplayItem) -> Bool { DisplayFiniteness.check(item) }
}
