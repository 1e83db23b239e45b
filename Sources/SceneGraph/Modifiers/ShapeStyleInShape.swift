import Foundation

extension View {
    /// Draws `shape`, filled with `style` by `fillStyle`, behind the view; the shape is fitted
    /// to the view's frame (SwiftUI's `background(_:in:fillStyle:)`). A `Material` takes the
    /// material overload (`Material.swift`), which blurs the backdrop.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _BackgroundModifier<_ShapeView<T>>>
    {
        background(shape.fill(style, style: fillStyle))
    }
    /// Draws `shape`, filled with the background style (`.background`: what `.backgroundStyle(_:)`
    /// set above, else systemBackground), behind the view, fitted to its frame (SwiftUI's
    /// `background(in:fillStyle:)`).
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _BackgroundModifier<_ShapeView<T>>>
    {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }
    /// Draws `shape`, filled with `style` by `fillStyle`, in front of the view, fitted to its
    /// frame (SwiftUI's `overlay(_:in:fillStyle:)`).
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> ModifiedContent<Self, _BackgroundModifier<_ShapeView<T>>>
    {
        overlay(shape.fill(style, style: fillStyle))
    }
}
