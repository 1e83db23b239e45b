import Foundation

/// The display list's contract: every value that can reach the renderer lists the fields that
/// decide its pixels, once, beside its declaration. Everything that must see every drawn field
/// walks that one list with a visitor instead of naming the fields again:
///
/// - `DisplayKeyWriter` serialises a display list into the byte stream a frame's key is hashed
///   from (SceneRender's `FrameKey`): frames that differ in any drawn field get different keys;
/// - `DisplayFiniteness` tells whether every number of an item is finite (the sanitiser's check
///   before a list leaves the host, `DisplayListSanitizer`);
/// - `DisplayFieldNames` records the names visited, so that a test compares them with the stored
///   properties the type declares: a field added to a display type and not listed in its
///   `visitFields` fails that test (`DisplayFieldsContractTests`).
///
/// A conformance calls the visitor once per stored property, under the property's own name, with
/// a tag first for each enum case (`"case"`) and a count before each variable-length part, so
/// that two different values never give the same sequence of calls.
public protocol DisplayFields {
    /// Calls `visitor` once for each field that decides how the value draws.
    func visitFields<V: DisplayFieldVisitor>(_ visitor: inout V)
}

/// What a walk over display fields does with each kind of field (see `DisplayFields`).
public protocol DisplayFieldVisitor {
    /// A number that decides geometry or colour (points, radians, colour components, factors).
    /// The display list carries only finite numbers.
    mutating func number(_ name: StaticString, _ value: Double)
    /// An enum case's tag, a count, or an integer setting (a line limit, a font weight).
    mutating func integer(_ name: StaticString, _ value: Int)
    mutating func string(_ name: StaticString, _ value: String)
    /// A path's elements (a leaf for speed: a frame's paths are most of its numbers).
    mutating func path(_ name: StaticString, _ value: Path)
    /// A picture file: its path, and the bytes it holds, decide the pixels.
    mutating func imageFile(_ name: StaticString, _ path: String)
    /// A value with fields of its own. The default visits them in place.
    mutating func nested<T: DisplayFields>(_ name: StaticString, _ value: T)
}

extension DisplayFieldVisitor {
    public mutating func nested<T: DisplayFields>(_ name: StaticString, _ value: T) { value.visitFields(&self) }
    public mutating func number(_ name: StaticString, _ value: CGFloat) { number(name, Double(value)) }
    public mutating func number(_ name: StaticString, _ value: Float) { number(name, Double(value)) }
    public mutating func flag(_ name: StaticString, _ value: Bool) { integer(name, value ? 1 : 0) }
    /// The element count, then each element under `name`.
    public mutating func list<T: DisplayFields>(_ name: StaticString, _ values: [T]) {
        integer(name, values.count)
        for value in values { nested(name, value) }
    }
    /// 0 for nil; else 1 and the value.
    public mutating func optional<T: DisplayFields>(_ name: StaticString, _ value: T?) {
        if let value { integer(name, 1); nested(name, value) } else { integer(name, 0) }
    }
}

// MARK: - Geometry and style values

extension CGPoint: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.number("x", x); v.number("y", y) }
}

extension CGSize: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.number("width", width); v.number("height", height) }
}

extension CGRect: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.nested("origin", origin); v.nested("size", size) }
}

extension CGAffineTransform: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.number("a", a); v.number("b", b); v.number("c", c); v.number("d", d); v.number("tx", tx); v.number("ty", ty)
    }
}

extension ProjectionTransform: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.number("m11", m11); v.number("m12", m12); v.number("m13", m13)
        v.number("m21", m21); v.number("m22", m22); v.number("m23", m23)
        v.number("m31", m31); v.number("m32", m32); v.number("m33", m33)
    }
}

extension Color.Resolved: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.number("linearRed", linearRed); v.number("linearGreen", linearGreen)
        v.number("linearBlue", linearBlue); v.number("opacity", opacity)
    }
}

/// A colour draws as its resolved value in the scheme being drawn (`Color.resolved`; gradients
/// fix adaptive stops before they reach the list), so that value is its one field.
extension Color: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.nested("resolved", resolved) }
}

/// A path draws its elements; its other stored properties (the current point, the subpath's
/// start) only serve the next `addLine` or `closeSubpath`.
extension Path: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.path("elements", self) }
}

extension UnitPoint: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.number("x", x); v.number("y", y) }
}

extension Gradient.Stop: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.nested("color", color); v.number("location", location) }
}

extension Gradient: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.list("stops", stops) }
}

extension Paint: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        switch self {
        case .color(let c):
            v.integer("case", 1); v.nested("color", c)
        case .linearGradient(let g, let start, let end):
            v.integer("case", 2); v.nested("gradient", g); v.nested("start", start); v.nested("end", end)
        case .radialGradient(let g, let center, let r0, let r1):
            v.integer("case", 3); v.nested("gradient", g); v.nested("center", center)
            v.number("startRadius", r0); v.number("endRadius", r1)
        case .angularGradient(let g, let center, let a0, let a1):
            v.integer("case", 4); v.nested("gradient", g); v.nested("center", center)
            v.number("startAngle", a0); v.number("endAngle", a1)
        case .image(let pattern):
            v.integer("case", 5); v.nested("pattern", pattern)
        }
    }
}

extension ColorMatrix: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.number("r1", r1); v.number("r2", r2); v.number("r3", r3); v.number("r4", r4); v.number("r5", r5)
        v.number("g1", g1); v.number("g2", g2); v.number("g3", g3); v.number("g4", g4); v.number("g5", g5)
        v.number("b1", b1); v.number("b2", b2); v.number("b3", b3); v.number("b4", b4); v.number("b5", b5)
        v.number("a1", a1); v.number("a2", a2); v.number("a3", a3); v.number("a4", a4); v.number("a5", a5)
    }
}

extension BlendMode: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.integer("case", BlendMode.allCases.firstIndex(of: self) ?? -1)
    }
}

extension TextAlignment: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.integer("case", TextAlignment.allCases.firstIndex(of: self) ?? -1)
    }
}

extension Text.TruncationMode: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        switch self {
        case .tail: v.integer("case", 0)
        case .head: v.integer("case", 1)
        case .middle: v.integer("case", 2)
        }
    }
}

extension Font.Resolved: DisplayFields {
    public func visitFields<V: DisplayFieldVisitor>(_ v: inout V) {
        v.string("family", family); v.number("size", size); v.integer("weight", weight)
        v.flag("italic", italic); v.number("width", width)
        v.string("variations", variations)
    }
}

// MARK: - Visitors

/// Whether every number of a value is finite (see `DisplayListSanitizer`).
struct DisplayFiniteness: DisplayFieldVisitor {
    private(set) var isFinite = true

    static func check<T: DisplayFields>(_ value: T) -> Bool {
        var check = DisplayFiniteness()
        value.visitFields(&check)
        return check.isFinite
    }

    mutating func number(_ name: StaticString, _ value: Double) { if !value.isFinite { isFinite = false } }
    mutating func integer(_ name: StaticString, _ value: Int) {}
    mutating func string(_ name: StaticString, _ value: String) {}
    mutating func imageFile(_ name: StaticString, _ path: String) {}
    mutating func path(_ name: StaticString, _ value: Path) {
        guard isFinite else { return }
        value.elements.withUnsafeBufferPointer { elements in
            for e in elements {
                switch e {
                case .move(let p), .line(let p):
                    if !(p.x.isFinite && p.y.isFinite) { isFinite = false; return }
                case .quadCurve(let p, let c):
                    if !(p.x.isFinite && p.y.isFinite && c.x.isFinite && c.y.isFinite) { isFinite = false; return }
                case .curve(let p, let c1, let c2):
                    if !(p.x.isFinite && p.y.isFinite && c1.x.isFinite && c1.y.isFinite && c2.x.isFinite && c2.y.isFinite) {
                        isFinite = false; return
                    }
                case .closeSubpath: break
                }
            }
        }
    }
    mutating func nested<T: DisplayFields>(_ name: StaticString, _ value: T) {
        if isFinite { value.visitFields(&self) }
    }
}

/// The names a value's `visitFields` visits at its own level, with each nested value (not
/// entered): what `DisplayFieldsContractTests` compares with the type's stored properties.
package struct DisplayFieldNames: DisplayFieldVisitor {
    package private(set) var names: [String] = []
    /// Each nested value visited, under its field's name.
    package private(set) var nestedValues: [(name: String, value: any DisplayFields)] = []

    package init() {}

    package static func of<T: DisplayFields>(_ value: T) -> DisplayFieldNames {
        var names = DisplayFieldNames()
        value.visitFields(&names)
        return names
    }

    private mutating func add(_ name: StaticString) {
        let s = "\(name)"
        if names.last != s { names.append(s) }
    }
    package mutating func number(_ name: StaticString, _ value: Double) { add(name) }
    package mutating func integer(_ name: StaticString, _ value: Int) { add(name) }
    package mutating func string(_ name: StaticString, _ value: String) { add(name) }
    package mutating func path(_ name: StaticString, _ value: Path) { add(name) }
    package mutating func imageFile(_ name: StaticString, _ path: String) { add(name) }
    package mutating func nested<T: DisplayFields>(_ name: StaticString, _ value: T) {
        add(name)
        nestedValues.append(("\(name)", value))
    }
}
