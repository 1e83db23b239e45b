@testable import SceneGraph
import XCTest

/// The symbol catalogue against the gallery of SF Symbol names in use (see `SymbolCatalog`).
final class SymbolCatalogTests: XCTestCase {
    /// Every distinct `systemName:` / `systemImage:` literal in the Swift sources of 25 public
    /// SwiftUI repositories and of the iOS reference views, most used first (1,423 uses of 346
    /// names; `git grep -o -E '(systemName|systemImage): *"[a-z0-9.]+"'` over each repository's
    /// newest snapshot, counted with `sort | uniq -c`), then six more the whole apps of
    /// Tools/whole-apps/apps.tsv use (the last line).
    static let gallery = """
        trash checkmark square.and.arrow.up plus xmark star.fill ellipsis checkmark.circle.fill star
        arrow.right chevron.down gear magnifyingglass doc.on.doc chevron.right safari
        exclamationmark.triangle.fill arrow.2.squarepath globe checkmark.circle pencil info.circle
        arrow.clockwise line.3.horizontal.decrease.circle xmark.circle.fill ellipsis.circle
        person.crop.circle number lock.fill link square.and.pencil minus.circle line.3.horizontal.decrease
        chevron.right.circle at questionmark.circle photo list.bullet line.horizontal.3.decrease.circle
        gearshape eye clock.fill calendar arrow.down.circle square.and.arrow.down play.fill info.circle.fill
        clock arrowshape.turn.up.right.fill plus.circle paperplane.fill lock infinity folder eye.slash
        checkmark.seal.fill arrowshape.turn.up.left person.crop.circle.badge.xmark minus.circle.fill minus
        house hand.raised dice chevron.left camera box.truck books.vertical.fill bell
        arrow.up.forward.app.fill arrow.right.circle.fill xmark.circle wifi wand.and.stars textformat tag
        stop.fill square.and.arrow.up.fill slider.horizontal.3 quote.bubble person.badge.plus pencil.line
        line.horizontal.3.decrease.circle.fill heart.fill folder.badge.gearshape exclamationmark.circle.fill
        exclamationmark.bubble chevron.up chevron.compact.right bell.badge arrowshape.turn.up.left.fill
        arrow.left.arrow.right text.bubble text.book.closed.fill sun.max.fill speaker.slash shippingbox
        plus.circle.fill play pin photo.on.rectangle.angled person.fill.badge.plus person pencil.circle
        paperplane network lock.rotation line.horizontal.3 largecircle.fill.circle hand.point.right.fill
        hammer.fill folder.badge.plus flag exclamationmark.triangle envelope dot.radiowaves.right
        doc.on.doc.fill cube.fill circle.fill chevron.forward checkmark.shield chart.bar
        character.book.closed captions.bubble building.2 bubble.left.and.text.bubble.right bookmark.fill
        bolt.fill bell.badge.fill arrowtriangle.backward.fill arrow.uturn.left arrow.up.arrow.down arrow.left
        arrow.forward xmark.octagon.fill xmark.bin trophy tray.full trash.fill text.magnifyingglass
        square.split.2x1 square.grid.2x2 square speaker server.rack rectangle.portrait.and.arrow.forward
        rectangle.3.group quote.opening poweroutlet.type.b.fill plus.square.on.square play.circle.fill
        person.crop.circle.fill person.crop.circle.badge.exclamationmark person.badge.minus person.3
        person.2.fill pause paintpalette newspaper.fill macbook.and.iphone list.star list.clipboard
        list.bullet.rectangle.portrait list.bullet.clipboard list.bullet.below.rectangle lightbulb keyboard
        iphone.gen2 heart hand.thumbsup gearshape.fill folder.fill.badge.plus folder.badge.minus face.smiling
        eye.slash.fill eye.fill externaldrive.fill exclamationmark.octagon document.on.document.fill
        doc.plaintext circle chevron.down.circle.fill checkmark.seal character.cursor.ibeam
        bubble.left.and.bubble.right bookmark.slash.fill book.closed book bell.fill battery.100
        badge.plus.radiowaves.right arrow.up.right arrow.up.circle arrow.triangle.2.circlepath
        arrow.down.square.fill arrow.down archivebox app.dashed yensign.circle.fill xmark.seal.fill wrench
        wifi.exclamationmark waveform.path tray.fill textformat.size text.rectangle.fill text.badge.star
        text.badge.plus text.badge.minus text.badge.checkmark text.append terminal.fill terminal sun.min
        sun.max.circle.fill sun.max suitcase star.slash star.circle square.trailingthird.inset.filled
        square.stack.3d.up.fill square.leadingthird.inset.filled square.grid.3x3
        square.bottomthird.inset.filled speaker.wave.2 speaker.slash.fill sidebar.right
        shippingbox.and.arrow.backward selection.pin.in.out return repeat rectangle.stack
        rectangle.portrait.slash rectangle.portrait rectangle.on.rectangle rectangle.expand.vertical
        rectangle.compress.vertical quote.bubble.fill questionmark puzzlepiece.extension poweroutlet.type.b
        power plusminus.circle plus.square.fill plus.bubble platter.filled.bottom.iphone pin.slash pin.fill
        photo.on.rectangle photo.fill photo.badge.plus person.fill.badge.minus person.fill
        person.crop.circle.fill.badge.checkmark person.crop.circle.badge.xmark.fill
        person.crop.circle.badge.moon person.circle.fill person.badge.key.fill person.2 pencil.circle.fill
        pencil.and.scribble pencil.and.list.clipboard pause.circle.fill party.popper nosign music.mic
        multiply.circle.fill multiply moon.circle.fill moon message memories mappin.circle.fill macwindow
        lock.shield.fill line.horizontal.3.decrease lightbulb.fill
        laptopcomputer.trianglebadge.exclamationmark italic internaldrive hockey.puck.circle hifispeaker
        heart.circle.fill hand.raised.slash hand.draw gobackward globe.europe.africa
        gearshape.arrow.trianglehead.2.clockwise.rotate.90 gearshape.2 forward.frame fork.knife
        folder.fill.badge.gearshape faxmachine eyedropper externaldrive.fill.badge.icloud externaldrive
        exclamationmark.square.fill exclamationmark.shield.fill exclamationmark.shield
        exclamationmark.octagon.fill exclamationmark.magnifyingglass exclamationmark.circle
        exclamationmark.bubble.fill exclamationmark ellipsis.bubble.fill dot.radiowaves.up.forward
        document.on.document doc.text.fill.viewfinder doc.text cube crop cloud.sun
        clock.arrow.trianglehead.counterclockwise.rotate.90 clock.arrow.circlepath clock.arrow.2.circlepath
        clear.fill chevron.up.chevron.down chevron.left.circle chevron.backward checkmark.square.fill
        chart.line.uptrend.xyaxis chart.bar.fill character.book.closed.fill cellularbars camera.on.rectangle
        bubble.right bookmark book.fill bolt.horizontal.fill bold bell.slash bell.and.waves.left.and.right
        arrowtriangle.up.square arrowtriangle.right.and.line.vertical.and.arrowtriangle.left.fill
        arrowshape.turn.up.right arrowshape.turn.up.left.circle.fill arrow.uturn.right
        arrow.uturn.left.square.fill arrow.up.right.square arrow.up.doc.on.clipboard arrow.up arrow.swap
        arrow.down.circle.fill arrow.counterclockwise.circle.fill arrow.counterclockwise app.badge.fill
        antenna.radiowaves.left.and.right
        note note.text plus.app.fill plus.rectangle rectangle.grid.1x2 calendar.badge.clock
        """.split(whereSeparator: \.isWhitespace).map(String.init)

    /// Each name of the gallery draws a glyph of its own, none a family's stand-in.
    func testEveryNameInUseHasItsOwnGlyph() {
        XCTAssertEqual(Self.gallery.count, 352)
        XCTAssertEqual(Set(Self.gallery).count, 352)
        let missing = Self.gallery.filter { SymbolCatalog.glyph(for: $0).match != .exact }
        XCTAssertEqual(missing, [])
        XCTAssertEqual(SymbolCatalog.count, 372)
    }

    /// `book` is an open book without lines, as SF's (Material's `import_contacts`; `menu_book`
    /// has lines), and `eraser` is Material's `ink_eraser` (names a held-out iOS reference drew).
    func testBookAndEraser() {
        XCTAssertEqual(SymbolCatalog.glyph(for: "book"), .init(codePoint: 0xE0E0, filled: false, match: .exact))
        XCTAssertEqual(SymbolCatalog.glyph(for: "eraser.fill"), .init(codePoint: 0xE6D0, filled: true, match: .exact))
    }

    /// The names issue 32 found drawing a box: each has a glyph now, `person.fill.badge.plus`
    /// filled (`.fill` anywhere in the name) as Material's `person_add`.
    func testNamesThatDrewABoxHaveGlyphs() {
        let person = SymbolCatalog.glyph(for: "person.fill.badge.plus")
        XCTAssertEqual(person, .init(codePoint: 0xEA4D, filled: true, match: .exact))
        XCTAssertEqual(SymbolCatalog.glyph(for: "sun.min").codePoint, 0xE1AD)  // brightness_low
        XCTAssertEqual(SymbolCatalog.glyph(for: "antenna.radiowaves.left.and.right").codePoint, 0xEBBA)  // cell_tower
        // Found by a new user: a slider's speaker labels drew one glyph at both ends, mountains a question mark.
        XCTAssertEqual(SymbolCatalog.glyph(for: "speaker.wave.1.fill").codePoint, 0xE04D)  // volume_down
        XCTAssertEqual(SymbolCatalog.glyph(for: "speaker.wave.3.fill").codePoint, 0xE050)  // volume_up
        XCTAssertEqual(SymbolCatalog.glyph(for: "mountain.2.fill"), .init(codePoint: 0xE3DF, filled: true, match: .exact))  // filter_hdr
    }

    /// A `forward` or `backward` name is its `right` or `left` form read left to right, and
    /// the reverse: AirSettingsUI's `arrow.up.forward` (iOS reference suite, case
    /// airsettings-button) drew `arrow.up`, the nearest of its family, instead of the
    /// diagonal arrow iOS draws.
    func testForwardAndBackwardAreRightAndLeft() {
        XCTAssertEqual(SymbolCatalog.glyph(for: "arrow.up.forward"), .init(codePoint: 0xF1E1, filled: false, match: .exact))  // north_east
        XCTAssertEqual(SymbolCatalog.glyph(for: "arrow.up.forward"), SymbolCatalog.glyph(for: "arrow.up.right"))
        XCTAssertEqual(SymbolCatalog.glyph(for: "arrow.down.backward").codePoint, SymbolCatalog.glyph(for: "arrow.down.left").codePoint)
        XCTAssertEqual(SymbolCatalog.glyph(for: "arrow.forward.circle.fill"), .init(codePoint: SymbolCatalog.table["arrow.right.circle"]!, filled: true, match: .exact))
        XCTAssertEqual(SymbolCatalog.glyph(for: "arrowtriangle.left").codePoint, SymbolCatalog.table["arrowtriangle.backward"])
        // A name known as it is keeps its own glyph.
        XCTAssertEqual(SymbolCatalog.glyph(for: "arrow.forward").codePoint, SymbolCatalog.table["arrow.forward"])
        XCTAssertEqual(SymbolCatalog.glyph(for: "arrowshape.zigzag.forward").match, .family("arrowshape.turn.up.left"))
    }

    /// An unknown name draws the nearest glyph of its family: the longest known prefix, else
    /// the family's shortest name, else `questionmark.circle`.
    func testUnknownNamesDrawTheirFamilysNearestGlyph() {
        let badge = SymbolCatalog.glyph(for: "person.crop.circle.badge.plus")
        XCTAssertEqual(badge.match, .family("person.crop.circle"))
        XCTAssertEqual(badge.codePoint, SymbolCatalog.table["person.crop.circle"])
        XCTAssertEqual(SymbolCatalog.glyph(for: "sun.haze.fill"), .init(codePoint: SymbolCatalog.table["sun"]!, filled: true, match: .family("sun")))
        XCTAssertEqual(SymbolCatalog.glyph(for: "antenna.radiowaves.up").match, .family("antenna.radiowaves.left.and.right"))
        XCTAssertEqual(SymbolCatalog.glyph(for: "arrowshape.zigzag.right").match, .family("arrowshape.turn.up.left"))
        XCTAssertEqual(SymbolCatalog.glyph(for: "not.a.symbol").match, .unknown)
        XCTAssertEqual(SymbolCatalog.glyph(for: "not.a.symbol").codePoint, SymbolCatalog.table["questionmark.circle"])
        XCTAssertEqual(SymbolCatalog.glyph(for: "").match, .unknown)
    }

    /// `.symbolVariant(.fill)` on a name without `.fill` fills it; the outline is the default.
    func testFillComesFromTheNameOrTheVariant() {
        XCTAssertFalse(SymbolCatalog.glyph(for: "heart").filled)
        XCTAssertTrue(SymbolCatalog.glyph(for: "heart", fill: true).filled)
        XCTAssertTrue(SymbolCatalog.glyph(for: "heart.fill").filled)
        XCTAssertEqual(SymbolCatalog.glyph(for: "heart.fill").codePoint, SymbolCatalog.glyph(for: "heart").codePoint)
    }
}
