import Foundation

extension Node {

    func draw(into builder: inout DisplayListBuilder) {
        guard let effect = transitionEffect(at: builder.time) else {
            drawContent(into: &builder)
            return
        }
        guard effect.opacity > 0 else { return }
        if effect.opacity < 1 {
            var g = GroupEffects()
            g.opacity = effect.opacity
            builder.items.append(.beginGroup(g))
        }
        builder.withTransform(effect.transform) { drawContent(into: &$0) }
        if effect.opacity < 1 { builder.items.append(.endGroup) }
    }

    /// Draws the node itself, then children that are leaving (inert to input), unless the node
    /// drew them among its children (`drawChildrenInOrder`).
    private func drawContent(into builder: inout DisplayListBuilder) {
        if !removingChildren.isEmpty { leavingDrawnInPlace = false }
        if let box = primitiveBox {
            box.view.draw(node: self, into: &builder)
        } else {
            drawChildrenInOrder(into: &builder)
        }
        if !removingChildren.isEmpty, !leavingDrawnInPlace {
            for leaving in removingChildren { drawLeaving(leaving.node, into: &builder) }
        }
    }

    /// Draws the children in order with each leaving child at the place it had among its
    /// siblings, so that the siblings after it still draw over it while it fades, as in SwiftUI
    /// (a removed row under the rows that move up into its place, not over them).
    func drawChildrenInOrder(into builder: inout DisplayListBuilder) {
        guard !removingChildren.isEmpty else {
            for child in children { child.draw(into: &builder) }
            return
        }
        leavingDrawnInPlace = true
        let leaving = removingChildren.enumerated().sorted { ($0.element.index, $0.offset) < ($1.element.index, $1.offset) }.map(\.element)
        var next = 0
        for (i, child) in children.enumerated() {
            while next < leaving.count, leaving[next].index <= i {
                drawLeaving(leaving[next].node, into: &builder)
                next += 1
            }
            child.draw(into: &builder)
        }
        for rest in leaving[next...] { drawLeaving(rest.node, into: &builder) }
    }

    private func drawLeaving(_ node: Node, into builder: inout DisplayListBuilder) {
        let saved = builder.hitTestingEnabled
        builder.hitTestingEnabled = false
        node.draw(into: &builder)
        builder.hitTestingEnabled = saved
    }
}
