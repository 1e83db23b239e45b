import Foundation

extension Node {
    /// For a view or view modifier that conforms to `Animatable`: records its `animatableData`
    /// as an animated property (so a change animates with the transaction) and returns a copy
    /// whose `animatableData` is the presented value at the current time, to build the body from.
    /// While the value animates the node is rebuilt every frame.
    func animatedCopy<T>(of value: T) -> T {
        // Shapes animate their data where they are drawn (`_ShapeView`), without a rebuild.
        guard !(value is any Shape), let animatable = value as? any Animatable else { return value }
        func run<A: Animatable>(_ a: A) -> T {
            let context = UpdateContext(host: host, time: host?.time ?? 0, transaction: updateTransaction)
            setAnimatable(.animatableData, a.animatableData, context: context)
            var copy = a
            let time = host?.time ?? 0
            copy.animatableData = presented(.animatableData, at: time, default: a.animatableData)
            let slot = animatedSlots.slot(AnimatableKey<A.AnimatableData>.animatableData, node: self)
            let animating = slot?.isAnimating(at: time) == true
            builtTimeEntry = animating ? time : TimeDrivenEntry.idle
            if animating {
                // Rebuilt every frame while animating; the observer removes itself after.
                host?.registerFrameObserver(self, until: { host in slot?.isAnimating(at: host.time) != true }) { host in
                    slot?.isAnimating(at: host.time) == true ? host.time : TimeDrivenEntry.idle
                }
            }
            return copy as? T ?? value
        }
        return run(animatable)
    }
}
