import Foundation

/// The full and safe rectangles (absolute layout coordinates) of the innermost container with
/// a safe area: the canvas given one by `canvasSafeArea(_:)`, a navigation stack's screen under
/// its bar, or the view modified by `safeAreaInset` (SafeAreaInset.swift). Written by the
/// container as it places its content. The views that read it lie inside the container, and
/// are placed only in a pass that places the container too (an update marks every ancestor for
/// placement; a container that only moved is not entered), so what they read is current.
///
/// `full` is how far a view on a safe edge reaches with `ignoresSafeArea`; `scrollable` how far
/// a scroll view on a safe edge extends its frame, its content inset by the difference, so that
/// the content scrolls under what makes the safe area (SwiftUI's scroll views do so under every
/// safe area; here only under the content of a `safeAreaInset`: `scrollable` is `safe` for the
/// canvas and navigation bars, whose goldens keep their scroll views inside the safe area).
@MainActor
final class SafeAreaRegion {
    private(set) var full = CGRect.zero
    private(set) var safe = CGRect.zero
    private(set) var scrollable = CGRect.zero

    /// Records the region; `scrollable` nil is `safe`.
    func set(full: CGRect, safe: CGRect, scrollable: CGRect? = nil) {
        self.full = full
        self.safe = safe
        self.scrollable = scrollable ?? safe
    }

    /// How far a view placed in `bounds` reaches on each edge, starting from `bounds`: on an
    /// edge that lies on this region's safe edge (within half a point), out to `reach`'s edge
    /// (`full` or `scrollable`); elsewhere `bounds`' own edge.
    func extend(_ bounds: CGRect, to reach: CGRect, edges: Edge.Set = .all) -> CGRect {
        let tolerance: CGFloat = 0.5
        var minX = bounds.minX, minY = bounds.minY, maxX = bounds.maxX, maxY = bounds.maxY
        if edges.contains(.top), abs(bounds.minY - safe.minY) <= tolerance { minY = min(minY, reach.minY) }
        if edges.contains(.bottom), abs(bounds.maxY - safe.maxY) <= tolerance { maxY = max(maxY, reach.maxY) }
        if edges.contains(.leading), abs(bounds.minX - safe.minX) <= tolerance { minX = min(minX, reach.minX) }
        if edges.contains(.trailing), abs(bounds.maxX - safe.maxX) <= tolerance { maxX = max(maxX, reach.maxX) }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

struct SafeAreaRegionKey: EnvironmentKey { static var defaultValue: SafeAreaRegion? { nil } }

extension EnvironmentValues {
    var safeAreaRegion: SafeAreaRegion? {
        get { self[SafeAreaRegionKey.self] }
        set { self[SafeAreaRegionKey.self] = newValue }
    }
}

/// Kinds of safe area (SwiftUI's `SafeAreaRegions`); both kinds are the same area here.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// Extends the drawing of the content into the safe area on the given edges (SwiftUI's
/// `ignoresSafeArea`): an edge of the view that lies on the safe area's edge is moved out to
/// the container's full edge. Layout around the view is unchanged, as in SwiftUI.
public struct _IgnoresSafeAreaModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let edges: Edge.Set
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        var r = bounds
        if let region = node.environment.safeAreaRegion { r = region.extend(bounds, to: region.full, edges: edges) }
        ZStackLayout(alignment: .center).place(content, in: r, context: context)
    }
}

/// Gives the canvas a safe area: the content is laid out inside `insets` (a status bar, a home
/// indicator), and views that ignore the safe area extend to the canvas edges. The canvas has
/// no safe area unless a scene's root asks for one with this modifier.
public struct _CanvasSafeAreaModifier: ViewModifier, PrimitiveModifier {
    public typealias Body = Never
    let insets: EdgeInsets
    let region: SafeAreaRegion
    public func body(content: Content) -> Never { fatalError("primitive modifier") }
    func childEnvironment(_ environment: EnvironmentValues) -> EnvironmentValues {
        var e = environment
        e.safeAreaRegion = region
        return e
    }
    private func inner(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(
            width: p.width.map { max(0, $0 - insets.leading - insets.trailing) },
            height: p.height.map { max(0, $0 - insets.top - insets.bottom) })
    }
    /// Runs `body` with the safe rectangle as the content's container (`containerRelativeFrame`:
    /// a container's size without its safe-area insets).
    private func asContainer<R>(_ context: LayoutContext, _ body: () -> R) -> R {
        let saved = context.containerSize
        context.containerSize = CGSize(
            width: max(0, saved.width - insets.leading - insets.trailing),
            height: max(0, saved.height - insets.top - insets.bottom))
        defer { context.containerSize = saved }
        return body()
    }

    /// The proposed size where there is one, as a screen is (the canvas is the screen whose
    /// safe area this is: content smaller than it is centred in the safe area, and the region
    /// is the whole screen's); on an axis without one, the content's size plus the insets.
    func sizeThatFits(_ proposal: ProposedViewSize, node: Node, content: [Node], context: LayoutContext) -> CGSize {
        let s = asContainer(context) { ZStackLayout(alignment: .center).sizeThatFits(inner(proposal), children: content, context: context) }
        func finite(_ p: CGFloat?) -> CGFloat? { p.flatMap { $0.isFinite ? $0 : nil } }
        return CGSize(
            width: finite(proposal.width) ?? s.width + insets.leading + insets.trailing,
            height: finite(proposal.height) ?? s.height + insets.top + insets.bottom)
    }
    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        let safe = CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
        region.set(full: bounds, safe: safe)
        asContainer(context) {
            // Centred in the safe area at a whole-point offset, as the host centres a root view
            // smaller than the canvas.
            let proposal = inner(node.placementProposal)
            let layout = ZStackLayout(alignment: .center)
            let s = layout.sizeThatFits(proposal, children: content, context: context)
            let dx = s.width.isFinite ? ((safe.width - s.width) / 2).rounded() : 0
            let dy = s.height.isFinite ? ((safe.height - s.height) / 2).rounded() : 0
            let box = CGRect(
                x: safe.minX + dx, y: safe.minY + dy,
                width: s.width.isFinite ? s.width : safe.width, height: s.height.isFinite ? s.height : safe.height)
            layout.place(content, in: box, proposal: proposal, context: context)
        }
    }
}

extension View {
    /// Lets the view draw into the safe area on `edges` (see `_IgnoresSafeAreaModifier`).
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> ModifiedContent<Self, _IgnoresSafeAreaModifier> {
        modifier(_IgnoresSafeAreaModifier(edges: edges))
    }
    /// The older form of `ignoresSafeArea`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> ModifiedContent<Self, _IgnoresSafeAreaModifier> {
        modifier(_IgnoresSafeAreaModifier(edges: edges))
    }
    /// Gives the canvas (when applied to a scene's root) a safe area of `insets` points, as a
    /// phone's status bar (top 59 on an iPhone 15, 47 on an iPhone 14) and home indicator (bottom 34) make one.
    public func canvasSafeArea(_ insets: EdgeInsets) -> ModifiedContent<Self, _CanvasSafeAreaModifier> {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        return modifier(
            _CanvasSafeAreaModifier(
                insets: EdgeInsets(
                    top: clean(insets.top), leading: clean(insets.leading),
                    bottom: clean(insets.bottom), trailing: clean(insets.trailing)),
                region: SafeAreaRegion()))
    }
}
