import Foundation

/// Core Graphics' colour, as far as SwiftUI code uses it (Foundation on Linux has none): sRGB
/// or grey components with alpha, `components`, and conversion with `Color(cgColor:)` and
/// `Color.cgColor`. A value here, not a Core Foundation object.
public struct CGColor: Hashable, Sendable, CustomStringConvertible {
    /// The components: red, green, blue and alpha (sRGB), or grey and alpha.
    public let components: [CGFloat]?
    /// The opacity in [0, 1].
    public var alpha: CGFloat { components?.last ?? 1 }
    /// 4 for an sRGB colour, 2 for a grey.
    public var numberOfComponents: Int { components?.count ?? 0 }

    /// sRGB components in [0, 1]; non-finite values are taken as 0.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha].map { $0.isFinite ? $0 : 0 }
    }
    /// Core Graphics' `CGColor(srgbRed:green:blue:alpha:)`.
    public init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }
    /// A grey of `gray` in [0, 1].
    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha].map { $0.isFinite ? $0 : 0 }
    }

    /// The colour with `alpha` as its opacity.
    public func copy(alpha: CGFloat) -> CGColor? {
        guard var c = components else { return nil }
        c[c.count - 1] = alpha.isFinite ? alpha : 1
        return c.count == 2 ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    public static let black = CGColor(gray: 0, alpha: 1)
    public static let white = CGColor(gray: 1, alpha: 1)
    public static let clear = CGColor(gray: 0, alpha: 0)

    /// sRGB components (a grey repeated), each in [0, 1] unless given outside.
    var rgba: (CGFloat, CGFloat, CGFloat, CGFloat) {
        guard let c = components else { return (0, 0, 0, 1) }
        return c.count == 2 ? (c[0], c[0], c[0], c[1]) : (c[0], c[1], c[2], c[3])
    }

    public var description: String { "CGColor(\((components ?? []).map { "\($0)" }.joined(separator: ", ")))" }
}

extension Color {
    /// A Core Graphics colour as a SwiftUI colour (fixed: the same in both appearances).
    public init(cgColor: CGColor) {
        let (r, g, b, a) = cgColor.rgba
        self.init(red: Double(r), green: Double(g), blue: Double(b), opacity: Double(a))
    }
    /// A Core Graphics colour as a SwiftUI colour. Disfavoured, so that `Color(.clear)`,
    /// `Color(.white)` and `Color(.black)` take UIKit's colour of that name, as SwiftUI code
    /// written beside UIKit means them (SwiftUI deprecates this form for `init(cgColor:)`).
    @_disfavoredOverload
    public init(_ cgColor: CGColor) { self.init(cgColor: cgColor) }

    /// The colour as a Core Graphics colour, in the appearance being drawn (nil never here;
    /// optional as in SwiftUI, where dynamic colours have none).
    public var cgColor: CGColor? {
        let r = resolved
        return CGColor(red: CGFloat(r.red), green: CGFloat(r.green), blue: CGFloat(r.blue), alpha: CGFloat(r.opacity))
    }
}
