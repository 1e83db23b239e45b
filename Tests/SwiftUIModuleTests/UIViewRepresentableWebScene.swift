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


/// A page loaded from a URL request, as app code writes it with `import WebKit` alone.
struct RequestPage: UIViewRepresentable {
    let url: URL
    func makeUIView(context: Context) -> WKWebView { WKWebView() }
    func updateUIView(_ uiView: WKWebView, context: Context) { uiView.load(URLRequest(url: url)) }
}

/// A badge whose count changes 0.1 s after it appears, in a file that imports WebKit too: the
/// main queue stays on scene time.
struct DelayedWebBadge: View {
    @State var n = 0
    var body: some View {
        Text("n:\(n)").onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { n = 1 } }
    }
}
