import Foundation

/// The shape of the container the view is in, inset to the view's frame (SwiftUI's
/// `ContainerRelativeShape`). In SwiftUI only widgets and a few system containers give it a
/// rounded outline; everywhere else it is a rectangle, and that is the only case here: this
/// framework has no container shapes, so it always draws its frame's rectangle.
public struct ContainerRelativeShape: InsettableShape, Hashable {
    var insetAmount: CGFloat = 0
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: insetAmount, dy: insetAmount)) }
    public func inset(by amount: CGFloat) -> ContainerRelativeShape {
        var copy = self
        copy.insetAmount += amount
        return copy
    }
    public var animatableData: CGFloat {
        get { insetAmount }
        set { insetAmount = newValue }
    }
}

extension View {
    /// Sets the container shape for the `ContainerRelativeShape`s inside this view (SwiftUI's
    /// `containerShape(_:)`). Accepted: a container-relative shape here always draws its frame's
    /// rectangle (see `ContainerRelativeShape`), which is exact for `.containerShape(Rectangle())`
    /// and not for a rounded container.
    public func containerShape<T: InsettableShape>(_ shape: T) -> Self { self }
}
