// Imports only SceneGraph, as SwiftUI code imports SwiftUI: file names cut at the head, middle
// and tail, and titles that shrink to fit their width (minimumScaleFactor), as list rows and
// dashboards in sample code do.
import SceneGraph

struct TruncationShowcase: View {
    let fileName = "Quarterly-report-final-version-2026-with-appendices.pdf"

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text(fileName).lineLimit(1).truncationMode(.head)
            Text(fileName).lineLimit(1).truncationMode(.middle)
            Text(fileName).lineLimit(1).truncationMode(.tail)
            Divider()
            Text("Total balance").font(.largeTitle).bold()
                .lineLimit(1).minimumScaleFactor(0.5)
                .frame(width: 150, alignment: .leading)
                .border(Color.gray)
            Text("Total balance across all accounts").font(.largeTitle).bold()
                .lineLimit(1).minimumScaleFactor(0.5)
                .frame(width: 150, alignment: .leading)
                .border(Color.gray)
            Text("Total balance").font(.largeTitle).bold()
                .lineLimit(1)
                .frame(width: 150, alignment: .leading)
                .border(Color.gray)
        }
        .padding()
        .frame(width: 260)
    }
}
