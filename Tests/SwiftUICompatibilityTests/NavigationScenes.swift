// Scenes in the style of public SwiftUI sample code for app chrome (issue #16 item 5):
// settings lists, navigation stacks with titles and toolbars, forms, tab views.
// Imports only SceneGraph, as SwiftUI code imports SwiftUI.
import SceneGraph

struct Fruit: Identifiable {
    let id = UUIDString.next()
    let name: String
    let emoji: String
}

/// Deterministic ids for sample data.
enum UUIDString {
    nonisolated(unsafe) static var counter = 0
    static func next() -> Int {
        counter += 1
        return counter
    }
}

/// A settings screen: a large title, an Edit button, sections of links and plain rows.
struct SettingsScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    NavigationLink("Wi-Fi") {
                        Text("Wi-Fi settings")
                            .navigationTitle("Wi-Fi")
                    }
                    NavigationLink(destination: Text("Bluetooth settings")) {
                        HStack {
                            Text("Bluetooth")
                            Spacer()
                            Text("On").foregroundColor(.secondary)
                        }
                    }
                }
                Section(header: Text("General"), footer: Text("Software updates are installed overnight.")) {
                    Text("About")
                    Text("Software Update")
                }
            }
            .navigationTitle("Settings")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Text("Edit").foregroundColor(.accentColor)
                }
            }
        }
    }
}

/// A list of identifiable data in an older `NavigationView`, with an inline title.
struct FruitListScreen: View {
    let fruits = [
        Fruit(name: "Apple", emoji: "🍎"), Fruit(name: "Banana", emoji: "🍌"),
        Fruit(name: "Cherry", emoji: "🍒"), Fruit(name: "Kiwi", emoji: "🥝")
    ]

    var body: some View {
        NavigationView {
            List(fruits) { fruit in
                Text(fruit.name)
            }
            .navigationBarTitle("Fruits", displayMode: .inline)
        }
        .navigationViewStyle(.stack)
    }
}

/// Value-based navigation (iOS 16): links carry values, the stack makes their destinations.
struct ColorPickerScreen: View {
    let names = ["Red", "Green", "Blue"]

    var body: some View {
        NavigationStack {
            List(names, id: \.self) { name in
                NavigationLink(name, value: name)
            }
            .navigationDestination(for: String.self) { name in
                Text("You picked \(name)")
                    .navigationTitle(name)
            }
            .navigationTitle("Colors")
        }
    }
}

/// A plain-style list with sections, the way chat or mail lists are written.
struct PlainInbox: View {
    var body: some View {
        List {
            Section("Today") {
                ForEach(["Lunch?", "Build is green", "Invoice"], id: \.self) { subject in
                    VStack(alignment: .leading, spacing: 2) {
                        Text(subject).font(.headline)
                        Text("Tap to read").font(.subheadline).foregroundColor(.secondary)
                    }
                }
                .onDelete { _ in }
            }
        }
        .listStyle(.plain)
    }
}

/// A tab view of two screens, each with its own tab item and tag.
struct HomeTabs: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                Text("Home feed")
                    .navigationTitle("Home")
            }
            .tabItem {
                Text("⌂").font(.system(size: 24))
                Text("Home")
            }
            .tag(0)

            Text("Your profile")
                .tabItem {
                    Text("☺").font(.system(size: 24))
                    Text("Profile")
                }
                .tag(1)
        }
    }
}

/// Tab items written as a `Label` and as an `Image` beside a `Text`: each draws its symbol
/// above its title, as iOS's tab bar does.
struct SymbolTabs: View {
    var body: some View {
        TabView {
            Text("Home screen")
                .tabItem { Label("Home", systemImage: "house") }
            Text("Settings screen")
                .tabItem {
                    Image(systemName: "gearshape")
                    Text("Settings")
                }
        }
    }
}

/// Onboarding pages (`.tabViewStyle(.page)`).
struct OnboardingPages: View {
    var body: some View {
        TabView {
            ForEach(["Welcome", "Track", "Share"], id: \.self) { title in
                ZStack {
                    Color.indigo
                    Text(title).font(.largeTitle).foregroundColor(.white)
                }
            }
        }
        .tabViewStyle(.page(indexDisplayMode: .always))
        .indexViewStyle(.page(backgroundDisplayMode: .always))
    }
}

/// A full-bleed background behind content that keeps to the safe area.
struct FullBleedScreen: View {
    var body: some View {
        ZStack {
            LinearGradient(colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
                .ignoresSafeArea()
            VStack {
                Text("Top of the safe area").foregroundColor(.white)
                Spacer()
                Text("Bottom of the safe area").foregroundColor(.white)
            }
        }
    }
}

/// The same with the older modifier, on the top edge only.
struct TopBleedScreen: View {
    var body: some View {
        VStack {
            Color.orange.edgesIgnoringSafeArea(.top).frame(height: 100)
            Spacer()
        }
    }
}
