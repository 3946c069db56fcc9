#!/usr/bin/env bash
# Benchmark: `swiftui-tutor check` over generated corpora vs a parse-only baseline (parse every
# file with SwiftParser and walk it once). Both read the same files and use every core. Prints
# both times and their ratio, and (when `perf` is installed) instruction and cycle counts, which
# depend far less on machine load. Not a test: it never fails on slowness.
#
# Two corpora of FILES files each, both written afresh from fixed seeds:
#   app       code shaped like real SwiftUI apps (benchmarks/corpus/app_corpus.py): screens,
#             models, rows, modifiers, with mistakes at about the rate real code has them;
#   examples  the rules' own examples glued together, 14 per file: every file is dense with
#             what the rules look for (about one finding every 6 lines) — a stress test.
#
#   benchmarks/checker.sh [FILES]        # FILES: files per corpus, default 320
#   SWIFTUI_TUTOR_BIN=path/to/binary benchmarks/checker.sh
#   RUNS=n                               # runs per measurement, default 5
set -euo pipefail
cd "$(dirname "$0")/.."

files="${1:-320}"
runs="${RUNS:-5}"
out="benchmarks/out"
bin="${SWIFTUI_TUTOR_BIN:-}"
if [[ -z "$bin" ]]; then
    echo "building swiftui-tutor (release)…" >&2
    swift build -c release --scratch-path .build-bench --product swiftui-tutor >&2
    bin=".build-bench/release/swiftui-tutor"
fi

rm -rf "$out"
mkdir -p "$out/examples" "$out/corpus" "$out/app"
"$bin" rules --export-examples "$out/examples" >&2
python3 benchmarks/corpus/app_corpus.py "$out/app" --files "$files" >&2

# The examples corpus: each file concatenates 14 rule examples (seeded, so the corpus is
# the same every run) — about 120-250 lines per file.
python3 - "$out/examples" "$out/corpus" "$files" <<'PY'
import os, random, sys
examples_dir, corpus_dir, count = sys.argv[1], sys.argv[2], int(sys.argv[3])
names = sorted(os.listdir(examples_dir))
texts = [open(os.path.join(examples_dir, n), encoding="utf-8").read() for n in names]
rng = random.Random(20261121)
for i in range(count):
    parts = ["import SwiftUI\n"] + [rng.choice(texts) for _ in range(14)]
    with open(os.path.join(corpus_dir, f"File{i:04d}.swift"), "w", encoding="utf-8") as f:
        f.write("\n".join(parts))
PY

python3 - "$bin" "$runs" "app=$out/app" "examples=$out/corpus" <<'PY'
import json, os, statistics, subprocess, sys, time
binary, runs, corpora = sys.argv[1], int(sys.argv[2]), [arg.split("=", 1) for arg in sys.argv[3:]]

def swift_files(corpus):
    for folder, _, names in os.walk(corpus):
        for name in names:
            if name.endswith(".swift"):
                yield os.path.join(folder, name)

def measure(args):
    """Median and best wall time, and median CPU time (user + system, all threads)."""
    walls, cpus = [], []
    for _ in range(runs):
        before = os.times()
        start = time.perf_counter()
        result = subprocess.run([binary] + args, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        walls.append(time.perf_counter() - start)
        after = os.times()
        cpus.append((after.children_user - before.children_user) + (after.children_system - before.children_system))
        if result.returncode not in (0, 1):
            sys.exit(f"{' '.join(args)} exited with {result.returncode}")
    return statistics.median(walls), min(walls), statistics.median(cpus)

def counters(args):
    """Mean instructions and cycles over `runs` runs from `perf stat`, or None without perf."""
    try:
        result = subprocess.run(["perf", "stat", "-x", ",", "-e", "instructions,cycles", "-r", str(runs), binary] + args,
                                stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    except FileNotFoundError:
        return None
    values = {}
    for line in result.stderr.splitlines():
        fields = line.split(",")
        if len(fields) > 2 and fields[0].strip().isdigit():
            values[fields[2].split(":")[0]] = int(fields[0])
    return values if {"instructions", "cycles"} <= values.keys() else None

print(f"{runs} runs per figure; cores: {os.cpu_count()}; goal: check within 1.5x the baseline")
for name, corpus in corpora:
    files = list(swift_files(corpus))
    lines = sum(open(path, encoding="utf-8").read().count("\n") for path in files)
    report = subprocess.run([binary, "check", "--format", "json", "--fail-on", "never", corpus],
                            capture_output=True, text=True).stdout
    findings = len(json.loads(report)["findings"])
    subprocess.run([binary, "check", "--parse-only", corpus], stdout=subprocess.DEVNULL)  # warm the file cache
    baseline, baseline_best, baseline_cpu = measure(["check", "--parse-only", corpus])
    check, check_best, check_cpu = measure(["check", "--fail-on", "never", corpus])
    print(f"\n{name} corpus: {len(files)} files, {lines} lines, {findings} findings (one per {lines / max(findings, 1):.0f} lines)")
    print(f"                      wall median (best)   cpu median")
    print(f"parse-only baseline:  {baseline:.3f}s ({baseline_best:.3f}s)   {baseline_cpu:.3f}s")
    print(f"check (all rules):    {check:.3f}s ({check_best:.3f}s)   {check_cpu:.3f}s")
    print(f"ratio check/baseline: wall {check / baseline:.2f}x (best {check_best / baseline_best:.2f}x), cpu {check_cpu / baseline_cpu:.2f}x")
    base_counts = counters(["check", "--parse-only", corpus])
    check_counts = counters(["check", "--fail-on", "never", corpus])
    if base_counts and check_counts:
        for counter in ("instructions", "cycles"):
            print(f"{counter + ' (perf stat):':<26}{base_counts[counter] / 1e6:,.0f} M -> {check_counts[counter] / 1e6:,.0f} M, "
                  f"ratio {check_counts[counter] / base_counts[counter]:.2f}x")
    else:
        print("perf stat not available: instruction and cycle counts skipped")
PY
