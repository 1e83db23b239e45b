#!/bin/bash
# Runs the example package's command as a user would: `list`, a short `render`, a mistake.
# Usage: Examples/check.sh [path to my-scenes]  (default: Examples/MyScenes/.build/debug/my-scenes)
set -u
bin=${1:-Examples/MyScenes/.build/debug/my-scenes}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
fail() { echo "examples: $*" >&2; exit 1; }

lines=$("$bin" list | wc -l) || fail "my-scenes list exited $?"
[ "$lines" = 4 ] || fail "my-scenes list printed $lines lines, expected 4 (intro, drag-card, progress, brand-card)"
"$bin" render intro --duration 0.5 --fps 10 --out "$out" >/dev/null || fail "my-scenes render intro exited $?"
# 0.5 s at 10 fps: ceil(0.5 × 10) + 1 = 6 frames.
frames=$(find "$out/intro" -name 'frame_*.png' | wc -l)
[ "$frames" = 6 ] || fail "my-scenes render intro wrote $frames frames, expected 6"
# The same take as an mp4 (ffmpeg is installed by `make test`): a non-empty file of 6 frames.
"$bin" render intro --duration 0.5 --fps 10 --format mp4 --out "$out/video" >/dev/null || fail "my-scenes render intro --format mp4 exited $?"
[ -s "$out/video/intro.mp4" ] || fail "my-scenes render intro --format mp4 wrote no $out/video/intro.mp4"
if command -v ffprobe >/dev/null; then
    count=$(ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames -of csv=p=0 "$out/video/intro.mp4")
    [ "$count" = 6 ] || fail "my-scenes render intro --format mp4 made a video of $count frames, expected 6"
fi
"$bin" render no-such-scene 2>/dev/null
status=$?
[ "$status" = 2 ] || fail "my-scenes render no-such-scene exited $status, expected 2 (usage error)"
# README.md's "A scene", run as its snippet is: 2 s at 60 fps into ./frames/drag-box.
recording=$(cd "$(dirname "$bin")" && pwd)/drag-box-recording
(cd "$out" && "$recording" >/dev/null) || fail "drag-box-recording (README.md's \"A scene\") exited $?"
frames=$(find "$out/frames/drag-box" -name 'frame_*.png' | wc -l)
[ "$frames" = 121 ] || fail "drag-box-recording wrote $frames frames, expected 121"
echo "examples: my-scenes list (4 scenes), render intro (6 frames, and as a 6-frame mp4), usage error (exit 2), drag-box-recording (121 frames) as expected"
