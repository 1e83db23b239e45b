// Imports only SceneGraph, as SwiftUI code imports SwiftUI: a to-do list in the style of public
// sample code, with `ForEach($items) { $item in … }`, swipe actions and `onDelete`.
import SceneGraph

struct TodoItem: Identifiable {
    let id: Int
    var title: String
    var done = false
}

struct TodoListView: View {
    @State private var items = [
        TodoItem(id: 1, title: "Buy milk"), TodoItem(id: 2, title: "Call Sam"),
        TodoItem(id: 3, title: "Water plants")
    ]

    var body: some View {
        NavigationStack {
            List {
                ForEach($items) { $item in
                    Toggle(item.title, isOn: $item.done)
                        .swipeActions {
                            Button(role: .destructive) {
                                items.removeAll { $0.id == item.id }
                            } label: {
                                Label("Delete", systemImage: "trash")
                            }
                        }
                }
                .onDelete { items.remove(atOffsets: $0) }
                .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                Text("\(items.filter(\.done).count) of \(items.count) done")
            }
            .navigationTitle("To do")
        }
    }
}
