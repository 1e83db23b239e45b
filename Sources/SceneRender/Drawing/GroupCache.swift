import Foundation
import CCairo
import SceneGraph

/// The composited layers of effect groups from the frames a renderer drew lately, found again
/// when a group is drawn again unchanged: its layer (with its shadow and pixel effects) is then
/// composited from the kept pattern instead of drawn, blurred and composited again. A card
/// that did not move under one that did, a settled word or a toggle's knob costs one composite.
///
/// A layer's pixels depend on the group's items (its own clip and effects included, and which
/// of its items a damaged frame draws), on the clip it is drawn under (the enclosing groups'
/// clips and the clip's extents in device pixels, which give the layer's size and place), on
/// the transformation at `cairo_push_group` (which `cairo_pop_group` gives the pattern) and on
/// the scale; an entry is found only when all of these are equal, so a kept layer holds the
/// bytes drawing it again would give. Only layers composited as they are or through their
/// pixels (`LayerComposite.plain`, `.throughPixels`) are kept: a projected layer is warped
/// afterwards and a backdrop reads what lies below.
///
/// A group's layer is kept from its second frame unchanged on: the first time a group is seen
/// only its description is noted (no pixels), so that a group that changes every frame (a card
/// being thrown) never takes memory from the ones that stay.
///
/// Memory: at most `budget` bytes of layers (set per frame to twice the canvas's own bytes: 8
/// a pixel), the least recently used dropped first; an entry unused for `maximumAge` frames is
/// dropped.
final class GroupCache {
    /// Where a group is drawn: everything besides its items that decides its layer's pixels.
    struct Placement: Equatable {
        /// The clips of the groups around it (path and transformation), outermost first.
        var enclosingClips: [EnclosingClip]
        /// The clip's extents in the user space of `matrix` (x1, y1, x2, y2).
        var extents: SIMD4<Double>
        /// The transformation at `cairo_push_group` (xx, yx, xy, yy, x0, y0, then 0, 0).
        var matrix: SIMD8<Double>
        var scale: Double
    }

    struct EnclosingClip: Equatable {
        var clip: Path?
        var transform: CGAffineTransform
    }

    /// Entries are looked up by their placement's numbers and their item count first.
    private struct Slot: Hashable {
        var extents: SIMD4<Double>
        var matrix: SIMD8<Double>
        var count: Int
    }

    private struct Entry {
        var items: ArraySlice<DisplayItem>
        /// Which of the items were drawn; nil when all were.
        var drawn: ArraySlice<Bool>?
        var placement: Placement
        /// The kept layer; nil while the group has been seen once only.
        var pattern: OpaquePointer?
        var bytes: Int
        var lastUse: Int
    }

    private var slots: [Slot: [Entry]] = [:]
    private var frame = 0
    private var bytes = 0
    /// Bytes of layers kept at most.
    private(set) var budget = 0
    /// Frames an entry stays without being used.
    static let maximumAge = 4
    /// Layers smaller than this many pixels are drawn again rather than kept.
    static let minimumPixels = 256
    /// Layers found and kept (for the tests).
    private(set) var hits = 0
    private(set) var stores = 0

    deinit { evict { _ in true } }

    /// Starts a frame on a canvas of `canvasBytes`: entries unused for `maximumAge` frames are
    /// dropped.
    func beginFrame(canvasBytes: Int) {
        frame += 1
        budget = 2 * canvasBytes
        evict { frame - $0.lastUse > Self.maximumAge }
    }

    /// What `find` says of a group.
    enum Lookup {
        /// Its layer is kept: composite this pattern (the cache's, valid until the next
        /// `store` or `beginFrame`).
        case kept(OpaquePointer)
        /// It was seen unchanged before: `store` its layer once made.
        case seenBefore
        /// It is new (now noted).
        case new
    }

    /// Looks a group with these items drawn at `placement` up, noting it when it is new.
    func find(items: ArraySlice<DisplayItem>, drawn: ArraySlice<Bool>?, placement: Placement) -> Lookup {
        let drawn = Self.normalised(drawn)
        let slot = Slot(extents: placement.extents, matrix: placement.matrix, count: items.count)
        if let k = slots[slot]?.firstIndex(where: { $0.placement == placement && $0.drawn == drawn && $0.items == items }) {
            slots[slot]![k].lastUse = frame
            guard let pattern = slots[slot]![k].pattern else { return .seenBefore }
            hits += 1
            return .kept(pattern)
        }
        slots[slot, default: []].append(Entry(items: items, drawn: drawn, placement: placement, pattern: nil, bytes: 0, lastUse: frame))
        return .new
    }

    /// Keeps `pattern` (referenced here) as the layer of the group `find` said was seen before,
    /// when its surface is an image of at least `minimumPixels` pixels that fits the budget
    /// (less recently used layers are dropped to make room).
    func store(_ pattern: OpaquePointer, items: ArraySlice<DisplayItem>, drawn: ArraySlice<Bool>?, placement: Placement) {
        var surface: OpaquePointer?
        guard cairo_pattern_get_surface(pattern, &surface) == CAIRO_STATUS_SUCCESS, let surface,
            cairo_surface_get_type(surface) == CAIRO_SURFACE_TYPE_IMAGE
        else { return }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let size = Int(cairo_image_surface_get_stride(surface)) * height
        guard width * height >= Self.minimumPixels, size <= budget else { return }
        let drawn = Self.normalised(drawn)
        let slot = Slot(extents: placement.extents, matrix: placement.matrix, count: items.count)
        guard let k = slots[slot]?.firstIndex(where: { $0.placement == placement && $0.drawn == drawn && $0.items == items }),
            slots[slot]![k].pattern == nil
        else { return }
        while bytes + size > budget {
            var oldest: (Slot, Int, Int)?
            for (s, list) in slots {
                for (i, e) in list.enumerated() where e.pattern != nil && (oldest == nil || e.lastUse < oldest!.2) { oldest = (s, i, e.lastUse) }
            }
            guard let (s, i, _) = oldest else { return }
            drop(&slots[s]![i])
        }
        slots[slot]![k].pattern = cairo_pattern_reference(pattern)
        slots[slot]![k].bytes = size
        bytes += size
        stores += 1
    }

    /// `drawn` normalised: nil when every item is drawn.
    static func normalised(_ drawn: ArraySlice<Bool>?) -> ArraySlice<Bool>? {
        guard let drawn, drawn.contains(false) else { return nil }
        return drawn
    }

    /// Lets go of an entry's layer (the entry stays, as seen).
    private func drop(_ e: inout Entry) {
        if let p = e.pattern { cairo_pattern_destroy(p) }
        bytes -= e.bytes
        e.pattern = nil
        e.bytes = 0
    }

    private func evict(where remove: (Entry) -> Bool) {
        for s in Array(slots.keys) {
            slots[s]!.removeAll { e in
                guard remove(e) else { return false }
                if let p = e.pattern { cairo_pattern_destroy(p) }
                bytes -= e.bytes
                return true
            }
            if slots[s]!.isEmpty { slots[s] = nil }
        }
    }
}
