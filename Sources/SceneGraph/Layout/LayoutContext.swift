import Foundation

/// What layout needs from the host: the text engine and warnings.
@MainActor
final class LayoutContext {
    let textMeasurer: TextMeasurer
    /// Number of `sizeThatFits` computations not served from a cache (for tests and benchmarks).
    var measurements = 0
    /// The pass in progress: its time, transaction and update stamp.
    var time = 0.0
    var transaction = Transaction() {
        didSet { transactionAnimates = transaction.effectiveAnimation != nil }
    }
    /// Whether `transaction` animates changes.
    private(set) var transactionAnimates = false
    var updateStamp = 0
    /// Absolute origin of the node whose children are being placed (their frames are stored
    /// relative to it).
    var anchorOrigin = CGPoint.zero
    /// How far that node moved on the canvas in this pass without animation (what an animated
    /// frame inside it makes up for, so it starts where it was drawn).
    var anchorJump = CGPoint.zero
    /// The size of the nearest container (`containerRelativeFrame`): the scene's, or the visible
    /// size, less its content margins, of the scroll view being measured or placed.
    var containerSize = CGSize.zero
    /// True while placing the subtree of a frame that took the transaction's gesture velocity.
    var insideVelocityFrame = false
    /// True while placing the subtree of a node placed for the first time (whose own frame holds
    /// still on the canvas: see `Node.holdStillWhileAnchorMoves`).
    var placingAppearingSubtree = false
    init(textMeasurer: TextMeasurer) { self.textMeasurer = textMeasurer }
}
