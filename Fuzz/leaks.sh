#!/usr/bin/env bash
# Renders FRAMES frames of a scene under valgrind and fails on memory definitely or indirectly
# lost (Cairo, Pango, spng objects not freed). Usage: Fuzz/leaks.sh [SCENE] [FRAMES]
# (defaults spring-chart, which draws text, and 20). Needs valgrind.
set -euo pipefail
cd "$(dirname "$0")/.."
scene="${1:-spring-chart}"; frames="${2:-20}"
command -v valgrind >/dev/null || { echo "valgrind is not installed; skipping the leak check"; exit 0; }
gallery=.build/debug/gallery
[ -x "$gallery" ] || swift build --product gallery
out="$(mktemp -d)"; log="$out/valgrind.txt"
d="$(awk -v n="$frames" 'BEGIN { printf "%.4f", (n - 1) / 60 }')"
# Only the leak summary decides: valgrind's error count (and so --error-exitcode) also counts
# reports that are not leaks, such as the Swift runtime's reads of uninitialised stack words.
status=0
valgrind --leak-check=full --num-callers=40 --suppressions=Fuzz/valgrind.supp --log-file="$log" \
    "$gallery" render "$scene" --duration "$d" --fps 60 --jobs 1 --out "$out/frames" >/dev/null || status=$?
grep -E "definitely lost|indirectly lost|possibly lost|still reachable|ERROR SUMMARY" "$log" || true
if [ "$status" != 0 ]; then echo "the render failed under valgrind (exit $status); full report: $log" >&2; exit 1; fi
grep -q "LEAK SUMMARY\|All heap blocks were freed" "$log" || { echo "valgrind wrote no leak summary; full report: $log" >&2; exit 1; }
lost() { # kind -> bytes lost (0 when valgrind lists none)
    awk -v kind="$1 lost:" 'index($0, kind) { v = $0; sub(/.*lost: */, "", v); sub(/ bytes.*/, "", v); gsub(/,/, "", v); print v; exit }' "$log"
}
definite="$(lost definitely)"; indirect="$(lost indirectly)"
if [ "${definite:-0}" != 0 ] || [ "${indirect:-0}" != 0 ]; then
    echo "leaks found: ${definite:-0} bytes definitely and ${indirect:-0} bytes indirectly lost; full report: $log" >&2; exit 1
fi
echo "no leaks: 0 bytes definitely or indirectly lost"
rm -rf "$out"
