import SceneGraph

/// An iOS 17 album carousel as sample code writes it (ContentMarginsTests, ScrollSnappingTests):
/// full-width cards inside 20-point content margins, view-aligned. In a 390-point scene each
/// card is 390 − 40 = 350 points wide and the
/// cards are 350 + 12 = 362 points apart, so card i rests at the leading margin at content
/// offset 362·i, and the scroll range is 5 × 350 + 4 × 12 + 40 − 390 = 0…1448 (card 4 at rest
/// at the end is at the margin too: 4 × 362 = 1448).
struct AlbumCarousel: View {
    var limit: ViewAlignedScrollTargetBehavior.LimitBehavior = .automatic
    let colors: [Color] = [.pink, .purple, .indigo, .teal, .orange]
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            LazyHStack(spacing: 12) {
                ForEach(0..<colors.count, id: \.self) { i in
                    RoundedRectangle(cornerRadius: 16)
                        .fill(colors[i].gradient)
                        .overlay(alignment: .bottomLeading) {
                            Text("Album \(i + 1)").font(.headline).foregroundStyle(.white).padding()
                        }
                        .frame(height: 180)
                        .containerRelativeFrame(.horizontal)
                }
            }
            .scrollTargetLayout()
        }
        .contentMargins(.horizontal, 20, for: .scrollContent)
        .scrollTargetBehavior(.viewAligned(limitBehavior: limit))
    }
}
