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
valgrind --leak-check=full --num-callers=40 --suppressions=Fuzz/valgrind.supp --errors-for-leak-kinds=definite,indirect --error-exitcode=9 --log-file="$log" \
    "$gallery" render "$scene" --duration "$d" --fps 60 --jobs 1 --out "$out/frames" >/dev/null || status=$?
grep -E "definitely lost|indirectly lost|possibly lost|still reachable|ERROR SUMMARY" "$log" || true
if [ "${status:-0}" = 9 ]; then echo "leaks found; full report: $log" >&2; exit 1; fi
rm -rf "$out"
