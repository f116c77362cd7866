# Shared by Scripts/run, Scripts/test and Scripts/bench: find the Swift
# toolchain and install the system packages the build needs (Debian/Ubuntu;
# run as root, as on the project's machines). Sourced, not executed.

# The toolchain lives in /opt/swift on the project's machines.
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then
  export PATH="/opt/swift/usr/bin:$PATH"
fi
if ! command -v swift >/dev/null 2>&1; then
  echo "error: no Swift toolchain found (install Swift 6.1 or later and put it on PATH)" >&2
  exit 2
fi

# ensure_packages PKG…: apt-get install whatever of PKG… is missing.
ensure_packages() {
  local missing=()
  local p
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: missing system packages: ${missing[*]} (install them with your package manager)" >&2
    exit 2
  fi
  local sudo=""
  [ "$(id -u)" -ne 0 ] && sudo="sudo"
  echo "Installing system packages: ${missing[*]}" >&2
  $sudo apt-get update -qq >&2
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >&2
}

# ensure_python_packages MODULE=PACKAGE…: pip-install each PACKAGE whose
# MODULE python3 cannot import (Playwright for the browser tests; its
# browser is Debian's chromium, never one it downloads).
ensure_python_packages() {
  local missing=()
  local pair
  for pair in "$@"; do
    python3 -c "import ${pair%%=*}" 2>/dev/null || missing+=("${pair#*=}")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing Python packages: ${missing[*]}" >&2
  # Debian's own python3 refuses pip outside a venv (PEP 668) unless told.
  python3 -m pip install --quiet --disable-pip-version-check "${missing[@]}" >&2 2>/dev/null \
    || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages "${missing[@]}" >&2
}
