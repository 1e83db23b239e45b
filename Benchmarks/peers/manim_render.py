"""Renders circles.py's MovingCircles once with Manim's Cairo renderer, in process, and prints
one JSON line: frames written, seconds spent in Scene.render() (Python start-up and the import
of manim excluded), bytes written and this process's peak resident set size (VmHWM).

    python manim_render.py --out DIR [--width 1920] [--height 1080] [--fps 60]
"""

import argparse
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))


def peak_resident_bytes():
    """VmHWM of /proc/self/status: this process's own peak (ru_maxrss would also count the
    parent this process was forked from)."""
    with open("/proc/self/status") as f:
        for line in f:
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    return -1


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--out", required=True, help="media folder (created)")
    parser.add_argument("--width", type=int, default=1920)
    parser.add_argument("--height", type=int, default=1080)
    parser.add_argument("--fps", type=int, default=60)
    args = parser.parse_args()

    import_start = time.perf_counter()
    from manim import tempconfig
    import circles
    import_seconds = time.perf_counter() - import_start

    settings = {
        "renderer": "cairo",
        "format": "png-sequence",
        "pixel_width": args.width,
        "pixel_height": args.height,
        "frame_rate": args.fps,
        "disable_caching": True,
        "media_dir": args.out,
        "progress_bar": "none",
        "verbosity": "WARNING",
        "write_to_movie": False,
    }
    with tempconfig(settings):
        start = time.perf_counter()
        circles.MovingCircles().render()
        seconds = time.perf_counter() - start
    frames = sorted(os.path.join(d, f) for d, _, files in os.walk(args.out) for f in files if f.endswith(".png"))
    size = sum(os.path.getsize(f) for f in frames)
    folder = os.path.dirname(frames[0]) if frames else args.out
    print(json.dumps({
        "frames": len(frames), "seconds": seconds, "importSeconds": import_seconds, "bytes": size,
        "folder": folder, "peakResidentBytes": peak_resident_bytes(),
    }))


if __name__ == "__main__":
    main()
