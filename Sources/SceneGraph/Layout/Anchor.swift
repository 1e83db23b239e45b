import Foundation

/// An opaque value derived from an anchor source and a particular view (SwiftUI's `Anchor`):
/// a rectangle or point in that view's coordinates, together with where the view is drawn.
/// Resolve it in another view's coordinates with a `GeometryProxy`: `proxy[anchor]`.
///
/// Anchors are made by `anchorPreference(key:value:transform:)` and
/// `transformAnchorPreference(key:value:transform:)` when the preference is collected, after
/// layout; they carry the view's layout frame and the geometry effects and scroll offsets above
/// it at that time (see ViewTransform.swift). Two anchors are equal when they hold the same
/// value for a view drawn in the same place, so a reader of an anchor preference is rebuilt when
/// the view moves.
public struct Anchor<Value>: Equatable, Hashable, Sendable {
    /// The value in the view's own coordinates (origin at its top-left corner).
    let box: any AnchorValueBox
    /// The view's top-left corner (absolute layout coordinates).
    let origin: CGPoint
    /// The view's absolute layout coordinates to the canvas.
    let mapping: GeometryMapping

    public static func == (lhs: Anchor, rhs: Anchor) -> Bool {
        lhs.origin == rhs.origin && lhs.mapping == rhs.mapping && lhs.box.isEqual(to: rhs.box)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(origin.x)
        hasher.combine(origin.y)
        hasher.combine(mapping)
        box.hash(into: &hasher)
    }

    /// A type-erased geometry value that produces an anchored value of a given type (SwiftUI's
    /// `Anchor.Source`): `.bounds`, `.rect(_:)`, `.point(_:)`, `.unitPoint(_:)`, the unit points
    /// `.topLeading` … `.bottomTrailing`, and arrays or optionals of sources.
    public struct Source: Sendable {
        let box: any AnchorSourceBox
    }
}

extension Anchor.Source where Value == CGRect {
    /// The rectangle `r` in the current view's coordinates (origin at its top-left corner). A
    /// component that is not finite is taken as 0, with a warning.
    public static func rect(_ r: CGRect) -> Anchor<Value>.Source {
        Anchor<CGRect>.Source(box: RectAnchorSource(rect: AnchorSanitizing.finite(r, "Anchor.Source.rect")))
    }
    /// The whole bounding rectangle of the current view: its frame in its own coordinates.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(box: RectAnchorSource(rect: nil)) }
}

extension Anchor.Source where Value == CGPoint {
    /// The point `p` in the current view's coordinates. A component that is not finite is taken
    /// as 0, with a warning.
    public static func point(_ p: CGPoint) -> Anchor<Value>.Source {
        Anchor<CGPoint>.Source(box: PointAnchorSource(point: AnchorSanitizing.finite(p, "Anchor.Source.point"), unit: nil))
    }
    /// The point at `p`, a unit point of the current view's frame ((0, 0) its top-left corner,
    /// (1, 1) its bottom-right).
    public static func unitPoint(_ p: UnitPoint) -> Anchor<Value>.Source {
        let unit = AnchorSanitizing.finite(CGPoint(x: p.x, y: p.y), "Anchor.Source.unitPoint")
        return Anchor<CGPoint>.Source(box: PointAnchorSource(point: nil, unit: UnitPoint(x: unit.x, y: unit.y)))
    }
    public static var topLeading: Anchor<CGPoint>.Source { unitPoint(.topLeading) }
    public static var top: Anchor<CGPoint>.Source { unitPoint(.top) }
    public static var topTrailing: Anchor<CGPoint>.Source { unitPoint(.topTrailing) }
    public static var leading: Anchor<CGPoint>.Source { unitPoint(.leading) }
    public static var center: Anchor<CGPoint>.Source { unitPoint(.center) }
    public static var trailing: Anchor<CGPoint>.Source { unitPoint(.trailing) }
    public static var bottomLeading: Anchor<CGPoint>.Source { unitPoint(.bottomLeading) }
    public static var bottom: Anchor<CGPoint>.Source { unitPoint(.bottom) }
    public static var bottomTrailing: Anchor<CGPoint>.Source { unitPoint(.bottomTrailing) }
}

extension Anchor.Source {
    /// The sources in `array`, resolved together: the anchor's value is the array of their
    /// values.
    public init<T>(_ array: [Anchor<T>.Source]) where Value == [T] {
        self.init(box: ArrayAnchorSource<T>(elements: array))
    }
    /// `anchor`'s source, or none: the anchor's value is nil when `anchor` is nil.
    public init<T>(_ anchor: Anchor<T>.Source?) where Value == T? {
        self.init(box: OptionalAnchorSource<T>(source: anchor))
    }
}

extension Node {
    /// The anchor of `source` for this node's view at scene time `t`: the value in the view's
    /// coordinates (its model layout frame), with its origin and the transform above it. Sets
    /// the host's `preferencesFollowTime` when that transform can change with time alone, so
    /// that preference readers collect the anchor again at the next step of time.
    func anchor<Value>(_ source: Anchor<Value>.Source, at t: Double) -> Anchor<Value> {
        let frame = self.frame
        let measured = viewTransform(at: t)
        if measured.followsTime { host?.preferencesFollowTime = true }
        return Anchor(box: source.box.resolve(size: frame.size), origin: frame.origin, mapping: measured.transform.canvas)
    }
}

// MARK: - Resolving

/// How an anchor's value is carried from its view's coordinates to a reader's: to the canvas
/// (`forth`), then into the reader's coordinates (`back`, an inverse, whose w may be negative
/// for a point in front of the eye); a rectangle maps to the bounding box of its corners. A
/// conversion fails (nil) for a point behind the eye or a number that is not finite.
struct AnchorConversion {
    let forth: ProjectionTransform
    let back: ProjectionTransform

    func map(_ p: CGPoint) -> CGPoint? {
        guard let q = GeometryMapping.image(of: p, through: forth) else { return nil }
        let w = back.w(at: q)
        guard w != 0, w.isFinite else { return nil }
        let r = q.applying(back)
        guard r.x.isFinite, r.y.isFinite else { return nil }
        return r
    }

    func map(_ rect: CGRect) -> CGRect? {
        let corners = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY)
        ]
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for corner in corners {
            guard let q = map(corner) else { return nil }
            minX = min(minX, q.x); maxX = max(maxX, q.x)
            minY = min(minY, q.y); maxY = max(maxY, q.y)
        }
        let box = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        guard box.width.isFinite, box.height.isFinite else { return nil }
        return box
    }

    /// The conversions to try, best first: the full transforms (the source view's coordinates
    /// to the canvas, then the inverse of the reader's), then the same without the effects that
    /// have a perspective part. A reader transform that cannot be inverted is skipped.
    static func candidates(
        from origin: CGPoint, _ source: GeometryMapping, to readerOrigin: CGPoint,
        _ reader: GeometryMapping
    ) -> [AnchorConversion] {
        func conversion(_ s: ProjectionTransform, _ r: ProjectionTransform) -> AnchorConversion? {
            var back = ProjectionTransform(CGAffineTransform(translationX: readerOrigin.x, y: readerOrigin.y)).concatenating(r)
            guard back.invert() else { return nil }
            let forth = ProjectionTransform(CGAffineTransform(translationX: origin.x, y: origin.y)).concatenating(s)
            return AnchorConversion(forth: forth, back: back)
        }
        return [conversion(source.full, reader.full), conversion(source.affine, reader.affine)].compactMap { $0 }
    }

    /// The last resort: the source view's layout position relative to the reader's, no effect.
    static func translation(from origin: CGPoint, to readerOrigin: CGPoint) -> AnchorConversion {
        AnchorConversion(
            forth: ProjectionTransform(CGAffineTransform(translationX: origin.x - readerOrigin.x, y: origin.y - readerOrigin.y)),
            back: ProjectionTransform())
    }
}

/// The resolver of an `Anchor.Source` (`Anchor.Source.box`).
protocol AnchorSourceBox: Sendable {
    /// The value for a view of `size` points, in its own coordinates.
    func resolve(size: CGSize) -> any AnchorValueBox
}

/// An anchor's value in its view's coordinates (`Anchor.box`).
protocol AnchorValueBox: Sendable {
    /// The value (of the anchor's `Value` type) carried by `conversion`, nil when it fails.
    func convert(_ conversion: AnchorConversion) -> Any?
    func isEqual(to other: any AnchorValueBox) -> Bool
    func hash(into hasher: inout Hasher)
}

extension AnchorValueBox where Self: Hashable {
    func isEqual(to other: any AnchorValueBox) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}

/// `.bounds` (rect nil) or `.rect(_:)`.
struct RectAnchorSource: AnchorSourceBox {
    let rect: CGRect?
    func resolve(size: CGSize) -> any AnchorValueBox {
        RectAnchorValue(rect: rect ?? CGRect(origin: .zero, size: size))
    }
}

struct RectAnchorValue: AnchorValueBox, Hashable {
    let rect: CGRect
    func convert(_ conversion: AnchorConversion) -> Any? { conversion.map(rect) }
    func hash(into hasher: inout Hasher) {
        hasher.combine(rect.minX); hasher.combine(rect.minY)
        hasher.combine(rect.width); hasher.combine(rect.height)
    }
}

/// `.point(_:)` (point set) or a unit point (unit set).
struct PointAnchorSource: AnchorSourceBox {
    let point: CGPoint?
    let unit: UnitPoint?
    func resolve(size: CGSize) -> any AnchorValueBox {
        if let point { return PointAnchorValue(point: point) }
        let unit = unit ?? .center
        return PointAnchorValue(point: CGPoint(x: unit.x * size.width, y: unit.y * size.height))
    }
}

struct PointAnchorValue: AnchorValueBox, Hashable {
    let point: CGPoint
    func convert(_ conversion: AnchorConversion) -> Any? { conversion.map(point) }
    func hash(into hasher: inout Hasher) {
        hasher.combine(point.x); hasher.combine(point.y)
    }
}

struct ArrayAnchorSource<T>: AnchorSourceBox {
    let elements: [Anchor<T>.Source]
    func resolve(size: CGSize) -> any AnchorValueBox {
        ArrayAnchorValue<T>(elements: elements.map { $0.box.resolve(size: size) })
    }
}

struct ArrayAnchorValue<T>: AnchorValueBox {
    let elements: [any AnchorValueBox]
    func convert(_ conversion: AnchorConversion) -> Any? {
        var values: [T] = []
        values.reserveCapacity(elements.count)
        for element in elements {
            guard let value = element.convert(conversion) as? T else { return nil }
            values.append(value)
        }
        return values
    }
    func isEqual(to other: any AnchorValueBox) -> Bool {
        guard let other = other as? Self, other.elements.count == elements.count else { return false }
        return zip(elements, other.elements).allSatisfy { $0.isEqual(to: $1) }
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(elements.count)
        for element in elements { element.hash(into: &hasher) }
    }
}

struct OptionalAnchorSource<T>: AnchorSourceBox {
    let source: Anchor<T>.Source?
    func resolve(size: CGSize) -> any AnchorValueBox {
        OptionalAnchorValue<T>(wrapped: source?.box.resolve(size: size))
    }
}

struct OptionalAnchorValue<T>: AnchorValueBox {
    let wrapped: (any AnchorValueBox)?
    func convert(_ conversion: AnchorConversion) -> Any? {
        guard let wrapped else { return T?.none as Any }
        guard let value = wrapped.convert(conversion) as? T else { return nil }
        return T?.some(value) as Any
    }
    func isEqual(to other: any AnchorValueBox) -> Bool {
        guard let other = other as? Self else { return false }
        switch (wrapped, other.wrapped) {
        case (nil, nil): return true
        case let (a?, b?): return a.isEqual(to: b)
        default: return false
        }
    }
    func hash(into hasher: inout Hasher) {
        hasher.combine(wrapped == nil)
        wrapped?.hash(into: &hasher)
    }
}

/// Anchor sources from user code with a component that is not finite.
enum AnchorSanitizing {
    static func finite(_ r: CGRect, _ name: String) -> CGRect {
        let values = [r.origin.x, r.origin.y, r.size.width, r.size.height]
        guard values.contains(where: { !$0.isFinite }) else { return r }
        WarningLog.warn("\(name)(\(r)) is not finite; its components that are not finite are taken as 0")
        func f(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        return CGRect(x: f(r.origin.x), y: f(r.origin.y), width: f(r.size.width), height: f(r.size.height))
    }
    static func finite(_ p: CGPoint, _ name: String) -> CGPoint {
        guard !p.x.isFinite || !p.y.isFinite else { return p }
        WarningLog.warn("\(name)(\(p)) is not finite; its components that are not finite are taken as 0")
        return CGPoint(x: p.x.isFinite ? p.x : 0, y: p.y.isFinite ? p.y : 0)
    }
}
