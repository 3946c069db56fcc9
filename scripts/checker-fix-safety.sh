#!/usr/bin/env bash
# Checks that the checker's automatic fixes keep real apps compiling: type-checks the apps of the
# headless corpus (scripts/headless-corpus.sh fetches it) against the headless module, copies the
# ones that pass into a scratch folder, applies `swiftui-tutor check --fix` there and type-checks
# them again. Every app a fix broke is reported with the rules whose fixes break it on their own,
# their diff and the compiler's errors. The corpus itself is never changed.
#
# Usage: scripts/checker-fix-safety.sh [--corpus DIR] [--only FILE] [--json FILE] [--keep DIR]
#   --corpus DIR: the corpus folder (default: $TMPDIR/swiftui-tutor-corpus)
#   --only FILE:  only the apps listed in FILE, one path relative to the corpus per line
#   --json FILE:  also write the figures and each broken app as JSON
#   --keep DIR:   the scratch folder, kept afterwards (default: a temporary folder, removed)
# Exit status: 0 no fix broke an app; 1 some did; 2 usage or setup error.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
corpus="${TMPDIR:-/tmp}/swiftui-tutor-corpus"
extra=()
while [ $# -gt 0 ]; do
    case "$1" in
        --corpus) [ $# -ge 2 ] || { echo "checker-fix-safety: --corpus needs a folder" >&2; exit 2; }
            corpus="$2"; shift ;;
        --only|--json|--keep) [ $# -ge 2 ] || { echo "checker-fix-safety: $1 needs a file name" >&2; exit 2; }
            extra+=("$1" "$2"); shift ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) echo "checker-fix-safety: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
    shift
done
[ -d "$corpus" ] || {
    echo "checker-fix-safety: no corpus at $corpus; fetch it with scripts/headless-corpus.sh --corpus $corpus" >&2
    exit 2; }
(cd "$root" && swift build --product HeadlessSwiftUI >/dev/null && swift build --product swiftui-tutor >/dev/null)
bin="$(cd "$root" && swift build --show-bin-path)"
python3 "$root/scripts/checker-fix-safety.py" "$corpus" "$bin" "${extra[@]}"
