import SceneGraph

/// A conversation above a message bar, the way chat screens use `safeAreaInset`: the bar on a
/// material at the bottom, the bubbles scrolling under it.
struct ConversationWithComposer: View {
    var body: some View {
        ScrollView {
            VStack(spacing: 8) {
                ForEach(0..<16, id: \.self) { i in
                    HStack {
                        if i % 2 == 1 { Spacer(minLength: 60) }
                        Text(i % 2 == 0 ? "Message \(i + 1)" : "Reply \(i + 1)")
                            .foregroundStyle(i % 2 == 0 ? Color.primary : Color.white)
                            .padding(.horizontal, 14)
                            .padding(.vertical, 10)
                            .background(i % 2 == 0 ? Color(.systemGray5) : Color.blue, in: Capsule())
                        if i % 2 == 0 { Spacer(minLength: 60) }
                    }
                }
            }
            .padding(.horizontal, 16)
        }
        .safeAreaInset(edge: .bottom, spacing: 0) {
            HStack(spacing: 12) {
                Text("iMessage")
                    .foregroundStyle(.tertiary)
                    .frame(maxWidth: .infinity, alignment: .leading)
                    .padding(.horizontal, 14)
                    .padding(.vertical, 8)
                    .overlay(Capsule().stroke(Color(.systemGray4), lineWidth: 1))
                Image(systemName: "arrow.up.circle.fill")
                    .font(.title2)
                    .foregroundStyle(.blue)
            }
            .padding(.horizontal, 16)
            .padding(.vertical, 8)
            .background(.bar)
        }
    }
}

/// A page with a leading rail and a trailing badge column, each beside the content: the
/// horizontal-edge forms with their alignments.
struct RailAndBadges: View {
    var body: some View {
        Color(.systemGray6)
            .overlay(Text("Content"))
            .safeAreaInset(edge: .leading, spacing: 0) {
                VStack(spacing: 16) {
                    ForEach(0..<3, id: \.self) { _ in Circle().fill(.blue).frame(width: 28, height: 28) }
                }
                .frame(width: 56)
                .frame(maxHeight: .infinity)
                .background(Color(.systemGray5))
            }
            .safeAreaInset(edge: .trailing, alignment: .top, spacing: 8) {
                Text("3")
                    .font(.caption.bold())
                    .foregroundStyle(.white)
                    .frame(width: 24, height: 24)
                    .background(.red, in: Circle())
                    .padding(.top, 12)
            }
            .safeAreaInset(edge: .top, alignment: .leading) {
                Text("Inbox").font(.title2.bold()).padding(.horizontal, 16)
            }
    }
}

/// A panel whose bottom inset moves down with it at 0.5 s (the panel is not laid out again: it
/// only moves), and whose background, which ignores the safe area, changes its label at 1 s (so
/// that it is laid out again after the move).
struct MovingPanel: View {
    @State private var top: CGFloat = 0
    @State private var label = "A"

    var body: some View {
        VStack(spacing: 0) {
            Color.clear.frame(height: top)
            Color.green.frame(height: 100)
                .frame(maxHeight: .infinity, alignment: .top)
                .background(Color.red.overlay(Text(label)).ignoresSafeArea())
                .safeAreaInset(edge: .bottom, spacing: 0) { Color.blue.frame(height: 50) }
                .frame(height: 300)
            Spacer(minLength: 0)
        }
        .onAppear {
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { top = 50 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { label = "B" }
        }
    }
}
