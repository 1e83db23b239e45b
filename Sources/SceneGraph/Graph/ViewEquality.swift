import Foundation

/// Whether two values of `view`'s type describe the same thing, so an update can skip the
/// node's subtree (as SwiftUI compares view values).
///
/// `Equatable` views use `==`. Otherwise the stored properties are compared one by one: value
/// types by their bytes (references — objects and closures — by identity, which is conservative:
/// a new closure counts as a change), and dynamic properties such as `@State` are skipped because
/// their storage lives on the node. The choice between `==` and the stored properties is made
/// once per type (asking whether a type is `Equatable` is a runtime conformance lookup, too slow
/// to repeat for every child of a long list; `TreeState` keeps the comparator).
func viewComparator(for view: any View) -> (any View, any View) -> Bool {
    if view is ReevaluatedWithItsParent { return { _, _ in false } }
    if let equatable = view as? any Equatable {
        func comparator<T: Equatable>(_: T) -> (any View, any View) -> Bool {
            // Both values are opened where they are (no dynamic cast, which would look up
            // metadata for `T?` on every call, and no copy); once their types are known to be T,
            // they are compared as T in place.
            { a, b in
                func openA<A: View>(_ a: A) -> Bool {
                    func openB<B: View>(_ b: B) -> Bool {
                        guard A.self == T.self, B.self == T.self else { return false }
                        return withUnsafePointer(to: a) { x in
                            withUnsafePointer(to: b) { y in
                                UnsafeRawPointer(x).assumingMemoryBound(to: T.self).pointee
                                    == UnsafeRawPointer(y).assumingMemoryBound(to: T.self).pointee
                            }
                        }
                    }
                    return openB(b)
                }
                return openA(a)
            }
        }
        return comparator(equatable)
    }
    return propertiesEqual
}

/// For an `Equatable` view type: compares a view of that type with a value of that type at a
/// pointer, in place. Nil for other types.
func valueComparator(for view: any View) -> ((any View, UnsafeRawPointer) -> Bool)? {
    if view is ReevaluatedWithItsParent { return nil }
    guard let equatable = view as? any Equatable else { return nil }
    func comparator<T: Equatable>(_: T) -> (any View, UnsafeRawPointer) -> Bool {
        { a, value in
            func open<A: View>(_ a: A) -> Bool {
                guard A.self == T.self else { return false }
                return withUnsafePointer(to: a) { x in
                    UnsafeRawPointer(x).assumingMemoryBound(to: T.self).pointee == value.assumingMemoryBound(to: T.self).pointee
                }
            }
            return open(a)
        }
    }
    return comparator(equatable)
}

/// Stored properties compared one by one (see `viewComparator`).
private func propertiesEqual(_ a: any View, _ b: any View) -> Bool {
    guard type(of: a) == type(of: b) else { return false }
    let ma = Mirror(reflecting: a), mb = Mirror(reflecting: b)
    guard ma.displayStyle == .struct else { return false }
    let ib = mb.children.makeIterator()
    for ca in ma.children {
        guard let cb = ib.next() else { return false }
        if ca.value is DynamicPropertyLink { continue }
        if !bytesEqual(ca.value, cb.value) { return false }
    }
    return ib.next() == nil
}

/// Whether two values of one type hold the same stored values, compared as view properties are
/// (`==` where a value is `Equatable`, field by field otherwise; closures never equal).
func storedValuesEqual(_ a: Any, _ b: Any) -> Bool { bytesEqual(a, b) }

/// Byte equality of two values of the same type (opened from `Any`). Closures never compare
/// equal: a closure that captures only one reference (a view's `self` holding a `@State` box, a
/// binding's storage) has the same bytes every time its view is made, though what it returns
/// depends on state that changed; SwiftUI, too, treats a view holding closures as changed.
private func bytesEqual(_ a: Any, _ b: Any) -> Bool {
    func open<T>(_ x: T) -> Bool {
        if isFunctionType(T.self) { return false }
        guard let y = b as? T else { return false }
        if let ex = x as? any Equatable {
            func eq<E: Equatable>(_ e: E) -> Bool { (y as? E).map { $0 == e } ?? false }
            return eq(ex)
        }
        let mx = Mirror(reflecting: x)
        if (mx.displayStyle == .struct || mx.displayStyle == .tuple), !mx.children.isEmpty {
            // Field by field, so padding bytes never count as a difference.
            let iy = Mirror(reflecting: y).children.makeIterator()
            for cx in mx.children {
                guard let cy = iy.next(), bytesEqual(cx.value, cy.value) else { return false }
            }
            return true
        }
        return withUnsafeBytes(of: x) { bx in withUnsafeBytes(of: y) { by in bx.elementsEqual(by) } }
    }
    return open(a)
}

/// Whether `type` is a function type: the Swift runtime's metadata kind for functions (0x302,
/// the kinds of the stable ABI's `MetadataKind`), read from the type's metadata record.
private func isFunctionType(_ type: Any.Type) -> Bool {
    unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x302
}

/// Views built from a closure whose result cannot be known without running it
/// (`GeometryReader`): never equal to their previous value, so they are rebuilt whenever the
/// view containing them is, as in SwiftUI. (Comparing the closure's bytes would call two
/// closures equal when the only thing they capture is the same `@State` storage.)
protocol ReevaluatedWithItsParent {}
