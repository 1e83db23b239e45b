import SwiftUI

// Written as app code wraps UIKit: `import SwiftUI` alone gives UIViewRepresentable and the UIKit
// views (as on iOS), `import WebKit` gives WKWebView (UIViewRepresentableWebScene.swift). This file imports nothing else, so that
// `DispatchQueue.main.async` is the scene-time one, as in an app's view file.

/// Counts the calls SwiftUI's life cycle makes.
@MainActor final class CallLog {
    var calls: [String] = []
}

/// A note field that grows with its text, in the style of the autosizing text views app code
/// writes: a delegate coordinator (an `NSObject`) and a height handed back through a binding on
/// the main queue.
struct NoteField: UIViewRepresentable {
    @Binding var text: String
    @Binding var height: CGFloat
    let log: CallLog

    func makeUIView(context: Context) -> UITextView {
        log.calls.append("make")
        let view = UITextView()
        view.text = text
        view.font = .preferredFont(forTextStyle: .body)
        view.textColor = .secondaryLabel
        view.backgroundColor = .clear
        view.delegate = context.coordinator
        return view
    }

    func updateUIView(_ uiView: UITextView, context: Context) {
        log.calls.append("update:\(text)")
        uiView.text = text
        let measured = uiView.contentSize.height
        DispatchQueue.main.async {
            if height != measured { height = measured }
        }
    }

    func makeCoordinator() -> Coordinator {
        log.calls.append("coordinator")
        return Coordinator(parent: self)
    }

    static func dismantleUIView(_ uiView: UITextView, coordinator: Coordinator) {
        coordinator.parent.log.calls.append("dismantle")
    }

    final class Coordinator: NSObject, UITextViewDelegate {
        var parent: NoteField
        init(parent: NoteField) { self.parent = parent }
        func textViewDidChange(_ textView: UITextView) { parent.text = textView.text }
    }
}

struct NoteScreen: View {
    @State var text = "One line"
    @State var height: CGFloat = 0
    @State var shown = true
    let log: CallLog
    /// Types a second line at 0.2 s and removes the field at 0.4 s.
    var scripted = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if shown {
                NoteField(text: $text, height: $height, log: log)
                    .frame(height: height)
                    .background(Color.yellow.opacity(0.3))
            }
            Text("h:\(Int(height.rounded()))")
            Spacer()
        }
        .onAppear {
            guard scripted else { return }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { text = "Two\nlines" }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.4) { shown = false }
        }
    }
}

/// A banner drawn by UIKit views: a label in a coloured, rounded view.
struct Banner: UIViewRepresentable {
    let title: String
    func makeUIView(context: Context) -> UIView {
        let view = UIView()
        view.backgroundColor = .systemIndigo
        view.layer.cornerRadius = 12
        view.layer.borderColor = UIColor.separator.cgColor
        let label = UILabel(frame: CGRect(x: 16, y: 10, width: 200, height: 24))
        label.text = title
        label.textColor = .white
        label.font = .systemFont(ofSize: 17, weight: .semibold)
        view.addSubview(label)
        return view
    }
    func updateUIView(_ uiView: UIView, context: Context) {}
}

/// A controller representable around a hosting controller.
struct Hosted: UIViewControllerRepresentable {
    func makeUIViewController(context: Context) -> UIHostingController<Text> {
        UIHostingController(rootView: Text("Hosted"))
    }
    func updateUIViewController(_ controller: UIHostingController<Text>, context: Context) {}
}

/// A shape drawn through UIKit's Bézier path, as app code rounds chosen corners.
struct TopRounded: Shape {
    var radius: CGFloat
    func path(in rect: CGRect) -> Path {
        let path = UIBezierPath(roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: radius, height: radius))
        return Path(path.cgPath)
    }
}


/// A label that hugs its text vertically, as app code asks with a hugging priority.
struct HuggingLabel: UIViewRepresentable {
    let text: String
    var hugs = true
    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        label.lineBreakMode = .byWordWrapping
        if hugs { label.setContentHuggingPriority(.required, for: .vertical) }
        return label
    }
    func updateUIView(_ uiView: UILabel, context: Context) {}
}

/// A label sized by the representable from the label's own `sizeThatFits`.
struct FittingLabel: UIViewRepresentable {
    let text: String
    func makeUIView(context: Context) -> UILabel {
        let label = UILabel()
        label.text = text
        label.numberOfLines = 0
        return label
    }
    func updateUIView(_ uiView: UILabel, context: Context) {}
    func sizeThatFits(_ proposal: ProposedViewSize, uiView: UILabel, context: Context) -> CGSize? {
        uiView.sizeThatFits(CGSize(width: proposal.width ?? 300, height: .greatestFiniteMagnitude))
    }
}

struct LabelStack: View {
    var hugs: Bool
    var body: some View {
        VStack(spacing: 0) {
            HuggingLabel(text: "One line", hugs: hugs)
            FittingLabel(text: "A longer text that wraps onto more lines than one")
            Text("after")
        }
        .frame(width: 120, height: 400, alignment: .top)
    }
}
