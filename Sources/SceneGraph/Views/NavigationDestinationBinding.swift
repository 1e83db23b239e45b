import Foundation

/// What a binding-driven navigation destination keeps for one view identity: whether its
/// screen is on the stack.
final class BoundDestinationState {
    var isPushed = false
}

/// Pushes a destination onto the enclosing navigation stack while a binding says so
/// (`navigationDestination(isPresented:)` and `navigationDestination(item:)`): when `key`
/// becomes non-nil the screen `make(key)` is pushed (the one of an older key popped first);
/// when it becomes nil the screen is popped. A pop by the back button or `dismiss` writes the
/// binding back (`clear`) as the pop begins, as SwiftUI does. Outside a navigation stack
/// nothing is pushed.
public struct _BoundNavigationDestinationModifier<Key: Hashable>: ViewModifier {
    let key: Key?
    let make: (Key) -> AnyView
    let clear: () -> Void
    @State private var state = BoundDestinationState()
    @Environment(\.navigationContext) private var context

    public func body(content: Content) -> some View {
        let state = self.state, context = self.context, make = self.make, clear = self.clear
        return content.onChange(of: key, initial: true) { old, new in
            guard let context else { return }
            if state.isPushed, old != new {
                state.isPushed = false
                context.pop()
            }
            if let new, !state.isPushed {
                state.isPushed = true
                context.push(make(new)) {
                    if state.isPushed {
                        state.isPushed = false
                        clear()
                    }
                }
            }
        }
    }
}

extension View {
    /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true
    /// (SwiftUI's `navigationDestination(isPresented:destination:)`); popping it sets
    /// `isPresented` to false.
    public func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V)
        -> ModifiedContent<Self, _BoundNavigationDestinationModifier<Bool>>
    {
        let view = AnyView(destination())
        return modifier(
            _BoundNavigationDestinationModifier(
                key: isPresented.wrappedValue ? true : nil, make: { _ in view }, clear: { isPresented.wrappedValue = false }))
    }

    /// Pushes `destination(item)` onto the enclosing navigation stack while `item` is not nil
    /// (SwiftUI's `navigationDestination(item:destination:)`); another item replaces the
    /// screen, and popping it sets `item` to nil.
    public func navigationDestination<D: Hashable, C: View>(item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C)
        -> ModifiedContent<Self, _BoundNavigationDestinationModifier<D>>
    {
        modifier(
            _BoundNavigationDestinationModifier(
                key: item.wrappedValue, make: { AnyView(destination($0)) }, clear: { item.wrappedValue = nil }))
    }
}
