import Foundation

/// Where a scroll view is scrolled, as a meaning rather than only an offset (SwiftUI's
/// `ScrollPosition`, iOS 18): the view of an identity, an edge, or an offset; bound to a scroll
/// view with `scrollPosition(_:anchor:)`.
///
/// Writing a position scrolls the scroll view there (at once, or with the animation of the
/// transaction the write was made in, such as `withAnimation`):
///
/// - `scrollTo(id:anchor:)`: the view of that identity among the views of the scroll target
///   layout (`scrollTargetLayout()`; without one, the views the scroll view stacks itself, such
///   as the rows of a `ForEach` written directly in it) has its `anchor` point (nil: the
///   binding's anchor, else `.topLeading`) put on the same unit point of the visible region
///   (the frame less the `.scrollContent` margins): offset = view start + anchor·(view length −
///   visible length) along each scroll axis. A view found elsewhere in the content (by `.id`)
///   is scrolled to the same way.
/// - `scrollTo(edge:)`: the offset goes to that edge (`.top` 0, `.bottom` the end, and so
///   `.leading`, `.trailing`), and stays there when the content's size changes (a chat kept at
///   its last message), until the user scrolls or another position is written.
/// - `scrollTo(point:)`, `scrollTo(x:)`, `scrollTo(y:)`, `scrollTo(x:y:)`: the content offset in
///   `ScrollGeometry.contentOffset`'s terms (0 with the content's leading top corner at the
///   visible region's, −margin at rest before the `.scrollContent` margins); an axis not given
///   keeps its offset. Not kept when the content's size changes.
///
/// Every offset is clamped to the scroll view's range. As the user scrolls, the scroll view
/// writes the position back: `isPositionedByUser` becomes true, `edge` and `point` nil, and
/// `viewID` the identity of the view of the scroll target layout at the binding's anchor (see
/// `scrollPosition(id:anchor:)`) when its type is the position's `idType`, else nil.
///
/// Writing the same value again changes nothing, as in SwiftUI (a binding that did not change
/// scrolls nothing); a position equal to the one the scroll view last wrote back scrolls nothing.
public struct ScrollPosition: Equatable, @unchecked Sendable {
    // `@unchecked`: the stored identity is `Sendable` (every initializer and `scrollTo(id:)`
    // take `Hashable & Sendable` ids); its `AnyHashable` twin, kept for comparisons, wraps the
    // same value.

    /// What the position asks the scroll view for.
    enum Target: Equatable {
        /// Nothing (a new automatic position, or one the scroll view wrote back).
        case automatic
        /// The view with the position's `viewID`, aligned by `anchor`.
        case view(anchor: UnitPoint?)
        case edge(Edge)
        /// Content offsets in `ScrollGeometry.contentOffset`'s terms; nil axes keep theirs.
        case offset(x: CGFloat?, y: CGFloat?)
    }

    var target: Target = .automatic
    /// The type of the identities the position reports (`init(idType:)`), and its cast.
    let idType: ObjectIdentifier
    let castID: @Sendable (Any) -> (any Hashable & Sendable)?
    /// The identity of the view positioned to or read back, and its `AnyHashable` twin.
    private(set) var storedID: (any Hashable & Sendable)?
    private(set) var storedKey: AnyHashable?
    private var positionedByUser = false

    /// Creates an automatic position (the scroll view where it is) whose `viewID` the scroll
    /// view sets, as the user scrolls, to identities of type `idType` (the default, `Never`,
    /// reports none).
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self) {
        self.idType = ObjectIdentifier(ID.self)
        self.castID = { $0 as? ID }
    }

    /// A position at the view of identity `id`, aligned by `anchor` (see the type).
    public init<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        self.init(idType: ID.self)
        scrollTo(id: id, anchor: anchor)
    }

    /// A position at `edge`.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, edge: Edge) {
        self.init(idType: idType)
        scrollTo(edge: edge)
    }

    /// A position at the content offset `point`.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, point: CGPoint) {
        self.init(idType: idType)
        scrollTo(point: point)
    }

    /// A position at the horizontal content offset `x`.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat) {
        self.init(idType: idType)
        scrollTo(x: x)
    }

    /// A position at the vertical content offset `y`.
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, y: CGFloat) {
        self.init(idType: idType)
        scrollTo(y: y)
    }

    /// A position at the content offset (`x`, `y`).
    public init<ID: Hashable & Sendable>(idType: ID.Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(idType: idType)
        scrollTo(x: x, y: y)
    }

    /// Scrolls to the view of identity `id` (see the type), aligned by `anchor`.
    public mutating func scrollTo<ID: Hashable & Sendable>(id: ID, anchor: UnitPoint? = nil) {
        target = .view(anchor: anchor)
        storedID = id
        storedKey = AnyHashable(id)
        positionedByUser = false
    }

    /// Scrolls to `edge` and keeps the scroll view there as its content's size changes.
    public mutating func scrollTo(edge: Edge) { set(.edge(edge)) }

    /// Scrolls to the content offset `point` (clamped to the content).
    public mutating func scrollTo(point: CGPoint) { set(.offset(x: point.x, y: point.y)) }

    /// Scrolls horizontally to the content offset `x` (clamped); the vertical offset stays.
    public mutating func scrollTo(x: CGFloat) { set(.offset(x: x, y: nil)) }

    /// Scrolls vertically to the content offset `y` (clamped); the horizontal offset stays.
    public mutating func scrollTo(y: CGFloat) { set(.offset(x: nil, y: y)) }

    /// Scrolls to the content offset (`x`, `y`) (clamped).
    public mutating func scrollTo(x: CGFloat, y: CGFloat) { set(.offset(x: x, y: y)) }

    private mutating func set(_ target: Target) {
        self.target = target
        storedID = nil
        storedKey = nil
        positionedByUser = false
    }

    /// The edge the position was scrolled to (`scrollTo(edge:)`), else nil.
    public var edge: Edge? {
        if case .edge(let e) = target { return e }
        return nil
    }

    /// The content offset the position was scrolled to (`scrollTo(point:)` or
    /// `scrollTo(x:y:)`), else nil; nil also after `scrollTo(x:)` or `scrollTo(y:)` alone
    /// (see `x`, `y`).
    public var point: CGPoint? {
        if case .offset(let x?, let y?) = target { return CGPoint(x: x, y: y) }
        return nil
    }

    /// The horizontal content offset the position was scrolled to, else nil (iOS 26).
    public var x: CGFloat? {
        if case .offset(let x, _) = target { return x }
        return nil
    }

    /// The vertical content offset the position was scrolled to, else nil (iOS 26).
    public var y: CGFloat? {
        if case .offset(_, let y) = target { return y }
        return nil
    }

    /// The identity of the view the position was scrolled to, or that the scroll view wrote
    /// back as the user scrolled (of the type `idType`); nil otherwise.
    public var viewID: (any Hashable & Sendable)? { storedID }

    /// `viewID` as a `T`, or nil when there is none or it is of another type.
    public func viewID<T: Hashable>(type: T.Type) -> T? { storedID as? T }

    /// Whether the user scrolled the scroll view since the position was last written by code.
    /// Setting it to true makes the position as one the user scrolled to: an edge or offset it
    /// held becomes nil, so the scroll view no longer keeps it.
    public var isPositionedByUser: Bool {
        get { positionedByUser }
        set {
            positionedByUser = newValue
            if newValue, case .edge = target { target = .automatic }
            if newValue, case .offset = target { target = .automatic }
        }
    }

    /// The position the scroll view writes back when the user scrolled it, with `id` (a view's
    /// identity, nil for none) as its `viewID` if it is of the position's `idType`.
    func positionedByUser(viewID id: AnyHashable?) -> ScrollPosition {
        var p = self
        p.target = .automatic
        p.positionedByUser = true
        if let id, ObjectIdentifier(type(of: id.base)) == idType, let value = castID(id.base) {
            p.storedID = value
            p.storedKey = id
        } else {
            p.storedID = nil
            p.storedKey = nil
        }
        return p
    }

    /// What writing this position asks the scroll view to do; nil for nothing.
    func request(defaultAnchor: UnitPoint?) -> ScrollRequest? {
        switch target {
        case .automatic: return nil
        case .view(let anchor): return storedKey.map { .view($0, anchor: anchor ?? defaultAnchor) }
        case .edge(let e): return .edge(e)
        case .offset(let x, let y): return .offset(x: x, y: y)
        }
    }

    public static func == (a: ScrollPosition, b: ScrollPosition) -> Bool {
        a.target == b.target && a.idType == b.idType && a.storedKey == b.storedKey && a.positionedByUser == b.positionedByUser
    }
}

/// What a `scrollPosition` binding's new value asks of the scroll view.
enum ScrollRequest: Equatable {
    case view(AnyHashable, anchor: UnitPoint?)
    case edge(Edge)
    case offset(x: CGFloat?, y: CGFloat?)
}

/// A binding's value as the scroll view compares it between updates.
enum ScrollPositionValue: Equatable {
    case id(AnyHashable?)
    case position(ScrollPosition)
}

/// The binding a `scrollPosition` modifier hands the scroll view it modifies, type-erased.
struct ScrollPositionBinding {
    /// The binding's current value.
    let read: () -> ScrollPositionValue
    /// What the value asks for.
    let request: (ScrollPositionValue) -> ScrollRequest?
    /// Whether a view identity is of the type the binding reports.
    let accepts: (AnyHashable) -> Bool
    /// The value to write back for the view `id` found at the anchor (nil: none), and the
    /// write; nil when the binding already holds it.
    let writeBack: (AnyHashable?) -> (value: ScrollPositionValue, write: () -> Void)?
    /// The anchor the binding reads and scrolls by.
    let anchor: UnitPoint?

    init<ID: Hashable>(id binding: Binding<ID?>, anchor: UnitPoint?) {
        self.anchor = anchor
        read = { .id(binding.wrappedValue.map { AnyHashable($0) }) }
        request = { value in
            guard case .id(let id?) = value else { return nil }
            return .view(id, anchor: anchor)
        }
        accepts = { $0.base is ID }
        writeBack = { id in
            guard let id, let value = id.base as? ID, binding.wrappedValue != value else { return nil }
            return (.id(id), { binding.wrappedValue = value })
        }
    }

    init(position binding: Binding<ScrollPosition>, anchor: UnitPoint?) {
        self.anchor = anchor
        read = { .position(binding.wrappedValue) }
        request = { value in
            guard case .position(let p) = value else { return nil }
            return p.request(defaultAnchor: anchor)
        }
        accepts = { ObjectIdentifier(type(of: $0.base)) == binding.wrappedValue.idType }
        writeBack = { id in
            let current = binding.wrappedValue
            let new = current.positionedByUser(viewID: id)
            guard new != current else { return nil }
            return (.position(new), { binding.wrappedValue = new })
        }
    }
}

struct ScrollPositionBindingKey: EnvironmentKey { static var defaultValue: ScrollPositionBinding? { nil } }

extension EnvironmentValues {
    /// The `scrollPosition` binding of the scroll views in this subtree (not of those nested
    /// in their content).
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionBindingKey.self] }
        set { self[ScrollPositionBindingKey.self] = newValue }
    }
}

extension UnitPoint {
    /// The point with each coordinate clamped to 0 ... 1 (a non-finite one 0).
    var sanitizedUnit: UnitPoint {
        func unit(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), 1) : 0 }
        return UnitPoint(x: unit(x), y: unit(y))
    }
}

extension View {
    /// Binds `id` to the identity of the view a scroll view in this view is scrolled to
    /// (SwiftUI's `scrollPosition(id:anchor:)`, iOS 17). The views counted are those of the
    /// scroll view's `scrollTargetLayout()`, or without one the views it stacks itself (the rows
    /// of a `ForEach` written directly in it), identified by their `ForEach` ids or `.id(_:)`
    /// values of type `ID`.
    ///
    /// - As the user scrolls (from the first drag on, at every step of time while it moves,
    ///   through the deceleration or snapping after the release), the scroll view writes the
    ///   identity of the view at `anchor`: with `anchor` nil, the top-most (then leading-most)
    ///   view overlapping the visible region (the frame less the `.scrollContent` margins);
    ///   otherwise the view containing that unit point of the visible region (`.center`: the
    ///   view in the middle), else the nearest one. The binding is not written at first, nor
    ///   while code scrolls (a nil binding stays nil until the user scrolls).
    /// - Writing the binding (with a value other than the one last written back) scrolls to
    ///   that view after the update that applied the write, at once, or inside `withAnimation`
    ///   with its animation (its completion waits for the scroll): the view's `anchor` point
    ///   goes to the same unit point of the visible region (nil: `.topLeading`, the view at the
    ///   start), clamped to the content. A value set before the scroll view appears scrolls it
    ///   there at once. An id no view has scrolls nothing and warns once; nil scrolls nothing.
    ///
    /// The modifier addresses the scroll views in this view, not those nested in their content.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _EnvironmentModifier> {
        let binding = ScrollPositionBinding(id: id, anchor: anchor)
        return modifier(_EnvironmentModifier { $0.scrollPositionBinding = binding })
    }

    /// Binds a `ScrollPosition` to the scroll views in this view (SwiftUI's
    /// `scrollPosition(_:anchor:)`, iOS 18): writing it scrolls (see `ScrollPosition`), and as
    /// the user scrolls the scroll view writes it back with `isPositionedByUser` true and
    /// `viewID` the identity at `anchor` (as `scrollPosition(id:anchor:)` reads it), when of the
    /// position's `idType`. `anchor` also aligns `scrollTo(id:)` without an anchor of its own.
    public func scrollPosition(_ position: Binding<ScrollPosition>, anchor: UnitPoint? = nil) -> ModifiedContent<Self, _EnvironmentModifier> {
        let binding = ScrollPositionBinding(position: position, anchor: anchor)
        return modifier(_EnvironmentModifier { $0.scrollPositionBinding = binding })
    }
}
