import Foundation

/// What a scroll view remembers of its `scrollPosition` binding.
struct ScrollPositionTracking {
    /// The value last seen in, or written back to, the binding.
    var lastSeen: ScrollPositionValue?
    /// A request seen at the last update, carried out when the viewport is next placed, with
    /// the update's transaction.
    var pending: (request: ScrollRequest, transaction: Transaction)?
}

extension ScrollViewState {
    /// Takes the binding's value at an update: a value other than the one last seen or written
    /// back is a request, carried out after the update's layout (`performPendingRequest`).
    func trackBinding(transaction: Transaction) {
        guard let binding = configuration.positionBinding else {
            positionTracking = ScrollPositionTracking()
            return
        }
        let value = binding.read()
        guard value != positionTracking.lastSeen else { return }
        positionTracking.lastSeen = value
        if let request = binding.request(value) { positionTracking.pending = (request, transaction) }
    }

    /// Carries out the request of the last update, if any (the content has just been placed).
    func performPendingRequest(host: SceneHost?) {
        guard let (request, transaction) = positionTracking.pending else { return }
        positionTracking.pending = nil
        let time = host?.time ?? 0
        var goal = offset(at: time)
        switch request {
        case .view(let id, let anchor):
            guard let frame = frame(ofViewWithID: id) else {
                host?.warnOnce("scrollPosition: no view with id \(id.base) in the scroll view at \(viewportNode?.motionPath ?? "?"); nothing scrolled")
                return
            }
            let unit = (anchor ?? .topLeading).sanitizedUnit
            let visible = visibleSize
            goal.x = frame.minX + unit.x * (frame.width - visible.width)
            goal.y = frame.minY + unit.y * (frame.height - visible.height)
            pinnedEdge = nil
        case .edge(let edge):
            switch edge {
            case .top: goal.y = CGFloat(rangeY.lowerBound)
            case .bottom: goal.y = CGFloat(rangeY.upperBound)
            case .leading: goal.x = CGFloat(rangeX.lowerBound)
            case .trailing: goal.x = CGFloat(rangeX.upperBound)
            }
            pinnedEdge = edge
        case .offset(let x, let y):
            if let x { goal.x = x.isFinite ? x + margins.leading : goal.x }
            if let y { goal.y = y.isFinite ? y + margins.top : goal.y }
            pinnedEdge = nil
        }
        isPositionedByUser = false
        scroll(to: goal, axes: axes, transaction: transaction, time: time, host: host)
    }

    /// The size of the visible region: the frame less the `.scrollContent` margins (points).
    var visibleSize: CGSize {
        CGSize(
            width: max(0, viewportSize.width - margins.leading - margins.trailing),
            height: max(0, viewportSize.height - margins.top - margins.bottom))
    }

    /// The frame (content coordinates, see `targetFrames`) of the view with identity `id`: among
    /// the scroll targets, else anywhere in the content (not in nested scroll views).
    func frame(ofViewWithID id: AnyHashable) -> CGRect? {
        if let node = targetNodes(orDirectChildren: true).first(where: { Self.explicitID(of: $0) == id }) {
            return contentFrame(of: node)
        }
        guard let viewport = viewportNode else { return nil }
        func find(_ node: Node) -> Node? {
            if node !== viewport, node.primitive is ScrollViewportView { return nil }
            if node !== viewport, let key = Self.id(of: node.key), key == id { return node }
            for child in node.children { if let found = find(child) { return found } }
            return nil
        }
        guard let node = find(viewport), let rect = ScrollViewProxy.layoutRect(of: node) else { return nil }
        let origin = viewport.frame.origin
        return rect.offsetBy(dx: -origin.x - margins.leading, dy: -origin.y - margins.top)
    }

    /// The identity of a scroll target: its own explicit id (a `ForEach` element's), else the
    /// first one (`.id(_:)`) down the chain of single children inside it.
    static func explicitID(of node: Node) -> AnyHashable? {
        var current: Node? = node
        while let n = current {
            if let id = id(of: n.key) { return id }
            current = n.children.count == 1 ? n.children[0] : nil
        }
        return nil
    }

    static func id(of key: ChildKey) -> AnyHashable? {
        switch key {
        case .slot, .type: return nil
        case .int(let i): return AnyHashable(i)
        case .id(let h): return h
        }
    }

    /// The identity of the scroll target the binding reads at `t`: with `anchor` nil, the
    /// top-most (then leading-most) target that overlaps the visible region; otherwise the one
    /// containing the anchor's point of the visible region, else the one nearest it. Only
    /// targets whose identity the binding `accepts` count.
    func scrolledID(anchor: UnitPoint?, accepts: (AnyHashable) -> Bool, at t: Double) -> AnyHashable? {
        let o = offset(at: t)
        let visible = CGRect(origin: o, size: visibleSize)
        let targets: [(id: AnyHashable, frame: CGRect)] = targetNodes(orDirectChildren: true).compactMap { node in
            guard let id = Self.explicitID(of: node), accepts(id) else { return nil }
            return (id, contentFrame(of: node))
        }
        guard let anchor else {
            let shown = targets.filter {
                let i = $0.frame.intersection(visible)
                return !i.isNull && i.width > 0 && i.height > 0
            }
            return shown.min { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }?.id
        }
        let unit = anchor.sanitizedUnit
        let point = CGPoint(x: visible.minX + unit.x * visible.width, y: visible.minY + unit.y * visible.height)
        func distance(_ r: CGRect) -> CGFloat {
            let dx = max(r.minX - point.x, 0, point.x - r.maxX), dy = max(r.minY - point.y, 0, point.y - r.maxY)
            return (dx * dx + dy * dy).squareRoot()
        }
        return targets.min { distance($0.frame) < distance($1.frame) }?.id
    }

    /// Writes the binding back while the user has positioned the scroll view: the identity at
    /// the binding's anchor at `t` (see `scrolledID`). Returns the write to make, if any.
    func positionWriteBack(at t: Double) -> (() -> Void)? {
        guard isPositionedByUser, let binding = configuration.positionBinding else { return nil }
        let id = scrolledID(anchor: binding.anchor, accepts: binding.accepts, at: t)
        guard let (value, write) = binding.writeBack(id) else { return nil }
        positionTracking.lastSeen = value
        return write
    }
}
