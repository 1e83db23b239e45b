import Foundation

/// A control that opens a URL when tapped (SwiftUI's `Link`).
///
/// Drawn and tapped as a `Button` (the environment's button style, default borderless: the label
/// in the tint colour, dimmed while pressed); a tap calls the environment's `openURL` with the
/// destination (see `OpenURLAction` for what the default action does in a scene).
public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// A link to `destination` with a label made by `label`.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public var body: some View {
        let open = openURL, url = destination
        Button(action: { open(url) }) { label }
    }
}

extension Link where Label == Text {
    /// A link titled `title`.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
