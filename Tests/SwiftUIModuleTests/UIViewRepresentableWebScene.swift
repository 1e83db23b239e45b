import SwiftUI
import WebKit

/// A web view, as app code shows a page or an animated image.
struct WebPage: UIViewRepresentable {
    func makeUIView(context: Context) -> WKWebView {
        let view = WKWebView()
        view.loadHTMLString("<p>Hello</p>", baseURL: nil)
        view.scrollView.isScrollEnabled = false
        return view
    }
    func updateUIView(_ uiView: WKWebView, context: Context) { uiView.reload() }
}

