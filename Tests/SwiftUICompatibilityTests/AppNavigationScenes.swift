import SceneGraph

// App-level navigation API as app code writes it (issue 33): NavigationSplitView in two and
// three columns, navigationDestination(isPresented:) and (item:), custom ToolbarContent, and
// outline lists.

struct Mailbox: Identifiable, Hashable {
    let name: String
    let icon: String
    var id: String { name }
}

/// A two-column split view: a mailbox list selecting what the detail shows.
struct MailSplitView: View {
    @State private var selected: String?
    let mailboxes = [
        Mailbox(name: "Inbox", icon: "tray"), Mailbox(name: "Sent", icon: "paperplane"),
        Mailbox(name: "Archive", icon: "archivebox")
    ]

    var body: some View {
        NavigationSplitView {
            List(mailboxes, selection: $selected) { box in
                Label(box.name, systemImage: box.icon)
            }
            .navigationTitle("Mailboxes")
        } detail: {
            if let selected {
                Text("Messages in \(selected)")
                    .navigationTitle(selected)
            } else {
                Text("Select a mailbox")
            }
        }
        .overlay(alignment: .bottom) { Text("selection: \(selected ?? "none")").font(.caption) }
    }
}

enum Shelf: String, CaseIterable, Hashable {
    case fruit = "Fruit", vegetables = "Vegetables"
    var items: [String] { self == .fruit ? ["Apple", "Pear"] : ["Leek", "Kale"] }
}

/// A three-column split view: value links select a shelf, a list of its items selects one.
struct GrocerySplitView: View {
    @State private var shelf: Shelf?
    @State private var item: String?

    var body: some View {
        NavigationSplitView {
            List(selection: $shelf) {
                ForEach(Shelf.allCases, id: \.self) { s in
                    NavigationLink(s.rawValue, value: s)
                }
            }
            .navigationTitle("Shelves")
        } content: {
            if let shelf {
                List(shelf.items, id: \.self, selection: $item) { Text($0) }
                    .navigationTitle(shelf.rawValue)
            } else {
                Text("Pick a shelf")
            }
        } detail: {
            Text(item.map { "About \($0)" } ?? "Pick an item")
                .navigationTitle(item ?? "")
        }
        .navigationSplitViewStyle(.balanced)
    }
}

/// Pushes by a Boolean binding and by an optional item.
struct BoundDestinationsScreen: View {
    @State private var showsSettings = false
    @State private var number: Int?

    var body: some View {
        NavigationStack {
            VStack(spacing: 20) {
                Button("Settings") { showsSettings = true }
                Button("Number 7") { number = 7 }
                Text("settings \(showsSettings ? "on" : "off"), number \(number.map(String.init) ?? "nil")")
            }
            .navigationTitle("Home")
            .navigationDestination(isPresented: $showsSettings) {
                Text("Settings screen").navigationTitle("Settings")
            }
            .navigationDestination(item: $number) { n in
                Text("Number screen \(n)").navigationTitle("No. \(n)")
            }
        }
    }
}

/// Toolbar content of one's own type and from a builder function.
struct EditorToolbar: ToolbarContent {
    let save: () -> Void
    var body: some ToolbarContent {
        ToolbarItem(placement: .cancellationAction) { Button("Cancel") {} }
        ToolbarItemGroup(placement: .primaryAction) {
            Button("Undo") {}
            Button("Save", action: save)
        }
    }
}

struct EditorScreen: View {
    @State private var saves = 0
    var body: some View {
        NavigationStack {
            Text("Saved \(saves) times")
                .navigationTitle("Note")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar { EditorToolbar { saves += 1 } }
                .toolbar(content: titleItems)
        }
    }

    @ToolbarContentBuilder
    func titleItems() -> some ToolbarContent {
        if saves > 0 {
            ToolbarItem(placement: .principal) { Text("Edited") }
        }
    }
}

struct FileNode: Identifiable {
    let name: String
    var children: [FileNode]?
    var id: String { name }
}

/// A file tree as an outline list.
struct FileTreeScreen: View {
    let tree = [
        FileNode(name: "Documents", children: [
            FileNode(name: "Letters", children: [FileNode(name: "Bank.txt")]),
            FileNode(name: "Notes.txt")
        ]),
        FileNode(name: "Photos", children: []),
        FileNode(name: "Readme.md")
    ]
    var body: some View {
        List(tree, children: \.children) { node in
            Label(node.name, systemImage: node.children == nil ? "doc" : "folder")
        }
    }
}
