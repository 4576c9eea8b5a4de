#!/usr/bin/env bash
# The SwiftPM build-tool plugin (Plugins/HigLintBuildToolPlugin) run for real by `swift build`, as
# far as Linux allows: a sample package whose target carries a storyboard, a description and Swift
# files, and uses the plugin. A warning finding shows as a build warning with an absolute path and
# the build succeeds; an error finding fails the build; a second build with nothing changed does not
# run hig-lint; a Swift-only target gets a command too. What stays macOS-only: Xcode's own build
# (XcodeBuildToolPlugin, issues in the Issue navigator), which runs the same command.
# (plugins-binary.sh runs the same plugin over the release binary, and checks that no build prints
# a compiler error. Here SwiftPM's first, plugin-tools build of hig-lint prints some: it does not
# run RuleCatalogPlugin for a plugin tool's dependencies, so HIGLint misses its generated catalog
# there, and the build that follows, which runs it, succeeds.)
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
fixtures="$root/Fixtures/rules/toolbar-prominent-action"
source "$root/.ci/clients/common.bash"

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
build=${HIG_LINT_CI_SAMPLE_BUILD:-$work/build}  # shared with command-plugin.sh by run.sh
export NO_COLOR=1
pkg="$work/App"
mkdir -p "$pkg/Sources/App/Design" "$pkg/Sources/Core"
cat > "$pkg/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(name: "hig-lint", path: "$root")],
    targets: [
        .target(name: "App", resources: [.copy("Design")], plugins: [.plugin(name: "HigLintBuildToolPlugin", package: "hig-lint")]),
        .target(name: "Core", plugins: [.plugin(name: "HigLintBuildToolPlugin", package: "hig-lint")]),
    ]
)
MANIFEST
echo 'public let app = "App"' > "$pkg/Sources/App/App.swift"
echo 'public let core = "Core"' > "$pkg/Sources/Core/Core.swift"
# The fixture's window is titled with the app's name (an error since the main menu names the app);
# titled after its content, the storyboard has warnings only.
sed 's/<window key="window" title="Archive"/<window key="window" title="Library"/' \
    "$root/Fixtures/ib/mac-split-sidebar.storyboard" > "$pkg/Sources/App/Design/Main.storyboard"
cp "$fixtures/passing.hig.json" "$pkg/Sources/App/Design/Editor.hig.json"
cd "$pkg" || finish

started=$(date +%s)
log=$(swift build --scratch-path "$build" 2>&1); status=$?
seconds=$(( $(date +%s) - started ))
if [ "$status" != 0 ]; then
    fail "warnings only" "swift build failed ($status): $(tail_of "$log" 10)"
elif ! grep -q "^$pkg/Sources/App/Design/Main\.storyboard:105:67: warning: .*\[sidebar-hidden-by-default\]$" <<<"$log"; then
    fail "warnings only" "no absolute-path warning for Main.storyboard: $(tail_of "$log" 10)"
else
    ok "warnings only: the build succeeds and shows Main.storyboard's findings as warnings with absolute paths (first build, with hig-lint's: $seconds s)"
fi
if grep -q "hig-lint Core (1 file)" <<<"$log"; then ok "Swift-only target: Core gets a hig-lint command"; else fail "Swift-only target" "no hig-lint step for Core: $(tail_of "$log")"; fi

log=$(swift build --scratch-path "$build" 2>&1)
if grep -q -e "hig-lint App" -e "hig-lint Core" <<<"$log"; then fail "nothing changed" "hig-lint ran again: $(tail_of "$log")"; else ok "nothing changed: the second build does not run hig-lint"; fi

cp "$fixtures/failing.hig.json" "$pkg/Sources/App/Design/Editor.hig.json"
log=$(swift build --scratch-path "$build" 2>&1); status=$?
if [ "$status" = 0 ]; then
    fail "error finding" "the build succeeded: $(tail_of "$log")"
elif ! grep -q "^$pkg/Sources/App/Design/Editor\.hig\.json:9:85: error: .*\[toolbar-prominent-action\]$" <<<"$log"; then
    fail "error finding" "no error line for Editor.hig.json: $(tail_of "$log" 10)"
else
    ok "error finding: the build fails with Editor.hig.json's error"
fi

# The README's Run Script phase, run with bash as Xcode runs it: inputs in SCRIPT_INPUT_FILE_n and
# an .xcfilelist in SCRIPT_INPUT_FILE_LIST_n, the output in SCRIPT_OUTPUT_FILE_0, hig-lint on PATH.
script=$(awk '/<!-- run-script:begin/{on=1; next} /<!-- run-script:end/{on=0} on && !/^```/' "$root/README.md")
bin_dir=$(cd "$root" && swift build --show-bin-path 2>/dev/null)
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
