#!/usr/bin/env python3
"""Class grading speed: `swiftui-tutor grade` of 100 submissions of a build-it exercise graded
with a headless SwiftUI harness, with --jobs 2 against --jobs 1, and against a bare swiftc
compile-and-run of the same files two at a time, all in the same run.

usage: benchmarks/class-grading.py [--students N] [--binary PATH] [--exercise ID]

The class is mixed as a real one is: about half pass (the reference solution and its
alternatives), a quarter fail (the exercise's mistakes), some do not compile (a type error added)
and some loop forever (a spin in the view's body, stopped by the CPU limit). Every file carries
its own comment, so no grade is served from a cache. The bare run compiles each file with the
harness and the headless module's flags (scripts/headless-flags.sh) and runs it under the same
CPU and wall limits as the sandbox (5 s, 10 s).

Prints wall times and the two ratios against their goals (jobs 2 / jobs 1 <= 0.6, jobs 2 / bare
<= 1.2); exits 1 when a goal is missed.
"""
import argparse, csv, os, resource, shutil, subprocess, sys, tempfile, time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

SPIN = """
private enum Spin {
    static func forever() -> Int {
        var n = 0
        while n >= 0 { n = (n &+ 1) & 0xffff }
        return n
    }
}
"""


def submissions(folder, count, salt):
    """(name, text) for a mixed class of `count` students."""
    def read(path):
        with open(path, encoding="utf-8") as file:
            return file.read()
    solution = read(os.path.join(folder, "Solution.swift"))
    passing = [solution] + [read(os.path.join(folder, "alternatives", n))
                            for n in sorted(os.listdir(os.path.join(folder, "alternatives")))
                            if n.endswith(".swift")] if os.path.isdir(os.path.join(folder, "alternatives")) else [solution]
    failing = [read(os.path.join(folder, "mistakes", n))
               for n in sorted(os.listdir(os.path.join(folder, "mistakes"))) if n.endswith(".swift")]
    broken = solution + '\nlet notANumber: Int = "seven"\n'
    marker = "var body: some View {"
    assert marker in solution, "the exercise's solution has no view body to spin in"
    looping = solution.replace(marker, marker + "\n        let _ = Spin.forever()", 1) + SPIN
    plan = ([("pass", t) for t in passing] * count)[: count // 2]
    plan += ([("fail", t) for t in failing] * count)[: count // 4]
    plan += [("broken", broken)] * (count * 15 // 100)
    plan += [("loop", looping)] * (count - len(plan))
    return [(f"student-{i:03d}-{kind}", f"// student {i}, run {salt}\n" + text)
            for i, (kind, text) in enumerate(plan)]


def write_class(folder, students):
    os.makedirs(folder)
    for name, text in students:
        with open(os.path.join(folder, name + ".swift"), "w", encoding="utf-8") as file:
            file.write(text)


def grade(binary, exercise, folder, jobs, data):
    env = dict(os.environ, NO_COLOR="1", SWIFTUI_TUTOR_DATA_DIR=data)
    start = time.perf_counter()
    result = subprocess.run([binary, "grade", exercise, folder, "--jobs", str(jobs), "--format", "csv",
                             "--output", folder + ".csv"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    elapsed = time.perf_counter() - start
    assert result.returncode in (0, 1), result.stderr
    with open(folder + ".csv", encoding="utf-8", newline="") as file:
        rows = list(csv.DictReader(file))
    return elapsed, rows


def bare(folder, harness, flags, work, jobs):
    cache = os.path.join(work, "module-cache")

    def limits():
        resource.setrlimit(resource.RLIMIT_CPU, (5, 5))

    def one(path):
        program = path + ".program"
        compiled = subprocess.run(["swiftc", "-swift-version", "6", "-Onone", "-parse-as-library",
                                   "-module-cache-path", cache] + flags + [path, harness, "-o", program],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if compiled.returncode != 0:
            return "broken"
        try:
            ran = subprocess.run([program], preexec_fn=limits, stdout=subprocess.DEVNULL,
                                 stderr=subprocess.DEVNULL, timeout=10)
            return "ran" if ran.returncode == 0 else "stopped"
        except subprocess.TimeoutExpired:
            return "stopped"

    files = sorted(os.path.join(folder, n) for n in os.listdir(folder) if n.endswith(".swift"))
    one(files[0])  # warm the module cache, as the tutor's is warm
    start = time.perf_counter()
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        outcomes = list(pool.map(one, files))
    return time.perf_counter() - start, outcomes


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--students", type=int, default=100)
    parser.add_argument("--binary", default=os.path.join(ROOT, ".build", "debug", "swiftui-tutor"))
    parser.add_argument("--exercise", default="lists-01-waiting-room")
    args = parser.parse_args()
    build = os.path.dirname(os.path.abspath(args.binary))
    for product in ["swiftui-tutor", "libHeadlessSwiftUI.so"]:
        if not os.path.exists(os.path.join(build, product)):
            sys.exit(f"{os.path.join(build, product)} is missing: run 'swift build' and "
                     "'swift build --product HeadlessSwiftUI' first (or pass --binary)")
    folder = os.path.join(ROOT, "Exercises", args.exercise)
    flags = subprocess.run(["bash", "-c", '. "$0"; headless_swiftc_flags "$1"',
                            os.path.join(ROOT, "scripts", "headless-flags.sh"), build],
                           check=True, stdout=subprocess.PIPE, text=True).stdout.split("\n")
    flags = [flag for flag in flags if flag]
    work = tempfile.mkdtemp(prefix="class-bench-")
    try:
        data = os.path.join(work, "data")
        warm = os.path.join(work, "warm")
        write_class(warm, submissions(folder, 2, "warm-up")[:1])
        grade(args.binary, args.exercise, warm, 1, data)  # the tutor's module cache, warm as bare's is

        one_class = os.path.join(work, "class-jobs-1")
        write_class(one_class, submissions(folder, args.students, "jobs-1"))
        serial, serial_rows = grade(args.binary, args.exercise, one_class, 1, data)
        two_class = os.path.join(work, "class-jobs-2")
        write_class(two_class, submissions(folder, args.students, "jobs-2"))
        parallel, parallel_rows = grade(args.binary, args.exercise, two_class, 2, data)
        bare_class = os.path.join(work, "class-bare")
        write_class(bare_class, submissions(folder, args.students, "bare"))
        bare_time, outcomes = bare(bare_class, os.path.join(folder, "Harness.swift"), flags, work, 2)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    def verdicts(rows):
        counts = {}
        for row in rows:
            verdict = row["verdict"]
            counts[verdict] = counts.get(verdict, 0) + 1
        return ", ".join(f"{v} {n}" for v, n in sorted(counts.items()))

    assert len(serial_rows) == len(parallel_rows) == args.students
    assert verdicts(serial_rows) == verdicts(parallel_rows), (verdicts(serial_rows), verdicts(parallel_rows))
    speedup = parallel / serial
    overhead = parallel / bare_time
    print(f"exercise: {args.exercise}, students: {args.students}, binary: {args.binary}, cores: {os.cpu_count()}")
    print(f"verdicts: {verdicts(parallel_rows)}")
    print(f"bare: {', '.join(f'{o} {outcomes.count(o)}' for o in sorted(set(outcomes)))}")
    print(f"grade --jobs 1:                      {serial:7.1f} s ({serial / args.students * 1000:.0f} ms a student)")
    print(f"grade --jobs 2:                      {parallel:7.1f} s ({parallel / args.students * 1000:.0f} ms a student)")
    print(f"bare swiftc compile + run, 2 at once: {bare_time:6.1f} s")
    print(f"jobs 2 / jobs 1: {speedup:.2f} (goal <= 0.6: {'meets' if speedup <= 0.6 else 'MISSES'})")
    print(f"jobs 2 / bare:   {overhead:.2f} (goal <= 1.2: {'meets' if overhead <= 1.2 else 'MISSES'})")
    return 0 if speedup <= 0.6 and overhead <= 1.2 else 1


if __name__ == "__main__":
    sys.exit(main())
