import SceneGraph
import SceneTesting
import XCTest

/// NavigationSplitView, binding-driven navigation destinations, custom toolbar content and
/// outline lists (AppNavigationScenes.swift), as iOS 17 draws them on iPhone.
@MainActor
final class AppNavigationTests: XCTestCase {
    let phone = CGSize(width: 390, height: 844)

    private func tap(_ text: String, in host: SceneHost, at time: Double, file: StaticString = #filePath, line: UInt = #line) throws {
        let frame = try XCTUnwrap(host.displayList().textFrame(text), "no \(text) in \(host.displayList().textStrings)", file: file, line: line)
        host.send(PointerEvent(.down, at: CGPoint(x: frame.midX, y: frame.midY), time: time))
        host.send(PointerEvent(.up, at: CGPoint(x: frame.midX, y: frame.midY), time: time + 0.05))
    }

    /// Collapsed as on iPhone: the sidebar is the root screen with its large title; selecting a
    /// row pushes the detail for the selection; the back button pops it and clears the selection.
    func testTwoColumnSplitViewCollapsesToAStack() async throws {
        let host = try SceneHost(MailSplitView(), size: phone)
        let root = host.displayList()
        XCTAssertEqual(root.textFont("Mailboxes")?.size, 34, "the sidebar's large title")
        XCTAssertFalse(root.textStrings.contains("Select a mailbox"), "no detail column beside the sidebar")
        try tap("Sent", in: host, at: 0.1)
        host.advance(to: 2)
        let detail = host.displayList()
        XCTAssertTrue(detail.textStrings.contains("Messages in Sent"), "\(detail.textStrings)")
        XCTAssertEqual(try XCTUnwrap(detail.textFrame("Sent")).midX, 195, accuracy: 0.5, "inline title of the detail")
        XCTAssertTrue(detail.textStrings.contains("selection: Sent"))
        XCTAssertTrue(detail.textStrings.contains("Mailboxes"), "back button")
        try tap("Mailboxes", in: host, at: 2.1)
        host.advance(to: 4)
        let back = host.displayList()
        XCTAssertTrue(back.textStrings.contains("selection: none"), "popping the detail clears the selection")
        XCTAssertFalse(back.textStrings.contains("Messages in Sent"))
        XCTAssertEqual(back.textFont("Mailboxes")?.size, 34)
    }

    /// Three columns: a value link in the sidebar pushes the content column, a row there the detail.
    func testThreeColumnSplitViewPushesContentThenDetail() async throws {
        let host = try SceneHost(GrocerySplitView(), size: phone)
        try tap("Vegetables", in: host, at: 0.1)
        host.advance(to: 2)
        XCTAssertTrue(host.displayList().textStrings.contains("Leek"), "\(host.displayList().textStrings)")
        XCTAssertTrue(host.displayList().textStrings.contains("Shelves"), "back button")
        try tap("Kale", in: host, at: 2.1)
        host.advance(to: 4)
        let detail = host.displayList()
        XCTAssertTrue(detail.textStrings.contains("About Kale"), "\(detail.textStrings)")
        XCTAssertTrue(detail.textStrings.contains("Vegetables"), "back button named after the content column")
    }

    /// `navigationDestination(isPresented:)` pushes while true and is set back to false by a pop;
    /// `navigationDestination(item:)` pushes the item's screen and is set back to nil.
    func testBindingDrivenDestinations() async throws {
        let host = try SceneHost(BoundDestinationsScreen(), size: phone)
        try tap("Settings", in: host, at: 0.1)
        host.advance(to: 2)
        XCTAssertTrue(host.displayList().textStrings.contains("Settings screen"))
        try tap("Home", in: host, at: 2.1)
        host.advance(to: 4)
        XCTAssertTrue(host.displayList().textStrings.contains("settings off, number nil"), "\(host.displayList().textStrings)")
        try tap("Number 7", in: host, at: 4.1)
        host.advance(to: 6)
        let pushed = host.displayList()
        XCTAssertTrue(pushed.textStrings.contains("Number screen 7"))
        XCTAssertEqual(pushed.textFont("No. 7")?.size, 17)
        try tap("Home", in: host, at: 6.1)
        host.advance(to: 8)
        XCTAssertTrue(host.displayList().textStrings.contains("settings off, number nil"))
    }

    /// A custom `ToolbarContent` places each of its items as its placement says; a
    /// `@ToolbarContentBuilder` function's `if` adds a principal item once true.
    func testCustomToolbarContentPlacesItsItems() async throws {
        let host = try SceneHost(EditorScreen(), size: phone)
        let bar = host.displayList()
        XCTAssertEqual(try XCTUnwrap(bar.textFrame("Cancel")).minX, 16, accuracy: 0.01, "cancellation action at the leading end")
        XCTAssertEqual(try XCTUnwrap(bar.textFrame("Save")).maxX, 374, accuracy: 0.01, "primary action group at the trailing end")
        let undo = try XCTUnwrap(bar.textFrame("Undo")), save = try XCTUnwrap(bar.textFrame("Save"))
        XCTAssertEqual(save.minX - undo.maxX, 20, accuracy: 0.01, "a group's items 20 pt apart")
        XCTAssertEqual(save.midY, 22, accuracy: 0.5)
        XCTAssertFalse(bar.textStrings.contains("Edited"))
        try tap("Save", in: host, at: 0.1)
        host.advance(to: 0.5)
        XCTAssertTrue(host.displayList().textStrings.contains("Saved 1 times"))
        XCTAssertEqual(try XCTUnwrap(host.displayList().textFrame("Edited")).midX, 195, accuracy: 0.5, "the principal item, centred")
    }

    /// `List(_:children:)`: top-level rows first, collapsed; a tap on a parent row shows its
    /// children as rows indented 10 pt; a leaf has no disclosure group.
    func testOutlineListExpandsParentRows() async throws {
        let host = try SceneHost(FileTreeScreen(), size: phone)
        let top = host.displayList()
        XCTAssertTrue(top.textStrings.contains("Documents"))
        XCTAssertTrue(top.textStrings.contains("Readme.md"))
        XCTAssertFalse(top.textStrings.contains("Letters"), "collapsed at first")
        try tap("Documents", in: host, at: 0.1)
        host.advance(to: 1.5)
        let open = host.displayList()
        let documents = try XCTUnwrap(open.textFrame("Documents")), letters = try XCTUnwrap(open.textFrame("Letters"))
        XCTAssertEqual(letters.minX - documents.minX, 10, accuracy: 0.01)
        XCTAssertGreaterThan(letters.minY, documents.maxY)
        XCTAssertFalse(open.textStrings.contains("Bank.txt"))
        try tap("Letters", in: host, at: 1.6)
        host.advance(to: 3)
        let deeper = host.displayList()
        XCTAssertEqual(try XCTUnwrap(deeper.textFrame("Bank.txt")).minX - documents.minX, 20, accuracy: 0.01)
    }

    /// A disclosure group keeping its own state in a list lays out the rows it shows when
    /// tapped (its rows sat at the origin, unplaced: the layout invalidation stopped at a
    /// structural node between the group and the list).
    func testOwnStateDisclosureGroupInAListPlacesItsNewRows() async throws {
        struct Groups: View {
            var body: some View {
                List {
                    ForEach(["A", "B"], id: \.self) { s in
                        DisclosureGroup(s) { Text(s + "1"); Text(s + "2") }
                    }
                }
            }
        }
        let host = try SceneHost(Groups(), size: CGSize(width: 390, height: 600))
        try tap("A", in: host, at: 0.1)
        host.advance(to: 3)
        let list = host.displayList()
        let a = try XCTUnwrap(list.textFrame("A"))
        XCTAssertEqual(try XCTUnwrap(list.textFrame("A1")).minY, a.minY + 44, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(list.textFrame("A2")).minY, a.minY + 88, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(list.textFrame("B")).minY, a.minY + 132, accuracy: 0.01)
    }
}

/// Goldens of the app navigation scenes, looked at against iOS 17.
@MainActor
final class AppNavigationSnapshotTests: XCTestCase {
    let phone = CGSize(width: 390, height: 844)

    /// The mailbox sidebar, then "Inbox" selected: before, during and after the push of the detail.
    func testSplitViewSelectionPush() async {
        let input = InputScript { Tap(at: CGPoint(x: 200, y: 153), time: 0.1) }
        assertFrames(of: MailSplitView(), size: phone, input: input, sampling: .times([0, 0.3, 1.2]), columns: 3)
    }

    func testCustomToolbarContent() async {
        assertSnapshot(of: EditorScreen(), at: 0, size: CGSize(width: 390, height: 200))
    }

    /// The file tree with "Documents" expanded.
    func testOutlineList() async {
        let input = InputScript { Tap(at: CGPoint(x: 200, y: 57), time: 0.1) }
        assertFrames(of: FileTreeScreen(), size: CGSize(width: 390, height: 400), input: input, sampling: .times([1.0]), columns: 1)
    }
}
