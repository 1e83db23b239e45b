#!/usr/bin/env bash
# Runs the parallel renderer's tests under ThreadSanitizer, in a build folder of its own
# (the TSan build of every target takes several minutes). Usage: Fuzz/tsan.sh [FILTER]
set -euo pipefail
cd "$(dirname "$0")/.."
filter="${1:-FaultParallelRecordingTests|GalleryCommandTests}"
swift build --build-tests --scratch-path .build/tsan -Xswiftc -sanitize=thread
TSAN_OPTIONS="halt_on_error=1 second_deadlock_stack=1" \
    swift test --skip-build --scratch-path .build/tsan -Xswiftc -sanitize=thread --filter "$filter"
