#!/usr/bin/env bash
# Runs every client check in this folder but itself (each prints `ok`/`FAIL` lines and a final
# `N passed, M failed`), streaming their lines, and sums them into one closing `N passed, M failed`
# line. Exits non-zero if any check failed, or if a script exited non-zero or printed no result line.
set -uo pipefail
here=$(cd "$(dirname "$0")" && pwd)
log=$(mktemp)
# One build folder for the plugin checks' sample packages: their builds of hig-lint compile the same
# sources at the same paths, so the second check reuses the first one's build of hig-lint and
# swift-syntax instead of repeating it (run alone, each check builds into its own folder).
export HIG_LINT_CI_SAMPLE_BUILD
HIG_LINT_CI_SAMPLE_BUILD=$(mktemp -d)
trap 'rm -rf "$log" "$HIG_LINT_CI_SAMPLE_BUILD"' EXIT
result='^[0-9]+ passed, [0-9]+ failed$'
total_passed=0 total_failed=0
for script in "$here"/*.sh; do
    name=$(basename "$script")
    [ "$name" = run.sh ] && continue
    echo "== $name"
    bash "$script" 2>&1 | tee "$log" | grep -v -E "$result"
    status=${PIPESTATUS[0]}
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
done
echo "$total_passed passed, $total_failed failed"
[ "$total_failed" = 0 ]
