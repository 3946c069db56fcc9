#!/usr/bin/env bash
# Measures how much third-party SwiftUI the headless module accepts: fetches the tutorial and
# sample repositories listed in scripts/headless-corpus/repositories.txt at their commits (Swift
# files only, into a folder outside the repository), then type-checks each app in them against the
# module and ranks what fails. Their code is never committed.
#
# Usage: scripts/headless-corpus.sh [--corpus DIR] [--list-failures] [--json FILE] [--only FILE]
#   --corpus DIR: where the checkouts go (default: $TMPDIR/swiftui-tutor-corpus); reused when present
#   --json FILE, --only FILE: passed to typecheck.py (figures and failures as JSON; only the listed apps)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${TMPDIR:-/tmp}/swiftui-tutor-corpus"
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --corpus) corpus="$2"; shift ;;
        --list-failures) extra+=(--list-failures) ;;
        --json|--only) [ $# -ge 2 ] || { echo "headless-corpus: $1 needs a file name" >&2; exit 2; }
            extra+=("$1" "$2"); shift ;;
        -h|--help) sed -n '2,10p' "$0"; exit 0 ;;
        *) echo "headless-corpus: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
    shift
done
mkdir -p "$corpus"
while read -r repo commit; do
    case "$repo" in ''|'#'*) continue ;; esac
    target="$corpus/${repo/\//+}"
    [ -d "$target" ] && continue
    echo "fetching $repo at ${commit:0:12}…" >&2
    clone="$(mktemp -d)"
    git clone --quiet --filter=blob:none --no-checkout "https://github.com/$repo.git" "$clone" || {
        echo "headless-corpus: could not clone $repo; check the network or fetch it by hand into $target" >&2
        rm -rf "$clone"; exit 1; }
    partial="$target.partial"
    rm -rf "$partial"
    mkdir -p "$partial"
    (cd "$clone" && git ls-tree -r --name-only "$commit" | grep '\.swift$' | while IFS= read -r file; do
        mkdir -p "$partial/$(dirname "$file")"
        git show "$commit:$file" > "$partial/$file"
    done)
    mv "$partial" "$target"  # only a complete fetch counts as fetched on the next run
    rm -rf "$clone"
done < "$root/scripts/headless-corpus/repositories.txt"
(cd "$root" && swift build --product HeadlessSwiftUI >/dev/null)
bin="$(cd "$root" && swift build --show-bin-path)"
python3 "$root/scripts/headless-corpus/typecheck.py" "$corpus" "$bin" "${extra[@]}"
