#!/bin/bash
# README.md's Swift snippets are code that `make test` compiles and runs, verbatim:
# - a ```swift block whose first line is `// Sources/…swift` or `// Tests/…swift` must be, line for
#   line, the file of that path in Examples/MyScenes (which `make examples` builds and tests);
# - README's `struct DragBox` must be the one in Examples/MyScenes/Sources/MyScenes/DragBox.swift,
#   which the snapshot tests of "Snapshot tests" import.
# Usage: Examples/check-readme.sh (from the repository root)
set -u
readme=README.md
pkg=Examples/MyScenes
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "examples: $*" >&2; exit 1; }

# One file per marked block: $work/<n> holds the block, $work/<n>.path the path it names.
awk -v dir="$work" '
    /^```swift/ { inblock = 1; first = 1; next }
    /^```/ { inblock = 0; out = ""; next }
    inblock && first {
        first = 0
        if ($0 ~ /^\/\/ (Sources|Tests)\/[^ ,:]+\.swift/) {
            n++; out = dir "/" n
            path = $2; sub(/[,:]$/, "", path)
            print path > (out ".path"); close(out ".path")
            printf "" > out
        }
    }
    inblock && out != "" { print >> out }
' "$readme"

count=0
for block in "$work"/*.path; do
    [ -e "$block" ] || fail "README.md has no \`// Sources/…\` or \`// Tests/…\` snippet"
    path=$(cat "$block")
    file="$pkg/$path"
    [ -f "$file" ] || fail "README.md's snippet \`// $path\` has no file $file"
    diff -u "$file" "${block%.path}" >"$work/diff" || { cat "$work/diff" >&2; fail "README.md's snippet \`// $path\` differs from $file (above: - file, + README)"; }
    count=$((count + 1))
done
diff -u <(awk '/^struct DragBox: View \{/,/^\}/' "$pkg/Sources/MyScenes/DragBox.swift") <(awk '/^struct DragBox: View \{/,/^\}/' "$readme") >"$work/diff" \
    || { cat "$work/diff" >&2; fail "README.md's struct DragBox differs from $pkg/Sources/MyScenes/DragBox.swift"; }
echo "examples: README.md's $count file snippets and its DragBox are the code of $pkg"
