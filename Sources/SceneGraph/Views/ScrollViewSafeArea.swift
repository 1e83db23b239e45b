import Foundation

/// A scroll view's reach into the safe area around it (the outermost part of `ScrollView`'s
/// body). As in SwiftUI, a scroll view whose frame lies on an edge of the safe area extends its
/// frame past that edge and insets its content by as much: at rest the content lies where it
/// would inside the safe area, and it scrolls under what makes the safe area; scrolled to the
/// end, it stops at the safe area's edge. Here the safe area a scroll view reaches into is the
/// room of a `safeAreaInset` (`SafeAreaRegion.scrollable`), not the canvas's nor a navigation
/// bar's; and a scroll view inside another's content reaches into none (the outer one has
/// taken the safe area along its axis already).
///
/// The scroll view is measured in the space it is offered; only where it is placed does it
/// reach out: its frame (the clip, the area a drag starts in) is the extended one and
/// `ScrollViewState.safeAreaInsets` holds the extension, which the viewport adds to its content
/// margins (so `ScrollGeometry.contentInsets`, `scrollTo` and the scroll target behaviors count
/// it, as SwiftUI's content insets count the safe area).
struct _ScrollSafeAreaModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let state: ScrollViewState

    func place(node: Node, in bounds: CGRect, content: [Node], context: LayoutContext) {
        var reach = bounds
        if let region = node.environment.safeAreaRegion, !node.environment.isInScrollContent {
            reach = region.extend(bounds, to: region.scrollable)
        }
        let insets = EdgeInsets(
            top: bounds.minY - reach.minY, leading: bounds.minX - reach.minX,
            bottom: reach.maxY - bounds.maxY, trailing: reach.maxX - bounds.maxX)
        state.safeAreaInsets = insets
        let p = node.placementProposal
        let proposal = ProposedViewSize(
            width: p.width.map { $0 + insets.leading + insets.trailing },
            height: p.height.map { $0 + insets.top + insets.bottom })
        for child in content { child.place(in: reach, proposal: proposal, context: context) }
    }
}

struct IsInScrollContentKey: EnvironmentKey { static var defaultValue: Bool { false } }

extension EnvironmentValues {
    /// Whether the view lies in a scroll view's content (set by the viewport).
    var isInScrollContent: Bool {
        get { self[IsInScrollContentKey.self] }
        set { self[IsInScrollContentKey.self] = newValue }
    }
}
