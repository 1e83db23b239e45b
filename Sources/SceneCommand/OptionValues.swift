import Foundation
import SceneRender

extension CommandArguments {
    static func valueHint(_ name: String) -> String {
        switch name {
        case "--out": return "a folder"
        case "--fps": return "frames per second in (0, \(fmt(maxFPS))]"
        case "--duration": return "seconds in [0, \(fmt(maxDuration))]"
        case "--size": return "WxH in points, each side in (0, \(fmt(maxSide))]"
        case "--scale": return "pixels per point in (0, \(fmt(maxScale))]"
        case "--frames": return "a frame range A..B (inclusive), A..<B or a single frame A, indices ≥ 0"
        case "--shard": return "K/N (the K-th of N shards) with N in 1...\(maxShards) and K in 1...N, or auto/N to take K from JOB_COMPLETION_INDEX or SLURM_ARRAY_TASK_ID"
        case "--jobs": return "workers in 1...\(maxJobs)"
        case "--format": return "png, mp4, gif, mov or webm"
        case "--background": return "white, black, clear or #RRGGBB"
        case "--png-compression": return "fast or small"
        case "--video-preset": return "an x264 preset: \(VideoPreset.validValues)"
        case "--frame-timing": return "variable or constant"
        default: return "a value"
        }
    }

    static func apply(
        _ name: String, _ value: String, to options: inout RenderOptions,
        environment: [String: String]
    ) throws(UsageError) {
        func bad(_ why: String) -> UsageError {
            UsageError("\(name) '\(value)' \(why); expected \(valueHint(name))", topic: .render)
        }
        switch name {
        case "--out":
            guard !value.isEmpty else { throw bad("is empty") }
            guard !value.contains("\0") else { throw bad("contains a NUL character") }
            options.out = value
        case "--fps":
            options.fps = try number(value, above: 0, through: maxFPS, bad)
        case "--duration":
            options.duration = try number(value, from: 0, through: maxDuration, bad)
        case "--scale":
            options.scale = try number(value, above: 0, through: maxScale, bad)
        case "--size":
            let parts = value.split(separator: "x", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw bad("is not of the form WxH") }
            let w = try number(String(parts[0]), above: 0, through: maxSide, bad)
            let h = try number(String(parts[1]), above: 0, through: maxSide, bad)
            options.size = CGSize(width: w, height: h)
        case "--jobs":
            options.jobs = try integer(value, in: 1...maxJobs, bad)
        case "--shard":
            let parts = value.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw bad("is not of the form K/N") }
            let n = try integer(String(parts[1]), in: 1...maxShards, bad)
            if parts[0] == "auto" {
                // The index comes from the batch system: Kubernetes Indexed Jobs or Slurm arrays.
                let spec: ShardSpec?
                do { spec = try ShardSpec.fromEnvironment(count: n, environment: environment) } catch {
                    throw bad("cannot take its index from the environment: \(error)")
                }
                guard let spec else { throw bad("auto/N needs JOB_COMPLETION_INDEX (Kubernetes) or SLURM_ARRAY_TASK_ID (Slurm) to be set") }
                options.shard = spec
                return
            }
            let k = try integer(String(parts[0]), in: Int.min...Int.max, bad)
            guard (1...n).contains(k) else { throw bad("has shard number \(k); shards of \(n) are numbered 1…\(n)") }
            do { options.shard = try ShardSpec(k, of: n) } catch { throw bad("\(error)") }
        case "--frames":
            options.frames = try frameRange(value, bad)
        case "--format":
            guard let f = OutputFormat(rawValue: value.lowercased()) else { throw bad("is not a known format") }
            options.format = f
        case "--background":
            options.background = try background(value, bad)
        case "--video-preset":
            guard let p = VideoPreset(rawValue: value.lowercased()) else { throw bad("is not an x264 preset") }
            options.videoPreset = p
        case "--frame-timing":
            guard let t = VideoFrameTiming(rawValue: value.lowercased()) else { throw bad("is not a frame timing") }
            options.frameTiming = t
        case "--png-compression":
            guard let c = PNGCompression(rawValue: value.lowercased()) else { throw bad("is not a known compression") }
            options.pngCompression = c
        default:
            throw bad("is not understood")
        }
    }

    /// `--background`: `clear` (transparent frames), `white`, `black` or `#RRGGBB` (sRGB).
    static func background(_ value: String, _ bad: (String) -> UsageError) throws(UsageError) -> Color?? {
        switch value.lowercased() {
        case "clear", "transparent", "none": return .some(nil)
        case "white": return .some(.white)
        case "black": return .some(.black)
        default:
            let hex = value.hasPrefix("#") ? value.dropFirst() : Substring(value)
            guard hex.count == 6, let v = UInt32(hex, radix: 16) else { throw bad("is not a background") }
            return .some(Color(red: Double(v >> 16 & 0xFF) / 255, green: Double(v >> 8 & 0xFF) / 255, blue: Double(v & 0xFF) / 255))
        }
    }

    /// A finite decimal number in [lower, upper] (or (lower, upper] when `above`).
    static func number(
        _ text: String, from lower: Double? = nil, above: Double? = nil, through upper: Double,
        _ bad: (String) -> UsageError
    ) throws(UsageError) -> Double {
        guard !text.isEmpty else { throw bad("is empty") }
        // One number syntax for every option: decimal (Swift's Double also reads hexadecimal,
        // "0x10" = 16, which the whole-number options refuse).
        let unsigned = text.hasPrefix("-") || text.hasPrefix("+") ? text.dropFirst() : Substring(text)
        guard !unsigned.lowercased().hasPrefix("0x") else { throw bad("is not a decimal number") }
        guard let v = Double(text) else { throw bad("is not a number") }
        guard v.isFinite else { throw bad("is not finite") }
        if let lower, v < lower { throw bad("is below \(fmt(lower))") }
        if let above, v <= above { throw bad("must be above \(fmt(above))") }
        guard v <= upper else { throw bad("is above \(fmt(upper))") }
        return v
    }

    static func integer(
        _ text: String, in range: ClosedRange<Int>,
        _ bad: (String) -> UsageError
    ) throws(UsageError) -> Int {
        guard !text.isEmpty else { throw bad("is empty") }
        guard text.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "+") }), let v = Int(text) else {
            throw bad("is not a whole number")
        }
        guard range.contains(v) else { throw bad("is outside \(range.lowerBound)...\(range.upperBound)") }
        return v
    }

    /// "A..B" and "A...B" (inclusive), "A..<B", or "A".
    static func frameRange(_ text: String, _ bad: (String) -> UsageError) throws(UsageError) -> ClosedRange<Int> {
        let limit = 0...Int(Int32.max)
        for (separator, inclusive) in [("..<", false), ("...", true), ("..", true)] {
            guard let r = text.range(of: separator) else { continue }
            let a = try integer(String(text[..<r.lowerBound]), in: limit, bad)
            let b = try integer(String(text[r.upperBound...]), in: limit, bad)
            if inclusive {
                guard a <= b else { throw bad("is empty (\(a) > \(b))") }
                return a...b
            }
            guard a < b else { throw bad("is empty (\(a) ≥ \(b))") }
            return a...(b - 1)
        }
        let a = try integer(text, in: limit, bad)
        return a...a
    }
}
