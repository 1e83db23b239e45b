import Foundation

/// A namespace for `matchedGeometryEffect` identifiers (SwiftUI's `@Namespace`): each view
/// identity that declares one gets its own `Namespace.ID`, kept across updates.
@propertyWrapper
public struct Namespace: DynamicProperty, DynamicPropertyLink, Sendable {
    /// The identifier of one namespace.
    public struct ID: Hashable, Sendable {
        let value: UInt64
    }

    private let box = NamespaceBox()

    public init() {}

    public var wrappedValue: ID {
        if let id = box.id { return id }
        let made = ID(value: EnvironmentVersion.next())
        box.id = made
        return made
    }

    func link(to node: Node, name: String) {
        if let existing = node.stateSlots[name] as? NamespaceBox, let id = existing.id {
            box.id = id
        } else {
            _ = wrappedValue
            let stored = NamespaceBox()
            stored.id = box.id
            node.stateSlots[name] = stored
        }
    }
}

final class NamespaceBox: @unchecked Sendable {
    var id: Namespace.ID?
}
