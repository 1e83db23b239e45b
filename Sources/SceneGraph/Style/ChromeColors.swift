import Foundation

/// The colours of iOS 17's system chrome (UIKit's dynamic colours, light and dark values), for
/// the views that draw chrome: lists, forms, bars and controls. They resolve in the scheme of
/// the view drawing them (see `ColorScheme`).
enum ChromeColors {
    /// `systemGroupedBackground`: behind grouped lists and forms, #F2F2F7 (dark: black).
    static let groupedBackground = Color.systemGroupedBackgroundColor
    /// `secondarySystemGroupedBackground`: the rows of a grouped list, white (dark: #1C1C1E).
    static let groupedRow = Color.secondarySystemGroupedBackgroundColor
    /// `separator`: lines between rows, #3C3C43 at 29 % (dark: #545458 at 60 %).
    static let separator = Color.separatorColor
    /// `secondaryLabel`: section headers and footers, #3C3C43 at 60 % (dark: #EBEBF5 at 60 %).
    static let secondaryLabel = Color.secondaryLabelColor
    /// `tertiaryLabel`: disclosure chevrons and placeholder text, #3C3C43 at 30 % (dark: #EBEBF5 at 30 %).
    static let tertiaryLabel = Color.tertiaryLabelColor
    /// `systemGray`: unselected tab items, #8E8E93 in both appearances.
    static let gray = Color.systemGrayColor
    /// `systemGray5`: switch tracks when off, #E5E5EA (dark: #2C2C2E).
    static let gray5 = Color.systemGray5Color
    /// `systemGray6`: text field fill, #F2F2F7 (dark: #1C1C1E).
    static let gray6 = Color.systemGray6Color
    /// `tertiarySystemFill`: segmented control background, #767680 at 12 % (dark: at 24 %).
    static let tertiaryFill = Color.tertiarySystemFillColor
    /// The bar background of tab and toolbars over content, #F9F9F9 at 94 % (dark: #161616 at 94 %).
    static let barBackground = Color(
        light: Color(red: 249 / 255, green: 249 / 255, blue: 249 / 255, opacity: 0.94),
        dark: Color(red: 22 / 255, green: 22 / 255, blue: 22 / 255, opacity: 0.94))
    /// The hairline on top of a tab bar: black at 30 % (dark: white at 15 %).
    static let barHairline = Color(light: Color(white: 0, opacity: 0.3), dark: Color(white: 1, opacity: 0.15))
    /// The selected segment's plate: white (dark: #636366).
    static let segmentPlate = Color(light: .white, dark: Color(red: 99 / 255, green: 99 / 255, blue: 102 / 255))
    /// Behind a sheet's content: white (dark: the elevated background #1C1C1E).
    static let sheetBackground = Color(light: .white, dark: Color(red: 28 / 255, green: 28 / 255, blue: 30 / 255))
}
