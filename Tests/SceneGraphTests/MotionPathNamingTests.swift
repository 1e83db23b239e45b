import XCTest
@testable import SceneGraph

/// Motion paths: the readable names under which motion snapshots, their failure messages, the
/// preview and warnings show a node (`MotionPath`), made of type names and ids.
@MainActor
final class MotionPathNamingTests: XCTestCase {
    private struct Setting: Identifiable {
        let id: String
        let title: String
        let on: Bool
    }

    private struct SettingRow: View {
        let setting: Setting
        var body: some View {
            HStack {
                Text(setting.title)
                Spacer()
                Capsule().fill(setting.on ? .green : .gray).frame(width: 51, height: 31)
                    .overlay(alignment: setting.on ? .trailing : .leading) {
                        Circle().fill(.white).padding(2)
                    }
            }
            .padding(.horizontal, 16)
        }
    }

    private struct SettingsScreen: View {
        var settings = [
            Setting(id: "wifi", title: "Wi-Fi", on: true), Setting(id: "bluetooth", title: "Bluetooth", on: false),
        ]
        @State var offset: CGFloat = 0
        var body: some View {
            VStack(spacing: 0) {
                Text("Settings").font(.largeTitle)
                ForEach(settings) { setting in
                    SettingRow(setting: setting)
                }
                Rectangle().frame(height: 1).offset(x: offset).offset(y: 2)
            }
        }
    }

    private func paths<V: View>(_ view: V) throws -> Set<String> {
        let host = try SceneHost(view, size: CGSize(width: 390, height: 300))
        return Set(host.animatedValues().map(\.path))
    }

    func testPathsNameTypesIdsAndModifiers() async throws {
        let paths = try paths(SettingsScreen())
        for expected in [
            // The scene, its stack, the title (first in the stack, so no position).
            "SettingsScreen/VStack", "SettingsScreen/VStack/Text",
            // A ForEach's views by their ids, their modifiers beside them, their contents under them.
            "SettingsScreen/VStack/SettingRow:1[wifi]/HStack", "SettingsScreen/VStack/SettingRow:1[wifi]/HStack.padding",
            "SettingsScreen/VStack/SettingRow:1[bluetooth]/HStack/Text",
            "SettingsScreen/VStack/SettingRow:1[wifi]/HStack/Spacer:1",
            // A filled shape is named by its shape; an overlay is under its modifier.
            "SettingsScreen/VStack/SettingRow:1[wifi]/HStack/Capsule:2",
            "SettingsScreen/VStack/SettingRow:1[wifi]/HStack/Capsule:2.frame",
            "SettingsScreen/VStack/SettingRow:1[wifi]/HStack/Capsule:2.overlay/Circle",
            "SettingsScreen/VStack/SettingRow:1[wifi]/HStack/Capsule:2.overlay/Circle.padding",
            // Two modifiers of one kind on one view: the second from the view out is #2.
            "SettingsScreen/VStack/Rectangle:2.offset", "SettingsScreen/VStack/Rectangle:2.offset#2",
        ] {
            XCTAssertTrue(paths.contains(expected), "\(expected) is not among \(paths.sorted())")
        }
        for path in paths {
            XCTAssertFalse(path.contains("0x") || path.contains("ObjectIdentifier") || path.contains("<"), path)
        }
    }

    /// The same scene gives the same paths on every run and in every host.
    func testPathsAreTheSameInEveryHost() async throws {
        let first = try paths(SettingsScreen()), second = try paths(SettingsScreen())
        XCTAssertEqual(first, second)
    }

    /// Views nested in anonymous groups can end alike (`Group { a; b }` twice in a stack): the
    /// second of two equal paths carries the node's identity path, so no two series merge.
    func testEqualPathsAreToldApart() async throws {
        let view = VStack {
            Group { Circle().frame(width: 4, height: 4); Circle().frame(width: 5, height: 5) }
            Group { Circle().frame(width: 6, height: 6); Circle().frame(width: 7, height: 7) }
        }
        let host = try SceneHost(view, size: CGSize(width: 100, height: 100))
        let frames = host.animatedValues().filter { $0.property == "frame" }
        XCTAssertEqual(Set(frames.map(\.path)).count, frames.count, "\(frames.map(\.path))")
        XCTAssertTrue(frames.contains { $0.path.hasPrefix("VStack/Circle:1.frame (") }, "\(frames.map(\.path))")
    }

    func testModifierNamesReadAsTheirMethods() async {
        XCTAssertEqual(MotionPath.modifierName(_OffsetEffect.self), "offset")
        XCTAssertEqual(MotionPath.modifierName(_PaddingLayout.self), "padding")
        XCTAssertEqual(MotionPath.modifierName(_FrameLayout.self), "frame")
        XCTAssertEqual(MotionPath.modifierName(_FlexFrameLayout.self), "frame")
        XCTAssertEqual(MotionPath.modifierName(_ScaleEffect.self), "scaleEffect")
        XCTAssertEqual(MotionPath.modifierName(_RotationEffect.self), "rotationEffect")
        XCTAssertEqual(MotionPath.modifierName(_AppearanceModifier.self), "onAppear")
        XCTAssertEqual(MotionPath.modifierName(_BackgroundModifier<Color>.self), "background")
        XCTAssertEqual(MotionPath.typeName(_ShapeView<Circle>.self), "ShapeView")
    }

    func testPlacesWriteIdsAndPositionsAfterTheFirst() async {
        XCTAssertEqual(MotionPath.place([.slot(0), .slot(0)]), "")
        XCTAssertEqual(MotionPath.place([.slot(0), .slot(2)]), ":2")
        XCTAssertEqual(MotionPath.place([.slot(0), .explicit("wifi")]), "[wifi]")
        XCTAssertEqual(MotionPath.place([.slot(1), .explicit(3), .slot(1)]), ":1[3]:1")
    }

    /// Two `ForEach`es over the same ids in one stack (bars and their labels) stay apart, and a
    /// view's `.id(_:)` names the view inside it, not the modifiers applied outside it.
    func testForEachesOverTheSameIdsAndIdModifiers() async throws {
        let view = ZStack {
            ForEach(0..<2, id: \.self) { i in Rectangle().frame(width: 10, height: CGFloat(10 * i)) }
            ForEach(0..<2, id: \.self) { i in Text("\(i)").position(x: 5, y: 5) }
            Text("card").id(7).offset(x: 3)
        }
        let host = try SceneHost(view, size: CGSize(width: 100, height: 100))
        let paths = Set(host.animatedValues().map(\.path))
        for expected in ["ZStack/Rectangle[1].frame", "ZStack/Text:1[1]", "ZStack/Text:1[1].position", "ZStack/Text:2[7]", "ZStack/Text:2.offset", "ZStack/Text:2.id"] {
            XCTAssertTrue(paths.contains(expected), "\(expected) is not among \(paths.sorted())")
        }
        XCTAssertFalse(paths.contains { $0.contains(" (") }, "\(paths.sorted())")
    }

    /// Warnings name the view by its motion path too.
    func testWarningsNameTheMotionPath() async throws {
        let view = VStack {
            Text("a")
            Text("b").offset(x: .nan)
        }
        let host = try SceneHost(view, size: CGSize(width: 100, height: 100))
        let warnings = host.warnings.joined(separator: "\n")
        XCTAssertTrue(warnings.contains("VStack/Text:1.offset: offset is not finite"), warnings)
        XCTAssertFalse(warnings.contains("0/0/"), warnings)
    }
}
