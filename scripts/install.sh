#!/usr/bin/env bash
# Installs the tutor so it runs from any folder:
#   PREFIX/bin/swiftui-tutor
#   PREFIX/share/swiftui-tutor/       the course (pack.yml, Lessons/, Exercises/) and the headless
#                                     SwiftUI module (Modules/HeadlessSwiftUI.swiftmodule,
#                                     Modules/HeadlessCombine.swiftmodule, libHeadlessSwiftUI.so,
#                                     HeadlessSwiftUIMacros-tool)
#   PREFIX/share/bash-completion/completions/swiftui-tutor, PREFIX/share/zsh/site-functions/_swiftui-tutor,
#   PREFIX/share/fish/vendor_completions.d/swiftui-tutor.fish
# Every file and every folder it creates is listed in PREFIX/share/swiftui-tutor/install-manifest.txt;
# --uninstall removes exactly those (folders only when they are empty), and installing again
# first removes what the previous installation listed.
#
# Usage: scripts/install.sh [--prefix DIR] [--from BUILD_DIR] [--uninstall]
#   --prefix DIR      where to install (default ~/.local)
#   --from BUILD_DIR  copy the products of an existing build folder (e.g. .build/debug) instead of
#                     building in release
#   --uninstall       remove an installation made by this script
set -euo pipefail
repository="$(cd "$(dirname "$0")/.." && pwd)"
prefix="$HOME/.local"
from=""
uninstall=false
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix="$2"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --from) [ $# -ge 2 ] || { echo "install.sh: --from needs a build folder" >&2; exit 2; }; from="$2"; shift 2 ;;
    --from=*) from="${1#--from=}"; shift ;;
    --uninstall) uninstall=true; shift ;;
    -h|--help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown argument '$1'. Usage: scripts/install.sh [--prefix DIR] [--from BUILD_DIR] [--uninstall]" >&2; exit 2 ;;
  esac
done
case "$prefix" in /*) ;; *) prefix="$(pwd)/$prefix" ;; esac
case "$from" in /*|"") ;; *) from="$(pwd)/$from" ;; esac
share="share/swiftui-tutor"
manifest="$prefix/$share/install-manifest.txt"

# Removes the files the manifest lists and the manifest. With "keep-folders", prints the
# folders it lists instead of removing them (a new installation takes them over); otherwise
# removes those folders, deepest first, each only when nothing else is left in it.
remove_installed() {
  local line kind path folders=()
  while IFS= read -r line; do
    kind="${line%% *}"; path="${line#* }"
    case "$path" in ""|/*|..|../*|*/..|*/../*) echo "install.sh: skipping unexpected manifest line '$line'" >&2; continue ;; esac
    case "$kind" in
      file) rm -f -- "$prefix/$path" ;;
      dir) folders+=("$path") ;;
    esac
  done <"$manifest"
  rm -f -- "$manifest"
  [ ${#folders[@]} -eq 0 ] && return 0
  if [ "${1:-}" = keep-folders ]; then printf '%s\n' "${folders[@]}"; return 0; fi
  printf '%s\n' "${folders[@]}" | awk '{ print length($0) " " $0 }' | sort -rn | cut -d' ' -f2- |
    while IFS= read -r path; do
      if [ "$path" = . ]; then rmdir -- "$prefix" 2>/dev/null || true; else rmdir -- "$prefix/$path" 2>/dev/null || true; fi
    done
}

if $uninstall; then
  if [ ! -f "$manifest" ]; then
    echo "Nothing to uninstall: $manifest does not exist (was the tutor installed with --prefix $prefix?)." >&2
    exit 1
  fi
  remove_installed
  echo "Removed the tutor from $prefix. Your progress and working files (\$XDG_DATA_HOME/swiftui-tutor or ~/.local/share/swiftui-tutor) are kept."
  exit 0
fi

cd "$repository"
if [ -z "$from" ]; then
  . scripts/requirements.sh
  tutor_require
  . scripts/build-steps.sh
  tutor_build release
  from="$(swift build -c release --show-bin-path)"
fi
for product in swiftui-tutor Modules/HeadlessSwiftUI.swiftmodule Modules/HeadlessCombine.swiftmodule \
  libHeadlessSwiftUI.so HeadlessSwiftUIMacros-tool; do
  [ -e "$from/$product" ] || { echo "install.sh: $from/$product is missing; build it first." >&2; exit 1; }
done

created_dirs=()
if [ -f "$manifest" ]; then
  # An earlier installation: its files go, the folders it created stay listed as created.
  mapfile -t created_dirs < <(remove_installed keep-folders)
fi
make_dir() { # make_dir RELATIVE-PATH: creates it and each missing parent, noting which it created
  local path="$1" parts="" part
  IFS=/ read -ra segments <<<"$path"
  for part in "${segments[@]}"; do
    parts="${parts:+$parts/}$part"
    if [ ! -d "$prefix/$parts" ]; then
      mkdir -p -- "$prefix/$parts"
      created_dirs+=("$parts")
    fi
  done
}
installed=()
finished=false
# The manifest is written however the run ends, so an installation that stops half-way (a full
# disk, a read-only folder) can still be uninstalled or replaced: it lists what got there.
write_manifest() {
  [ -d "$prefix/$share" ] || return 0
  {
    printf 'file %s\n' "${installed[@]}" "$share/install-manifest.txt"
    [ ${#created_dirs[@]} -eq 0 ] || printf 'dir %s\n' "${created_dirs[@]}"
  } >"$manifest" || return 0
  $finished || echo "install.sh: the installation stopped before the end; what it installed is listed in $manifest (run the same command again, or add --uninstall to remove it)." >&2
}
completions=""
trap 'write_manifest; [ -z "$completions" ] || rm -rf -- "$completions"' EXIT
put() { # put SOURCE RELATIVE-TARGET MODE
  make_dir "$(dirname "$2")"
  install -m "$3" -- "$1" "$prefix/$2"
  installed+=("$2")
}

if [ ! -d "$prefix" ]; then
  mkdir -p -- "$prefix"
  created_dirs+=(.)
fi
put "$from/swiftui-tutor" bin/swiftui-tutor 755
put "$from/Modules/HeadlessSwiftUI.swiftmodule" "$share/Modules/HeadlessSwiftUI.swiftmodule" 644
put "$from/Modules/HeadlessCombine.swiftmodule" "$share/Modules/HeadlessCombine.swiftmodule" 644
put "$from/libHeadlessSwiftUI.so" "$share/libHeadlessSwiftUI.so" 755
put "$from/HeadlessSwiftUIMacros-tool" "$share/HeadlessSwiftUIMacros-tool" 755
put pack.yml "$share/pack.yml" 644
while IFS= read -r -d '' file; do
  put "$file" "$share/$file" 644
done < <(find Lessons Exercises -type f -print0 | sort -z)

completions="$(mktemp -d)"
for shell in bash zsh fish; do
  "$prefix/bin/swiftui-tutor" --generate-completion-script "$shell" >"$completions/$shell"
done
put "$completions/bash" share/bash-completion/completions/swiftui-tutor 644
put "$completions/zsh" share/zsh/site-functions/_swiftui-tutor 644
put "$completions/fish" share/fish/vendor_completions.d/swiftui-tutor.fish 644

finished=true
write_manifest
echo "Installed swiftui-tutor in $prefix (${#installed[@]} files, listed in $manifest)."
case ":$PATH:" in
  *":$prefix/bin:"*) echo "Run it from any folder: swiftui-tutor   (check this machine with: swiftui-tutor doctor)" ;;
  *) echo "$prefix/bin is not on your PATH; add it (export PATH=\"$prefix/bin:\$PATH\"), or run $prefix/bin/swiftui-tutor." ;;
esac
