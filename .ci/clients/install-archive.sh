#!/usr/bin/env bash
# Installing from the release archive, as the README's curl download does, on a machine with
# nothing else: the Linux archive Scripts/release builds (shared with the other release checks by
# run.sh) unpacked into an empty folder and run with a PATH of /usr/bin:/bin only and no libxml2
# needed. Timed from the archive to the first lint: the issue's bound is 10 s.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
source "$root/.ci/clients/common.bash"
release_check_setup
archive="$out/hig-lint-$version-linux-$(uname -m).tar.gz"
cp "$root/Fixtures/rules/toolbar-prominent-action/failing.swift" "$work/Compose.swift"

# The README's steps: unpack, install into a bin folder, run.
started=$(date +%s.%N)
log=$(cd "$work" && tar -xzf "$archive" && mkdir -p prefix/bin && install "hig-lint-$version/hig-lint" prefix/bin/ &&
    env -i PATH="$work/prefix/bin:/usr/bin:/bin" HOME="$work" hig-lint --version &&
    env -i PATH="$work/prefix/bin:/usr/bin:/bin" HOME="$work" hig-lint --no-config Compose.swift 2>&1); status=$?
seconds=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$started" "$(date +%s.%N)")
if [ "$status" != 1 ] || ! grep -qx "$version" <<<"$log" ||
   ! grep -q '^Compose\.swift:11:26: error: .*\[toolbar-prominent-action\]$' <<<"$log"; then
    fail "archive install" "expected $version and Compose.swift's error with exit 1, got exit $status: $(tail_of "$log")"
elif python3 -c "import sys; sys.exit(float(sys.argv[1]) > 10)" "$seconds"; then
    ok "archive install: unpacked, installed and linting a SwiftUI file in $seconds s (bound 10 s)"
else
    fail "archive install" "took $seconds s, over the 10 s bound"
fi
check "the archive carries LICENSE, README.md and CHANGELOG.md" test -f "$work/hig-lint-$version/LICENSE" -a -f "$work/hig-lint-$version/README.md" -a -f "$work/hig-lint-$version/CHANGELOG.md"
finish
