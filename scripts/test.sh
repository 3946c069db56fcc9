#!/usr/bin/env bash
# Runs the whole test suite: installs what is missing, builds, runs every test target.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/requirements.sh
tutor_require
swift build --build-tests
swift build --product HeadlessSwiftUI   # learner SwiftUI code is compiled against it
.build/debug/swiftui-tutor pack validate   # built-in curriculum: solutions pass, starters fail, rules exist
swift test --skip-build
