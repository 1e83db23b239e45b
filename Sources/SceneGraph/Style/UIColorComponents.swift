import Foundation

extension UIColor {
    /// The colour's sRGB components and opacity, each 0…1 (UIKit's `getRed(_:green:blue:alpha:)`),
    /// written where the pointers are not nil. The colour is resolved in the light appearance, as
    /// UIKit resolves a dynamic colour outside any trait collection (an adaptive system colour
    /// gives its light value). Always true: every colour here converts to sRGB.
    @discardableResult
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let resolved = color.resolve(in: EnvironmentValues())
        red?.pointee = CGFloat(resolved.red)
        green?.pointee = CGFloat(resolved.green)
        blue?.pointee = CGFloat(resolved.blue)
        alpha?.pointee = CGFloat(resolved.opacity)
        return true
    }

    /// The colour's hue, saturation and brightness (HSB of its sRGB components) and opacity, each
    /// 0…1 (UIKit's `getHue(_:saturation:brightness:alpha:)`; hue 0 for greys), resolved as
    /// `getRed` resolves it. Always true.
    @discardableResult
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0
        getRed(&r, green: &g, blue: &b, alpha: alpha)
        let maximum = max(r, g, b), minimum = min(r, g, b), chroma = maximum - minimum
        var h: CGFloat = 0
        if chroma > 0 {
            if maximum == r {
                h = (g - b) / chroma
            } else if maximum == g {
                h = (b - r) / chroma + 2
            } else {
                h = (r - g) / chroma + 4
            }
            h /= 6
            if h < 0 { h += 1 }
        }
        hue?.pointee = h
        saturation?.pointee = maximum > 0 ? chroma / maximum : 0
        brightness?.pointee = maximum
        return true
    }
}

extension UIColor {
    /// A short English description of the colour, as VoiceOver reads it (UIKit's
    /// `accessibilityName`, iOS 14): black, white or gray when its saturation is under 15 % (by
    /// brightness), else a hue name — red, orange, yellow, green, cyan, blue, purple, pink, at
    /// 30° steps of HSB hue — prefixed "dark" below 40 % brightness and "light" for a pale
    /// colour (brightness over 80 %, saturation under 45 %). Apple does not publish its rule;
    /// its names are words like these.
    public var accessibilityName: String {
        var h: CGFloat = 0, s: CGFloat = 0, v: CGFloat = 0
        getHue(&h, saturation: &s, brightness: &v, alpha: nil)
        if s < 0.15 {
            if v < 0.15 { return "black" }
            if v > 0.9 { return "white" }
            return v < 0.4 ? "dark gray" : v > 0.75 ? "light gray" : "gray"
        }
        let degrees = Double(h) * 360
        let hue: String
        switch degrees {
        case ..<15, 345...: hue = "red"
        case ..<45: hue = "orange"
        case ..<70: hue = "yellow"
        case ..<160: hue = "green"
        case ..<200: hue = "cyan"
        case ..<255: hue = "blue"
        case ..<290: hue = "purple"
        default: hue = "pink"
        }
        if v < 0.4 { return "dark " + hue }
        if v > 0.8 && s < 0.45 { return "light " + hue }
        return hue
    }
}
