import Foundation

/// A height a sheet rests at (SwiftUI's `PresentationDetent`), measured against the large
/// detent: the canvas height less the 10 pt gap a sheet leaves at the top.
public struct PresentationDetent: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case large, medium, fraction(CGFloat), height(CGFloat)
    }
    let kind: Kind

    /// The full height: from 10 pt below the canvas's top to its bottom.
    public static let large = PresentationDetent(kind: .large)
    /// Half the large detent's height (UIKit's medium detent, about half the screen).
    public static let medium = PresentationDetent(kind: .medium)
    /// `fraction` of the large detent's height, in (0, 1]; values outside are clamped, with a
    /// warning naming the parameter.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent {
        guard fraction.isFinite, fraction > 0, fraction <= 1 else {
            WarningLog.warn("PresentationDetent.fraction(\(fraction)): fraction must be in (0, 1]; clamping")
            return PresentationDetent(kind: .fraction(fraction.isFinite ? min(max(fraction, 0.01), 1) : 1))
        }
        return PresentationDetent(kind: .fraction(fraction))
    }
    /// A fixed height in points, > 0; at most the large detent's height. A height that is not
    /// finite or not positive is taken as the large detent, with a warning.
    public static func height(_ height: CGFloat) -> PresentationDetent {
        guard height.isFinite, height > 0 else {
            WarningLog.warn("PresentationDetent.height(\(height)): height must be finite and > 0 points; using .large")
            return .large
        }
        return PresentationDetent(kind: .height(height))
    }

    /// The sheet's height at this detent when the large one is `large` points tall.
    func height(large: CGFloat) -> CGFloat {
        switch kind {
        case .large: return large
        case .medium: return (large / 2).rounded()
        case .fraction(let f): return (large * f).rounded()
        case .height(let h): return min(h, large)
        }
    }
}

/// What the presented content asks of its sheet, written by the `presentation…` modifiers as
/// the content updates and read when the sheet is laid out and drawn. One per presentation,
/// kept on its node.
@MainActor
final class PresentationOptions {
    var detents: Set<PresentationDetent>?
    var selection: Binding<PresentationDetent>?
    var dragIndicator: Visibility = .automatic
    var cornerRadius: CGFloat?
    var background: AnyShapeStyle?

    /// The sheet's height: the selected detent, else the smallest one asked for (SwiftUI
    /// presents at the smallest), else the large detent.
    func sheetHeight(large: CGFloat) -> CGFloat {
        if let selection { return selection.wrappedValue.height(large: large) }
        guard let detents, !detents.isEmpty else { return large }
        return detents.map { $0.height(large: large) }.min() ?? large
    }

    /// Whether the grabber shows: `.visible`, or `.automatic` with more than one detent.
    var showsDragIndicator: Bool {
        switch dragIndicator {
        case .visible: return true
        case .hidden: return false
        case .automatic: return (detents?.count ?? 0) > 1
        }
    }
}

struct PresentationOptionsAttachment: NodeAttachment {
    let options: PresentationOptions
}

struct PresentationOptionsKey: EnvironmentKey { static var defaultValue: PresentationOptions? { nil } }

extension EnvironmentValues {
    /// The options of the presentation this subtree is the content of.
    var presentationOptions: PresentationOptions? {
        get { self[PresentationOptionsKey.self] }
        set { self[PresentationOptionsKey.self] = newValue }
    }
}

/// Writes one option of the enclosing presentation when its content updates.
public struct _PresentationOptionModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let apply: @MainActor (PresentationOptions) -> Void
    public func body(content: Content) -> Never { preconditionFailure("primitive modifier") }
    func update(node: Node, context: UpdateContext) {
        if let options = node.environment.presentationOptions { apply(options) }
    }
}

extension View {
    /// The heights the enclosing sheet can rest at; it is shown at the smallest (a drag between
    /// them is not simulated).
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> ModifiedContent<Self, _PresentationOptionModifier> {
        modifier(
            _PresentationOptionModifier {
                $0.detents = detents; $0.selection = nil
            })
    }
    /// The same, shown at the detent `selection` holds.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>) -> ModifiedContent<Self, _PresentationOptionModifier> {
        modifier(
            _PresentationOptionModifier {
                $0.detents = detents; $0.selection = selection
            })
    }
    /// Whether the sheet shows its grabber (36 × 5 pt, 5 pt from the top); `.automatic` shows
    /// it when there is more than one detent.
    public func presentationDragIndicator(_ visibility: Visibility) -> ModifiedContent<Self, _PresentationOptionModifier> {
        modifier(_PresentationOptionModifier { $0.dragIndicator = visibility })
    }
    /// The radius of the sheet's top corners, points (default 10); nil is the default.
    public func presentationCornerRadius(_ cornerRadius: CGFloat?) -> ModifiedContent<Self, _PresentationOptionModifier> {
        let r = cornerRadius.map { $0.isFinite ? max(0, $0) : 10 }
        return modifier(_PresentationOptionModifier { $0.cornerRadius = r })
    }
    /// Fills the sheet with `style` instead of the system background.
    public func presentationBackground<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, _PresentationOptionModifier> {
        let erased = AnyShapeStyle(style)
        return modifier(_PresentationOptionModifier { $0.background = erased })
    }
    /// Accepted for source compatibility: the sheet cannot be dragged down here.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> Self { self }
}
