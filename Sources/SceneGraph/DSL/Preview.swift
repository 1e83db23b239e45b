import Foundation

/// A preview of a view (SwiftUI's `#Preview`, iOS 17): `#Preview { ContentView() }` or
/// `#Preview("Dark") { ... }` at the top level of a file. The content is checked as SwiftUI
/// checks it (a view builder on the main actor) and kept as a type with `name` and
/// `makeView()`; nothing renders it by itself (render scenes with `FrameRecorder`).
///
/// The macro is expanded by the `SceneGraphMacros` compiler plug-in, built from the swift-syntax
/// modules the Swift toolchain ships (Package.swift finds them next to the `swift` command);
/// with a toolchain that has none, `#Preview` does not compile.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "SceneGraphMacros", type: "PreviewMacro")

/// `#Preview` with traits (accepted; previews are not rendered by themselves).
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) =
    #externalMacro(module: "SceneGraphMacros", type: "PreviewMacro")

/// A setting of a preview (SwiftUI's `PreviewTrait`), accepted for source compatibility.
public struct PreviewTrait: Sendable {
    let kind: String
    public static let sizeThatFitsLayout = PreviewTrait(kind: "sizeThatFitsLayout")
    public static let portrait = PreviewTrait(kind: "portrait")
    public static let landscapeLeft = PreviewTrait(kind: "landscapeLeft")
    public static let landscapeRight = PreviewTrait(kind: "landscapeRight")
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait { PreviewTrait(kind: "fixedLayout") }
}
