import SwiftUI

/// A badge whose count changes 0.1 s after it appears, through the main queue.
struct DelayedBadge: View {
    @State var n = 0
    var body: some View {
        Text("n:\(n)").onAppear { DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { n = 1 } }
    }
}
