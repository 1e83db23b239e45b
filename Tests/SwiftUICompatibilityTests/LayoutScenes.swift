// Scenes in the style of public SwiftUI sample code for layout (issue #15 items 6, 7 and 11):
// a clock drawn with custom shapes in their own coordinates, a profile header row whose name
// and count stay on one line, and a card whose height animates with `.animation(_:value:)`.
// Imports only SceneGraph, as SwiftUI code imports SwiftUI.
import SceneGraph

/// A clock hand from the centre of its rect towards 12 o'clock, `length` of the radius long.
struct ClockHand: Shape {
    var length: CGFloat

    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.midX, y: rect.midY - rect.height / 2 * length))
        return path
    }
}

/// An hour mark at 12 o'clock: a short line in from the top edge, drawn from zero as SwiftUI
/// code draws it.
struct ClockTick: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.width / 2, y: 4))
            path.addLine(to: CGPoint(x: rect.width / 2, y: 16))
        }
    }
}

/// A city's clock at 10:10, under its name.
struct WorldClockView: View {
    var city = "Lisbon"

    var body: some View {
        VStack(spacing: 12) {
            Text(city)
                .font(.headline)
            ZStack {
                Circle()
                    .fill(Color.gray.opacity(0.12))
                ForEach(0..<12) { hour in
                    ClockTick()
                        .stroke(Color.gray, style: StrokeStyle(lineWidth: hour % 3 == 0 ? 3 : 1.5, lineCap: .round))
                        .rotationEffect(.degrees(Double(hour) * 30))
                }
                ClockHand(length: 0.5)
                    .stroke(Color.primary, style: StrokeStyle(lineWidth: 6, lineCap: .round))
                    .rotationEffect(.degrees(305))
                ClockHand(length: 0.8)
                    .stroke(Color.primary, style: StrokeStyle(lineWidth: 4, lineCap: .round))
                    .rotationEffect(.degrees(60))
                Circle()
                    .fill(Color.orange)
                    .frame(width: 12, height: 12)
            }
            .frame(width: 160, height: 160)
        }
    }
}

/// A profile header: avatar, name and follower count, and a Follow button pushed to the
/// trailing edge by a spacer.
struct ProfileHeaderView: View {
    var body: some View {
        HStack(spacing: 12) {
            Circle()
                .fill(Color.purple)
                .frame(width: 48, height: 48)
            VStack(alignment: .leading, spacing: 2) {
                Text("Jane Smith")
                    .font(.headline)
                Text("4.2k followers")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
            }
            Spacer()
            Text("Follow")
                .font(.subheadline.bold())
                .foregroundColor(.white)
                .padding(.horizontal, 14)
                .padding(.vertical, 7)
                .background(Capsule().fill(Color.blue))
        }
        .padding()
    }
}

/// An order card that opens to show its details: its height follows `expanded` with
/// `.animation(_:value:)`, the way SwiftUI code animates a size change without `withAnimation`;
/// the detail line fades in.
struct ExpandingCardView: View {
    @State private var expanded = false

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Text("Order #2041")
                .font(.headline)
            Text("Out for delivery")
                .font(.subheadline)
                .foregroundColor(.secondary)
            if expanded {
                Text("Driver: Ana, arriving by 14:20")
                    .font(.subheadline)
            }
        }
        .padding()
        .frame(width: 260, height: expanded ? 150 : 80, alignment: .topLeading)
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.15)))
        .animation(.spring(duration: 0.5), value: expanded)
        .onAppear { expanded = true }
    }
}
