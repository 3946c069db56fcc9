#!/usr/bin/env python3
"""Per-rule counts and precision of `swiftui-tutor check` on the apps of checker-precision.sh.

Reads one JSON report per app (REPORTS/<app>.json) and the hand-reviewed verdicts (a TSV file:
rule, app, path:line, verdict `right` or `wrong`, reason). A finding is matched to a verdict by
rule, app, path and line. Prints, per rule: severity, findings per app, reviewed findings that
still fire and how many were judged right, reviewed findings that no longer fire (a wrong one
gone is a false positive fixed; a right one gone is lost recall), and precision. The overall
precision weighs each rule's sample precision by how often the rule fires.
"""

import argparse
import collections
import json
import pathlib
import random
import sys


def load_findings(reports):
    findings = []
    for report in sorted(pathlib.Path(reports).glob("*.json")):
        app = report.stem
        data = json.loads(report.read_text())
        for finding in data["findings"]:
            if finding["ruleId"] in ("parse-error", "file-encoding", "suppression-comment"):
                continue
            path = finding["path"].removeprefix("./")
            findings.append({
                "rule": finding["ruleId"], "app": app, "where": f"{path}:{finding['line']}",
                "severity": finding["severity"], "message": finding["message"],
            })
    return findings


def load_verdicts(path):
    verdicts = {}
    file = pathlib.Path(path)
    if not file.exists():
        return verdicts
    for number, line in enumerate(file.read_text().splitlines(), start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < 5 or fields[3] not in ("right", "wrong"):
            sys.exit(f"{path}:{number}: expected rule, app, path:line, right|wrong, reason separated by tabs")
        verdicts[(fields[0], fields[1], fields[2])] = (fields[3], fields[4])
    return verdicts


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("reports")
    parser.add_argument("verdicts")
    parser.add_argument("--sample", type=int, default=0)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()

    findings = load_findings(options.reports)
    verdicts = load_verdicts(options.verdicts)
    apps = sorted({f["app"] for f in findings} | {key[1] for key in verdicts})
    by_rule = collections.defaultdict(list)
    for finding in findings:
        by_rule[finding["rule"]].append(finding)
    firing = {(f["rule"], f["app"], f["where"]) for f in findings}
    firing_severity = {(f["rule"], f["app"], f["where"]): f["severity"] for f in findings}

    rules = sorted(set(by_rule) | {key[0] for key in verdicts}, key=lambda r: (-len(by_rule[r]), r))
    header = ["rule", "severities", "total"] + apps + ["reviewed", "right", "precision", "gone-wrong", "gone-right"]
    print("\t".join(header))
    weighted = 0.0
    weight = 0
    error_right = error_reviewed = 0
    totals = collections.Counter()
    for rule in rules:
        rule_findings = by_rule[rule]
        severities = collections.Counter(f["severity"][0] for f in rule_findings)
        severity = "/".join(f"{severities[s]}{s}" for s in "ewn" if severities[s]) or "-"
        per_app = collections.Counter(f["app"] for f in rule_findings)
        reviewed = [verdicts[key] for key in verdicts if key[0] == rule and key in firing]
        reviewed_errors = [verdicts[key] for key in verdicts if key[0] == rule and firing_severity.get(key) == "error"]
        right = sum(1 for verdict, _ in reviewed if verdict == "right")
        gone = [verdicts[key] for key in verdicts if key[0] == rule and key not in firing]
        gone_wrong = sum(1 for verdict, _ in gone if verdict == "wrong")
        gone_right = len(gone) - gone_wrong
        precision = f"{right / len(reviewed):.2f}" if reviewed else "-"
        if reviewed:
            weighted += len(rule_findings) * right / len(reviewed)
            weight += len(rule_findings)
        error_right += sum(1 for verdict, _ in reviewed_errors if verdict == "right")
        error_reviewed += len(reviewed_errors)
        totals.update(total=len(rule_findings), reviewed=len(reviewed), right=right,
                      gone_wrong=gone_wrong, gone_right=gone_right)
        row = [rule, severity, str(len(rule_findings))] + [str(per_app[a]) for a in apps]
        row += [str(len(reviewed)), str(right), precision, str(gone_wrong), str(gone_right)]
        print("\t".join(row))
    print()
    print(f"findings: {totals['total']} in {len(apps)} apps; reviewed and still firing: {totals['reviewed']},"
          f" judged right: {totals['right']}")
    if totals["reviewed"]:
        print(f"sample precision: {totals['right'] / totals['reviewed']:.3f}")
    if weight:
        print(f"precision weighted by findings per rule: {weighted / weight:.3f}")
    if error_reviewed:
        print(f"precision at error severity: {error_right / error_reviewed:.3f} ({error_right}/{error_reviewed})")
    print(f"reviewed findings no longer reported: {totals['gone_wrong']} judged wrong (fixed),"
          f" {totals['gone_right']} judged right (lost recall)")

    if options.sample:
        print()
        print("# not yet reviewed (rule, app, path:line, severity, message):")
        generator = random.Random(options.seed)
        for rule in rules:
            pending = [f for f in by_rule[rule] if (f["rule"], f["app"], f["where"]) not in verdicts]
            done = sum(1 for key in verdicts if key[0] == rule and key in firing)
            room = max(0, options.sample - done)
            generator.shuffle(pending)
            # Round-robin over apps so one large app does not fill a rule's sample.
            per_app = collections.defaultdict(list)
            for finding in pending:
                per_app[finding["app"]].append(finding)
            picked = []
            while len(picked) < room and any(per_app.values()):
                for app in sorted(per_app):
                    if per_app[app] and len(picked) < room:
                        picked.append(per_app[app].pop())
            for f in sorted(picked, key=lambda f: (f["app"], f["where"])):
                print("\t".join([f["rule"], f["app"], f["where"], f["severity"], f["message"]]))


if __name__ == "__main__":
    main()
