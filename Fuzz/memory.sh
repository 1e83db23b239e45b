#!/usr/bin/env bash
# Peak memory (VmHWM) of `gallery render drag-box` at two lengths: it must stay flat.
# Usage: Fuzz/memory.sh [SHORT_FRAMES] [LONG_FRAMES]   (defaults 100 and 1000; 60 fps)
# Fails when the long render's peak exceeds the short one's by more than 20 % + 8 MiB.
set -euo pipefail
cd "$(dirname "$0")/.."
short="${1:-100}"; long="${2:-1000}"
gallery=.build/debug/gallery
[ -x "$gallery" ] || swift build --product gallery
peak() { # frames -> KiB
    local out; out="$(mktemp -d)"
    # (n − 1) / 60 rounded down to microseconds: rounding up would add a frame (19/60 → 0.3167 s is 21 frames).
    local d; d="$(awk -v n="$1" 'BEGIN { printf "%.6f", int((n - 1) / 60 * 1e6) / 1e6 }')"
    /usr/bin/time -f '%M' -o "$out/rss" "$gallery" render drag-box --duration "$d" --fps 60 --jobs 2 --out "$out" >/dev/null
    # Frames only: the folder also holds manifest.json.
    local n; n="$(find "$out/drag-box" -maxdepth 1 -type f -name 'frame_*.png' | wc -l)"
    [ "$n" = "$1" ] || { echo "expected $1 frames, got $n" >&2; exit 1; }
    cat "$out/rss"; rm -rf "$out"
}
a="$(peak "$short")"; b="$(peak "$long")"
echo "peak RSS: $short frames $a KiB, $long frames $b KiB"
if [ "$b" -gt $(( a * 12 / 10 + 8192 )) ]; then
    echo "memory grows with the number of frames" >&2; exit 1
fi
