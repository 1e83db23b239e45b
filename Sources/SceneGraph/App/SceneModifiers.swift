import Foundation
import Observation

extension Scene {
    /// Sets an environment value for the scene's windows (SwiftUI's `Scene.environment(_:_:)`).
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, transform: { $0[keyPath: keyPath] = value })
    }

    /// Puts an observable object in the environment of the scene's windows, found by its type
    /// (SwiftUI's `Scene.environment(_:)`, iOS 17).
    public func environment<T: AnyObject & Observable>(_ object: T?) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, transform: { $0.objects[ObjectIdentifier(T.self)] = object })
    }

    /// Puts `object` in the environment of the scene's windows for `@EnvironmentObject`
    /// properties (SwiftUI's `Scene.environmentObject(_:)`).
    public func environmentObject<T: ObservableObject>(_ object: T) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, transform: { $0.objects[ObjectIdentifier(T.self)] = object })
    }

    /// Runs `action` when `value` changes (SwiftUI's `Scene.onChange(of:initial:_:)`, iOS 17).
    /// Never runs here: an app's scenes are read once, for `App.rootView`, and what app code
    /// watches there (the scene phase) stays `.active` in a rendered scene. Kept so that app
    /// code compiles; watch values in views (`View.onChange`), which do run.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, transform: nil)
    }

    /// Runs `action` when `value` changes (SwiftUI's `Scene.onChange(of:perform:)`, iOS 14):
    /// never runs here, as above. Kept so that app code compiles.
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, transform: nil)
    }

    /// The default size of the scene's windows (SwiftUI's `defaultSize(width:height:)`, macOS
    /// and visionOS): an iPhone window fills the screen, so it changes nothing here.
    public func defaultSize(width: CGFloat, height: CGFloat) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, transform: nil)
    }

    /// The default size of the scene's windows: changes nothing here, as above.
    public func defaultSize(_ size: CGSize) -> _ModifiedScene<Self> {
        _ModifiedScene(content: self, transform: nil)
    }
}
