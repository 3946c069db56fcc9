#!/usr/bin/env python3
"""Time from launching swiftui-tutor to its first prompt, on a pseudo-terminal.

usage: benchmarks/startup.py [--runs N] [--binary PATH]

Builds the release binary unless --binary is given, then measures N cold-ish starts of the
interactive shell (curriculum loaded, progress read, readline ready) until "swiftui" and "> "
appear, and in the same run a baseline: `swiftui-tutor --version`, which starts the process but
loads nothing. Prints median and 90th percentile of both and the goal check (median < 150 ms).
"""
import argparse, os, pty, select, shutil, statistics, subprocess, sys, tempfile, time

GOAL_MS = 150.0

def first_prompt_ms(binary, env):
    start = time.perf_counter()
    pid, fd = pty.fork()
    if pid == 0:
        os.execve(binary, [binary], env)
    seen = b""
    try:
        while True:
            ready, _, _ = select.select([fd], [], [], 10)
            if not ready:
                raise SystemExit("no prompt within 10 s; output so far: %r" % seen[-500:])
            chunk = os.read(fd, 65536)
            if not chunk:
                raise SystemExit("the tutor exited before its prompt: %r" % seen[-500:])
            seen += chunk
            if b"swiftui" in seen and b"> " in seen.split(b"swiftui", 1)[1]:
                elapsed = (time.perf_counter() - start) * 1000
                break
        os.write(fd, b"quit\r")
        os.waitpid(pid, 0)
        return elapsed
    finally:
        os.close(fd)

def version_ms(binary, env):
    start = time.perf_counter()
    subprocess.run([binary, "--version"], env=env, stdout=subprocess.DEVNULL, check=True)
    return (time.perf_counter() - start) * 1000

def summary(values):
    ordered = sorted(values)
    return statistics.median(ordered), ordered[min(len(ordered) - 1, int(len(ordered) * 0.9))]

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=20)
    parser.add_argument("--binary")
    args = parser.parse_args()
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    binary = args.binary
    if binary is None:
        subprocess.run(["swift", "build", "-c", "release", "--product", "swiftui-tutor"], cwd=root, check=True,
                       stdout=subprocess.DEVNULL)
        binary = os.path.join(root, ".build", "release", "swiftui-tutor")
    data = tempfile.mkdtemp(prefix="startup-bench-")
    env = dict(os.environ, SWIFTUI_TUTOR_DATA_DIR=data, TERM="xterm-256color", NO_COLOR="1")
    try:
        first_prompt_ms(binary, env)  # warm the file cache once
        prompt = [first_prompt_ms(binary, env) for _ in range(args.runs)]
        baseline = [version_ms(binary, env) for _ in range(args.runs)]
    finally:
        shutil.rmtree(data, ignore_errors=True)
    p_med, p_p90 = summary(prompt)
    b_med, b_p90 = summary(baseline)
    print(f"runs: {args.runs}  binary: {binary}")
    print(f"launch to first prompt (shell, curriculum loaded): median {p_med:.1f} ms, p90 {p_p90:.1f} ms")
    print(f"baseline: process start only (--version):           median {b_med:.1f} ms, p90 {b_p90:.1f} ms")
    print(f"tutor's own start-up work: {p_med - b_med:.1f} ms (median difference)")
    verdict = "meets" if p_med < GOAL_MS else "MISSES"
    print(f"goal: median under {GOAL_MS:.0f} ms — {verdict}")
    return 0 if p_med < GOAL_MS else 1

if __name__ == "__main__":
    sys.exit(main())
