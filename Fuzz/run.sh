#!/usr/bin/env bash
# Builds the libFuzzer targets with AddressSanitizer and runs each for FUZZ_SECONDS (default 60).
# Usage: Fuzz/run.sh            (from the package root or from Fuzz/)
# Findings (crashing inputs) are written to Fuzz/findings/; the corpus grows in Fuzz/corpus/.
set -euo pipefail
cd "$(dirname "$0")"
seconds="${FUZZ_SECONDS:-60}"
for product in PNGDecodeFuzzer ManifestFuzzer ShardSetFuzzer; do
    # No #Preview plug-in in this build (see Package.swift): the fuzz targets do not use it.
    SCENEKIT_NO_MACRO_PLUGIN=1 swift build -c debug --scratch-path .build \
        -Xswiftc -sanitize=fuzzer,address \
        --product "$product"
done
mkdir -p corpus/png findings
if [ -z "$(ls -A corpus/png)" ]; then
    # Seeds: a few goldens of the project (small, valid PNGs).
    find ../Snapshots -name '*.png' -size -20k | head -20 | while read -r f; do cp "$f" corpus/png/; done
fi
.build/debug/PNGDecodeFuzzer corpus/png \
    -max_total_time="$seconds" -max_len=65536 -malloc_limit_mb=1024 -rss_limit_mb=2048 \
    -artifact_prefix=findings/ -print_final_stats=1
mkdir -p corpus/manifest
if [ -z "$(ls -A corpus/manifest)" ]; then
    # Seed: a real manifest from a one-frame render.
    (cd .. && swift run -c debug gallery render drag-box --duration 0 --out Fuzz/.build/seed-render >/dev/null)
    cp .build/seed-render/drag-box/manifest*.json corpus/manifest/ 2>/dev/null || echo '{}' > corpus/manifest/empty.json
fi
.build/debug/ManifestFuzzer corpus/manifest \
    -max_total_time="$seconds" -max_len=65536 -malloc_limit_mb=1024 -rss_limit_mb=2048 \
    -artifact_prefix=findings/ -print_final_stats=1
mkdir -p corpus/shard-set
if [ -z "$(ls -A corpus/shard-set)" ]; then
    # Seeds: the header alone; two journal lines for shard 1; shard 2's valid manifest (V).
    printf '\x00' > corpus/shard-set/header
    printf '\x01%s\n%s\n' "0 $(printf '%032d' 0) $(printf '%064d' 0)" "2 $(printf '%032d' 1) $(printf '%064d' 1)" > corpus/shard-set/journal
    printf '\x05\xffV' > corpus/shard-set/both
fi
.build/debug/ShardSetFuzzer corpus/shard-set \
    -max_total_time="$seconds" -max_len=4096 -timeout=10 -malloc_limit_mb=1024 -rss_limit_mb=2048 \
    -artifact_prefix=findings/ -print_final_stats=1
