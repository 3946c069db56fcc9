#!/usr/bin/env bash
# Installs what is missing, builds the tutor (release) and opens the shell.
# Arguments are passed to swiftui-tutor, e.g. `scripts/start.sh lessons`.
set -euo pipefail
cd "$(dirname "$0")/.."
. scripts/requirements.sh
tutor_require
swift build -c release --product swiftui-tutor >&2
swift build -c release --product HeadlessSwiftUI >&2   # learner SwiftUI code is compiled against it
exec .build/release/swiftui-tutor "$@"
