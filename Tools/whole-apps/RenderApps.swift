// Renders one screen of a whole app measured by Tools/whole-apps/measure (the script runs this
// once per screen, so that a screen that traps ends only its own run).
//
//   RenderApps --list                  one line per screen: app, index, name (tab-separated)
//   RenderApps APP INDEX OUT.png       the screen at 390×844 pt @2x (an iPhone 14's screen with
//                                      its safe area: 47 pt at the top, 34 at the bottom) on
//                                      white, 1 s after it appears (what `.onAppear` and its
//                                      animations settle into); exit status 0, 3 when an app
//                                      type has no window group, 1 when rendering throws.
import Foundation
import SceneRender

typealias AppScreens = [(name: String, make: @MainActor () -> AnyView?)]

@MainActor func runRenderApps(_ apps: [(String, AppScreens)]) {
    let arguments = Array(CommandLine.arguments.dropFirst())
    if arguments == ["--list"] {
        for (app, screens) in apps {
            for (index, screen) in screens.enumerated() { print("\(app)\t\(index)\t\(screen.name)") }
        }
        return
    }
    guard arguments.count == 3, let index = Int(arguments[1]),
        let screens = apps.first(where: { $0.0 == arguments[0] })?.1, screens.indices.contains(index)
    else {
        FileHandle.standardError.write(Data("usage: RenderApps --list | RenderApps APP INDEX OUT.png (APP and INDEX from --list)\n".utf8))
        exit(2)
    }
    guard let view = screens[index].make() else {
        FileHandle.standardError.write(Data("\(screens[index].name) has no window group\n".utf8))
        exit(3)
    }
    do {
        let recorder = FrameRecorder(size: CGSize(width: 390, height: 844), scale: 2, background: .white)
        let image = try recorder.image(of: view.canvasSafeArea(EdgeInsets(top: 47, leading: 0, bottom: 34, trailing: 0)), at: 1)
        try image.writePNG(to: URL(fileURLWithPath: arguments[2]))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(1)
    }
}
