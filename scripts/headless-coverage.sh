#!/usr/bin/env bash
# Prints how many names of a SwiftUI API inventory the HeadlessSwiftUI module declares,
# unweighted and weighted by how often the inventory says they are used.
#
# Usage: scripts/headless-coverage.sh --inventory FILE [--members FILE] [--list-missing]
#   FILE: a tab-separated list of SwiftUI names with a use count (the API inventory).
# Environment: HEADLESS_SCRATCH (default .build-headless) — SwiftPM scratch path to build into.
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
inventory=""
members=""
list_missing=0
while [ $# -gt 0 ]; do
    case "$1" in
        --list-missing) list_missing=1 ;;
        --inventory) inventory="$2"; shift ;;
        --members) members="$2"; shift ;;
        -h|--help) sed -n '2,8p' "$0"; exit 0 ;;
        *) echo "headless-coverage: unknown option '$1' (try --help)" >&2; exit 2 ;;
    esac
    shift
done
[ -n "$inventory" ] || { echo "headless-coverage: name the API inventory with --inventory FILE (try --help)" >&2; exit 2; }
[ -f "$inventory" ] || { echo "headless-coverage: inventory not found: $inventory (pass --inventory FILE)" >&2; exit 2; }

scratch="${HEADLESS_SCRATCH:-$root/.build-headless}"
(cd "$root" && swift build --scratch-path "$scratch" --product HeadlessSwiftUI >/dev/null) || {
    echo "headless-coverage: building HeadlessSwiftUI failed; run 'swift build --product HeadlessSwiftUI' to see why" >&2
    exit 1
}
bin="$(cd "$root" && swift build --scratch-path "$scratch" --show-bin-path)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift symbolgraph-extract -module-name HeadlessSwiftUI -I "$bin/Modules" -target "$(uname -m)-unknown-linux-gnu" \
    -output-dir "$work" -minimum-access-level public >/dev/null

# Names that come from the re-exported Foundation and Observation modules count when learner code
# can use them through `import SwiftUI`; a probe compile checks that it can.
cat > "$work/reexports.swift" <<'SWIFT'
import SwiftUI
let _: [Any.Type] = [CGFloat.self, CGSize.self, CGPoint.self, CGRect.self]
@Observable final class Probe { var value = 0 }
SWIFT
reexports=""
if swiftc -module-alias SwiftUI=HeadlessSwiftUI -I "$bin/Modules" -typecheck "$work/reexports.swift" 2>/dev/null; then
    reexports="CGFloat CGSize CGPoint CGRect Observable"
fi

python3 - "$work/HeadlessSwiftUI.symbols.json" "$inventory" "$members" "$list_missing" "$reexports" <<'PY'
import json, sys, os
graph, inventory, members, list_missing, reexports = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4] == "1", sys.argv[5].split()
symbols = json.load(open(graph))["symbols"]
paths = set()
last = set()
for s in symbols:
    comps = tuple(c.split("(")[0] for c in s["pathComponents"])
    paths.add(comps)
    last.add(comps[-1])
top = {p[0] for p in paths if len(p) == 1}

def declared(name, kind):
    name = name.strip()
    if name in reexports:
        return True
    if name.startswith("#"):
        return (name[1:],) in paths
    if name.startswith("\\."):
        return ("EnvironmentValues", name[2:]) in paths or name[2:] in last
    if name.startswith("."):
        return name[1:] in last
    if "." in name:
        owner, member = name.split(".", 1)
        member = member.split("(")[0]
        return all((owner, m) in paths for m in member.split("/"))
    if kind in ("type", "view", "wrapper"):
        return name in top or name in last
    return name in last

def report(path, title):
    rows = []
    for line in open(path).read().splitlines()[1:]:
        parts = line.split("\t")
        if len(parts) < 3 or not parts[2].strip().isdigit():
            continue
        rows.append((parts[0], parts[1], int(parts[2])))
    found = [r for r in rows if declared(r[0], r[1])]
    missing = [r for r in rows if r not in found]
    total_weight = sum(r[2] for r in rows)
    found_weight = sum(r[2] for r in found)
    print(f"{title}: {len(found)}/{len(rows)} names declared ({100*len(found)/max(1,len(rows)):.1f}%), "
          f"weighted {found_weight}/{total_weight} ({100*found_weight/max(1,total_weight):.1f}%)")
    if list_missing and missing:
        for name, kind, count in sorted(missing, key=lambda r: -r[2]):
            print(f"  missing: {name} ({kind}, {count})")

report(inventory, "API inventory")
if os.path.exists(members):
    report(members, "Members and key paths")
PY
