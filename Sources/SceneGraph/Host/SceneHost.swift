import Foundation

/// Owns a scene: the root view, the canvas, the environment, the node tree and the clock.
///
/// Drive it with `send(_:)` for pointer input and `advance(to:)` for time, then read
/// `displayList()`. Time only moves forward. Everything is deterministic: the same view, input
/// and times give the same display lists.
@MainActor
public final class SceneHost {
    /// The date of scene time 0: `TimelineView` dates are this plus the scene time.
    nonisolated public static let epoch = Date(timeIntervalSinceReferenceDate: 0)

    /// Canvas size in points.
    public let size: CGSize
    /// The clock that drives `SpringAnimator`s started from this scene's handlers.
    public let clock: AnimationClock
    /// Scene time in seconds.
    public private(set) var time: Double = 0
    /// Warnings about bad input found so far (each reported once).
    public private(set) var warnings: [String] = []
    /// Whether updates record their mutations (for tests and test renderers). Off by default,
    /// so a long render keeps no history.
    package var recordsMutations = false
    /// The mutations of every update since the last `takeMutations()`, while `recordsMutations`.
    package private(set) var mutations: [TreeMutation] = []
    /// Number of update passes (one per batch of state writes).
    package private(set) var updateCount = 0

    let root: Node
    /// The values of `@AppStorage` kept in memory (no `store:`) and of `@SceneStorage`.
    let appStorage = StoredValues()
    let sceneStorage = StoredValues()
    /// How the host measures text and finds images.
    public let resources: SceneResources
    let layoutContext: LayoutContext
    private var dirty: [Node] = []
    private var batchTransaction: Transaction?
    private var isUpdating = false
    private var scheduled = ScheduledActions()
    /// Nodes rebuilt when the value of their schedule changes (timeline and keyframe views).
    private var frameObservers: [ObjectIdentifier: FrameObserver] = [:]

    /// Nodes that read preferences of their content (`onPreferenceChange`,
    /// `overlayPreferenceValue`), each with its reading; run after layout (`updatePreferences`).
    private var preferenceReaders: [ObjectIdentifier: PreferenceReader] = [:]
    /// Set by layout: preference values may have changed since readers last ran.
    var preferencesNeedUpdate = false
    /// Set while collecting preferences when an anchor was made for a view whose transform can
    /// change with time alone (an animating effect or a scroll view above it): the readers run
    /// again at the next step of time, so that the anchor follows the view frame by frame.
    var preferencesFollowTime = false
    /// The transaction of the last layout in this step of time (`Transaction()` when none ran):
    /// a view rebuilt from a preference value that layout changed (`overlayPreferenceValue`)
    /// animates with the change that moved it, as in SwiftUI.
    var layoutTransaction = Transaction()
    /// Counts `flush` calls: a preference reader counts its changes per flush (one frame).
    private(set) var flushSequence = 0
    /// Nodes whose content depends on where they are drawn (a `GeometryReader` inside a scroll
    /// view or under an animating geometry effect) or that follow a scroll view, each with a
    /// test of whether what its content was built with has moved.
    private var scrollObservers: [ObjectIdentifier: (node: NodeReference, isStale: (Node) -> Bool)] = [:]

    private struct PreferenceReader {
        let node: NodeReference
        let read: (SceneHost, Node) -> Void
    }

    private struct FrameObserver {
        let node: NodeReference
        let entry: (SceneHost) -> Double
        /// When true after a rebuild, the observer is dropped.
        let finished: ((SceneHost) -> Bool)?
    }
    /// Number of nodes kept alive for a removal transition.
    var removalCount = 0
    var needsLayout = true
    private var pendingEvents: [PointerEvent] = []
    let gestures = GestureDispatcher()
    var hitRegions: [HitRegion] = []
    /// The previous display list's item count: the next one reserves it (frames differ little).
    var lastItemCount = 0
    private var warned = Set<String>()
    private var evaluatingBody: Node?
    private var queuedActions: [() -> Void] = []
    /// The scheme asked for by the last `.preferredColorScheme(_:)` updated, and its node.
    var preferredColorScheme: (scheme: ColorScheme?, node: NodeReference)?
    /// The scheme the tree's colours were last resolved in while updating.
    var resolvedColorScheme: ColorScheme = .light

    /// - Parameters:
    ///   - view: the root view.
    ///   - size: canvas size in points; each side > 0 and finite.
    ///   - textMeasurer: the text engine used for layout (SceneRender passes Pango's).
    ///   - environment: the root environment.
    /// - Throws: `SceneError.invalidParameter` for an invalid size, or for a view nested more
    ///   than `maximumDepth` levels deep.
    public convenience init<V: View>(
        _ view: V, size: CGSize, textMeasurer: TextMeasurer = ApproximateTextMeasurer(),
        environment: EnvironmentValues = EnvironmentValues()
    ) throws {
        try self.init(view, size: size, resources: SceneResources(textMeasurer: textMeasurer), environment: environment)
    }

    /// - Parameters:
    ///   - view: the root view.
    ///   - size: canvas size in points; each side > 0 and finite.
    ///   - resources: how text is measured and where images are found.
    ///   - environment: the root environment.
    /// - Throws: `SceneError.invalidParameter` for an invalid size, or for a view nested more
    ///   than `maximumDepth` levels deep.
    public init<V: View>(
        _ view: V, size: CGSize, resources: SceneResources,
        environment: EnvironmentValues = EnvironmentValues()
    ) throws {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            throw SceneError.invalidParameter(
                name: "size", value: "\(size.width)x\(size.height)",
                valid: "each side > 0 and finite")
        }
        HostSchedulerClock.install()
        self.size = size
        self.clock = AnimationClock(time: 0)
        self.resources = resources
        self.layoutContext = LayoutContext(textMeasurer: resources.textMeasurer)
        self.root = Node(key: .slot(0), view: view, parent: nil, host: nil, environment: environment)
        root.host = self
        var context = UpdateContext(host: self, time: 0, transaction: Transaction())
        context.suppressTransitions = true
        withScope {
            root.update(with: view, environment: environment, context: &context)
        }
        if tooDeep {
            throw SceneError.invalidParameter(
                name: "view nesting depth", value: "more than \(Self.maximumDepth) levels",
                valid: "at most \(Self.maximumDepth) nested views and modifiers")
        }
        finish(context)
        layout(transaction: Transaction())
        flush()
    }

    /// The deepest a view may be nested, counting every view and modifier as a level: 1,000.
    /// The host's passes (update, layout, drawing) recurse once per level, and a level costs up
    /// to about 6 KiB of stack in a debug build, so 1,000 levels fit the 8 MiB main thread with
    /// room to spare. A deeper initial view is refused (`init` throws); a view that grows deeper
    /// in an update is cut at this depth (its deeper content is not built), with one warning.
    public static let maximumDepth = 1_000

    /// Set when a node at `maximumDepth` was not expanded.
    private var tooDeep = false

    func reportTooDeep() {
        tooDeep = true
        warnOnce("the view is nested more than \(Self.maximumDepth) levels deep; its deeper content is not built")
    }

    // MARK: - Driving

    /// Queues a pointer event; it is delivered when time reaches `event.time`. An event whose
    /// time or location is not finite is dropped with a warning.
    public func send(_ event: PointerEvent) {
        guard event.time.isFinite, event.location.x.isFinite, event.location.y.isFinite else {
            warnOnce("pointer event \(event.phase) at time \(event.time), location \(event.location) is not finite; dropped")
            return
        }
        pendingEvents.append(event)
    }

    /// Queues several pointer events.
    public func send<S: Sequence>(_ events: S) where S.Element == PointerEvent {
        for event in events { send(event) }
    }

    /// Runs `action` as host code (state writes, animator starts) at scene time `time`.
    public func schedule(at time: Double, _ action: @escaping () -> Void) {
        guard !time.isNaN else {
            warnOnce("an action scheduled at time NaN was dropped")
            return
        }
        scheduled.insert(at: max(time, self.time), action)
    }

    /// The most scheduled actions (timer firings, dispatched work, `onSceneTime` actions) one
    /// step of time runs: 10,000. A timer whose interval is too small to advance scene time, or
    /// work that dispatches itself again, would otherwise never let the step end (and a 1e-9 s
    /// timer fired 10⁸ times in 0.1 s). The actions still due wait for the next step, with a
    /// warning; a repeating timer that missed firings meanwhile fires once and goes on at the
    /// next multiple of its interval after that, as Foundation's run loop does.
    public static let maximumScheduledActionsPerStep = 10_000

    /// Advances scene time to `t` seconds (≥ the current time): delivers queued input and timers
    /// at their own times, ticks the clock, and brings the tree and layout up to date.
    public func advance(to t: Double) {
        guard t.isFinite else {
            warnOnce("SceneHost.advance(to: \(t)): time must be finite; ignored")
            return
        }
        let target = max(t, time)
        pendingEvents.sort { $0.time < $1.time }
        var fired = 0
        while true {
            let nextEvent = pendingEvents.first.map(\.time) ?? .infinity
            var nextTimer = scheduled.nextTime ?? .infinity
            if nextTimer <= target, fired == Self.maximumScheduledActionsPerStep {
                warnOnce(
                    "timers and scheduled work ran more than \(Self.maximumScheduledActionsPerStep) times in one step of time; "
                        + "the rest wait for the next step (a repeating timer skips the firings it missed, as a run loop does)")
                nextTimer = .infinity
            }
            let next = min(nextEvent, nextTimer)
            guard next <= target else { break }
            step(to: max(next, time))
            if nextTimer <= nextEvent {
                fired += 1
                let entry = scheduled.removeFirst()
                withScope { entry.action() }
            } else {
                deliver(pendingEvents.removeFirst())
            }
            flush()
        }
        step(to: target)
    }

    /// The number of actions scheduled and not run yet (timers' next firings included).
    package var scheduledActionCount: Int { scheduled.count }

    /// Rebuilds `node` whenever `entry(host)` differs from the entry its content was last built
    /// for (`Node.builtTimeEntry`, see `TimeDrivenEntry`) as time advances.
    func registerFrameObserver(
        _ node: Node, until finished: ((SceneHost) -> Bool)? = nil,
        entry: @escaping (SceneHost) -> Double
    ) {
        frameObservers[ObjectIdentifier(node)] = FrameObserver(node: node.reference, entry: entry, finished: finished)
    }

    /// The most times one preference reader follows a changing value in one frame: 16. A handler
    /// whose state write changes the value again each time would otherwise never settle; after
    /// this many changes the reader stops for the frame, with a warning (SwiftUI logs a similar
    /// "tried to update multiple times per frame").
    public static let maximumPreferenceChanges = 16

    /// Runs `read` after each layout that may have changed preference values, while `node` is in
    /// the tree (readers run in the order of their identity paths).
    func registerPreferenceReader(_ node: Node, read: @escaping (SceneHost, Node) -> Void) {
        preferenceReaders[ObjectIdentifier(node)] = PreferenceReader(node: node.reference, read: read)
        preferencesNeedUpdate = true
    }

    /// Rebuilds `node` when, at a step of time or after input, `isStale(node)` says the scroll
    /// offset (or, for a `GeometryReader`, the view transform) its content was built with has
    /// moved. Registering again replaces the test.
    func registerScrollObserver(_ node: Node, isStale: @escaping (Node) -> Bool) {
        scrollObservers[ObjectIdentifier(node)] = (node.reference, isStale)
    }

    /// Stops observing `node` (no-op when it is not observed).
    func unregisterScrollObserver(_ node: Node) {
        if !scrollObservers.isEmpty { scrollObservers[ObjectIdentifier(node)] = nil }
    }

    private func updatePreferences() {
        preferencesNeedUpdate = false
        guard !preferenceReaders.isEmpty else { return }
        let readers = preferenceReaders.sorted { ($0.value.node.node?.path ?? "") < ($1.value.node.node?.path ?? "") }
        withScope {
            for (key, reader) in readers {
                guard let node = reader.node.node, node.isAttached else {
                    preferenceReaders[key] = nil
                    continue
                }
                reader.read(self, node)
            }
        }
    }

    private func step(to t: Double) {
        time = t
        layoutTransaction = Transaction()
        withScope { clock.advance(to: t) }
        if !scrollObservers.isEmpty {
            for (key, observer) in scrollObservers.sorted(by: { ($0.value.node.node?.path ?? "") < ($1.value.node.node?.path ?? "") }) {
                guard let node = observer.node.node, node.isAttached else {
                    scrollObservers[key] = nil
                    continue
                }
                if observer.isStale(node) { node.invalidate(transaction: Transaction()) }
            }
        }
        if !frameObservers.isEmpty {
            for (key, observer) in frameObservers.sorted(by: { ($0.value.node.node?.path ?? "") < ($1.value.node.node?.path ?? "") }) {
                guard let node = observer.node.node, node.isAttached else {
                    frameObservers[key] = nil
                    continue
                }
                let entry = observer.entry(self)
                if node.builtTimeEntry != entry { // the contract of `TimeDrivenEntry`
                    node.invalidate(transaction: Transaction())
                }
                if observer.finished?(self) == true { frameObservers[key] = nil }
            }
        }
        if preferencesFollowTime {
            preferencesFollowTime = false
            preferencesNeedUpdate = true
        }
        flush()
        pruneRemovedNodes()
    }

    /// The host whose scene code is running (inside `withScope`), for the scene-time `Timer`,
    /// `DispatchQueue.main.asyncAfter` and `DispatchTime.now()`; nil outside scene code.
    static var current: SceneHost?

    /// Runs `body` as host code: `AnimationClock.current` is this host's clock and
    /// `SceneHost.current` is this host.
    func withScope<R>(_ body: () -> R) -> R {
        let saved = SceneHost.current
        SceneHost.current = self
        defer { SceneHost.current = saved }
        return AnimationClock.$current.withValue(clock) { ColorSchemeResolution.with(sceneColorScheme, body) }
    }

    /// Evaluates a body of `node`, flagging state writes made during it.
    func evaluate<R>(node: Node? = nil, _ body: () -> R) -> R {
        let saved = evaluatingBody
        evaluatingBody = node ?? saved
        defer { evaluatingBody = saved }
        return body()
    }

    /// The node whose body (or content closure) is being evaluated, if any: state read now is
    /// read by it.
    var nodeEvaluatingBody: Node? { evaluatingBody }

    /// Records that `node` must be re-evaluated with `transaction`. A write whose transaction
    /// differs from the pending batch's first brings the tree up to date with the pending batch,
    /// so each write is applied with its own transaction (a snap followed by an animated change
    /// animates from the snapped value).
    func markDirty(_ node: Node, transaction: Transaction) {
        if let evaluating = evaluatingBody {
            warnOnce("\(evaluating.motionPath) writes state while its body is evaluated; the write applies in the next update")
        }
        transaction.completion?.didWrite()
        prepareWrite(transaction: transaction)
        if !node.hasPendingTransaction { dirty.append(node) }
        node.pendingTransaction = transaction
        if batchTransaction == nil { batchTransaction = transaction }
    }

    /// Before a write with `transaction` is stored: if pending writes have another transaction,
    /// apply them first (not while a body or update is running).
    func prepareWrite(transaction: Transaction) {
        if let batch = batchTransaction, !batch.hasSameEffect(as: transaction), !isUpdating, evaluatingBody == nil {
            updateBatch()
        }
    }

    func enqueueAction(_ action: @escaping () -> Void) {
        queuedActions.append(action)
    }

    func warnOnce(_ message: String) {
        guard warned.insert(message).inserted else { return }
        warnings.append(message)
        WarningLog.warn(message)
    }

    /// Records that an animation with `transaction` runs until `end` on `slot`.
    func animationScheduled(until end: Double, transaction: Transaction, slot: AnyAnimatedSlot) {
        transaction.completion?.register(end: end, slot: slot)
    }

    /// Brings the tree up to date: re-evaluates invalidated nodes batch by batch (each batch one
    /// transaction), runs appearance and change actions, and lays out.
    private func flush() {
        flushSequence += 1
        var rounds = 0
        repeat {
            while !dirty.isEmpty || !queuedActions.isEmpty {
                rounds += 1
                if rounds > 100 {
                    warnOnce("state keeps changing in onAppear/onChange actions or GeometryReader content; stopped after 100 rounds")
                    dirty.removeAll()
                    queuedActions.removeAll()
                    break
                }
                updateBatch()
                drainActions()
            }
            if needsLayout { layout(transaction: Transaction()) }
            // Once the tree and its layout are settled, readers see the preferences of this
            // frame; what they change is brought up to date by the next round.
            if dirty.isEmpty, preferencesNeedUpdate { updatePreferences() }
        } while (!dirty.isEmpty || !queuedActions.isEmpty) && rounds <= 100
        if refreshAfterColorSchemeChange() { flush() }
    }

    /// Re-evaluates the pending batch of invalidated nodes (shallowest first) with the batch's
    /// transaction, then lays out with it.
    private func updateBatch() {
        let transaction = batchTransaction ?? Transaction()
        batchTransaction = nil
        guard !dirty.isEmpty else { return }
        let batch = dirty.sorted { $0.depth < $1.depth }
        dirty.removeAll()
        isUpdating = true
        updateCount += 1
        var context = UpdateContext(host: self, time: time, transaction: transaction)
        withScope {
            for node in batch where node.hasPendingTransaction {
                node.update(with: node.view, environment: node.environment, context: &context)
            }
        }
        finish(context)
        layout(transaction: transaction)
        isUpdating = false
        transaction.completion?.batchFinished(host: self)
    }

    private func finish(_ context: UpdateContext) {
        if recordsMutations { mutations.append(contentsOf: context.mutations) }
        queuedActions.append(contentsOf: context.appearActions)
    }

    private func drainActions() {
        guard !queuedActions.isEmpty else { return }
        let actions = queuedActions
        queuedActions.removeAll()
        withScope {
            for action in actions { action() }
        }
    }

    /// Returns and clears the recorded mutations.
    package func takeMutations() -> [TreeMutation] {
        defer { mutations.removeAll() }
        return mutations
    }

    /// Drops nodes whose removal transition has ended.
    private func pruneRemovedNodes() {
        guard removalCount > 0 else { return }
        root.forEachNode { node in
            let before = node.removingChildren.count
            node.removingChildren.removeAll { $0.removalEnd <= time }
            removalCount -= before - node.removingChildren.count
        }
    }
}
