# Sourced by start.sh and test.sh: installs what the tutor needs from Debian's packages when it
# is missing, or says plainly what to install by hand. Arguments name more tools to install, each
# from the Debian package of the same name (test.sh asks for zip, which its tests archive with).

tutor_require() {
  local missing=() tool
  command -v swift >/dev/null 2>&1 || {
    echo "swiftui-tutor needs Swift 6.2 or newer (swift.org/install). 'swift' is not on PATH." >&2
    return 1
  }
  [ -f /usr/include/readline/readline.h ] || missing+=(libreadline-dev)
  command -v bwrap >/dev/null 2>&1 || missing+=(bubblewrap)
  # unzip lists and unpacks .zip packs for 'pack install'.
  for tool in unzip "$@"; do command -v "$tool" >/dev/null 2>&1 || missing+=("$tool"); done
  [ ${#missing[@]} -eq 0 ] && return 0

  if ! command -v apt-get >/dev/null 2>&1; then
    echo "Missing: ${missing[*]}. Install GNU readline's headers (and bubblewrap for the grading sandbox) with your package manager, then run this again." >&2
    [[ " ${missing[*]} " == *" libreadline-dev "* ]] && return 1 || return 0
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1; then sudo="sudo"; else
      echo "Missing: ${missing[*]}. Run as root: apt-get install -y ${missing[*]}" >&2
      [[ " ${missing[*]} " == *" libreadline-dev "* ]] && return 1 || return 0
    fi
  fi
  echo "Installing ${missing[*]} with apt-get…" >&2
  if ! { $sudo apt-get install -y -q "${missing[@]}" >/dev/null 2>&1 \
        || { $sudo apt-get update -q >/dev/null 2>&1 && $sudo apt-get install -y -q "${missing[@]}" >/dev/null; }; }; then
    echo "apt-get could not install ${missing[*]}. Install them by hand and run this again." >&2
    [[ " ${missing[*]} " == *" libreadline-dev "* ]] && return 1
  fi
  return 0
}
