import XCTest
@testable import SceneGraph

/// Every display type lists each of its stored properties in `visitFields` (the one field list
/// that the frame key, the sanitiser and these tests walk). A field added to a display item and
/// not listed fails `testEveryStoredPropertyOfEveryDisplayTypeIsVisited`, so that no frame
/// differing only there can share a key with another, and no NaN there can pass the sanitiser.
final class DisplayFieldsContractTests: XCTestCase {
    /// Types whose field list is a value derived from their stored properties, with why.
    static let derived: [String: (names: [String], reason: String)] = [
        "Path": (["elements"], "the current point and subpath start only serve the next element added"),
        "Color": (["resolved"], "a colour draws as its value resolved in the scheme being drawn")
    ]

    /// What is wrong with `value`'s field list and, recursively, with its nested values': each
    /// problem names the type and the field.
    static func problems(_ value: any DisplayFields, at place: String = "") -> [String] {
        var out: [String] = []
        let visited = DisplayFieldNames.of(value)
        let mirror = Mirror(reflecting: value)
        let type = String(describing: Swift.type(of: value))
        if let derived = derived[type] {
            if visited.names != derived.names { out.append("\(place)\(type): visits \(visited.names), expected \(derived.names)") }
        } else {
            switch mirror.displayStyle {
            case .struct:
                let declared = mirror.children.compactMap(\.label)
                for name in declared where !visited.names.contains(name) {
                    out.append("\(place)\(type).\(name) is stored but not visited")
                }
                for name in visited.names where !declared.contains(name) {
                    out.append("\(place)\(type) visits \(name), which it does not store")
                }
            case .enum:
                let payloadCount: Int
                if let payload = mirror.children.first {
                    let inner = Mirror(reflecting: payload.value)
                    payloadCount = inner.displayStyle == .tuple ? inner.children.count : 1
                } else {
                    payloadCount = 0
                }
                let fields = visited.names.filter { $0 != "case" }
                if !visited.names.contains("case") { out.append("\(place)\(type): no case tag visited") }
                if fields.count != payloadCount {
                    out.append("\(place)\(type).\(mirror.children.first?.label ?? "?"): \(payloadCount) associated values, \(fields.count) visited (\(fields))")
                }
            default:
                out.append("\(place)\(type): not a struct or an enum")
            }
        }
        for nested in visited.nestedValues {
            out += problems(nested.value, at: "\(place)\(nested.name) → ")
        }
        return out
    }

    /// A list with every kind of item, every optional field present and every paint kind.
    static var everything: DisplayList {
        let gradient = Gradient(colors: [.red, .blue])
        var shadowed = GroupEffects()
        shadowed.clip = Path(CGRect(x: 0, y: 0, width: 4, height: 4))
        shadowed.shadow = GroupEffects.Shadow(color: Color.black.resolved, radius: 2, x: 1, y: 1)
        shadowed.colorMatrix = ColorMatrix()
        shadowed.mask = [
            .fill(
                Path(ellipseIn: CGRect(x: 0, y: 0, width: 4, height: 4)), FillStyle(), .color(Color.black.resolved),
                transform: .identity)
        ]
        shadowed.projection = ProjectionTransform()
        let text = TextItem(
            string: "Hi", font: Font.Resolved(family: "DejaVu Sans", size: 12), paint: .color(Color.black.resolved),
            lineLimit: 2, frame: CGRect(x: 1, y: 1, width: 20, height: 14),
            styled: StyledText(
                runs: [
                    StyledText.Run(
                        "H", family: "DejaVu Serif", size: 10, weight: 700, italic: true,
                        width: 0.2, color: Color.red.resolved, backgroundColor: Color.yellow.resolved,
                        underline: StyledText.Decoration(color: Color.blue.resolved),
                        strikethrough: StyledText.Decoration(), spacing: 1,
                        baselineOffset: 2, monospacedDigits: true),
                    StyledText.Run("i")
                ], lineHeight: 20))
        return DisplayList(
            size: CGSize(width: 40, height: 30),
            items: [
                .beginGroup(shadowed),
                .fill(
                    Path(CGRect(x: 0, y: 0, width: 3, height: 3)), FillStyle(), .linearGradient(gradient, start: .top, end: .bottom),
                    transform: .identity),
                .stroke(
                    Path(ellipseIn: CGRect(x: 0, y: 0, width: 3, height: 3)), StrokeStyle(lineWidth: 2, dash: [1, 2]),
                    .radialGradient(gradient, center: .center, startRadius: 0, endRadius: 4), transform: .identity),
                .fill(
                    Path(CGRect(x: 0, y: 0, width: 3, height: 3)), FillStyle(),
                    .angularGradient(gradient, center: .center, startAngle: 0, endAngle: 1), transform: .identity),
                .stroke(
                    Path(CGRect(x: 0, y: 0, width: 3, height: 3)), StrokeStyle(lineWidth: 1),
                    .image(ImagePattern(path: "/nowhere.png", sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 2)),
                    transform: .identity),
                .text(text, transform: .identity),
                .image(ImageItem(path: "/nowhere.png", frame: CGRect(x: 0, y: 0, width: 2, height: 2)), transform: .identity),
                .endGroup
            ])
    }

    func testEveryStoredPropertyOfEveryDisplayTypeIsVisited() {
        let problems = Self.problems(Self.everything)
        XCTAssertEqual(problems, [], problems.joined(separator: "\n"))
        // Every item kind was walked.
        let kinds = Set(Self.everything.items.map { DisplayFieldNames.of($0).nestedValues.count })
        XCTAssertGreaterThan(kinds.count, 1)
    }

    /// The check finds a stored field its type forgot to visit, and a visited name that is no
    /// stored property (it is a check that can fail).
    func testAForgottenFieldIsFound() {
        struct Forgetful: DisplayFields {
            var width: Double = 1
            var height: Double = 2
            func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.number("width", width) }
        }
        struct Misnamed: DisplayFields {
            var width: Double = 1
            func visitFields<V: DisplayFieldVisitor>(_ v: inout V) { v.number("widht", width) }
        }
        XCTAssertEqual(Self.problems(Forgetful()), ["Forgetful.height is stored but not visited"])
        XCTAssertEqual(Self.problems(Misnamed()), ["Misnamed.width is stored but not visited", "Misnamed visits widht, which it does not store"])
    }

    /// Values that differ in any one field give different key bytes; equal values equal bytes.
    func testKeyBytesFollowTheFields() {
        func bytes(_ list: DisplayList) -> [UInt8] {
            var out: [UInt8] = []
            DisplayKeyWriter.write(list, imageContent: { _ in (1, 2, 3, 4) }) { out += $0 }
            return out
        }
        let base = Self.everything
        XCTAssertEqual(bytes(base), bytes(Self.everything))
        var changes: [DisplayList] = []
        func changed(_ i: Int, _ item: DisplayItem) { var l = base; l.items[i] = item; changes.append(l) }
        var g = GroupEffects()
        g.backdropBlurRadius = 1
        changed(0, .beginGroup(g))
        changed(
            1,
            .fill(
                Path(CGRect(x: 0, y: 0, width: 3, height: 3)), FillStyle(eoFill: true),
                .linearGradient(Gradient(colors: [.red, .blue]), start: .top, end: .bottom), transform: .identity))
        if case .text(var t, let m) = base.items[4] {
            t.truncationMode = .middle
            changed(4, .text(t, transform: m))
            t.truncationMode = .tail
            t.font.width = 0.2
            changed(4, .text(t, transform: m))
        }
        changed(5, .image(ImageItem(path: "/elsewhere.png", frame: CGRect(x: 0, y: 0, width: 2, height: 2)), transform: .identity))
        var resized = base
        resized.size.width += 1
        changes.append(resized)
        let all = Set(([base] + changes).map(bytes))
        XCTAssertEqual(all.count, changes.count + 1)
    }

    /// A colour matrix or a mask item that is not finite is repaired (the old hand-written check
    /// did not look at them); the rest of the group stays.
    func testSanitiserSeesEveryNumberOfAGroup() {
        var g = GroupEffects()
        g.opacity = 0.5
        var m = ColorMatrix()
        m.r5 = .nan
        g.colorMatrix = m
        g.mask = [
            .fill(Path(CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1)), FillStyle(), .color(Color.black.resolved), transform: .identity),
            .fill(Path(CGRect(x: 0, y: 0, width: 1, height: 1)), FillStyle(), .color(Color.black.resolved), transform: .identity)
        ]
        var warnings: [String] = []
        let out = DisplayListSanitizer.sanitized([.beginGroup(g), .endGroup]) { warnings.append($0) }
        guard case .beginGroup(let repaired) = out.first else { return XCTFail("\(out)") }
        XCTAssertNil(repaired.colorMatrix)
        XCTAssertEqual(repaired.mask?.count, 1)
        XCTAssertEqual(repaired.opacity, 0.5)
        XCTAssertTrue(DisplayListSanitizer.allFinite(out))
        XCTAssertEqual(warnings.count, 2, "\(warnings)")
    }
}
