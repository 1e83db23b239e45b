// A scene in the style of public SwiftUI sample code for alignment guides: a custom vertical
// guide that lines up views in two different stacks (the "aligning views across stacks"
// pattern), and a score row aligned on the first text baseline.
// Imports only SceneGraph, as SwiftUI code imports SwiftUI.
import SceneGraph

extension VerticalAlignment {
    /// The guide the account card lines its handle and name up on.
    private struct AccountAndName: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat {
            context[.bottom]
        }
    }

    static let accountAndName = VerticalAlignment(AccountAndName.self)
}

/// An account card: the "@handle" on the left lines up with the person's full name on the
/// right, though each sits in its own column; under it a score whose big number and small unit
/// share a baseline.
struct AccountCardView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            HStack(alignment: .accountAndName) {
                VStack {
                    Image(systemName: "person.circle")
                        .font(.system(size: 36))
                        .foregroundColor(.blue)
                    Text("@jsmith")
                        .font(.headline)
                        .alignmentGuide(.accountAndName) { d in d[VerticalAlignment.center] }
                    Text("since 2019")
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
                VStack(alignment: .leading) {
                    Text("Full name:")
                        .font(.caption)
                        .foregroundColor(.secondary)
                    Text("Jane Smith")
                        .font(.title)
                        .alignmentGuide(.accountAndName) { d in d[VerticalAlignment.center] }
                    Text("Lisbon, Portugal")
                        .font(.caption)
                        .foregroundColor(.secondary)
                }
            }
            HStack(alignment: .firstTextBaseline, spacing: 4) {
                Text("1,284")
                    .font(.system(size: 34, weight: .bold))
                Text("points")
                    .font(.subheadline)
                    .foregroundColor(.secondary)
                Spacer()
                Text("Level 7")
                    .font(.caption.bold())
                    .foregroundColor(.white)
                    .padding(.horizontal, 8)
                    .padding(.vertical, 4)
                    .background(Capsule().fill(Color.orange))
            }
        }
        .padding()
        .background(RoundedRectangle(cornerRadius: 16).fill(Color.gray.opacity(0.1)))
        .padding()
    }
}
