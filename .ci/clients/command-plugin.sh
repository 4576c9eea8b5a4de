#!/usr/bin/env bash
# The SwiftPM command plugins (Plugins/HigLintCommandPlugin, HigLintFixCommandPlugin) run for
# real: a sample package in a temporary directory depends on this checkout by `path:` and runs
# `swift package hig-lint` and `hig-lint-fix` over its own descriptions, the way an adopting package
# would. No run prints a compiler error; `--fix` writes only with the fix plugin's permission. The
# first run (which builds hig-lint) is timed. Prints `ok`/`FAIL` lines and a final
# `N passed, M failed`; exits non-zero when a case failed.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
fixtures="$root/Fixtures/rules/toolbar-prominent-action"
source "$root/.ci/clients/common.bash"

command -v swift >/dev/null || { fail "swift" "swift is not on PATH"; finish; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
build=${HIG_LINT_CI_SAMPLE_BUILD:-$work/build}  # shared with build-plugin.sh by run.sh
export NO_COLOR=1

pkg="$work/Sample"
mkdir -p "$pkg/Sources/Sample" "$pkg/Descriptions"
cat > "$pkg/Package.swift" <<EOF
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Sample",
    dependencies: [
        .package(name: "hig-lint", path: "$root"),
    ],
    targets: [
        .target(name: "Sample"),
    ]
)
EOF
echo 'public let sample = "Edit"' > "$pkg/Sources/Sample/Sample.swift"
cp "$fixtures/failing.hig.json" "$pkg/Descriptions/Edit.hig.json"
cd "$pkg" || finish

# swift package hig-lint [ARGS]: stdout (the plugin's output, hig-lint's stdout and stderr) in $out,
# SwiftPM's own messages in $err, the exit status in $status.
# SwiftPM's messages on standard error hold no error line (a compiler's among them) but its word
# that the plugin ended with hig-lint's exit status: the findings come on standard output.
runs=0 errors=
run() {
    swift package --scratch-path "$build" hig-lint "$@" > "$work/out" 2> "$work/err"
    status=$?
    out=$(cat "$work/out") err=$(grep -v '^\[[0-9]*/[0-9]*\]' "$work/err")
    runs=$((runs + 1))
    errors+=$(grep 'error:' "$work/err" | grep -v '^error: Plugin ended with exit code [12]$')
}
finding='^Descriptions/Edit\.hig\.json:9:85: error: .*\[toolbar-prominent-action\]$'

# No arguments and no flags: the first run resolves the dependency and builds hig-lint (debug).
started=$(date +%s.%N)
run
seconds=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$started" "$(date +%s.%N)")
if [ "$status" = 0 ]; then
    fail "failing description" "swift package hig-lint exited 0: $(tail_of "$out"$'\n'"$err")"
elif ! grep -q "$finding" <<<"$out"; then
    fail "failing description" "exit $status but no finding in: $(tail_of "$out"$'\n'"$err")"
elif [ "$(grep -c ': error: ' <<<"$out")" != 2 ]; then
    fail "failing description" "expected 2 findings: $(tail_of "$out")"
else
    ok "failing description: swift package hig-lint exits $status with Edit.hig.json's 2 findings (first run, with the build: ${seconds} s)"
fi

# The tool SwiftPM built for the plugin (hig-lint-tool, or hig-lint): later runs must not link it
# again (issue 55 said every call relinked it; a call is SwiftPM's planning, ~3 s of 6 s here).
tool=$(find "$build" -path '*/debug/*' \( -name hig-lint-tool -o -name hig-lint \) -type f -perm -u+x | head -1)
tool_stamp=$(stat -c %Y.%s "$tool" 2>/dev/null)

# Arguments pass through unchanged: an explicit file, --format json (stdout is the report alone).
run --format json --quiet Descriptions/Edit.hig.json
if [ "$status" = 0 ]; then
    fail "arguments pass through" "exited 0 with findings"
elif ! python3 -c 'import json, sys; r = json.load(open(sys.argv[1])); assert r["summary"]["errors"] == 2 and r["findings"][0]["file"] == "Descriptions/Edit.hig.json", r["summary"]' "$work/out" 2>"$work/py"; then
    fail "arguments pass through" "stdout is not the JSON report: $(tail_of "$(cat "$work/py")") stdout: $(tail_of "$out" 3)"
else
    ok "arguments pass through: --format json --quiet FILE gives the JSON report on stdout"
fi
run --exit-zero
if [ "$status" = 0 ] && grep -q "$finding" <<<"$out"; then
    ok "arguments pass through: --exit-zero reports the findings and exits 0"
else
    fail "arguments pass through" "--exit-zero: exit $status: $(tail_of "$out"$'\n'"$err")"
fi

# Run from another directory: hig-lint still lints the package, with paths relative to it.
(cd "$work" && swift package --package-path "$pkg" --scratch-path "$build" hig-lint > "$work/out" 2> "$work/err")
status=$?
if [ "$status" != 0 ] && grep -q "$finding" "$work/out"; then
    ok "package directory: --package-path from elsewhere lints the package, paths relative to it"
else
    fail "package directory" "exit $status: $(tail_of "$(cat "$work/out" "$work/err")")"
fi

# A malformed description: non-zero, with the input error (SwiftPM turns hig-lint's 2 into 1).
echo '{ "platforms": [' > Descriptions/Broken.hig.json
run
if [ "$status" != 0 ] && grep -q '^Descriptions/Broken\.hig\.json:2:1: error: ' <<<"$out"; then
    ok "malformed description: exits $status with the input error"
else
    fail "malformed description" "exit $status: $(tail_of "$out"$'\n'"$err")"
fi
rm Descriptions/Broken.hig.json

# Fixed: the description now keeps one prominent action at the trailing end (the package's Swift
# file, which declares no chrome, is the second file linted).
cp "$fixtures/passing.hig.json" Descriptions/Edit.hig.json
run
if [ "$status" = 0 ] && ! grep -q ': error: ' <<<"$out" && grep -q '^hig-lint: 2 files linted, 0 errors' <<<"$out"; then
    ok "fixed description: swift package hig-lint exits 0"
else
    fail "fixed description" "exit $status: $(tail_of "$out"$'\n'"$err")"
fi

# --target NAME lints that target's files alone (Sample.swift, not Descriptions/); the plugin passes
# them after `--`.
cp "$fixtures/failing.hig.json" Descriptions/Edit.hig.json
run --target Sample
if [ "$status" = 0 ] && ! grep -q 'Descriptions/' <<<"$out" && grep -q '^hig-lint: 1 file linted, 0 errors' <<<"$out"; then
    ok "--target Sample: lints the target's files alone"
else
    fail "--target Sample" "exit $status: $(tail_of "$out"$'\n'"$err")"
fi
cp "$fixtures/passing.hig.json" Descriptions/Edit.hig.json

# A file named like an option, after `--`, is a path: it is linted and nothing is overwritten.
cp "$fixtures/failing.hig.json" ./--output=Victim.hig.json
cp "$fixtures/passing.hig.json" Victim.hig.json
run --quiet -- --output=Victim.hig.json
if [ "$status" != 0 ] && grep -q '^\./--output=Victim\.hig\.json:9:85: error: ' <<<"$out" && cmp -s "$fixtures/passing.hig.json" Victim.hig.json; then
    ok "-- PATH: a file named --output=Victim.hig.json is linted, Victim.hig.json is untouched"
else
    fail "-- PATH" "exit $status: $(tail_of "$out"$'\n'"$err") Victim: $(head -c 80 Victim.hig.json)"
fi
rm ./--output=Victim.hig.json Victim.hig.json

if [ -z "$errors" ]; then
    ok "no compiler error, nor any but the plugin's exit status, in $runs runs of swift package hig-lint (the first builds hig-lint)"
else
    fail "no compiler error" "$(head -3 <<<"$errors" | tr '\n' '|')"
fi

if [ -n "$tool" ] && [ "$(stat -c %Y.%s "$tool")" = "$tool_stamp" ]; then
    ok "no relink: $((runs - 1)) later runs of swift package hig-lint (and one with --package-path) left ${tool#"$build/"} as the first run built it"
else
    fail "no relink" "the plugin's tool ${tool:-(not found)} changed between runs"
fi

# Fixing writes into the package, which needs the permission the fix plugin asks for: `hig-lint
# --fix` is refused (nothing written), `hig-lint-fix` without --allow-writing-to-package-directory
# is refused where nobody can answer SwiftPM's question, and with it the outline symbol is written.
tabs="$root/Fixtures/rules/tab-symbol-outline/failing.hig.json"
cp "$tabs" Descriptions/Tabs.hig.json
run --fix Descriptions/Tabs.hig.json
if [ "$status" != 0 ] && cmp -s "$tabs" Descriptions/Tabs.hig.json &&
   grep -q -- '--fix rewrites the package.s files, which this command may not do; run swift package --allow-writing-to-package-directory hig-lint-fix' "$work/err"; then
    ok "swift package hig-lint --fix: refused (exit $status), pointing to hig-lint-fix; nothing written"
else
    fail "hig-lint --fix" "exit $status: $(tail_of "$out"$'\n'"$err") Tabs: $(sed -n 4p Descriptions/Tabs.hig.json)"
fi
run --fix --diff --quiet Descriptions/Tabs.hig.json
if [ "$status" = 0 ] && cmp -s "$tabs" Descriptions/Tabs.hig.json && grep -q '^+      { "title": "Home", "symbol": "house" },$' <<<"$out"; then
    ok "swift package hig-lint --fix --diff: prints the change, writes nothing"
else
    fail "hig-lint --fix --diff" "exit $status: $(tail_of "$out"$'\n'"$err")"
fi
: > "$work/no-answer"  # standard input: nobody answers SwiftPM's question
swift package --scratch-path "$build" hig-lint-fix Descriptions/Tabs.hig.json > "$work/out" 2> "$work/err" < "$work/no-answer"; status=$?
if [ "$status" != 0 ] && cmp -s "$tabs" Descriptions/Tabs.hig.json && grep -q 'allow-writing-to-package-directory' "$work/err"; then
    ok "swift package hig-lint-fix without --allow-writing-to-package-directory: refused (exit $status), nothing written"
else
    fail "hig-lint-fix without permission" "exit $status: $(tail_of "$(cat "$work/out" "$work/err")")"
fi
swift package --scratch-path "$build" --allow-writing-to-package-directory hig-lint-fix Descriptions/Tabs.hig.json > "$work/out" 2> "$work/err"; status=$?
if [ "$status" = 0 ] && diff <(sed 's/"symbol": "house.fill"/"symbol": "house"/' "$tabs") Descriptions/Tabs.hig.json > "$work/diff" &&
   grep -q '^Descriptions/Tabs\.hig\.json:4:36: fixed \[tab-symbol-outline\]' "$work/out" && ! grep -q 'error:' "$work/err"; then
    ok "swift package --allow-writing-to-package-directory hig-lint-fix: writes the outline symbol \"house\" and nothing else"
else
    fail "hig-lint-fix" "exit $status: $(tail_of "$(cat "$work/out" "$work/err" "$work/diff")")"
fi
rm Descriptions/Tabs.hig.json

finish
