#!/usr/bin/env bash
# Runs every client check in this folder but itself (each prints `ok`/`FAIL` lines and a final
# `N passed, M failed`), streaming their lines, and sums them into one closing `N passed, M failed`
# line, after each script's wall time. Exits non-zero if any check failed, or if a script exited
# non-zero or printed no result line.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
log=$(mktemp)
# The plugin checks' sample packages build in this checkout's own build folder (`.build`, where
# `swift build` and `swift test` have built): a sample's plugin runs hig-lint built for the host,
# the same copy of hig-lint and swift-syntax that SwiftPM builds for this package's plugins, from the
# same sources at the same paths, so only hig-lint's own modules are compiled again (their flags
# differ as a dependency), not swift-syntax: 34 s instead of 270 s for the first sample. (Run
# alone, each check builds into a folder of its own.)
export HIG_LINT_CI_SAMPLE_BUILD="$(cd "$here/../.." && pwd)/.build"
# The checks that need a release build (release.sh, install-*.sh, plugins-binary.sh,
# pre-commit.sh) share one Scripts/release --dry-run and its release build (common.bash's
# release_artifacts): .ci/extended makes it as a step of its own and names it here; run alone, the
# first check that needs it makes it in a folder removed at the end.
if [ -z "${HIG_LINT_CI_RELEASE_OUT:-}" ]; then
    release_folder=$(mktemp -d)
    export HIG_LINT_CI_RELEASE_OUT="$release_folder/release"
fi
trap 'rm -f "$log"; [ -z "${release_folder:-}" ] || rm -rf "$release_folder"' EXIT
result='^[0-9]+ passed, [0-9]+ failed$'
total_passed=0 total_failed=0 times=()
for script in "$here"/*.sh; do
    name=$(basename "$script")
    [ "$name" = run.sh ] && continue
    echo "== $name"
    began=$(date +%s)
    bash "$script" 2>&1 | tee "$log" | grep -v -E "$result"
    status=${PIPESTATUS[0]}
    seconds=$(( $(date +%s) - began ))
    counts=$(grep -E "$result" "$log" | tail -1)
    if [ -z "$counts" ]; then
        echo "FAIL $name: it printed no result line (exit $status)"
        counts="0 passed, 1 failed"
    elif [ "$status" != 0 ] && [ "${counts##*, }" = "0 failed" ]; then
        echo "FAIL $name: exit $status although it reported no failure"
        counts="${counts%%,*}, 1 failed"
    fi
    passed=${counts%% passed*} failed=${counts##*, }
    total_passed=$((total_passed + passed))
    total_failed=$((total_failed + ${failed%% failed}))
    times+=("$(printf '%6d s  %-20s %s' "$seconds" "$name" "$counts")")
    echo "== $name: $seconds s, $counts"
done
echo "== time per client check"
printf '%s\n' "${times[@]}"
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" = 0 ]
