#!/usr/bin/env bash
# The SwiftPM build-tool plugin (Plugins/HigLintBuildToolPlugin) run for real by `swift build`, as
# far as Linux allows: a sample package with a target that carries a storyboard, a description and a
# Swift file, and a SwiftUI-only target, both using the plugin. A warning finding shows as a build
# warning with an absolute path and the build succeeds; an error finding (in a SwiftUI file or a
# description) fails the build; no build prints a compiler error; the plugin's report is no resource
# of the target (the Swift-only target gets no resource bundle); a second build with nothing
# changed runs no hig-lint step and compiles nothing. The first build and the no-op rebuild are
# timed. What stays macOS-only: Xcode's own build (XcodeBuildToolPlugin, issues in the Issue
# navigator), which runs the same command. (plugins-binary.sh runs the same plugin over the release
# binary.)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
fixtures="$root/Fixtures/rules/toolbar-prominent-action"
source "$root/.ci/clients/common.bash"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
build=${HIG_LINT_CI_SAMPLE_BUILD:-$work/build}  # shared with command-plugin.sh by run.sh
export NO_COLOR=1
pkg="$work/App"
mkdir -p "$pkg/Sources/App/Design" "$pkg/Sources/Screens"
cat > "$pkg/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(name: "hig-lint", path: "$root")],
    targets: [
        .target(name: "App", resources: [.copy("Design")], plugins: [.plugin(name: "HigLintBuildToolPlugin", package: "hig-lint")]),
        .target(name: "Screens", plugins: [.plugin(name: "HigLintBuildToolPlugin", package: "hig-lint")]),
    ]
)
MANIFEST
echo 'public let app = "App"' > "$pkg/Sources/App/App.swift"
# The fixture's window is titled with the app's name (an error since the main menu names the app);
# titled after its content, the storyboard has warnings only.
sed 's/<window key="window" title="Archive"/<window key="window" title="Library"/' \
    "$root/Fixtures/ib/mac-split-sidebar.storyboard" > "$pkg/Sources/App/Design/Main.storyboard"
cp "$fixtures/passing.hig.json" "$pkg/Sources/App/Design/Editor.hig.json"
# The SwiftUI-only target's one file: a rule's SwiftUI example, compiled only where SwiftUI exists
# (Apple's systems, where UIKit is left out for macOS) and read by hig-lint everywhere. The
# title-length example has a warning at 8:30, the toolbar-prominent-action one an error at 11:26.
screen() { { echo '#if canImport(SwiftUI)'; grep -v '^import UIKit$' "$1"; echo '#endif'; } > "$pkg/Sources/Screens/Screen.swift"; }
screen "$root/Fixtures/rules/title-length/failing.swift"
cd "$pkg" || finish

# swift build into $build: the output in $log, the exit status in $status, the time in $seconds.
build() {
    local started=$(date +%s.%N)
    swift build --scratch-path "$build" > "$work/log" 2>&1; status=$?
    seconds=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$started" "$(date +%s.%N)")
    log=$(cat "$work/log")
}
# A compiler's or SwiftPM's error: any error line that is not one of hig-lint's findings (an
# absolute path into the sample, a line and a column, a rule id) or SwiftPM's word that the hig-lint
# command which reported them failed (and that it cancelled the commands still running).
other_errors() {
    grep 'error:' <<<"$log" | grep -v -E -e "^$pkg/Sources/[^:]+:[0-9]+:[0-9]+: error: .* \[[a-z-]+\]\$" \
        -e '^error: .*hig-lint (App|Screens) ' -e '^error: cancelled$'
}

# The Swift-only target's resource bundle, if any (by name, as SwiftPM names it: the build folder
# may be shared, so one left by an earlier run goes first).
bundle_dirs() { find "$build" -maxdepth 3 -type d -name 'App_Screens.resources' 2>/dev/null; }
bundle_dirs | while IFS= read -r dir; do rm -rf "$dir"; done
build
if [ "$status" != 0 ]; then
    fail "warnings only" "swift build failed ($status): $(tail_of "$log" 10)"
elif ! grep -q "^$pkg/Sources/App/Design/Main\.storyboard:105:67: warning: .*\[sidebar-hidden-by-default\]$" <<<"$log"; then
    fail "warnings only" "no absolute-path warning for Main.storyboard: $(tail_of "$log" 10)"
else
    ok "warnings only: the build succeeds and shows Main.storyboard's findings as warnings with absolute paths (first build, with hig-lint's: $seconds s)"
fi
if grep -q '^\[[0-9]*/[0-9]*\] hig-lint Screens (1 file)$' <<<"$log" &&
   grep -q "^$pkg/Sources/Screens/Screen\.swift:8:30: warning: toolbar title \"Quarterly Financial Summary\" has 27 characters; keep it under 15 in ReportView\.body \[title-length\]\$" <<<"$log"; then
    ok "SwiftUI-only target: Screens gets a hig-lint command, and Screen.swift's title-length warning is reported"
else
    fail "SwiftUI-only target" "no hig-lint step or no warning for Screens: $(grep -e 'hig-lint' -e 'Screen' <<<"$log" | head -4 | tr '\n' '|')"
fi
if grep -q 'error:' <<<"$log"; then fail "no compiler error" "$(grep -m3 'error:' <<<"$log" | tr '\n' '|')"; else ok "first build: no error printed"; fi
if grep -q -e 'Copying hig-lint-' -e 'Compiling Screens .*resource_bundle_accessor' <<<"$log" || bundle_dirs | grep -q .; then
    fail "report not a resource" "$(grep -m2 -e 'Copying hig-lint-' -e 'resource_bundle_accessor' <<<"$log" | tr '\n' '|') $(bundle_dirs)"
else
    ok "the JSON report is no resource: nothing of hig-lint's is copied, and the Swift-only target Screens gets no resource bundle"
fi

# With nothing changed. SwiftPM's native build system builds a plugin's tool twice into the same
# build folder, first in its plugin-tools pass, then in the main build, each with an llbuild
# database of its own (plugin-tools.db and build.db: "It should be possible to share database
# between plugin tools and regular builds", a FIXME in SwiftPM 6.3's BuildOperation.buildPluginTools).
# So the second build finds the objects and the executable rewritten by the other pass: both passes
# compile the C files (Yams, swift-syntax's shims) and link hig-lint again, which reruns its steps;
# no Swift of hig-lint's is compiled. A three-file package whose tool has no dependency at all does
# the same (relinks it, reruns its command), and `--build-system swiftbuild` does not: nothing in
# the plugin's declaration changes it. From then on a build with nothing changed does nothing.
swift_steps() { grep -E '^\[[0-9]+/[0-9]+\] (Compiling [A-Za-z_0-9]+ .*\.swift|Emitting module)' <<<"$log"; }
build
if [ "$status" != 0 ] || grep -q 'error:' <<<"$log"; then
    fail "rebuild" "the build failed or printed an error ($status): $(tail_of "$log")"
elif swift_steps | grep -q .; then
    fail "rebuild" "Swift was compiled again: $(swift_steps | head -3 | tr '\n' '|')"
else
    ok "rebuild with nothing changed: no Swift compiled, no error ($seconds s, $(grep -c -E '^\[[0-9]+/[0-9]+\] Compiling ([A-Za-z_]+ )?[A-Za-z_]+\.c$' <<<"$log") C files compiled, $(grep -c '^\[[0-9]*/[0-9]*\] hig-lint ' <<<"$log") hig-lint steps)"
fi
build
steps=$(grep -E '^\[[0-9]+/[0-9]+\] (hig-lint |Compiling|Emitting|Linking|Wrapping)' <<<"$log" | grep -v ' Compiling plugin ')
if [ "$status" != 0 ] || grep -q 'error:' <<<"$log"; then
    fail "nothing changed" "the build failed or printed an error ($status): $(tail_of "$log")"
elif [ -n "$steps" ]; then
    fail "nothing changed" "steps ran again: $(head -3 <<<"$steps" | tr '\n' '|')"
else
    ok "nothing changed: the next build runs no hig-lint step and compiles nothing ($seconds s)"
fi

# expect_failed_build NAME FILE LINE:COL: the build fails with FILE's toolbar-prominent-action
# error (FILE relative to the sample's Sources) and prints no other error.
expect_failed_build() {
    build
    if [ "$status" = 0 ]; then
        fail "$1" "the build succeeded: $(tail_of "$log")"
    elif ! grep -q "^$pkg/Sources/${2//./\\.}:$3: error: .*\[toolbar-prominent-action\]\$" <<<"$log"; then
        fail "$1" "no error line for $2: $(tail_of "$log" 10)"
    elif other_errors | grep -q .; then
        fail "$1" "other errors were printed: $(other_errors | head -3 | tr '\n' '|')"
    else
        ok "$1: the build fails with $(basename "$2")'s toolbar-prominent-action error and no other error"
    fi
}
screen "$root/Fixtures/rules/toolbar-prominent-action/failing.swift"
expect_failed_build "SwiftUI error finding" Screens/Screen.swift 11:26
screen "$root/Fixtures/rules/title-length/failing.swift"
cp "$fixtures/failing.hig.json" "$pkg/Sources/App/Design/Editor.hig.json"
expect_failed_build "description error finding" App/Design/Editor.hig.json 9:85

# The README's Run Script phase, run with bash as Xcode runs it: inputs in SCRIPT_INPUT_FILE_n and
# an .xcfilelist in SCRIPT_INPUT_FILE_LIST_n, the output in SCRIPT_OUTPUT_FILE_0, hig-lint on PATH.
script=$(awk '/<!-- run-script:begin/{on=1; next} /<!-- run-script:end/{on=0} on && !/^```/' "$root/README.md")
bin_dir=$(cd "$root" && swift build --show-bin-path 2>"$work/show-bin-path.err")
# Run alone, before any `swift build` of this checkout: the hig-lint the sample's plugin ran (SwiftPM
# names a plugin's tool hig-lint-tool).
if [ ! -x "$bin_dir/hig-lint" ] && [ -x "$build/debug/hig-lint-tool" ]; then
    mkdir -p "$work/bin" && ln -s "$build/debug/hig-lint-tool" "$work/bin/hig-lint" && bin_dir="$work/bin"
fi
derived="$work/Derived"
mkdir -p "$derived"
printf '%s\n' "$pkg/Sources/App/Design/Editor.hig.json" "$pkg/Sources/App/App.swift" > "$work/inputs.xcfilelist"
log=$(cd "$pkg" && env PATH="$bin_dir:/usr/bin:/bin" DERIVED_FILE_DIR="$derived" \
    SCRIPT_INPUT_FILE_COUNT=1 SCRIPT_INPUT_FILE_0="$pkg/Sources/App/Design/Main.storyboard" \
    SCRIPT_INPUT_FILE_LIST_COUNT=1 SCRIPT_INPUT_FILE_LIST_0="$work/inputs.xcfilelist" \
    SCRIPT_OUTPUT_FILE_0="$derived/hig-lint.json" bash -c "$script" 2>&1); status=$?
if [ -z "$script" ]; then
    fail "Run Script phase" "no run-script block in README.md"
elif [ "$status" != 1 ]; then
    fail "Run Script phase" "expected exit 1 for Editor.hig.json's error, got $status: $(tail_of "$log")"
elif ! grep -q "^$pkg/Sources/App/Design/Main\.storyboard:105:67: warning: " <<<"$log" ||
     ! grep -q "^$pkg/Sources/App/Design/Editor\.hig\.json:9:85: error: " <<<"$log" || [ ! -s "$derived/hig-lint.json" ]; then
    fail "Run Script phase" "missing findings or output file: $(tail_of "$log")"
else
    ok "Run Script phase (README): inputs and file lists linted, absolute paths, the output file written, exit 1 on the error"
fi

finish
