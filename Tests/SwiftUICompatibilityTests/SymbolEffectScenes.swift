import SceneGraph

/// A bell that bounces each time it is tapped (`.symbolEffect(.bounce, options:, value:)`).
struct BouncingBell: View {
    var options: SymbolEffectOptions = .default
    var down = false
    @State private var taps = 0

    var body: some View {
        Image(systemName: "bell.fill")
            .font(.system(size: 60))
            .symbolEffect(down ? .bounce.down : .bounce.up, options: options, value: taps)
            .frame(width: 200, height: 200)
            .contentShape(Rectangle())
            .onTapGesture { taps += 1 }
    }
}

/// A symbol whose effect runs while active; each tap toggles `isActive` (off at first).
struct ActiveSymbol<E: SymbolEffect>: View {
    let effect: E
    var options: SymbolEffectOptions = .default
    var initiallyActive = false
    @State private var active: Bool?

    var body: some View {
        Image(systemName: "wifi")
            .font(.system(size: 60))
            .symbolEffect(effect, options: options, isActive: active ?? initiallyActive)
            .frame(width: 200, height: 200)
            .contentShape(Rectangle())
            .onTapGesture { active = !(active ?? initiallyActive) }
    }
}

/// The filmstrip scene: a bouncing heart (tapped at 0.1 s) beside a pulsing wifi symbol.
struct SymbolEffectStrip: View {
    @State private var taps = 0

    var body: some View {
        HStack(spacing: 20) {
            Image(systemName: "heart.fill")
                .font(.system(size: 40))
                .foregroundStyle(.red)
                .symbolEffect(.bounce, value: taps)
            Image(systemName: "wifi")
                .font(.system(size: 40))
                .symbolEffect(.pulse)
        }
        .frame(width: 160, height: 90)
        .contentShape(Rectangle())
        .onTapGesture { taps += 1 }
    }
}
