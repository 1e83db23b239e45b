import Foundation
import SceneCommand
import SceneRender

/// A keyed list (`ForEach` by id) that is shuffled, inserted into and removed from, each change
/// in a `.snappy` animation: surviving rows keep their identity and slide to their new places.
/// Inserted rows fade in and removed rows fade out with the same animation (the default
/// `.opacity` transition). The shuffles use a seeded generator, so every recording is the same.
struct KeyedList: View {
    struct Item: Hashable {
        var id: Int
        var name: String
    }
    static let names = ["Almond", "Birch", "Clover", "Dahlia", "Elm", "Fern", "Ginkgo", "Hazel", "Iris", "Juniper"]

    @State var items = (0..<5).map { Item(id: $0, name: KeyedList.names[$0]) }
    @State var nextID = 5
    @State var random = RandomSource(seed: 11)

    var body: some View {
        let size = KeyedListScene.size
        ZStack(alignment: .top) {
            Color(white: 0.96)
            VStack(spacing: 18) {
                HStack(spacing: 12) {
                    ListButton(title: "Shuffle") { withAnimation(.snappy) { shuffle() } }
                    ListButton(title: "Insert") { withAnimation(.snappy) { insert() } }
                    ListButton(title: "Remove") { withAnimation(.snappy) { remove() } }
                }
                VStack(spacing: 8) {
                    ForEach(items, id: \.id) { item in
                        HStack(spacing: 12) {
                            Circle().fill(Color(hue: Double(item.id) / 10, saturation: 0.6, brightness: 0.9))
                                .frame(width: 22, height: 22)
                            Text(item.name).font(.system(size: 17, weight: .medium))
                                .frame(width: 190, alignment: .leading)
                            Text("#\(item.id)").font(.system(size: 13, design: .monospaced)).foregroundColor(Color(white: 0.5))
                        }
                        .padding(.horizontal, 14)
                        .frame(width: 300, height: 42)
                        .background(RoundedRectangle(cornerRadius: 10).fill(.white))
                    }
                }
            }
            .padding(.top, 14)
        }
        .frame(width: size.width, height: size.height)
    }

    /// Fisher–Yates with the scene's seeded generator.
    func shuffle() {
        var copy = items
        for i in stride(from: copy.count - 1, to: 0, by: -1) {
            let j = Int(random.unit() * Double(i + 1))
            copy.swapAt(i, j)
        }
        items = copy
    }

    /// A new row at index 1.
    func insert() {
        let item = Item(id: nextID, name: Self.names[nextID % Self.names.count])
        nextID += 1
        items.insert(item, at: min(1, items.count))
    }

    /// Removes the row at index 2.
    func remove() {
        guard items.count > 2 else { return }
        items.remove(at: 2)
    }
}

/// A capsule button of fixed width.
struct ListButton: View {
    let title: String
    let action: () -> Void
    var body: some View {
        Text(title)
            .font(.system(size: 15, weight: .semibold))
            .foregroundColor(.white)
            .frame(width: 96, height: 36)
            .background(Capsule().fill(.blue))
            .onTapGesture { action() }
    }
}

enum KeyedListScene {
    static let size = CGSize(width: 360, height: 420)
    /// Button centres: the three 96-pt buttons 12 pt apart, centred, 14 pt from the top.
    static let shuffle = CGPoint(x: 72, y: 32), insert = CGPoint(x: 180, y: 32), remove = CGPoint(x: 288, y: 32)
    /// Shuffle at 0.2 s, insert at 1.2 s, remove at 2.2 s, shuffle at 3.2 s.
    static let input = InputScript {
        Tap(at: shuffle, time: 0.2)
        Tap(at: insert, time: 1.2)
        Tap(at: remove, time: 2.2)
        Tap(at: shuffle, time: 3.2)
    }
    static let scene = SceneEntry(
        "keyed-list",
        summary: "A keyed list shuffled, inserted into and removed from; rows keep identity and slide.",
        size: size, duration: 4.2, input: input
    ) { KeyedList() }
}
