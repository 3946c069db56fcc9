#!/usr/bin/env bash
# Compiles every gallery case in Tests/HeadlessSwiftUITests/Gallery against the built
# HeadlessSwiftUI module (exactly as the grader does), runs it, and compares its output with the
# case's expected.txt.
#
# Usage: scripts/headless-gallery.sh [--update] [--swift-version 5|6] [CASE ...]
#   --update          write the output to expected.txt instead of comparing
#   --swift-version   language mode for the learner code (default 6)
# Environment: HEADLESS_SCRATCH (default .build-headless) — SwiftPM scratch path.
set -uo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
gallery="$root/Tests/HeadlessSwiftUITests/Gallery"
update=0
mode=6
cases=()
while [ $# -gt 0 ]; do
    case "$1" in
        --update) update=1 ;;
        --swift-version) mode="$2"; shift ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        -*) echo "headless-gallery: unknown option '$1' (try --help)" >&2; exit 2 ;;
        *) cases+=("$1") ;;
    esac
    shift
done

scratch="${HEADLESS_SCRATCH:-$root/.build-headless}"
(cd "$root" && swift build --scratch-path "$scratch" --product HeadlessSwiftUI >/dev/null) || {
    echo "headless-gallery: building HeadlessSwiftUI failed; run 'swift build --product HeadlessSwiftUI' to see why" >&2
    exit 1
}
bin="$(cd "$root" && swift build --scratch-path "$scratch" --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [ ${#cases[@]} -eq 0 ]; then
    for dir in "$gallery"/*/; do cases+=("$(basename "$dir")"); done
fi

. "$root/scripts/headless-flags.sh"
mapfile -t flags < <(headless_swiftc_flags "$bin")
passed=0
failed=0
for name in "${cases[@]}"; do
    dir="$gallery/$name"
    if [ ! -d "$dir" ]; then
        echo "FAIL $name: no such gallery case ($dir)"
        failed=$((failed + 1))
        continue
    fi
    if ! swiftc -swift-version "$mode" "${flags[@]}" \
        "$dir"/*.swift -o "$work/$name" 2>"$work/$name.compile"; then
        echo "FAIL $name: does not compile"
        sed 's/^/    /' "$work/$name.compile" | head -20
        failed=$((failed + 1))
        continue
    fi
    if ! "$work/$name" >"$work/$name.out" 2>"$work/$name.err"; then
        echo "FAIL $name: exited with an error"
        sed 's/^/    /' "$work/$name.err" | head -10
        failed=$((failed + 1))
        continue
    fi
    if [ "$update" = 1 ]; then
        cp "$work/$name.out" "$dir/expected.txt"
        echo "updated $name"
        passed=$((passed + 1))
    elif diff -u "$dir/expected.txt" "$work/$name.out" >"$work/$name.diff"; then
        passed=$((passed + 1))
    else
        echo "FAIL $name: output differs from expected.txt"
        sed 's/^/    /' "$work/$name.diff" | head -30
        failed=$((failed + 1))
    fi
done
echo "gallery: $passed passed, $failed failed"
[ "$failed" = 0 ]
