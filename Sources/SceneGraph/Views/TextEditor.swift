import Foundation

/// A multi-line text input (SwiftUI's `TextEditor`, UIKit's `UITextView`): its text, top leading,
/// wrapped to the width offered, in the environment's font (body by default) and the primary
/// colour, in a vertical scroll view that takes all the space offered. As `UITextView`, the text
/// is inset 8 pt at the top and bottom and 5 pt at the sides (its container inset and line
/// fragment padding), there is no placeholder and no border, and the background is transparent.
/// There is no keyboard: the text changes only through its binding, and a tap does not focus it.
public struct TextEditor: View {
    let text: Binding<String>
    /// The bound value when the view was made: a change of it makes the view differ from the
    /// last one, so its body is evaluated again (bindings are not compared).
    let currentValue: String

    /// An editor of `text`.
    public init(text: Binding<String>) {
        self.text = text
        currentValue = text.wrappedValue
    }

    public var body: some View {
        ScrollView(.vertical) {
            Text(verbatim: text.wrappedValue)
                .foregroundColor(.primary)
                .multilineTextAlignment(.leading)
                .fixedSize(horizontal: false, vertical: true)
                .frame(maxWidth: .infinity, alignment: .topLeading)
                .padding(.horizontal, 5)
                .padding(.vertical, 8)
        }
    }
}
