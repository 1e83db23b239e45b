import Foundation

/// Apple's Dynamic Type table for iOS (Human Interface Guidelines, "Typography", "Dynamic Type
/// sizes"): the point size of each text style at each size category, and the leading (baseline
/// to baseline) of each size.
///
/// **Sizes.** One row per text style, one column per `DynamicTypeSize` from `.xSmall` to
/// `.accessibility5`; `.large` is the default (body 17, largeTitle 34 … caption2 11). The same
/// numbers are what UIKit returns for `preferredFont(forTextStyle:)` in each category (a table
/// printed from the iOS 13.3 simulator agrees on all but caption2 at accessibility5: 41 there,
/// 40 in the guidelines, which are followed here).
///
/// **Leading.** The table gives each style a leading per category; equal sizes have equal
/// leadings wherever they appear (17 pt: 22 for body and headline at `.large` and for title3
/// at `.xSmall`), so the leading is a property of the size: `leading(forSize:)`, linear between
/// the sizes the table has, and beyond its ends at its end rows' ratio of leading to size.
public enum DynamicTypeTable {
    /// Point sizes by style, `.xSmall` … `.accessibility5`.
    static let sizes: [Font.TextStyle: [CGFloat]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// The table's leadings by size (points), every size it has.
    static let leadings: [(size: CGFloat, leading: CGFloat)] = [
        (11, 13), (12, 16), (13, 18), (14, 19), (15, 20), (16, 21), (17, 22), (18, 23), (19, 24),
        (20, 25), (21, 26), (22, 28), (23, 29), (24, 30), (25, 31), (26, 32), (27, 33), (28, 34),
        (29, 35), (30, 37), (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (37, 44), (38, 46),
        (39, 47), (40, 48), (42, 50), (43, 51), (44, 52), (47, 56), (48, 57), (49, 58), (50, 59),
        (51, 60), (52, 61), (53, 62), (55, 65), (56, 66), (58, 68), (60, 70),
    ]

    /// The point size of `style` at `category`.
    public static func size(_ style: Font.TextStyle, _ category: DynamicTypeSize) -> CGFloat {
        sizes[style]![DynamicTypeSize.allCases.firstIndex(of: category)!]
    }

    /// The leading (baseline to baseline, points) of text of `size` points; 0 for a size that
    /// is not finite or not positive.
    public static func leading(forSize size: CGFloat) -> CGFloat {
        guard size.isFinite, size > 0 else { return 0 }
        let table = leadings
        let first = table[0], last = table[table.count - 1]
        if size <= first.size { return size * first.leading / first.size }
        if size >= last.size { return size * last.leading / last.size }
        var upper = 1
        while table[upper].size < size { upper += 1 }
        let a = table[upper - 1], b = table[upper]
        return a.leading + (b.leading - a.leading) * (size - a.size) / (b.size - a.size)
    }

    /// How much `style` grows at `category` against `.large` (UIFontMetrics' scaling of a custom
    /// value relative to a style): 1 at `.large`.
    public static func scale(_ style: Font.TextStyle, _ category: DynamicTypeSize) -> CGFloat {
        size(style, category) / size(style, .large)
    }
}
