#!/usr/bin/env python3
"""Type-checks third-party SwiftUI apps against the headless module and ranks what fails.

A unit is one app, with every Swift file in its folder (tests left out). An app is a file with
`@main` and an `App` conformance; its folder is the largest one that holds it and no other
program's entry point (`@main`, `@UIApplicationMain`, `@NSApplicationMain` or a `main.swift`
file), up to the repository's own folder, so an app whose `@main` file sits in `App/` beside its
`Views/` folder keeps its views. An app folder inside another app's folder is part of that app.
Units that import anything but SwiftUI, Foundation, Observation and Combine are counted apart: no
headless module can stand in for MapKit or SwiftData. Each remaining unit is type-checked with the
same flags the grader uses.

Usage: typecheck.py MIRRORS_DIR BIN_DIR [--list-failures] [--json FILE] [--only FILE]
  MIRRORS_DIR: one folder of Swift files per repository, named owner+name (scripts/headless-corpus.sh makes it)
  BIN_DIR:     a build folder holding the headless module (swift build --show-bin-path)
  --json FILE: also write the figures and each failing app with its errors as JSON
  --only FILE: check only the apps listed in FILE, one path relative to MIRRORS_DIR per line
               (the "app" values of a --json file's failures), to re-check a fix quickly
"""
import collections, json, os, re, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

ALLOWED = {"SwiftUI", "Foundation", "Observation", "Combine"}
IMPORT = re.compile(
    r"^[ \t]*(?:@\w+(?:\([^)]*\))?[ \t]+)*import[ \t]+"
    r"(?:(?:struct|class|enum|protocol|func|var|let|typealias)[ \t]+)?([A-Za-z_][\w.]*)", re.M)
MAIN_APP = re.compile(r"@main\s+(?:public\s+|final\s+)*struct\s+\w+\s*:\s*[^{]*\bApp\b")
ENTRY = re.compile(r"@(?:main|UIApplicationMain|NSApplicationMain)\b")
ERROR = re.compile(r"^(?:(.*?):(\d+):(\d+): )?error: (.*)$")


def swift_files(folder):
    found = []
    for parent, dirs, names in os.walk(folder):
        dirs[:] = [d for d in dirs if not d.startswith(".") and "Tests" not in d]
        found += [os.path.join(parent, n) for n in names if n.endswith(".swift")]
    return sorted(found)


def units(mirrors):
    for repo in sorted(os.listdir(mirrors)):
        root = os.path.join(mirrors, repo)
        apps, entries = set(), set()
        for path in swift_files(root):
            with open(path, encoding="utf-8", errors="replace") as f:
                text = f.read()
            folder = os.path.dirname(path)
            if MAIN_APP.search(text):
                apps.add(folder)
            if ENTRY.search(text) or os.path.basename(path) == "main.swift":
                entries.add(folder)
        apps = sorted(app for app in apps if not any(app.startswith(other + os.sep) for other in apps))
        for app in apps:
            others = [e for e in entries if e != app and not e.startswith(app + os.sep)]
            unit = app
            while unit != root:
                parent = os.path.dirname(unit)
                if any(e == parent or e.startswith(parent + os.sep) for e in others):
                    break
                unit = parent
            yield repo, app, swift_files(unit)


def flags(bin_dir):
    """The grader's flags, read from scripts/headless-flags.sh so the two cannot differ."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "headless-flags.sh")
    out = subprocess.run(["bash", "-c", '. "$0"; headless_swiftc_flags "$1"', script, bin_dir],
                         capture_output=True, text=True, check=True).stdout
    return out.splitlines()


def imports(files):
    found = set()
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as f:
            found |= {m.split(".")[0] for m in IMPORT.findall(f.read())}
    return found


def check(unit, bin_dir):
    repo, app, files = unit
    with tempfile.TemporaryDirectory() as cache:
        # The driver leaves an empty folder in the temporary folder for every run: keep it in ours.
        run = subprocess.run(["swiftc", "-typecheck", "-swift-version", "5", "-parse-as-library",
                              "-module-cache-path", cache] + flags(bin_dir) + files,
                             capture_output=True, text=True, timeout=600, env={**os.environ, "TMPDIR": cache})
    errors = []
    for line in run.stderr.splitlines():
        m = ERROR.match(line)
        if m:
            errors.append(m.group(4))
    return run.returncode == 0, errors


def family(message):
    """The part of an error that names what is missing, without the learner's own names."""
    m = re.search(r"(?:cannot find (?:type )?'[^']+'|has no member '[^']+'|no exact matches in call to [\w ]+'[^']+'"
                  r"|extra argument '[^']+'|missing argument for parameter '[^']+'|cannot find '[^']+')", message)
    return m.group(0) if m else re.sub(r"'[^']*'", "'…'", message)[:90]


def main():
    args, json_out, only, rest = [], None, None, iter(sys.argv[1:])
    for arg in rest:
        if arg in ("--json", "--only"):
            value = next(rest, None)
            if value is None:
                sys.exit(f"typecheck.py: {arg} needs a file name")
            if arg == "--json":
                json_out = value
            else:
                try:
                    with open(value, encoding="utf-8") as f:
                        only = {line.strip().rstrip("/") for line in f if line.strip()}
                except OSError as error:
                    sys.exit(f"typecheck.py: cannot read {value}: {error.strerror}")
        elif not arg.startswith("--"):
            args.append(arg)
    if len(args) != 2:
        sys.exit(__doc__)
    mirrors, bin_dir = args
    all_units = list(units(mirrors))
    if only is not None:
        all_units = [u for u in all_units if os.path.relpath(u[1], mirrors) in only]
    pure = [u for u in all_units if imports(u[2]) <= ALLOWED]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda u: check(u, bin_dir), pure))
    passed = sum(1 for ok, _ in results if ok)
    families = collections.Counter()
    blocking = collections.Counter()
    for ok, errors in results:
        kinds = {family(e) for e in errors}
        families.update(kinds)
        if len(kinds) == 1:
            blocking.update(kinds)
    share = 100 * passed // max(1, len(pure))
    print(f"units: {len(all_units)} apps; {len(pure)} import only {', '.join(sorted(ALLOWED))}")
    print(f"type-check: {passed} of {len(pure)} ({share} %)")
    print("most common problems (units affected; units where it is the only one):")
    for kind, count in families.most_common(40):
        print(f"  {count:4d} {blocking[kind]:4d}  {kind}")
    if "--list-failures" in sys.argv:
        for unit, (ok, errors) in zip(pure, results):
            if not ok:
                print(f"\n{unit[0]}: {os.path.relpath(unit[1], mirrors)}")
                for e in errors[:5]:
                    print("   ", e)
    if json_out:
        with open(json_out, "w") as f:
            failures = [{"app": os.path.relpath(unit[1], mirrors), "errors": errors}
                        for unit, (ok, errors) in zip(pure, results) if not ok]
            json.dump({"units": len(all_units), "pure": len(pure), "passed": passed,
                       "families": families.most_common(), "failures": failures}, f, indent=1)


if __name__ == "__main__":
    main()
