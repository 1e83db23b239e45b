import Foundation
import SceneRender

/// The help texts: `--help`, `help TOPIC`, and `COMMAND --help`.
enum HelpTopic: String, Equatable, Sendable, CaseIterable {
    case main, render, list, snapshots, merge, preview
}

extension SceneCommand {
    /// One line per exit status, as the help texts end.
    static var exitCodeTable: String {
        SceneExitCode.allCases.map { "  \($0.rawValue)  \($0.meaning)" }.joined(separator: "\n")
    }

    /// The help text of `topic`, naming the command `program` and taking its examples from the
    /// catalogue's scenes.
    func help(_ topic: HelpTopic) -> String {
        let p = program
        switch topic {
        case .main:
            return """
                usage: \(p)                      render every scene into ./frames
                       \(p) render [NAME ...|all] [options]
                       \(p) list                 the scenes, with their size and duration
                       \(p) snapshots --orphans  golden images no test uses
                       \(p) merge DIR ...        check the shards rendered into DIR, merge their manifests
                       \(p) preview [NAME]       a live page of one scene, rebuilt on save
                       \(p) help [render|list|snapshots|merge|preview]

                Each command takes --help. `\(p) render --help` lists the render options.

                Exit codes:
                \(Self.exitCodeTable)
                """
        case .render:
            let o = CommandArguments.self
            return """
                usage: \(p) render [NAME ...|all] [options]

                Renders scenes as PNG frames <out>/<name>/frame_NNNNNN.png; frame k shows scene time k/fps,
                and the last frame shows the end of the duration exactly. No name, or `all`, renders
                every scene. Options take their value as `--opt VALUE` or `--opt=VALUE`.

                  --out DIR          output folder (default: frames)
                  --fps N            \(o.valueHint("--fps")) (default: the scene's, 60 unless it sets one)
                  --duration S       \(o.valueHint("--duration")) (default: the scene's)
                  --size WxH         \(o.valueHint("--size")) (default: the scene's);
                                     the scene keeps its layout, centred on the new canvas
                  --scale N          \(o.valueHint("--scale")) (default: 1); a frame (size × scale)
                                     has at most \(Int(Self.maxPixelsPerSide)) pixels per side
                  --frames A..B      write only frames A through B (also A...B, 'A..<B' quoted for
                                     the shell, or one frame A); the scene is still simulated from t = 0
                  --shard K/N        the K-th of N shards: write only frames k with k % N == K - 1
                                     (1 ≤ K ≤ N ≤ \(o.maxShards)); runs 1/N … N/N write every frame once,
                                     each into its own manifest-shard-K-of-N.json (then `merge`).
                                     --shard auto/N takes K from the batch system: Kubernetes'
                                     JOB_COMPLETION_INDEX i (0…N-1) is shard i+1; Slurm's
                                     SLURM_ARRAY_TASK_ID t (0…N) is shard (t mod N)+1, so --array=0-(N-1),
                                     --array=1-N and one resubmitted index all work (docs/Sharding.md)
                  --jobs N           \(o.valueHint("--jobs")) (default: the CPUs this process may use:
                                     affinity mask, SLURM_CPUS_PER_TASK, cgroup CPU quota, the least;
                                     fewer when the memory does not hold that many workers for the frame size)
                  --format F         png, mp4, gif, mov or webm (default: png); a video is encoded by
                                     ffmpeg into <out>/<name>.<F> while the frames are drawn (exit 3
                                     without it), and no PNG frame is written unless --keep-frames:
                                     mp4 H.264; gif at the nearest rate GIF shows (100/d fps: 50, 33.3,
                                     25 …, said when it differs); mov ProRes 4444 and webm VP9, both
                                     with the frames' alpha (use --background clear). With --shard K/N
                                     (not gif) the video is split into N segments of consecutive
                                     frames, <out>/<name>/segment-K-of-N.<F>, that `merge` joins
                                     without encoding again; --frames is refused
                  --video-preset P   x264's preset for mp4: \(VideoPreset.validValues)
                                     (default: \(VideoPreset.default.rawValue); slower presets make smaller files)
                  --frame-timing T   variable or constant (default: variable, constant for mov): variable
                                     stores a run of equal frames once, shown as long as the run lasts
                                     (the encoder skips the repeats); constant stores every frame
                  --keep-frames      with a video format, also write the PNG frames and their manifest;
                                     a rerun keeps the frames already written and draws only the rest
                  --background B     \(o.valueHint("--background")) (default: white): what frames
                                     are drawn over; clear leaves them transparent
                  --png-compression C  \(o.valueHint("--png-compression")) (default: fast): fast uses ISA-L
                                     (several times quicker to encode), small uses zlib level 6 (files
                                     about 15–20 % smaller)
                  --contact-sheet    also write <out>/<name>-contact-sheet.png: 8 frames with their times
                                     (PNG frames only: with a video format, with --keep-frames)

                Examples:
                \(examples.map { "  \(p) render \($0)" }.joined(separator: "\n"))

                Exit codes:
                \(Self.exitCodeTable)
                """
        case .list:
            return """
                usage: \(p) list

                Prints every scene: name, canvas size in points, default duration in seconds, summary.

                Exit codes:
                \(Self.exitCodeTable)
                """
        case .merge:
            return mergeHelp
        case .snapshots:
            return """
                usage: \(p) snapshots --orphans

                Lists golden images (.png, .csv) under Snapshots/ that no test checked in the last
                test run. Every snapshot assertion records the golden it checks in
                .build/snapshot-ledger/, and the ledger keeps every run's records until it is
                removed, so empty it and run the whole suite before asking:
                  rm -rf .build/snapshot-ledger && swift test && \(p) snapshots --orphans
                After a filtered run the goldens of the tests that did not run are listed too.
                Run it from the package folder (or below it).
                Prints one path per line; exits 0 whether or not there are orphans, 1 when there is
                no ledger yet.

                Exit codes:
                \(Self.exitCodeTable)
                """
        case .preview:
            let o = CommandArguments.self
            let first = scenes.first?.name ?? "NAME"
            return """
                usage: \(p) preview [NAME] [options]

                Renders one scene (default: the first, \(first)) and serves the studio on 127.0.0.1
                only: the frame over a timeline with one track per animated view (bars where it moves)
                and the input script's taps and drags as markers; click or drag the timeline to seek,
                ← → step a frame, space plays at the frame rate (the address /#frame=N opens frame
                N); the selected track's motion curves; frame PNG and motion CSV export; a link to
                the snapshot review page (.build/snapshot-artifacts/index.html). Run from the package
                folder, it polls Sources/ every 0.5 s; on a save it runs `swift build --product \(p)`,
                renders again with the new build and the page reloads on the same frame (build
                errors are shown on the page). Prints the page's address; Ctrl-C stops it.

                  --port N           \(o.previewHint("--port")) (default: 0)
                  --fps N            \(o.valueHint("--fps")) (default: the scene's)
                  --duration S       \(o.valueHint("--duration")) (default: the scene's)
                  --no-watch         do not watch Sources/ nor rebuild
                  --write-motion F   write the scene's motion curves as JSON to F and exit (what the
                                     page's rebuilds run); - or /dev/stdout: to standard output;
                                     a link, device, FIFO or socket at F is refused (exit 2)
                  --write-input F    write the gestures of the scene's input script (taps, presses,
                                     drags) as JSON to F and exit; with --write-motion, both

                Examples:
                  \(p) preview \(first)
                  \(p) preview \(first) --port 8080 --fps 30

                Exit codes:
                \(Self.exitCodeTable)
                """
        }
    }

    /// Example arguments of `render`, with the catalogue's own scene names.
    private var examples: [String] {
        let first = scenes.first?.name ?? "NAME"
        let second = scenes.dropFirst().first?.name ?? first
        let last = scenes.last?.name ?? first
        return [
            first, "\(second) --frames 0..59 --out \"my frames\"", "all --shard 1/4",
            "\(last) --fps 30 --scale 2 --contact-sheet"
        ]
    }
}
