// Imports only SceneGraph, as SwiftUI code imports SwiftUI: the hero animation of sample code,
// a thumbnail that opens into a card through matchedGeometryEffect.
import SceneGraph

struct HeroCardView: View {
    @Namespace private var animation
    @State private var expanded = false

    var body: some View {
        VStack {
            if expanded {
                RoundedRectangle(cornerRadius: 24, style: .continuous)
                    .fill(Color.indigo)
                    .matchedGeometryEffect(id: "card", in: animation)
                    .frame(width: 300, height: 380)
                    .onTapGesture {
                        withAnimation(.spring(duration: 0.5, bounce: 0.2)) { expanded = false }
                    }
            } else {
                HStack {
                    RoundedRectangle(cornerRadius: 12, style: .continuous)
                        .fill(Color.indigo)
                        .matchedGeometryEffect(id: "card", in: animation)
                        .frame(width: 80, height: 80)
                        .onTapGesture {
                            withAnimation(.spring(duration: 0.5, bounce: 0.2)) { expanded = true }
                        }
                    Spacer()
                }
                .padding(20)
                Spacer()
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

/// A tab underline that follows the selected tab (`isSource: false` is not needed: the
/// underline is moved between tabs by re-insertion).
struct UnderlinedTabsView: View {
    @Namespace private var tabs
    @State private var selected = 0
    let titles = ["Today", "Week", "Month"]

    var body: some View {
        HStack(spacing: 24) {
            ForEach(titles.indices, id: \.self) { index in
                VStack(spacing: 6) {
                    Text(titles[index])
                        .onTapGesture { withAnimation(.easeInOut(duration: 0.3)) { selected = index } }
                    if selected == index {
                        Capsule().fill(Color.blue).frame(height: 3)
                            .matchedGeometryEffect(id: "underline", in: tabs)
                    } else {
                        Color.clear.frame(height: 3)
                    }
                }
                .frame(width: 70)
            }
        }
    }
}
