import Foundation

/// The contract between a view whose content depends on scene time and the host that advances
/// time.
///
/// Such a view registers a frame observer (`SceneHost.registerFrameObserver(_:until:entry:)`):
/// a function from the host to an *entry*, the scene time its content should be built for (a
/// `TimelineView`'s last scheduled update, or the current time while an `Animatable` view's
/// data animates; `TimeDrivenEntry.idle` when no rebuild is needed). Each time the view builds
/// its content it records the entry it built for in this attachment. On every step of time the
/// host compares the two and rebuilds the node when they differ, so the content is rebuilt once
/// per new entry, never per frame in between.
struct TimeDrivenEntry: NodeAttachment {
    /// Scene seconds the content was built for, or `idle`.
    let entry: Double

    /// The entry of a view that needs no rebuild as time advances.
    static let idle = -1.0
}

extension Node {
    /// The entry this node's content was last built for (see `TimeDrivenEntry`); nil before the
    /// first build.
    var builtTimeEntry: Double? {
        get { self[attachment: TimeDrivenEntry.self]?.entry }
        set { self[attachment: TimeDrivenEntry.self] = newValue.map(TimeDrivenEntry.init) }
    }
}
