#!/usr/bin/env bash
# Installs what is missing, builds the tutor and the headless SwiftUI module (one debug build:
# a few minutes the first time on two cores, see docs/PERFORMANCE.md) and opens the shell.
# Arguments are passed to swiftui-tutor, e.g. `scripts/start.sh lessons`.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/requirements.sh
tutor_require
. scripts/build-steps.sh
tutor_build debug
exec .build/debug/swiftui-tutor "$@"
