import SceneGraph
import XCTest

/// Default stack spacing by kind of neighbour (`ViewSpacing`): texts and symbols set line
/// against line, any other neighbour 8 points away.
@MainActor
final class TextSpacingTests: XCTestCase {
    func frames(_ view: some View) throws -> [String: CGRect] {
        let host = try SceneHost(view, size: CGSize(width: 300, height: 400))
        var out: [String: CGRect] = [:]
        for case .text(let t, _) in host.displayList().items { out[t.string] = t.frame }
        return out
    }

    /// A title over its subtitle: 0 points between their frames, as iOS sets a list row's two lines.
    func testTextOverTextIsZero() async throws {
        let f = try frames(VStack(alignment: .leading) { Text("Title").font(.headline); Text("Subtitle").font(.caption) })
        XCTAssertEqual(try XCTUnwrap(f["Subtitle"]).minY - XCTUnwrap(f["Title"]).maxY, 0, accuracy: 0.001)
    }

    /// A symbol over text (the Xcode template's globe over "Hello, world!"): 0 points.
    func testSymbolOverTextIsZero() async throws {
        let host = try SceneHost(
            VStack { Image(systemName: "globe").imageScale(.large); Text("Hello, world!") }, size: CGSize(width: 300, height: 400))
        let items = host.displayList().items.compactMap { item -> TextItem? in
            if case .text(let t, _) = item { return t }
            return nil
        }
        let text = try XCTUnwrap(items.first { $0.string == "Hello, world!" })
        let glyph = try XCTUnwrap(items.first { $0.string != "Hello, world!" })
        // The symbol's frame is 26 points tall at .large (body); its glyph box is centred in it.
        XCTAssertEqual(text.frame.minY - (glyph.frame.midY + 13), 0, accuracy: 0.34)
    }

    /// A stack prefers its first subview's spacing before it and its last one's after it, so a
    /// caption over a column of texts is set line against line, as iOS 17 draws a weather
    /// column (`Tools/ios-reference` weatherapp-onedayshort: 0.6 pt between the 9 pt caption
    /// and the 22 pt line under it; 8 here before); a row ending in a spacer, or a column
    /// ending in a shape, keeps the default 8 points.
    func testStacksPassTheirEndSubviewsSpacingOn() async throws {
        let column = try frames(VStack { Text("40%").font(.system(size: 9)); VStack { Text("22°"); Text("12°") }.frame(maxWidth: .infinity) })
        XCTAssertEqual(try XCTUnwrap(column["22°"]).minY - XCTUnwrap(column["40%"]).maxY, 0, accuracy: 0.001)
        let row = try frames(VStack(alignment: .leading) { HStack { Text("A"); Spacer() }; Text("B") })
        XCTAssertEqual(try XCTUnwrap(row["B"]).minY - XCTUnwrap(row["A"]).maxY, 0, accuracy: 0.001)
        let shape = try frames(VStack { VStack { Text("A"); Color.red.frame(height: 4) }; Text("B") })
        XCTAssertEqual(try XCTUnwrap(shape["B"]).minY - XCTUnwrap(shape["A"]).maxY, 8 + 4 + 8, accuracy: 0.001)
        let spacerRow = try frames(VStack { HStack { Spacer(); Text("A") }; Color.red.frame(height: 4); Text("B") })
        XCTAssertEqual(try XCTUnwrap(spacerRow["B"]).minY - XCTUnwrap(spacerRow["A"]).maxY, 8 + 4 + 8, accuracy: 0.001)
    }

    /// Text next to a shape, a padded text, or text side by side: the default 8 points.
    func testOtherNeighboursKeepTheDefault() async throws {
        let shape = try frames(VStack { Text("A"); Rectangle().frame(width: 10, height: 10); Text("B") })
        XCTAssertEqual(try XCTUnwrap(shape["B"]).minY - XCTUnwrap(shape["A"]).maxY, 8 + 10 + 8, accuracy: 0.001)
        let padded = try frames(VStack { Text("A").padding(.bottom, 2); Text("B") })
        XCTAssertEqual(try XCTUnwrap(padded["B"]).minY - XCTUnwrap(padded["A"]).maxY, 2 + 8, accuracy: 0.001)
        let sideways = try frames(VStack { Text("A").padding(.horizontal, 4); Text("B") })
        XCTAssertEqual(try XCTUnwrap(sideways["B"]).minY - XCTUnwrap(sideways["A"]).maxY, 0, accuracy: 0.001)
        let row = try frames(HStack { Text("A"); Text("B") })
        XCTAssertEqual(try XCTUnwrap(row["B"]).minX - XCTUnwrap(row["A"]).maxX, 8, accuracy: 0.001)
        // A text field and a navigation link are controls, not text.
        let field = try frames(VStack { Text("A"); TextField("B", text: .constant("")) })
        // (its text centred in the field's 22 pt box, 0.83 points below the box's top, placed on
        // the host's half-point pixels: 0.5)
        XCTAssertEqual(try XCTUnwrap(field["B"]).minY - XCTUnwrap(field["A"]).maxY, 8.5, accuracy: 0.001)
        let link = try frames(NavigationStack { VStack { Text("A"); NavigationLink("B") { Text("C") } } })
        XCTAssertEqual(try XCTUnwrap(link["B"]).minY - XCTUnwrap(link["A"]).maxY, 8, accuracy: 0.001)
        let explicit = try frames(VStack(spacing: 5) { Text("A"); Text("B") })
        XCTAssertEqual(try XCTUnwrap(explicit["B"]).minY - XCTUnwrap(explicit["A"]).maxY, 5, accuracy: 0.001)
    }

    /// A plain text field is as tall as its font's leading, its line centred in it: 22 pt at
    /// body (iOS drew a body field with 14 pt paddings 50 pt tall, the iOS reference suite's
    /// `airsettings-textfield-withtext`), 34 at `.title`; a rounded one is 34 at any size.
    /// (The field's line is centred in its box and placed on the host's half-point pixels, so
    /// the next text's top is the box's height less that offset: 22 − 0.5, 34 − 0, 34 − 6.5.)
    func testPlainTextFieldIsItsLeadingTall() async throws {
        let body = try frames(VStack(spacing: 0) { TextField("B", text: .constant("")); Text("C") })
        XCTAssertEqual(try XCTUnwrap(body["C"]).minY - XCTUnwrap(body["B"]).minY, 21.5, accuracy: 0.001)
        let title = try frames(VStack(spacing: 0) { TextField("B", text: .constant("")).font(.title); Text("C") })
        XCTAssertEqual(try XCTUnwrap(title["C"]).minY - XCTUnwrap(title["B"]).minY, 34, accuracy: 0.001)
        let rounded = try frames(VStack(spacing: 0) { TextField("B", text: .constant("")).textFieldStyle(.roundedBorder); Text("C") })
        XCTAssertEqual(try XCTUnwrap(rounded["C"]).minY - XCTUnwrap(rounded["B"]).minY, 27.5, accuracy: 0.001)
    }
}
