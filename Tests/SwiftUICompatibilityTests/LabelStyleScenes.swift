import SceneGraph

// Label styles of an app's own, written as app code writes them: a trailing icon, a stacked
// badge, and a style that wraps the default label in a capsule.

struct TrailingIconStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

extension LabelStyle where Self == TrailingIconStyle {
    static var trailingIcon: Self { Self() }
}

struct StackedBadgeStyle: LabelStyle {
    var tint: Color = .orange
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 4) {
            configuration.icon
                .font(.title2)
                .foregroundStyle(tint)
            configuration.title
                .font(.caption.weight(.semibold))
        }
        .padding(10)
        .background(tint.opacity(0.15), in: RoundedRectangle(cornerRadius: 12, style: .continuous))
    }
}

struct CapsuleLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        Label(configuration)
            .padding(.horizontal, 12)
            .padding(.vertical, 6)
            .background(Capsule().fill(Color.blue.opacity(0.15)))
    }
}

struct LabelStylePanel: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Label("Next meeting", systemImage: "clock").labelStyle(.trailingIcon)
            HStack(spacing: 12) {
                Label("Rain", systemImage: "cloud.rain").labelStyle(StackedBadgeStyle())
                Label("Sun", systemImage: "sun.max").labelStyle(StackedBadgeStyle(tint: .yellow))
            }
            Label("Favourites", systemImage: "star").labelStyle(CapsuleLabelStyle())
            Label("Title only", systemImage: "star").labelStyle(.titleOnly)
            Label("Icon only", systemImage: "star").labelStyle(IconOnlyLabelStyle())
            Spacer()
        }
        .padding()
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}
