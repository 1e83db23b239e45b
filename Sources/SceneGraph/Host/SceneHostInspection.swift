import Foundation

// What tests and motion snapshots read off a scene host: its nodes' animated values, how many
// nodes it has, and a node's layout frame; and the error a host throws for bad parameters.

extension SceneHost {
    /// The animated values of every node at the current time, for motion snapshots: one entry
    /// per node and property, with the value's components. A node is named by its motion path
    /// (`DragBox/ZStack/RoundedRectangle.offset`; see `MotionPath`), the same on every run; a
    /// path that two nodes share (views in several anonymous groups can end alike) gets the
    /// node's identity path in parentheses on every node but the first that has it:
    /// `Text:1 (0/0/1/0/1)`.
    public func animatedValues() -> [(path: String, property: String, components: [Double])] {
        var out: [(String, String, [Double])] = []
        var seen: Set<String> = []
        root.forEachNode { node in
            // Every placed node has a frame, animated or not (its animator is made on demand).
            var properties = Set(node.animatedSlots.keys)
            // A content crossfade's counter is bookkeeping, not a property of the view.
            properties.remove(.contentTransition)
            if node.hasBeenPlaced, !node.isStructural { properties.insert(.frame) }
            guard !properties.isEmpty else { return }
            var path = node.motionPath
            if !seen.insert(path).inserted { path += " (\(node.path))" }
            let named = properties.map { (name: node.primitiveModifier?.motionName(of: $0) ?? node.primitive?.motionName(of: $0) ?? $0.motionName, property: $0) }
            for (name, property) in named.sorted(by: { $0.name < $1.name }) {
                if property == .frame {
                    // In canvas coordinates, as drawn (the node stores it relative to its anchor).
                    out.append((path, name, MotionComponents.of(node.presentedFrame(at: time))))
                } else {
                    out.append((path, name, node.animatedSlots[property]!.components(at: time)))
                }
            }
        }
        return out
    }

    /// Number of live nodes in the tree.
    package var nodeCount: Int {
        var n = 0
        root.forEachNode { _ in n += 1 }
        return n
    }

    /// The layout frame of the first node whose type name is `typeName` (for tests).
    package func frame(ofFirst typeName: String) -> CGRect? {
        var found: CGRect?
        root.forEachNode { node in
            if found == nil, node.typeName == typeName { found = node.frame }
        }
        return found
    }
}

/// Errors for invalid parameters from users.
public enum SceneError: Error, CustomStringConvertible, Equatable {
    /// A parameter is outside its valid range.
    case invalidParameter(name: String, value: String, valid: String)

    public var description: String {
        switch self {
        case .invalidParameter(let name, let value, let valid):
            return InvalidParameter(name: name, value: value, valid: valid).description
        }
    }
}
