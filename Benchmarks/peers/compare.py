"""Times our renderer and Manim Community on the same scene and prints frames per second and
the ratio (run by `make bench-peers`, with the virtual environment's Python).

The scene: 200 filled circles moving across a 1920x1080 canvas for 1 s at 60 fps, written as
a PNG sequence of 60 frames (t = k/60, k = 0..59) by both (circles.py, PeerScene.swift).

Two measurements of each, interleaved run by run on the same machine:
  render    seconds inside the process from building the scene to the last PNG written
            (our `benchmarks render-circles`, Manim's Scene.render() in manim_render.py);
            process start-up and Python's `import manim` are excluded for both.
  end-to-end  wall-clock seconds of the whole command, start-up included for both
            (`benchmarks render-circles ...` and `manim render --format png-sequence ...`).
Peak memory ("peak MiB") is the VmHWM of the render process (/proc/self/status, read by the
process at its end). The JSON also keeps ru_maxrss from wait4 for the end-to-end runs, but that
number is at least this script's own size: Linux carries a parent's high-water mark into the
child it forks, and this script loads numpy and Pillow to compare the pictures.

    python compare.py --benchmarks .build/release/benchmarks [--repetitions 3] [--json FILE]
"""

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
WIDTH, HEIGHT, FPS, FRAMES = 1920, 1080, 60, 60


def run(cmd, cwd=None):
    """Runs cmd; returns (stdout, wall seconds, peak RSS bytes of that child)."""
    start = time.perf_counter()
    with tempfile.TemporaryFile(mode="w+") as errors:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=errors, cwd=cwd, text=True)
        out = proc.stdout.read()
        _, status, usage = os.wait4(proc.pid, 0)
        errors.seek(0)
        err = errors.read()
    wall = time.perf_counter() - start
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        sys.exit("failed (%d): %s\n%s%s" % (proc.returncode, " ".join(cmd), out[-2000:], err[-4000:]))
    return out, wall, usage.ru_maxrss * 1024


def last_json(text):
    for line in reversed(text.strip().splitlines()):
        if line.startswith("{"):
            return json.loads(line)
    raise ValueError("no JSON line in output:\n" + text)


def pngs(folder):
    return sorted(os.path.join(d, f) for d, _, files in os.walk(folder) for f in files if f.endswith(".png"))


def compare_pictures(ours, theirs):
    """Largest channel difference and the count of pixels differing by more than 8/255 at the
    first, middle and last frame (anti-aliasing of two Cairo versions of the same circles
    differs by a few levels)."""
    try:
        import numpy as np
        from PIL import Image
    except ImportError:
        return None
    out = []
    for k in (0, len(ours) // 2, len(ours) - 1):
        a = np.asarray(Image.open(ours[k]).convert("RGB"), dtype=np.int16)
        b = np.asarray(Image.open(theirs[k]).convert("RGB"), dtype=np.int16)
        if a.shape != b.shape:
            out.append({"frame": k, "sizes": [list(a.shape), list(b.shape)]})
            continue
        d = np.abs(a - b).max(axis=2)
        out.append({"frame": k, "maxDifference": int(d.max()), "pixelsOver8": int((d > 8).sum())})
    return out


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    return int.from_bytes(head[16:20], "big"), int.from_bytes(head[20:24], "big")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--benchmarks", required=True, help="release build of the benchmarks executable")
    parser.add_argument("--repetitions", type=int, default=3)
    parser.add_argument("--json", help="write the results here")
    args = parser.parse_args()
    cores = os.cpu_count() or 1
    manim_cli = os.path.join(os.path.dirname(sys.executable), "manim")
    work = tempfile.mkdtemp(prefix="bench-peers-")
    load_before = os.getloadavg()

    from importlib.metadata import version
    manim_version = version("manim")
    ours_variants = [("ours, %d jobs, PNG level 1" % cores, ["--jobs", str(cores)]),
                     ("ours, 1 job, PNG level 1", ["--jobs", "1"]),
                     ("ours, %d jobs, PNG level 6" % cores, ["--jobs", str(cores), "--compression-level", "6"]),
                     ("ours, 1 job, PNG level 6", ["--jobs", "1", "--compression-level", "6"])]
    results = {name: {"render": [], "endToEnd": [], "peak": [], "peakEndToEnd": [], "bytes": 0} for name, _ in ours_variants}
    manim_name = "Manim %s (Cairo renderer)" % manim_version
    results[manim_name] = {"render": [], "endToEnd": [], "peak": [], "peakEndToEnd": [], "bytes": 0}
    checks = {}

    for rep in range(args.repetitions):
        for name, extra in ours_variants:
            out_dir = os.path.join(work, "ours")
            shutil.rmtree(out_dir, ignore_errors=True)
            out, wall, peak = run([args.benchmarks, "render-circles", "--out", out_dir, "--frames", str(FRAMES),
                                   "--width", str(WIDTH), "--height", str(HEIGHT)] + extra)
            j = last_json(out)
            r = results[name]
            r["render"].append(j["seconds"]); r["endToEnd"].append(wall)
            r["peak"].append(j["peakResidentBytes"]); r["peakEndToEnd"].append(peak)
            r["bytes"] = j["bytes"]; r["frames"] = j["frames"]
            if rep == 0 and name == ours_variants[0][0]:
                keep = os.path.join(work, "ours-kept")
                shutil.move(out_dir, keep)

        # Manim, in process (render only) ...
        media = os.path.join(work, "manim-lib")
        shutil.rmtree(media, ignore_errors=True)
        out, wall_lib, peak_lib = run([sys.executable, os.path.join(HERE, "manim_render.py"), "--out", media,
                                       "--width", str(WIDTH), "--height", str(HEIGHT), "--fps", str(FPS)])
        j = last_json(out)
        r = results[manim_name]
        r["render"].append(j["seconds"]); r["peak"].append(j["peakResidentBytes"])
        r["bytes"] = j["bytes"]; r["frames"] = j["frames"]
        # ... and its command line, as a user runs it (start-up included).
        cli_media = os.path.join(work, "manim-cli")
        shutil.rmtree(cli_media, ignore_errors=True)
        _, wall_cli, peak_cli = run([manim_cli, "render", "--renderer", "cairo", "--format", "png-sequence",
                                     "-r", "%d,%d" % (WIDTH, HEIGHT), "--fps", str(FPS), "--disable_caching",
                                     "--progress_bar", "none", "-v", "WARNING", "--media_dir", cli_media,
                                     os.path.join(HERE, "circles.py"), "MovingCircles"], cwd=work)
        r["endToEnd"].append(wall_cli); r["peakEndToEnd"].append(peak_cli)
        cli_frames = pngs(cli_media)
        if len(cli_frames) != FRAMES:
            sys.exit("manim render wrote %d frames, expected %d" % (len(cli_frames), FRAMES))
        if rep == 0:
            ours_frames = pngs(os.path.join(work, "ours-kept"))
            checks["frames"] = {"ours": len(ours_frames), "manim": len(cli_frames)}
            checks["size"] = {"ours": png_size(ours_frames[0]), "manim": png_size(cli_frames[0])}
            checks["pictures"] = compare_pictures(ours_frames, cli_frames)
            keep_dir = os.path.join(os.getcwd(), ".build", "peers")
            os.makedirs(keep_dir, exist_ok=True)
            shutil.copy(ours_frames[len(ours_frames) // 2], os.path.join(keep_dir, "ours-frame-30.png"))
            shutil.copy(cli_frames[len(cli_frames) // 2], os.path.join(keep_dir, "manim-frame-30.png"))

    load_after = os.getloadavg()
    shutil.rmtree(work, ignore_errors=True)

    print("scene: 200 circles, %dx%d, %d PNG frames (1 s at %d fps); %d repetitions, medians; "
          "load average before %.2f, after %.2f (%d cores)" % (WIDTH, HEIGHT, FRAMES, FPS, args.repetitions,
                                                              load_before[0], load_after[0], cores))
    print("%-34s %11s %15s %14s %10s %10s" % ("", "render fps", "end-to-end fps", "render spread",
                                              "peak MiB", "MiB/frame"))
    summary = {}
    for name, r in results.items():
        med = statistics.median(r["render"])
        e2e = statistics.median(r["endToEnd"])
        spread = (max(r["render"]) - min(r["render"])) / med if len(r["render"]) > 1 else 0
        summary[name] = {"renderSeconds": r["render"], "endToEndSeconds": r["endToEnd"], "frames": r["frames"],
                         "renderFps": r["frames"] / med, "endToEndFps": r["frames"] / e2e,
                         "peakResidentBytes": max(r["peak"]), "peakResidentBytesEndToEnd": max(r["peakEndToEnd"]),
                         "bytesPerFrame": r["bytes"] / max(1, r["frames"])}
        print("%-34s %11.1f %15.1f %13.1f%% %10.0f %10.2f" % (
            name, r["frames"] / med, r["frames"] / e2e, spread * 100, max(r["peak"]) / 2**20,
            r["bytes"] / max(1, r["frames"]) / 2**20))
    m = summary[manim_name]
    ratios = {}
    for name, _ in ours_variants:
        s = summary[name]
        ratios[name] = {"render": s["renderFps"] / m["renderFps"], "endToEnd": s["endToEndFps"] / m["endToEndFps"]}
        print("ratio %-34s render %6.2fx   end-to-end %6.2fx  (over %s)" % (name, ratios[name]["render"],
                                                                          ratios[name]["endToEnd"], manim_name))
    head = ratios[ours_variants[0][0]]
    print("target: at least 5x Manim's throughput (render, all cores, default PNG compression): %.2fx, %s"
          % (head["render"], "met" if head["render"] >= 5 else "NOT met"))
    print("target: at least 8x Manim end to end (process start to last file, all cores, default PNG compression): %.2fx, %s"
          % (head["endToEnd"], "met" if head["endToEnd"] >= 8 else "NOT met"))
    print("checks: frames %s, size %s, pictures %s" % (checks["frames"], checks["size"], checks["pictures"]))
    print("middle frames kept in .build/peers/ours-frame-30.png and .build/peers/manim-frame-30.png")
    if args.json:
        with open(args.json + ".tmp", "w") as f:
            json.dump({"date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()), "loadAverageBefore": load_before,
                       "loadAverageAfter": load_after, "cores": cores, "results": summary, "ratios": ratios,
                       "checks": checks}, f, indent=2)
        os.replace(args.json + ".tmp", args.json)


if __name__ == "__main__":
    main()
