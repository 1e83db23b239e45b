/// A global actor that nothing runs on: it exists only to be named by
/// `_RemoveGlobalActorIsolation`.
@globalActor
public actor _NoGlobalActorInference {
    public static let shared = _NoGlobalActorInference()
}

/// A marker that cancels the main-actor isolation a type would infer from `View` (SwiftUI's
/// protocol of the same name).
///
/// A type that conforms to `View` infers `@MainActor`. A protocol that refines both `View` and
/// this marker (`Shape`, as in SwiftUI) gives its conformers two conflicting global actors to
/// infer from, so they infer none: a custom shape's `path(in:)` and `animatableData` stay
/// nonisolated and satisfy `Shape`'s and `Animatable`'s nonisolated requirements, while `body`
/// and the view's modifiers still run on the main actor.
@_NoGlobalActorInference
public protocol _RemoveGlobalActorIsolation {}
