#!/usr/bin/env python3
"""Applies the checker's automatic fixes to corpus apps that type-check, and type-checks them again.

Usage: checker-fix-safety.py CORPUS BIN_DIR [--only FILE] [--json FILE] [--keep DIR]
  CORPUS:  one folder of Swift files per repository (scripts/headless-corpus.sh makes it)
  BIN_DIR: a build folder holding the headless module and swiftui-tutor (swift build --show-bin-path)

Apps are found and type-checked exactly as scripts/headless-corpus/typecheck.py does. For an app
a fix broke, each rule that fixed something in it is applied again alone on a fresh copy, so the
report names the rules whose own fixes break the build.
"""
import difflib, json, os, shutil, subprocess, sys, tempfile
from concurrent.futures import ThreadPoolExecutor

sys.dont_write_bytecode = True  # keep the repository free of __pycache__
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "headless-corpus"))
import typecheck  # noqa: E402


def fix(folder, tutor, config=None):
    """Runs `check --fix` on folder; returns the fixes applied (path, line, ruleId, summary)."""
    command = [tutor, "check", ".", "--fix", "--format", "json", "--fail-on", "never"]
    if config:
        command += ["--config", config]
    run = subprocess.run(command, cwd=folder, capture_output=True, text=True)
    if run.returncode not in (0, 1):
        raise SystemExit(f"checker-fix-safety: check --fix failed in {folder}:\n{run.stderr}")
    return json.loads(run.stdout)["fixed"]


def copy(unit, corpus, scratch, name):
    """Copies the app's Swift files into scratch/name, keeping their paths; returns the new unit."""
    repo, app, files = unit
    target = os.path.join(scratch, name)
    copied = []
    for path in files:
        destination = os.path.join(target, os.path.relpath(path, app))
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        shutil.copyfile(path, destination)
        copied.append(destination)
    return repo, target, sorted(copied)


def diff(original, fixed):
    lines = []
    for path in fixed[2]:
        relative = os.path.relpath(path, fixed[1])
        with open(os.path.join(original[1], relative), encoding="utf-8", errors="replace") as f:
            before = f.readlines()
        with open(path, encoding="utf-8", errors="replace") as f:
            after = f.readlines()
        lines += difflib.unified_diff(before, after, "a/" + relative, "b/" + relative, n=1)
    return "".join(lines)


def main():
    args, options, rest = [], {}, iter(sys.argv[1:])
    for arg in rest:
        if arg in ("--only", "--json", "--keep"):
            value = next(rest, None)
            if value is None:
                sys.exit(f"checker-fix-safety: {arg} needs a file name")
            options[arg] = value
        elif arg.startswith("--"):
            sys.exit(f"checker-fix-safety: unknown option {arg}\n{__doc__}")
        else:
            args.append(arg)
    if len(args) != 2:
        sys.exit(__doc__)
    corpus, bin_dir = args
    tutor = os.path.join(bin_dir, "swiftui-tutor")
    units = list(typecheck.units(corpus))
    if "--only" in options:
        try:
            with open(options["--only"], encoding="utf-8") as f:
                only = {line.strip().rstrip("/") for line in f if line.strip()}
        except OSError as error:
            sys.exit(f"checker-fix-safety: cannot read {options['--only']}: {error.strerror}")
        units = [u for u in units if os.path.relpath(u[1], corpus) in only]
    units = [u for u in units if typecheck.imports(u[2]) <= typecheck.ALLOWED]
    workers = os.cpu_count() or 2
    with ThreadPoolExecutor(max_workers=workers) as pool:
        before = list(pool.map(lambda u: typecheck.check(u, bin_dir)[0], units))
    passing = [u for u, ok in zip(units, before) if ok]
    rules = [r["id"] for r in json.loads(subprocess.run([tutor, "rules", "--json"], capture_output=True,
                                                        text=True, check=True).stdout)]
    scratch = options.get("--keep") or tempfile.mkdtemp(prefix="checker-fix-safety-")
    os.makedirs(scratch, exist_ok=True)
    fixed_units, applied = [], {}
    for index, unit in enumerate(passing):
        copied = copy(unit, corpus, scratch, f"{index:04d}")
        fixes = fix(copied[1], tutor)
        if fixes:
            fixed_units.append((unit, copied))
            applied[unit[1]] = fixes
    with ThreadPoolExecutor(max_workers=workers) as pool:
        after = list(pool.map(lambda pair: typecheck.check(pair[1], bin_dir), fixed_units))
    broken = []
    for (unit, copied), (ok, errors) in zip(fixed_units, after):
        if ok:
            continue
        culprits = []
        for rule in sorted({f["ruleId"] for f in applied[unit[1]]}):
            config = os.path.join(scratch, "only-" + rule + ".yml")
            with open(config, "w") as f:
                f.write("rules:\n" + "".join(f"  {r}: {'on' if r == rule else 'off'}\n" for r in rules))
            alone = copy(unit, corpus, scratch, f"{os.path.basename(copied[1])}-{rule}")
            fix(alone[1], tutor, config)
            ok_alone, errors_alone = typecheck.check(alone, bin_dir)
            if not ok_alone:
                culprits.append({"rule": rule, "diff": diff(unit, alone), "errors": errors_alone})
        broken.append({"app": os.path.relpath(unit[1], corpus), "errors": errors, "rules": culprits,
                       "diff": diff(unit, copied) if not culprits else ""})
    fix_count = sum(len(f) for f in applied.values())
    by_rule = {}
    for fixes in applied.values():
        for f in fixes:
            by_rule[f["ruleId"]] = by_rule.get(f["ruleId"], 0) + 1
    print(f"apps: {len(units)} import only {', '.join(sorted(typecheck.ALLOWED))}; "
          f"{len(passing)} type-check before the fixes")
    print(f"fixes applied: {fix_count} in {len(fixed_units)} apps "
          f"({', '.join(f'{r} {n}' for r, n in sorted(by_rule.items(), key=lambda x: -x[1]))})")
    print(f"apps a fix broke: {len(broken)}")
    for item in broken:
        print(f"\n{item['app']}")
        for culprit in item["rules"]:
            print(f"  rule {culprit['rule']}:")
            for error in culprit["errors"][:5]:
                print(f"    error: {error}")
            print("    " + culprit["diff"].replace("\n", "\n    "))
        if not item["rules"]:
            print("  no rule breaks it alone; the fixes together do:")
            for error in item["errors"][:5]:
                print(f"    error: {error}")
            print("    " + item["diff"].replace("\n", "\n    "))
    if "--json" in options:
        fixed_apps = {}
        for unit, _ in fixed_units:
            counts = fixed_apps.setdefault(os.path.relpath(unit[1], corpus), {})
            for applied_fix in applied[unit[1]]:
                counts[applied_fix["ruleId"]] = counts.get(applied_fix["ruleId"], 0) + 1
        with open(options["--json"], "w") as f:
            json.dump({"apps": len(units), "passing": len(passing), "fixes": fix_count, "fixesByRule": by_rule,
                       "fixedApps": fixed_apps, "broken": broken}, f, indent=1)
    if "--keep" not in options:
        shutil.rmtree(scratch)
    sys.exit(1 if broken else 0)


if __name__ == "__main__":
    main()
