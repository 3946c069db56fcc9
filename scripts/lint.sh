#!/usr/bin/env bash
# Style: swift-format's lint with the repository's .swift-format (4-space indents, 120 columns),
# strict, on the project's own Swift. Course exercises, checker fixtures and gallery cases are
# data, written the way learners write, and keep their own layout.
set -euo pipefail
cd "$(dirname "$0")/.."
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    files=$(git ls-files '*.swift')
else
    files=$(find . -name '*.swift' -not -path './.build*' | sed 's|^\./||')
fi
files=$(printf '%s\n' "$files" | grep -v -e '^Exercises/' -e '/Fixtures/' -e '/Gallery/' -e '^scripts/headless-bench/' || true)
# shellcheck disable=SC2086
swift format lint --strict --parallel $files
echo "swift-format: $(printf '%s\n' "$files" | wc -l | tr -d ' ') files follow .swift-format"
