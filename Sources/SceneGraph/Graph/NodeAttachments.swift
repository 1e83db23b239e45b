import Foundation

/// A value a feature keeps on a node between updates (a gesture, lifecycle actions, transition
/// state, the time a time-driven view was last built for). The type is its own key: a node holds
/// at most one value of each attachment type, read and written as
/// `node[attachment: GestureAttachment.self]`. A feature declares its attachment beside its code,
/// so adding one touches no shared file.
protocol NodeAttachment {}

/// A node's attachments: a short list searched in order by type (a node carries few, usually
/// none, and the list costs one word in the node while empty).
struct NodeAttachments {
    private var entries: [(type: ObjectIdentifier, value: any NodeAttachment)] = []

    subscript<A: NodeAttachment>(type: A.Type) -> A? {
        get {
            let id = ObjectIdentifier(type)
            for entry in entries where entry.type == id {
                // The entry for `A`'s identifier was stored as an `A` (the setter below).
                return (entry.value as! A)
            }
            return nil
        }
        set {
            let id = ObjectIdentifier(type)
            if let i = entries.firstIndex(where: { $0.type == id }) {
                if let newValue { entries[i].value = newValue } else { entries.remove(at: i) }
            } else if let newValue {
                entries.append((id, newValue))
            }
        }
    }

    var isEmpty: Bool { entries.isEmpty }
}

extension Node {
    /// The node's attachment of type `A`, if it has one.
    subscript<A: NodeAttachment>(attachment type: A.Type) -> A? {
        get { attachments[type] }
        set { attachments[type] = newValue }
    }

    /// The node's attachment of type `A`, or `defaultValue` when it has none (a write stores it),
    /// for updating one field of an attachment in place.
    subscript<A: NodeAttachment>(attachment type: A.Type, default defaultValue: @autoclosure () -> A) -> A {
        get { attachments[type] ?? defaultValue() }
        set { attachments[type] = newValue }
    }
}
