import Foundation

// A binding to a mutable collection is itself a collection, of bindings to its elements, as in
// SwiftUI since iOS 15: `ForEach($items) { $item in Toggle(item.title, isOn: $item.done) }`.
// Element `i`'s binding reads and writes `wrappedValue[i]` of the whole collection's binding, so
// a write goes through the collection's own setter (and its transaction). As in SwiftUI, the
// binding of an element keeps its index: read after the collection has shrunk past it, it traps
// as the collection's subscript does.

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices
    public var startIndex: Value.Index { wrappedValue.startIndex }
    public var endIndex: Value.Index { wrappedValue.endIndex }
    public var indices: Value.Indices { wrappedValue.indices }
    public func index(after i: Value.Index) -> Value.Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Value.Index) { wrappedValue.formIndex(after: &i) }

    /// The binding of the element at `position`.
    public subscript(position: Value.Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[position] },
            set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Value.Index) -> Value.Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Value.Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

/// A binding is identified by its value's identity, so that `ForEach($items)` keys its rows by
/// the items' ids, as `ForEach(items)` does.
extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}
