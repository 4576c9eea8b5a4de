# shellcheck shell=bash
# Shared by CI's two entry points, .ci/run and .ci/extended (sourced, not run): the timed steps and
# their table, the set-up helpers (each installs only what is missing), and the run's own temporary
# folder. (.ci/clients/common.bash is the client checks' own.)

# Every step is timed: its wall time when it ends, and a table of them all when the run ends (also
# when it fails), with the machine's load average, since other work on the machine slows every step.
steps=()
started=$(date +%s)
step() {
    local name=$1 began status seconds
    shift
    echo "== ci: $name"
    began=$(date +%s)
    "$@" && status=0 || status=$?
    seconds=$(( $(date +%s) - began ))
    steps+=("$(printf '%6d s  %s' "$seconds" "$name")$([ "$status" = 0 ] || echo "  (failed: exit $status)")")
    echo "== ci: $name: $seconds s"
    return "$status"
}
summary() {
    echo "== ci: time per step ($ci_entry)"
    [ ${#steps[@]} = 0 ] || printf '%s\n' "${steps[@]}"
    printf '%6d s  in all (load average at the end: %s)\n' $(( $(date +%s) - started )) "$(cut -d' ' -f1-3 /proc/loadavg 2>/dev/null || echo unknown)"
}
# The entry point's name, for the table's heading.
ci_entry=.ci/$(basename "$0")

# Set-up helpers. A step's command runs in an `&&` list, where `set -e` does not apply: each helper
# returns non-zero when it fails, and a set_up function chains them with `&&`.
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
apt_updated=
apt_install() {
    [ -n "$apt_updated" ] || { as_root apt-get update -qq && apt_updated=1; } || return
    as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}
# need_command COMMAND PACKAGE: installs the Debian package unless the command is on PATH.
need_command() { command -v "$1" >/dev/null || apt_install "$2"; }
# need_python MODULE:PACKAGE…: pip-installs each package whose module python3 cannot import.
need_python() {
    local module
    for module; do
        python3 -c "import ${module%%:*}" 2>/dev/null || python3 -m pip install --quiet "${module#*:}" || return
    done
}
# What every build of the package needs: Swift 6 (not installed here), and libxml2's headers, found
# with pkg-config. Without Swift the run ends at once.
need_build_tools() {
    command -v swift >/dev/null || { echo "ci: swift is not on PATH; install Swift 6 first" >&2; exit 1; }
    need_command pkg-config pkg-config &&
    { pkg-config --exists libxml-2.0 || apt_install libxml2-dev; }
}

# The Swift driver leaves a TemporaryDirectory.* (holding its .keep-directory) in TMPDIR for every
# compiler it runs, and the builds and checks run hundreds of them: use_own_tmpdir gives their
# temporary files a directory of this run's own, which ci_exit removes at the end, instead of
# piling up in the machine's /tmp.
ci_tmpdir=
use_own_tmpdir() {
    ci_tmpdir=$(mktemp -d "${TMPDIR:-/tmp}/hig-lint-ci.XXXXXX")
    TMPDIR=$ci_tmpdir
    export TMPDIR
}
# The EXIT trap: the table, then the temporary directory removed. (Under `set -e` a failing command
# in the EXIT trap would make the run's status 1, so a directory that cannot be removed is reported
# rather than turning a pass into a failure.)
ci_exit() {
    summary
    [ -z "$ci_tmpdir" ] || rm -rf "$ci_tmpdir" || echo "ci: could not remove $ci_tmpdir" >&2
}
trap ci_exit EXIT
