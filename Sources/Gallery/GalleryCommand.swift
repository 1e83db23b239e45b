import Foundation
import SceneRender

/// The `gallery` command line.
enum GalleryCommand {
    static let usage = """
    usage: gallery [render [NAME ...|all] [--out DIR] [--fps N] [--duration S] [--jobs N] [--contact-sheet]]
           gallery list
           gallery --help

    With no arguments, renders every scene into ./frames/<name>/frame_NNNNNN.png.
    Exit codes: 0 success, 1 render or file error, 2 bad command line.
    """

    static func run(_ args: [String]) -> Int32 {
        var args = args
        if args.first == "--help" || args.first == "-h" || args.first == "help" {
            print(usage)
            return 0
        }
        if args.first == "list" {
            for scene in SceneCatalog.all {
                print("\(scene.name.padding(toLength: 16, withPad: " ", startingAt: 0)) \(scene.summary)")
            }
            return 0
        }
        if args.first == "render" { args.removeFirst() }
        var names: [String] = []
        var out = "frames"
        var fps = 60.0
        var duration: Double?
        var jobs = ProcessInfo.processInfo.activeProcessorCount
        var contactSheet = false
        var i = 0
        func value(_ option: String) -> String? {
            guard i + 1 < args.count else {
                FileHandle.standardError.write(Data("gallery: \(option) needs a value\n".utf8))
                return nil
            }
            i += 1
            return args[i]
        }
        while i < args.count {
            let a = args[i]
            switch a {
            case "--out":
                guard let v = value(a), !v.isEmpty else { return 2 }
                out = v
            case "--fps":
                guard let v = value(a), let f = Double(v), f > 0, f.isFinite, f <= 1000 else { return fail("--fps needs a number in (0, 1000]") }
                fps = f
            case "--duration":
                guard let v = value(a), let d = Double(v), d >= 0, d.isFinite, d <= 3600 else { return fail("--duration needs seconds in [0, 3600]") }
                duration = d
            case "--jobs":
                guard let v = value(a), let j = Int(v), j >= 1, j <= 1024 else { return fail("--jobs needs an integer in 1...1024") }
                jobs = j
            case "--contact-sheet":
                contactSheet = true
            case "--help", "-h":
                print(usage)
                return 0
            default:
                if a.hasPrefix("-") { return fail("unknown option \(a)") }
                names.append(a)
            }
            i += 1
        }
        var scenes: [GalleryScene] = []
        if names.isEmpty || names == ["all"] {
            scenes = SceneCatalog.all
        } else {
            for name in names {
                guard let s = SceneCatalog.named(name) else {
                    return fail("unknown scene '\(name)'; `gallery list` shows the scenes")
                }
                scenes.append(s)
            }
        }
        for scene in scenes {
            let recorder = FrameRecorder(size: scene.size, fps: fps, jobs: jobs)
            let dir = URL(fileURLWithPath: out).appendingPathComponent(scene.name)
            let start = Date()
            do {
                let seq = try scene.record(with: recorder, duration: duration, to: dir)
                let secs = Date().timeIntervalSince(start)
                if contactSheet {
                    let sheet = try makeContactSheet(seq)
                    let url = URL(fileURLWithPath: out).appendingPathComponent("\(scene.name)-contact-sheet.png")
                    try sheet.writePNG(to: url, compressionLevel: 9)
                    print("\(scene.name): contact sheet \(url.path)")
                }
                print("\(scene.name): \(seq.frames.count) frames in \(dir.path) (\(String(format: "%.1f", secs)) s, \(String(format: "%.0f", Double(seq.frames.count) / max(secs, 1e-9))) fps)")
            } catch {
                FileHandle.standardError.write(Data("gallery: \(scene.name): \(error)\n".utf8))
                return 1
            }
        }
        return 0
    }

    /// Eight frames sampled evenly from the first to the last, labelled with their times.
    static func makeContactSheet(_ seq: RecordedSequence) throws -> RenderedImage {
        let n = seq.frames.count
        let picks = (0..<8).map { Int((Double($0) * Double(n - 1) / 7).rounded()) }
        let frames = try picks.map { k -> (image: RenderedImage, label: String) in
            (try RenderedImage(contentsOfPNG: seq.frames[k]), String(format: "t = %.2f s", seq.times[k]))
        }
        return try ContactSheet.make(frames, columns: 4, cellWidth: 240)
    }

    static func fail(_ message: String) -> Int32 {
        FileHandle.standardError.write(Data("gallery: \(message)\n".utf8))
        return 2
    }
}
