import Foundation

/// How a preview is laid out (SwiftUI's `PreviewLayout`). Accepted for source compatibility:
/// previews are not rendered by themselves here.
public enum PreviewLayout: Sendable {
    /// The device's screen.
    case device
    /// The size the view needs.
    case sizeThatFits
    /// A container of the given size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device to preview on (SwiftUI's `PreviewDevice`), named as Xcode names simulators:
/// `PreviewDevice(rawValue: "iPhone 15")`, or a string literal.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
}

/// The orientation of the interface (SwiftUI's `InterfaceOrientation`).
public struct InterfaceOrientation: CaseIterable, Hashable, Identifiable, Sendable {
    public let id: String
    public static let portrait = InterfaceOrientation(id: "portrait")
    public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
    public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
    public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }
}

extension View {
    /// Accepted so that preview code compiles; it changes nothing in a scene (Xcode's canvas
    /// reads it, SwiftUI draws the view unchanged).
    public func previewLayout(_ value: PreviewLayout) -> Self { self }
    /// Accepted so that preview code compiles; it changes nothing in a scene.
    public func previewDisplayName(_ value: String?) -> Self { self }
    /// Accepted so that preview code compiles; it changes nothing in a scene.
    public func previewDevice(_ value: PreviewDevice?) -> Self { self }
    /// Accepted so that preview code compiles; it changes nothing in a scene.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> Self { self }

    /// Sets the colour scheme of the view and its subtree, as `.environment(\.colorScheme, _)`
    /// does (SwiftUI's deprecated `colorScheme(_:)`; unlike `preferredColorScheme`, it does not
    /// change the scene's scheme).
    public func colorScheme(_ colorScheme: ColorScheme) -> ModifiedContent<Self, _EnvironmentModifier> {
        environment(\.colorScheme, colorScheme)
    }
}
