#!/usr/bin/env python3
"""Grading overhead: the tutor's end-to-end grade of an exercise against a bare swiftc
compile + run of the same sources with the same flags, measured in the same run.

usage: benchmarks/grading.py [--runs N] [--binary PATH] [--exercise ID]

Prints medians for: bare compile+run, `swiftui-tutor submit` (uncached, whole process),
the grader's own total for that submit, and a cached resubmission (grade call and whole
process); then the ratio against the goal of 1.15 and the cached goal of 50 ms.
"""
import argparse, json, os, shutil, statistics, subprocess, sys, tempfile, time

def timed(command, **kwargs):
    start = time.perf_counter()
    result = subprocess.run(command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, **kwargs)
    return (time.perf_counter() - start) * 1000, result

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--binary")
    parser.add_argument("--exercise", default="state-01-cart-model")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = args.binary or os.path.join(root, ".build", "release", "swiftui-tutor")
    if not os.path.exists(binary):
        subprocess.run(["swift", "build", "-c", "release", "--product", "swiftui-tutor"], cwd=root, check=True)
    folder = os.path.join(root, "Exercises", args.exercise)
    solution = os.path.join(folder, "Solution.swift")
    harness = os.path.join(folder, "Harness.swift")
    swiftc = shutil.which("swiftc")
    work = tempfile.mkdtemp(prefix="grading-bench-")
    try:
        cache = os.path.join(work, "module-cache")
        shutil.copy(solution, os.path.join(work, "Submission.swift"))
        shutil.copy(harness, os.path.join(work, "Harness.swift"))
        flags = ["-swift-version", "6", "-Onone", "-module-cache-path", cache, "-parse-as-library",
                 "-o", "program", "Submission.swift", "Harness.swift"]
        subprocess.run([swiftc] + flags, cwd=work, check=True)  # warm the module cache, as the tutor's is warm
        bare = []
        for _ in range(args.runs):
            compile_ms, result = timed([swiftc] + flags, cwd=work)
            assert result.returncode == 0, result.stderr
            run_ms, result = timed([os.path.join(work, "program")], cwd=work)
            bare.append(compile_ms + run_ms)

        env = dict(os.environ, NO_COLOR="1")
        uncached, grader_total = [], []
        for index in range(args.runs + 1):
            env["SWIFTUI_TUTOR_DATA_DIR"] = os.path.join(work, f"data-{index}")
            elapsed, result = timed([binary, "submit", args.exercise, solution, "--json"], env=env)
            report = json.loads(result.stdout)
            assert report["verdict"] == "passed", report
            if index > 0:  # the first run warms the tutor's module cache
                uncached.append(elapsed)
                grader_total.append(report["timings"]["total"] * 1000)
        cached_call, cached_process = [], []
        for _ in range(args.runs):
            elapsed, result = timed([binary, "submit", args.exercise, solution, "--json"], env=env)
            report = json.loads(result.stdout)
            assert report["cached"], report
            cached_call.append(report["timings"]["total"] * 1000)
            cached_process.append(elapsed)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    med = statistics.median
    ratio = med(uncached) / med(bare)
    print(f"exercise: {args.exercise}, runs: {args.runs}, binary: {binary}")
    print(f"bare swiftc compile + run (same flags):   median {med(bare):7.1f} ms")
    print(f"swiftui-tutor submit, uncached (process): median {med(uncached):7.1f} ms")
    print(f"  of which the grader's own total:        median {med(grader_total):7.1f} ms")
    print(f"cached resubmission, grade call:          median {med(cached_call):7.2f} ms")
    print(f"cached resubmission, whole process:       median {med(cached_process):7.1f} ms")
    print(f"ratio tutor/bare: {ratio:.2f} (goal ≤ 1.15: {'meets' if ratio <= 1.15 else 'MISSES'}); "
          f"cached grade call: {'meets' if med(cached_call) < 50 else 'MISSES'} the 50 ms goal")
    return 0 if ratio <= 1.15 and med(cached_call) < 50 else 1

if __name__ == "__main__":
    sys.exit(main())
