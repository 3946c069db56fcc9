#!/usr/bin/env bash
# Benchmark: `swiftui-tutor check` over a generated corpus vs a parse-only baseline
# (parse every file with SwiftParser and walk it once). Both read the same files and use
# every core. Prints both times and their ratio, and (when `perf` is installed) instruction and
# cycle counts, which depend far less on machine load. Not a test: it never fails on slowness.
#
#   benchmarks/checker.sh [FILES]        # FILES: corpus size, default 320
#   SWIFTUI_TUTOR_BIN=path/to/binary benchmarks/checker.sh
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
mkdir -p "$out/examples" "$out/corpus"
"$bin" rules --export-examples "$out/examples" >&2

# Compose realistic files: each concatenates 14 rule examples (seeded, so the corpus is
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

python3 - "$bin" "$out/corpus" "$runs" <<'PY'
import os, statistics, subprocess, sys, time
binary, corpus, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
files = [f for f in os.listdir(corpus) if f.endswith(".swift")]
lines = sum(open(os.path.join(corpus, f), encoding="utf-8").read().count("\n") for f in files)

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

subprocess.run([binary, "check", "--parse-only", corpus], stdout=subprocess.DEVNULL)  # warm the file cache
baseline, baseline_best, baseline_cpu = measure(["check", "--parse-only", corpus])
check, check_best, check_cpu = measure(["check", "--fail-on", "never", corpus])
print(f"corpus: {len(files)} files, {lines} lines; {runs} runs each; cores: {os.cpu_count()}")
print(f"                      wall median (best)   cpu median")
print(f"parse-only baseline:  {baseline:.3f}s ({baseline_best:.3f}s)   {baseline_cpu:.3f}s")
print(f"check (all rules):    {check:.3f}s ({check_best:.3f}s)   {check_cpu:.3f}s")
print(f"ratio check/baseline: wall {check / baseline:.2f}x (best {check_best / baseline_best:.2f}x), cpu {check_cpu / baseline_cpu:.2f}x")

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

base_counts = counters(["check", "--parse-only", corpus])
check_counts = counters(["check", "--fail-on", "never", corpus])
if base_counts and check_counts:
    for name in ("instructions", "cycles"):
        print(f"{name + ' (perf stat):':<26}{base_counts[name] / 1e6:,.0f} M -> {check_counts[name] / 1e6:,.0f} M, "
              f"ratio {check_counts[name] / base_counts[name]:.2f}x")
else:
    print("perf stat not available: instruction and cycle counts skipped")
PY
