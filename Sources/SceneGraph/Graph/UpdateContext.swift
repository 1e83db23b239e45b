import Foundation

/// A change to the node tree made by one update, for tests and test renderers.
package enum TreeMutation: Hashable, Sendable, CustomStringConvertible {
    case insert(path: String, type: String)
    case remove(path: String)
    case move(path: String, from: Int, to: Int)
    case update(path: String)

    /// True for inserts, removals and moves.
    package var isStructural: Bool {
        if case .update = self { return false }
        return true
    }

    package var description: String {
        switch self {
        case .insert(let p, let t): return "insert \(p) \(t)"
        case .remove(let p): return "remove \(p)"
        case .move(let p, let f, let t): return "move \(p) \(f)->\(t)"
        case .update(let p): return "update \(p)"
        }
    }
}

/// What an update pass carries down the tree.
@MainActor
struct UpdateContext {
    weak var host: SceneHost?
    /// Scene time of the update, seconds.
    let time: Double
    /// The transaction of the update that started the pass.
    let baseTransaction: Transaction
    var transactionStack: [Transaction] = []
    var mutations: [TreeMutation] = []
    var appearActions: [() -> Void] = []
    /// True while building a subtree that is itself being inserted (or the initial tree): only
    /// the top of an inserted subtree runs an insertion transition.
    var suppressTransitions = false
    /// Whether mutations are recorded (the host's `recordsMutations`); building them costs a
    /// path string each, so they are not built otherwise.
    let recordsMutations: Bool

    init(host: SceneHost?, time: Double, transaction: Transaction) {
        self.host = host
        self.recordsMutations = host?.recordsMutations ?? false
        self.time = time
        self.baseTransaction = transaction
    }

    /// The transaction in effect for the node being updated.
    var transaction: Transaction { transactionStack.last ?? baseTransaction }

    mutating func record(_ mutation: TreeMutation) { mutations.append(mutation) }

    func evaluateBody(of view: any View, node: Node) -> any View {
        func body<V: View>(_ v: V) -> any View { v.body }
        guard let host else { return node.trackingObservation { body(view) } }
        return host.evaluate(node: node) { node.trackingObservation { body(view) } }
    }
}
