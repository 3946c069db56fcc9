#!/usr/bin/env bash
# Measures the checker's precision on real apps: fetches the public SwiftUI apps listed in
# scripts/checker-precision-apps.txt at their commits (Swift files and Xcode project files only,
# into a folder outside the repository), runs `swiftui-tutor check --format json` on each, prints
# per-rule counts, and scores the findings against the hand-reviewed verdicts in
# scripts/checker-precision-verdicts.tsv. Their code is never committed.
#
# Usage: scripts/checker-precision.sh [--apps DIR] [--sample N] [--seed S]
#   --apps DIR: where the checkouts go (default: $TMPDIR/swiftui-tutor-apps); reused when present
#   --sample N: also print up to N not-yet-reviewed findings per rule to review (default 0)
#   --seed S:   seed for the sample (default 1), so a re-run draws the same findings
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
apps="${TMPDIR:-/tmp}/swiftui-tutor-apps"
sample=0
seed=1
while [ $# -gt 0 ]; do
    case "$1" in
        --apps) apps="$2"; shift ;;
        --sample) sample="$2"; shift ;;
        --seed) seed="$2"; shift ;;
        -h|--help) sed -n '2,11p' "$0"; exit 0 ;;
        *) echo "checker-precision: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
    shift
done
mkdir -p "$apps"
while read -r name repo commit _; do
    case "$name" in ''|'#'*) continue ;; esac
    target="$apps/$name"
    [ -d "$target" ] && continue
    echo "fetching $repo at ${commit:0:12}…" >&2
    clone="$(mktemp -d)"
    git clone --quiet --filter=blob:none --no-checkout "https://github.com/$repo.git" "$clone" || {
        echo "checker-precision: could not clone $repo; check the network or fetch it by hand into $target" >&2
        rm -rf "$clone"; exit 1; }
    partial="$target.partial"
    rm -rf "$partial"
    mkdir -p "$partial"
    (cd "$clone" && git ls-tree -r --name-only "$commit" \
        | grep -E '(\.swift|\.pbxproj|\.xcconfig)$' | while IFS= read -r file; do
            mkdir -p "$partial/$(dirname "$file")"
            git show "$commit:$file" > "$partial/$file"
        done)
    mv "$partial" "$target"  # only a complete fetch counts as fetched on the next run
    rm -rf "$clone"
done < "$root/scripts/checker-precision-apps.txt"
(cd "$root" && swift build --product swiftui-tutor >/dev/null)
bin="$(cd "$root" && swift build --show-bin-path)/swiftui-tutor"
reports="$apps/.reports"
mkdir -p "$reports"
while read -r name _; do
    case "$name" in ''|'#'*) continue ;; esac
    (cd "$apps/$name" && "$bin" check . --format json --fail-on never > "$reports/$name.json")
done < "$root/scripts/checker-precision-apps.txt"
python3 "$root/scripts/checker-precision.py" "$reports" "$root/scripts/checker-precision-verdicts.tsv" \
    --sample "$sample" --seed "$seed"
