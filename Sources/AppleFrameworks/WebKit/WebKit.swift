// `import WebKit` as SwiftUI code writes it, for a `WKWebView` wrapped in `UIViewRepresentable`:
// the view and the calls that load it compile and are kept, and the view draws a blank white
// page at the size SwiftUI gives it (no web engine runs here: nothing is fetched or laid out).
@_exported import UIKit
#if canImport(FoundationNetworking)
// `URLRequest` lives here on Linux (in Foundation on Apple platforms). The module is not
// re-exported (a file importing WebKit would then reach Dispatch other than through SceneGraph,
// see UIKit.swift); its request type is named here instead, so that `webView.load(URLRequest(url:))`
// compiles in a file that imports WebKit, as on iOS.
import FoundationNetworking
@_exported import struct FoundationNetworking.URLRequest
#endif

/// A web view (WebKit's `WKWebView`): what it is asked to load is recorded (`url`, `title`
/// stay as loaded), and it draws an empty white page.
@MainActor
open class WKWebView: UIView {
    /// The configuration it was made with.
    public let configuration: WKWebViewConfiguration
    /// Its scroll view (accepted settings only).
    public let scrollView = UIScrollView()
    open weak var navigationDelegate: (any WKNavigationDelegate)?
    open weak var uiDelegate: (any WKUIDelegate)?
    /// The last URL asked for.
    public private(set) var url: URL?
    /// The page's title: nil, as no page is parsed.
    public private(set) var title: String?
    /// Always false: loads finish at once.
    public var isLoading: Bool { false }
    public var canGoBack: Bool { false }
    public var canGoForward: Bool { false }
    open var allowsBackForwardNavigationGestures = false
    open var isOpaque = true

    public init(frame: CGRect, configuration: WKWebViewConfiguration) {
        self.configuration = configuration
        super.init(frame: frame)
        backgroundColor = .white
    }
    public convenience override init(frame: CGRect) { self.init(frame: frame, configuration: WKWebViewConfiguration()) }
    public required init?(coder: NSCoder) { return nil }

    @discardableResult open func load(_ request: URLRequest) -> WKNavigation? {
        url = request.url
        return WKNavigation()
    }
    @discardableResult open func loadHTMLString(_ string: String, baseURL: URL?) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }
    @discardableResult open func load(_ data: Data, mimeType: String, characterEncodingName: String, baseURL: URL) -> WKNavigation? {
        url = baseURL
        return WKNavigation()
    }
    @discardableResult open func loadFileURL(_ url: URL, allowingReadAccessTo readAccessURL: URL) -> WKNavigation? {
        self.url = url
        return WKNavigation()
    }
    @discardableResult open func reload() -> WKNavigation? { WKNavigation() }
    @discardableResult open func goBack() -> WKNavigation? { nil }
    @discardableResult open func goForward() -> WKNavigation? { nil }
    open func stopLoading() {}
}

/// A web view's settings (WebKit's `WKWebViewConfiguration`): accepted and kept.
@MainActor
open class WKWebViewConfiguration {
    open var allowsInlineMediaPlayback = false
    public init() {}
}

/// A load's handle (WebKit's `WKNavigation`).
@MainActor
open class WKNavigation {
    init() {}
}

/// What a web view tells its navigation delegate (WebKit's `WKNavigationDelegate`): every method
/// optional; none is called, as nothing loads.
@MainActor
public protocol WKNavigationDelegate: AnyObject {
    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!)
    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error)
}

extension WKNavigationDelegate {
    public func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {}
    public func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: any Error) {}
}

/// A web view's UI delegate (WebKit's `WKUIDelegate`): accepted; never called.
@MainActor
public protocol WKUIDelegate: AnyObject {}
