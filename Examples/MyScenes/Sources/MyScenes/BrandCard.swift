import SceneGraph

/// A card drawn from the package's asset catalog (Sources/MyScenes/Assets.xcassets) through the
/// symbols the AssetSymbols plug-in generates, as Xcode's: `Image(.badgeIcon)` is the set
/// `badge-icon` (its @2x or @3x file, as the display scale asks), `Color(.brandPrimary)` the
/// colour set `BrandPrimaryColor` and `Color(.cardBackground)` `card-background`, each with a
/// dark appearance that `.preferredColorScheme(.dark)` picks.
struct BrandCard: View {
    var scheme: ColorScheme = .light

    var body: some View {
        HStack(spacing: 14) {
            ZStack {
                Circle().fill(Color(.brandPrimary))
                Image(.badgeIcon)
            }
            .frame(width: 56, height: 56)
            VStack(alignment: .leading, spacing: 4) {
                Text("Verified").font(.headline).foregroundStyle(Color(.brandPrimary))
                Text("From the asset catalog").font(.subheadline).foregroundStyle(.secondary)
            }
            Spacer()
        }
        .padding(16)
        .background(Color(.cardBackground), in: RoundedRectangle(cornerRadius: 16))
        .padding(20)
        .preferredColorScheme(scheme)
    }
}
