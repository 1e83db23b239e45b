import Foundation

/// Opens a URL (SwiftUI's `OpenURLAction`, read as `@Environment(\.openURL) var openURL` and
/// called as `openURL(url)`; `Link` calls it when tapped).
///
/// Install a handler with `.environment(\.openURL, OpenURLAction { url in … })` to see which
/// URLs a scene opens. The default action is the system's: a scene has no system to hand the URL
/// to, so it warns once per URL (naming it) and does nothing else; differs from SwiftUI, where the
/// URL opens in Safari or its app.
public struct OpenURLAction {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable { case handled, discarded, system(URL?) }
        let kind: Kind
        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL and nothing else should.
        public static let discarded = Result(kind: .discarded)
        /// Hand the URL on to the system (here: warn, see `OpenURLAction`).
        public static let systemAction = Result(kind: .system(nil))
        /// Hand `url` to the system instead (here: warn, see `OpenURLAction`).
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: (URL) -> Result

    /// An action that calls `handler` with each URL to open.
    public init(handler: @escaping (URL) -> Result) { self.handler = handler }

    /// Opens `url`.
    public func callAsFunction(_ url: URL) {
        if case .system(let other) = handler(url).kind { Self.openWithSystem(other ?? url) }
    }
    /// Opens `url` and then calls `completion` with whether it was opened (true only when a
    /// handler returned `.handled`: the system action opens nothing here).
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        let result = handler(url)
        if case .system(let other) = result.kind { Self.openWithSystem(other ?? url) }
        if case .handled = result.kind { completion(true) } else { completion(false) }
    }

    static func openWithSystem(_ url: URL) {
        WarningLog.warn("openURL(\(url.absoluteString)): a scene has no system to open URLs with; install a handler with .environment(\\.openURL, OpenURLAction { … }) to observe it")
    }
}

struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .systemAction } }
}

extension EnvironmentValues {
    /// The action that opens URLs in this subtree (see `OpenURLAction`).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}
