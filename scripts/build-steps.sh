# Sourced by start.sh and install.sh: builds the tutor and the headless SwiftUI module that
# learner code is compiled against, in one `swift build` (every product but the tests), showing
# one progress line instead of the compiler's log. The log is kept in .build/tutor-build.log and
# printed when the build fails.
tutor_build() { # tutor_build debug|release
  local configuration="$1" log=".build/tutor-build.log" started=$SECONDS line done_steps total status
  mkdir -p .build
  if [ ! -x ".build/$configuration/swiftui-tutor" ]; then
    echo "Building swiftui-tutor ($configuration) for the first time: swift-syntax is compiled twice (for the checker" \
      "and for the headless SwiftUI macros). That takes a few minutes; later starts take seconds." >&2
  fi
  set +e
  local tenth shown=-1
  swift build -c "$configuration" 2>&1 | tee "$log" | while IFS= read -r line; do
    if [[ "$line" =~ ^\[([0-9]+)/([0-9]+)\] ]]; then
      done_steps="${BASH_REMATCH[1]}"; total="${BASH_REMATCH[2]}"
      if [ -t 2 ]; then
        printf '\r  building: step %s of %s (%d%%), %ds so far ' "$done_steps" "$total" \
          $((done_steps * 100 / total)) $((SECONDS - started)) >&2
      else  # not a terminal: one line per tenth of the way
        tenth=$((done_steps * 10 / total))
        if [ "$tenth" -gt "$shown" ]; then
          shown=$tenth
          echo "  building: step $done_steps of $total, $((SECONDS - started))s so far" >&2
        fi
      fi
    fi
  done
  status=${PIPESTATUS[0]}
  set -e
  [ -t 2 ] && printf '\r\033[K' >&2
  if [ "$status" -ne 0 ]; then
    grep -E 'error:|warning: .*unhandled' "$log" >&2 || tail -n 40 "$log" >&2
    echo "The build failed (full log: $log)." >&2
    return "$status"
  fi
  echo "Built in $((SECONDS - started))s." >&2
}
