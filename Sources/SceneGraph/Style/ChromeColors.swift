import Foundation

/// The colours of iOS 17's system chrome in the light appearance (UIKit's dynamic colours
/// resolved for light mode), for the views that draw chrome: lists, forms, bars and controls.
enum ChromeColors {
    /// `systemGroupedBackground`: behind grouped lists and forms, #F2F2F7.
    static let groupedBackground = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// `secondarySystemGroupedBackground`: the rows of a grouped list, white.
    static let groupedRow = Color.white
    /// `separator`: lines between rows, #3C3C43 at 29 %.
    static let separator = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
    /// `secondaryLabel`: section headers and footers, #3C3C43 at 60 %.
    static let secondaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.6)
    /// `tertiaryLabel`: disclosure chevrons and placeholder text, #3C3C43 at 30 %.
    static let tertiaryLabel = Color(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.3)
    /// `systemGray`: unselected tab items, #8E8E93.
    static let gray = Color(red: 142 / 255, green: 142 / 255, blue: 147 / 255)
    /// `systemGray5`: switch tracks when off, #E5E5EA.
    static let gray5 = Color(red: 229 / 255, green: 229 / 255, blue: 234 / 255)
    /// `systemGray6`: text field fill, #F2F2F7.
    static let gray6 = Color(red: 242 / 255, green: 242 / 255, blue: 247 / 255)
    /// `tertiarySystemFill`: segmented control background, #767680 at 12 %.
    static let tertiaryFill = Color(red: 118 / 255, green: 118 / 255, blue: 128 / 255, opacity: 0.12)
    /// The bar background of tab and toolbars over content, #F9F9F9 at 94 %.
    static let barBackground = Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 0.94)
    /// The hairline on top of a tab bar: black at 30 %.
    static let barHairline = Color(white: 0, opacity: 0.3)
}
