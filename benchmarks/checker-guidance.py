#!/usr/bin/env python3
"""Runs `swiftui-tutor check` over the Swift snippets of the guidance documents, split at their
own "good"/"bad" comments, and reports which snippets the rules flag.

A bad snippet should be flagged by some rule (if any rule covers it); a good one should stay
quiet — or be flagged only where the guidance documents disagree with each other and our rules
take the other side (docs/CHECKER.md lists those cases). Snippets are written to
benchmarks/out/guidance/ (git-ignored).

    SWIFTUI_TUTOR_BIN=path/to/swiftui-tutor GUIDANCE_DIR=path/to/guidance benchmarks/checker-guidance.py [--verbose]
"""
import json, os, re, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
guidance = os.environ.get("GUIDANCE_DIR") or sys.exit("set GUIDANCE_DIR to the folder of guidance documents")
binary = os.environ.get("SWIFTUI_TUTOR_BIN") or sys.exit("set SWIFTUI_TUTOR_BIN to a swiftui-tutor binary")
out = os.path.join(root, "benchmarks", "out", "guidance")
os.makedirs(out, exist_ok=True)
for name in os.listdir(out):
    os.remove(os.path.join(out, name))

bad_words = re.compile(r"\b(Avoid|Wrong|WRONG|Bad|BAD|BUG|Legacy|Don't|DON'T|Never|Verbose)\b")
good_words = re.compile(r"\b(Correct|CORRECT|Good|GOOD|Modern|Preferred|Better|DO)\b")

for document in sorted(os.listdir(guidance)):
    text = open(os.path.join(guidance, document), encoding="utf-8", errors="replace").read()
    for block_index, block in enumerate(re.findall(r"```swift\n(.*?)```", text, re.S)):
        label, lines, segments = None, [], []
        for line in block.split("\n"):
            stripped = line.strip()
            if stripped.startswith("//"):
                bad, good = bad_words.search(stripped), good_words.search(stripped)
                if bad or good:
                    if lines:
                        segments.append((label, "\n".join(lines)))
                    lines = []
                    label = "bad" if bad and not (good and good.start() < bad.start()) else "good"
            lines.append(line)
        if lines:
            segments.append((label, "\n".join(lines)))
        for index, (label, code) in enumerate(segments):
            if label:
                name = f"{document[:3]}_{block_index:03d}_{index}_{label}.swift"
                with open(os.path.join(out, name), "w", encoding="utf-8") as f:
                    f.write(code)

result = subprocess.run([binary, "check", "--format", "json", "--fail-on", "never", out],
                        capture_output=True, text=True)
report = json.loads(result.stdout)
flagged = {}
for finding in report["findings"]:
    if finding["ruleId"] in ("parse-error", "file-encoding"):
        continue
    flagged.setdefault(os.path.basename(finding["path"]), []).append(finding["ruleId"])

files = sorted(os.listdir(out))
bad = [f for f in files if f.endswith("_bad.swift")]
good = [f for f in files if f.endswith("_good.swift")]
print(f"snippets: {len(bad)} bad, {len(good)} good")
print(f"bad snippets flagged: {sum(f in flagged for f in bad)}")
print(f"good snippets flagged: {sum(f in flagged for f in good)}")
for name in good:
    if name in flagged:
        print(f"  good but flagged: {name}: {', '.join(sorted(set(flagged[name])))}")
if "--verbose" in sys.argv:
    for name in bad:
        print(f"  bad: {name}: {', '.join(sorted(set(flagged.get(name, [])))) or '-'}")
