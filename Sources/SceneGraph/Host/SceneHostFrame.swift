import Foundation

/// The host's tree laid out, drawn and hit: the steps of a frame after its updates (see
/// docs/ARCHITECTURE.md, "One frame, as data flows").
extension SceneHost {
    // MARK: - Layout

    func layout(transaction: Transaction) {
        needsLayout = false
        layoutTransaction = transaction
        layoutTransaction.completion = nil // the change's completion waits for its own animations
        preferencesNeedUpdate = true
        layoutContext.time = time
        layoutContext.transaction = transaction
        layoutContext.updateStamp = updateCount
        root.treeState.advance()
        defer { root.treeState.advance() }
        layoutContext.anchorOrigin = .zero
        layoutContext.containerSize = size
        let proposal = ProposedViewSize(size)
        let s = root.sizeThatFits(proposal, context: layoutContext)
        let w = s.width.isFinite ? s.width : size.width, h = s.height.isFinite ? s.height : size.height
        let origin = CGPoint(x: ((size.width - w) / 2).rounded(), y: ((size.height - h) / 2).rounded())
        root.place(in: CGRect(origin: origin, size: CGSize(width: w, height: h)), proposal: proposal, context: layoutContext)
        if root.treeState.matchedGeometryStale {
            // A matched-geometry view was placed before its group's source moved: once more,
            // with every source's frame known (placing again is cheap: sizes are cached and
            // unchanged frames start no animation).
            root.treeState.matchedGeometryStale = false
            root.treeState.advance()
            root.place(in: CGRect(origin: origin, size: CGSize(width: w, height: h)), proposal: proposal, context: layoutContext)
            root.treeState.matchedGeometryStale = false
        }
    }

    /// The size the root view chooses for `proposal` (SwiftUI's
    /// `UIHostingController.sizeThatFits(in:)`): with `.unspecified`, the view's ideal size,
    /// the size `ImageRenderer` and swift-snapshot-testing's `.sizeThatFits` layout draw a view
    /// at. It only measures: the view stays laid out in the host's canvas.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        layoutContext.time = time
        layoutContext.anchorOrigin = .zero
        layoutContext.containerSize = size
        return root.sizeThatFits(proposal, context: layoutContext)
    }

    // MARK: - Output

    /// The display list at the current time. Every number in it is finite: items that would
    /// carry NaN or infinity are left out or repaired, with a warning (see `DisplayListSanitizer`).
    public func displayList() -> DisplayList {
        var builder = DisplayListBuilder(time: time)
        builder.items.reserveCapacity(lastItemCount)
        builder.hitRegions.reserveCapacity(hitRegions.count)
        drawRoot(into: &builder)
        hitRegions = builder.topHitRegions.isEmpty ? builder.hitRegions : builder.hitRegions + builder.topHitRegions
        let items = builder.topItems.isEmpty ? builder.items : builder.items + builder.topItems
        lastItemCount = items.count
        return DisplayList(size: size, items: DisplayListSanitizer.sanitized(items, warn: warnOnce))
    }

    // MARK: - Input

    func deliver(_ event: PointerEvent) {
        withScope {
            gestures.deliver(
                event,
                hitRegions: {
                    _ = displayList() // hit regions at this instant
                    return hitRegions
                }, schedule: { [weak self] time, action in self?.schedule(at: time, action) },
                warn: { [weak self] message in self?.warnOnce(message) })
        }
    }

    /// Draws the tree with adaptive colours resolving in the scene's scheme; a dark scene first
    /// paints the canvas with `systemBackground` (black), as a dark window is.
    func drawRoot(into builder: inout DisplayListBuilder) {
        let scheme = sceneColorScheme
        ColorSchemeResolution.with(scheme) {
            if scheme == .dark {
                builder.items.append(
                    .fill(
                        Path(CGRect(origin: .zero, size: size)), FillStyle(),
                        .color(Color.systemBackgroundColor.resolved), transform: .identity))
            }
            root.draw(into: &builder)
        }
    }
}
