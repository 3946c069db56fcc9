#!/usr/bin/env bash
# Measures what docs/PERFORMANCE.md reports for HeadlessSwiftUI:
#   1. compile time of a 60-line learner view plus a harness against the prebuilt module
#      (the grader's swiftc invocation; median of 5 runs), and
#   2. rendering a 1,000-row List (first render and re-render after a tap).
# Usage: scripts/headless-benchmark.sh
# Environment: HEADLESS_SCRATCH (default .build-headless) — SwiftPM scratch path.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
bench="$root/scripts/headless-bench"
scratch="${HEADLESS_SCRATCH:-$root/.build-headless}"
(cd "$root" && swift build --scratch-path "$scratch" --product HeadlessSwiftUI >/dev/null) || {
    echo "headless-benchmark: building HeadlessSwiftUI failed; run 'swift build --product HeadlessSwiftUI' to see why" >&2
    exit 1
}
bin="$(cd "$root" && swift build --scratch-path "$scratch" --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

. "$root/scripts/headless-flags.sh"
mapfile -t flags < <(headless_swiftc_flags "$bin")
compile() {
    swiftc "${flags[@]}" "$@"
}

lines=$(cat "$bench/compile/RecipeView.swift" | wc -l)
times=()
for _ in 1 2 3 4 5; do
    start=$(date +%s%N)
    compile "$bench/compile/RecipeView.swift" "$bench/compile/Harness.swift" -o "$work/recipe"
    end=$(date +%s%N)
    times+=($(( (end - start) / 1000000 )))
done
sorted=($(printf '%s\n' "${times[@]}" | sort -n))
echo "compile + link of a ${lines}-line view and its harness: median ${sorted[2]} ms (runs: ${times[*]} ms)"
"$work/recipe" >/dev/null

compile -parse-as-library "$bench/list/ListBenchmark.swift" -o "$work/list"
"$work/list"
