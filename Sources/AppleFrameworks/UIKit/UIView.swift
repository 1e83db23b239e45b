import Foundation
import SceneGraph

/// A UIKit view, as SwiftUI code makes one inside `UIViewRepresentable` (UIKit's `UIView`).
///
/// Nothing here runs UIKit: a view is a description that is drawn as SwiftUI views when its
/// representable is drawn. What is drawn: `backgroundColor`, `alpha`, `isHidden`,
/// `layer.cornerRadius` (clipping when `clipsToBounds`), `layer.borderWidth`, the subviews at
/// their frames' origins and sizes, and each subclass's content (a label's text, a text view's
/// text inside UIKit's insets, an image view's image). Auto Layout constraints, `draw(_:)`
/// overrides and touch handling are not: a subclass that draws itself shows its background only.
///
/// Sizing follows `intrinsicContentSize`: in each dimension where it is
/// `UIView.noIntrinsicMetric` the view takes the size SwiftUI proposes (as a representable
/// does on iOS), else its intrinsic size.
@MainActor
open class UIView {
    /// The frame in the superview's coordinates, in points.
    open var frame: CGRect
    /// The bounds: origin zero, the frame's size.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }
    /// The fill behind the content; nil (UIKit's default) draws nothing.
    open var backgroundColor: UIColor?
    /// The view's opacity, 0 to 1.
    open var alpha: CGFloat = 1
    /// Whether the view is left out of drawing.
    open var isHidden = false
    /// Whether content is clipped to the bounds (and to `layer.cornerRadius`).
    open var clipsToBounds = false
    /// The tint for the view's controls; nil takes the accent colour.
    open var tintColor: UIColor!
    /// How content fills the bounds (drawn for `UIImageView`).
    open var contentMode: ContentMode = .scaleToFill
    /// Accepted and ignored (Auto Layout is not run).
    open var translatesAutoresizingMaskIntoConstraints = true
    /// Accepted and ignored.
    open var isUserInteractionEnabled = true
    /// Accepted and ignored.
    open var tag = 0
    /// The view's layer (its corner radius and border are drawn).
    public let layer = CALayer()
    /// The views added with `addSubview(_:)`, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one was added to.
    public private(set) weak var superview: UIView?

    /// The value of `intrinsicContentSize` in a dimension the view has no size of its own in.
    public static let noIntrinsicMetric: CGFloat = -1

    /// A view with `frame`.
    public init(frame: CGRect) { self.frame = frame }
    /// A view of zero size.
    public convenience init() { self.init(frame: .zero) }
    /// Views are not decoded from archives here: always nil.
    public required init?(coder: NSCoder) { return nil }

    /// The size the view would have on its own; `noIntrinsicMetric` in both dimensions by default.
    open var intrinsicContentSize: CGSize { CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric) }

    private var hugging: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    private var compression: [NSLayoutConstraint.Axis: UILayoutPriority] = [:]
    /// How strongly the view keeps from growing past its intrinsic size along `axis` (UIKit's
    /// default: 250, `.defaultLow`; a label's 251). At `.defaultHigh` (750) or above, a
    /// representable is no larger than the view's intrinsic size along that axis.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        hugging[axis] ?? defaultHuggingPriority
    }
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) { hugging[axis] = priority }
    /// How strongly the view keeps from shrinking below its intrinsic size along `axis`
    /// (default 750, `.defaultHigh`). Raised above that, a representable is no smaller than the
    /// view's intrinsic size along that axis.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        compression[axis] ?? .defaultHigh
    }
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        compression[axis] = priority
    }
    var defaultHuggingPriority: UILayoutPriority { .defaultLow }

    /// The size that fits `size` (UIKit's default answers the current bounds' size).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }
    /// Sets the bounds' size to `sizeThatFits` of it.
    open func sizeToFit() { frame.size = sizeThatFits(frame.size) }

    /// Adds `view` on top of the subviews (moving it from its former superview).
    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }
    /// Takes the view out of its superview.
    open func removeFromSuperview() {
        superview?.subviews.removeAll { $0 === self }
        superview = nil
    }
    /// Accepted and ignored (layout is not run): UIKit hooks kept so that overrides compile.
    open func layoutSubviews() {}
    open func setNeedsLayout() {}
    open func layoutIfNeeded() {}
    open func setNeedsDisplay() {}
    open func draw(_ rect: CGRect) {}
    @discardableResult open func becomeFirstResponder() -> Bool { false }
    @discardableResult open func resignFirstResponder() -> Bool { true }

    /// The view's own content, drawn above the background and below the subviews, filling the
    /// bounds SwiftUI gives it. Empty for a plain view.
    func content() -> AnyView { AnyView(EmptyView()) }

    /// The whole view as SwiftUI views: background, content, subviews, layer and alpha.
    func drawing() -> AnyView {
        if isHidden { return AnyView(Color.clear) }
        let radius = max(0, layer.cornerRadius.isFinite ? layer.cornerRadius : 0)
        let shape = RoundedRectangle(cornerRadius: radius, style: .circular)
        let clips = clipsToBounds || layer.masksToBounds
        let subviews = subviews
        var view = AnyView(
            ZStack(alignment: .topLeading) {
                content()
                ForEach(subviews.indices, id: \.self) { index in
                    let sub = subviews[index]
                    sub.drawing()
                        .frame(width: max(0, sub.frame.width), height: max(0, sub.frame.height))
                        .offset(x: sub.frame.minX, y: sub.frame.minY)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .background(backgroundColor.map { Color(uiColor: $0) } ?? .clear, in: shape))
        if clips { view = AnyView(view.clipShape(shape)) }
        if layer.borderWidth > 0 {
            view = AnyView(view.overlay(shape.strokeBorder(Color(cgColor: layer.borderColor ?? .black), lineWidth: layer.borderWidth)))
        }
        let opacity = Double(alpha.isFinite ? min(max(alpha, 0), 1) : 1) * Double(layer.opacity.isFinite ? min(max(layer.opacity, 0), 1) : 1)
        return AnyView(view.opacity(opacity))
    }

    /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

/// A view's layer, for the properties SwiftUI code sets on it (Core Animation's `CALayer`).
@MainActor
public final class CALayer {
    public var cornerRadius: CGFloat = 0
    public var masksToBounds = false
    public var borderWidth: CGFloat = 0
    /// The border's colour; nil draws black.
    public var borderColor: CGColor?
    public var opacity: Float = 1
    init() {}
}

/// A layout priority, 1 to 1000 (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)
    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
}

/// Auto Layout's constraint type, for its `Axis` (constraints themselves are not solved here).
@MainActor
public final class NSLayoutConstraint {
    /// A layout axis (UIKit's `NSLayoutConstraint.Axis`).
    public enum Axis: Int, Sendable { case horizontal, vertical }
    private init() {}
}

/// How a label breaks or truncates lines (UIKit's `NSLineBreakMode`).
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

extension UIColor {
    /// The colour as Core Graphics' colour (`layer.borderColor = UIColor.red.cgColor`), in the
    /// appearance being drawn (`Color.cgColor`).
    public var cgColor: CGColor { color.cgColor ?? .black }
    /// A Core Graphics colour as a UIKit colour.
    public init(cgColor: CGColor) { self.init(Color(cgColor: cgColor)) }
}

/// Insets of a UIKit view's content, in points (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Hashable, Sendable {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// Horizontal alignment of text in a UIKit view (UIKit's `NSTextAlignment`).
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural

    var textAlignment: TextAlignment {
        switch self {
        case .center: return .center
        case .right: return .trailing
        default: return .leading
        }
    }
    var frameAlignment: Alignment {
        switch self {
        case .center: return .top
        case .right: return .topTrailing
        default: return .topLeading
        }
    }
}

/// A scrolling view (UIKit's `UIScrollView`): drawn at its content offset zero.
@MainActor
open class UIScrollView: UIView {
    /// The size of the scrolled content, in points.
    open var contentSize: CGSize = .zero
    open var contentOffset: CGPoint = .zero
    open var contentInset: UIEdgeInsets = .zero
    /// Accepted and ignored (nothing scrolls while a scene renders).
    open var isScrollEnabled = true
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var bounces = true
    open var isPagingEnabled = false
}

/// A label (UIKit's `UILabel`): its text in its font and colour, `numberOfLines` lines at most
/// (0: any number), aligned by `textAlignment`, vertically centred as UIKit draws it, truncated
/// as `lineBreakMode` says. Its intrinsic size and `sizeThatFits(_:)` are the text measured by
/// the scene's text engine (one line per line break unless `numberOfLines` allows wrapping at
/// the width asked); its hugging priority is 251, as UIKit's.
@MainActor
open class UILabel: UIView {
    open var text: String?
    /// The font; UIKit's default is the 17 pt system font.
    open var font: UIFont! = .systemFont(ofSize: 17)
    open var textColor: UIColor! = .label
    open var textAlignment: NSTextAlignment = .natural
    open var numberOfLines = 1
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// The width at which a multi-line label wraps for its intrinsic size (0: none).
    open var preferredMaxLayoutWidth: CGFloat = 0
    open var adjustsFontSizeToFitWidth = false
    open var minimumScaleFactor: CGFloat = 0
    /// Accepted: a label whose font is a text style follows the Dynamic Type size anyway.
    open var adjustsFontForContentSizeCategory = false

    override var defaultHuggingPriority: UILayoutPriority { UILayoutPriority(251) }

    /// The text's size in the label's font, wrapping at `width` when given and more than one
    /// line is allowed, rounded up to a third of a point.
    func measuredSize(width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let measurer = SceneResources.current?.textMeasurer ?? ApproximateTextMeasurer()
        let resolved = Font(font ?? .systemFont(ofSize: 17)).resolve(in: EnvironmentValues())
        let wraps = numberOfLines != 1
        let size = measurer.measure(
            text, font: resolved, width: wraps ? width.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } : nil,
            lineLimit: numberOfLines > 0 ? numberOfLines : nil)
        func up(_ v: CGFloat) -> CGFloat { (v * 3).rounded(.up) / 3 }
        return CGSize(width: up(size.width), height: up(size.height))
    }

    open override var intrinsicContentSize: CGSize {
        measuredSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : nil)
    }

    /// The text's size wrapped at `size.width` (when more than one line is allowed), no wider
    /// than `size.width`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let measured = measuredSize(width: size.width)
        return CGSize(width: size.width.isFinite && size.width > 0 ? min(measured.width, size.width) : measured.width, height: measured.height)
    }

    override func content() -> AnyView {
        AnyView(
            Text(text ?? "")
                .font(Font(font ?? .systemFont(ofSize: 17)))
                .foregroundStyle(Color(uiColor: textColor ?? .label))
                .multilineTextAlignment(textAlignment.textAlignment)
                .lineLimit(numberOfLines > 0 ? numberOfLines : nil)
                .truncationMode(lineBreakMode == .byTruncatingHead ? .head : lineBreakMode == .byTruncatingMiddle ? .middle : .tail)
                .minimumScaleFactor(adjustsFontSizeToFitWidth ? max(minimumScaleFactor, 0.01) : 1)
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: textAlignment == .center ? .center : textAlignment == .right ? .trailing : .leading))
    }
}

/// A text view (UIKit's `UITextView`): its text drawn top-leading inside `textContainerInset`
/// (8 pt above and below) and the text container's 5 pt line padding, wrapping at the width,
/// over the system background (UIKit's default background). Editing does not happen while a
/// scene renders; delegates are kept for the code that sets them.
@MainActor
open class UITextView: UIScrollView {
    open var text: String! = ""
    /// The font; nil draws UIKit's default, the 12 pt system font.
    open var font: UIFont?
    open var textColor: UIColor?
    open var textAlignment: NSTextAlignment = .natural
    open var isEditable = true
    open var isSelectable = true
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    open weak var delegate: (any UITextViewDelegate)?
    open var keyboardType: UIKeyboardType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }
    public required init?(coder: NSCoder) { return nil }

    /// The height of the text's lines (one per line break; wrapping is not measured here, as the
    /// width is not known before SwiftUI lays the view out) plus the vertical insets, and the
    /// bounds' width; a value set is ignored, as UIKit computes it too.
    open override var contentSize: CGSize {
        get {
            let lines = CGFloat((text ?? "").split(separator: "\n", omittingEmptySubsequences: false).count)
            let line = (font ?? .systemFont(ofSize: 12)).lineHeight
            return CGSize(width: bounds.width, height: lines * line + textContainerInset.top + textContainerInset.bottom)
        }
        set {}
    }

    override func content() -> AnyView {
        let inset = textContainerInset
        return AnyView(
            Text(text ?? "")
                .font(Font(font ?? .systemFont(ofSize: 12)))
                .foregroundStyle(Color(uiColor: textColor ?? .label))
                .multilineTextAlignment(textAlignment.textAlignment)
                .frame(maxWidth: .infinity, alignment: textAlignment.frameAlignment)
                .padding(EdgeInsets(top: inset.top, leading: inset.left + 5, bottom: inset.bottom, trailing: inset.right + 5))
                .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
                .clipped())
    }
}

/// What a text view tells its delegate (UIKit's `UITextViewDelegate`); every method is optional
/// (an empty default), as in UIKit.
@MainActor
public protocol UITextViewDelegate: AnyObject {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Autocorrection of a text input (UIKit's `UITextAutocorrectionType`): accepted and ignored.
public enum UITextAutocorrectionType: Int, Sendable { case `default`, no, yes }
/// Automatic capitals of a text input (UIKit's `UITextAutocapitalizationType`): accepted and ignored.
public enum UITextAutocapitalizationType: Int, Sendable { case none, words, sentences, allCharacters }

/// An image view (UIKit's `UIImageView`): its image scaled by `contentMode` (`.scaleToFill`
/// stretches, `.scaleAspectFit`/`.scaleAspectFill` keep the aspect ratio, the others draw it at
/// its size, centred); its intrinsic size is the image's.
@MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    /// An image view showing `image`, sized to it.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public required init?(coder: NSCoder) { return nil }

    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    override func content() -> AnyView {
        guard let image else { return AnyView(EmptyView()) }
        let picture = Image(uiImage: image)
        switch contentMode {
        case .scaleToFill: return AnyView(picture.resizable())
        case .scaleAspectFit: return AnyView(picture.resizable().aspectRatio(contentMode: .fit).frame(maxWidth: .infinity, maxHeight: .infinity))
        case .scaleAspectFill: return AnyView(picture.resizable().aspectRatio(contentMode: .fill).frame(maxWidth: .infinity, maxHeight: .infinity).clipped())
        default: return AnyView(picture.frame(maxWidth: .infinity, maxHeight: .infinity))
        }
    }
}
