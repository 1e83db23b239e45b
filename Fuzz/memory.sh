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
    local d; d="$(awk -v n="$1" 'BEGIN { printf "%.4f", (n - 1) / 60 }')"
    /usr/bin/time -f '%M' -o "$out/rss" "$gallery" render drag-box --duration "$d" --fps 60 --jobs 2 --out "$out" >/dev/null
    local n; n="$(ls "$out/drag-box" | wc -l)"
    [ "$n" = "$1" ] || { echo "expected $1 frames, got $n" >&2; exit 1; }
    cat "$out/rss"; rm -rf "$out"
}
a="$(peak "$short")"; b="$(peak "$long")"
echo "peak RSS: $short frames $a KiB, $long frames $b KiB"
if [ "$b" -gt $(( a * 12 / 10 + 8192 )) ]; then
    echo "memory grows with the number of frames" >&2; exit 1
fi
