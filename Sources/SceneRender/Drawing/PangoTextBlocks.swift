import Foundation
import CCairo
import CPango

/// A text laid out as a stack of Pango layouts ("blocks") of at most
/// `PangoTextEngine.paragraphsPerBlock` paragraphs each, so that long texts cost linear time.
///
/// **Why.** Pango 1.50 lays out each paragraph of a layout in time proportional to the whole text
/// (it counts the characters before the paragraph again for each one), so one layout of P
/// paragraphs and N bytes costs about P × N steps: 40,000 one-letter lines took 17 s and 1 MB
/// of newlines more than three minutes. Blocks of at most B paragraphs cost at most B × N.
///
/// **Same result.** Pango breaks, wraps, limits (`lineLimit` is per paragraph in Pango) and
/// ellipsizes each paragraph on its own, and stacks lines the layout's spacing apart, so blocks
/// stacked at the sum of the heights above them and that spacing between them give the lines of
/// the single layout at the same positions (in Pango units, 1/1024 pt). Without a width, Pango aligns lines within the widest line; the
/// blocks of a centred or trailing text are given the widest block's width (plus a padding taken
/// off again) so that Pango aligns their lines the same way (`alignInWidestBlock`,
/// `PangoTextBlocksTests.testBlocksDrawTheSamePixelsAsOneLayout`). Markup is parsed once and
/// its attributes are cut at the block boundaries. A text of at most B paragraphs is one block,
/// exactly the layout it was before.
final class PangoTextBlocks {
    struct Block {
        let layout: OpaquePointer
        /// The block's logical rectangle in its own layout's coordinates, Pango units.
        let logical: PangoRectangle
        /// The block's top below the text's top, Pango units.
        let top: Int64
    }
    private(set) var blocks: [Block] = []
    /// The union of the blocks' logical rectangles, Pango units (x and width as Pango's for one
    /// layout: the extent of the lines; height the sum of the blocks').
    private(set) var logicalX: Int64 = 0, logicalWidth: Int64 = 0, logicalHeight: Int64 = 0

    /// `spacing` (Pango units) is the layouts' space between lines (`pango_layout_set_spacing`),
    /// which Pango puts between the lines of a layout, not after its last: the blocks are that
    /// far apart too.
    init(layouts: [OpaquePointer], spacing: Int64 = 0) {
        var top: Int64 = 0, minX = Int64.max, maxX = Int64.min
        for layout in layouts {
            // Logical extents only: the ink rectangle is never read.
            var logical = PangoRectangle()
            pango_layout_get_extents(layout, nil, &logical)
            if !blocks.isEmpty { top += max(0, spacing) }
            blocks.append(Block(layout: layout, logical: logical, top: top))
            top += Int64(logical.height)
            minX = min(minX, Int64(logical.x))
            maxX = max(maxX, Int64(logical.x) + Int64(logical.width))
        }
        logicalHeight = top
        if !blocks.isEmpty { logicalX = minX; logicalWidth = maxX - minX }
    }

    deinit { for block in blocks { g_object_unref(UnsafeMutableRawPointer(block.layout)) } }

    /// How far every block is moved to the right when drawn, Pango units: the padding
    /// `alignInWidestBlock` gave them taken off again by their alignment (0 for leading text,
    /// for text laid out in a given width, which Pango aligned in it, and for one block).
    private(set) var horizontalShift: Int64 = 0

    /// Gives every block of a text laid out without a width the widest block's width plus
    /// `padding` (Pango units, a whole number of points), so that Pango places each line in it
    /// as in one layout, centred or trailing by `alignment`, instead of each block being moved
    /// by the difference of widths: cairo keeps the point a layout is drawn from in 1/256 of a
    /// pixel, so a move of any 1/1024 point put a glyph lying on a half pixel on the next pixel
    /// (`PangoTextBlocksTests`). The padding, more than any letter spacing, keeps lines from
    /// wrapping (Pango breaks lines with the last character's spacing, which it then takes
    /// off), and `horizontalShift` takes it off again, whole points that cairo keeps exactly.
    /// Nothing changes for one block or leading text.
    func alignInWidestBlock(_ alignment: TextAlignment, padding: Int64) {
        let width = logicalWidth + padding
        guard blocks.count > 1, alignment != .leading, padding >= 0, width <= Int64(Int32.max) else { return }
        for block in blocks { pango_layout_set_width(block.layout, Int32(width)) }
        horizontalShift = alignment == .center ? -padding / 2 : -padding
    }

    /// The byte ranges of the paragraphs of `text` (each without its delimiter: `\n`, `\r`,
    /// `\r\n` or U+2029, as Pango splits them), grouped `perBlock` to a group: the byte range
    /// of each group, from its first paragraph's start to its last one's end. Linear in the
    /// text. A text of at most `perBlock` paragraphs gives one range, the whole text. Each range
    /// comes with the number of paragraphs in it.
    static func blockRanges(of text: UnsafeBufferPointer<CChar>, perBlock: Int) -> [(bytes: Range<Int>, paragraphs: Int)] {
        guard let base = text.baseAddress, text.count > 0 else { return [(0..<text.count, 1)] }
        var ranges: [(bytes: Range<Int>, paragraphs: Int)] = []
        var blockStart = 0, start = 0, inBlock = 0
        while true {
            var delimiter: Int32 = 0, next: Int32 = 0
            let remaining = Int32(clamping: text.count - start)
            pango_find_paragraph_boundary(base + start, remaining, &delimiter, &next)
            let end = start + Int(delimiter)
            inBlock += 1
            if Int(delimiter) == Int(remaining) { // no delimiter: the last paragraph
                ranges.append((blockStart..<end, inBlock))
                return ranges
            }
            if inBlock == perBlock {
                ranges.append((blockStart..<end, inBlock))
                blockStart = start + Int(next)
                inBlock = 0
            }
            start += Int(next)
            if start >= text.count {
                // The text ends with a delimiter: one more, empty paragraph.
                ranges.append((blockStart..<text.count, inBlock + 1))
                return ranges
            }
        }
    }

    /// Copies of `attributes` cut to each of `ranges` (byte ranges of the text), their indices
    /// made relative to the range's start: one attribute list per range, each to be unreffed.
    /// Time linear in the attributes plus the ranges each one covers.
    static func cut(_ attributes: OpaquePointer?, to ranges: [Range<Int>]) -> [OpaquePointer] {
        let lists = ranges.map { _ in pango_attr_list_new()! }
        guard let attributes, !ranges.isEmpty else { return lists }
        var node = pango_attr_list_get_attributes(attributes)
        let head = node
        defer { g_slist_free(head) }
        while let item = node {
            defer { node = item.pointee.next }
            guard let raw = item.pointee.data else { continue }
            let attribute = raw.assumingMemoryBound(to: PangoAttribute.self)
            defer { pango_attribute_destroy(attribute) }
            let s = Int(attribute.pointee.start_index), e = Int(attribute.pointee.end_index)
            // The first range ending after s (ranges are sorted and disjoint).
            var lo = 0, hi = ranges.count
            while lo < hi { let mid = (lo + hi) / 2; if ranges[mid].upperBound <= s { lo = mid + 1 } else { hi = mid } }
            var i = lo
            while i < ranges.count, ranges[i].lowerBound < e {
                let r = ranges[i]
                if let copy = pango_attribute_copy(attribute) {
                    copy.pointee.start_index = UInt32(max(s, r.lowerBound) - r.lowerBound)
                    copy.pointee.end_index = UInt32(clamping: min(e, r.upperBound) - r.lowerBound)
                    if e > r.upperBound { copy.pointee.end_index = UInt32.max } // runs on past the block's end
                    pango_attr_list_insert(lists[i], copy)
                }
                i += 1
            }
        }
        return lists
    }
}
