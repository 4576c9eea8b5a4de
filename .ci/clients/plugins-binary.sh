#!/usr/bin/env bash
# The plugins package over the binary (Packaging/HigLintPlugins, as Scripts/release writes it for
# publishing), used the way an adopting package uses it, with the artifact bundle Scripts/release
# built here named by `binaryTarget(path:)` instead of the release URL. A sample package with a
# SwiftUI-only target and a storyboard target: its first `swift build` compiles nothing of hig-lint
# (no swift-syntax, no HIGLint: the bundle's binary runs), timed; the SwiftUI-only target's finding
# is reported and an error fails the build; no compiler error is printed; the plugin's report is no
# resource of the target; a build with nothing changed runs no hig-lint step; a package of tools
# version 5.9 (where SwiftPM runs no command without outputs) gets its findings too; the command
# plugins run the same binary. The release build is
# shared with the other release checks by run.sh.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
fixtures="$root/Fixtures/rules/toolbar-prominent-action"
source "$root/.ci/clients/common.bash"
command -v swift >/dev/null || { fail "swift" "swift is not on PATH"; finish; }
release_check_setup
export NO_COLOR=1

# The published manifest names the bundle's release URL and the checksum SwiftPM computes for it.
checksum=$(swift package compute-checksum "$out/hig-lint.artifactbundle.zip" 2>&1)
check "HigLintPlugins/Package.swift names the bundle's release URL and its swift package compute-checksum" \
    grep -q "url: \"https://github.com/example/hig-lint/releases/download/.*/hig-lint.artifactbundle.zip\",\$" "$out/HigLintPlugins/Package.swift"
check "the checksum in HigLintPlugins/Package.swift is swift package compute-checksum's ($checksum)" \
    grep -q "checksum: \"$checksum\"" "$out/HigLintPlugins/Package.swift"
check "the bundle's info.json is SE-0305: one executable artifact, hig-lint, with this machine's triple" python3 -c '
import json, sys, zipfile
bundle = zipfile.ZipFile(sys.argv[1])
info = json.loads(bundle.read("hig-lint.artifactbundle/info.json"))
assert info["schemaVersion"] == "1.0"
artifact = info["artifacts"]["hig-lint"]
assert artifact["type"] == "executable"
triples = {t: v["path"] for v in artifact["variants"] for t in v["supportedTriples"]}
path = "hig-lint.artifactbundle/" + triples[sys.argv[2] + "-unknown-linux-gnu"]
assert bundle.getinfo(path).external_attr >> 16 & 0o111, "not executable"' "$out/hig-lint.artifactbundle.zip" "$(uname -m)"

# The plugins package as published, but over the local bundle.
plugins="$work/HigLintPlugins"
cp -R "$out/HigLintPlugins" "$plugins" && cp "$out/hig-lint.artifactbundle.zip" "$plugins/"
sed -E -i -e 's|url: "[^"]*",|path: "hig-lint.artifactbundle.zip"|' -e '/checksum: "/d' "$plugins/Package.swift"
pkg="$work/App"
mkdir -p "$pkg/Sources/App" "$pkg/Sources/Design"
cat > "$pkg/Package.swift" <<MANIFEST
// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "App",
    dependencies: [.package(path: "$plugins")],
    targets: [
        .target(name: "App", plugins: [.plugin(name: "HigLintBuildToolPlugin", package: "HigLintPlugins")]),
        .target(name: "Design", resources: [.copy("Main.storyboard")], plugins: [.plugin(name: "HigLintBuildToolPlugin", package: "HigLintPlugins")]),
    ]
)
MANIFEST
# SwiftUI exists on Apple's systems only: the view is compiled there and read by hig-lint everywhere.
swiftui() { { echo '#if canImport(SwiftUI)'; cat "$1"; echo '#endif'; } > "$pkg/Sources/App/Compose.swift"; }
swiftui "$fixtures/passing.swift"
echo 'public let design = "Design"' > "$pkg/Sources/Design/Design.swift"
# Titled after its content, the fixture's window has warnings only.
sed 's/<window key="window" title="Archive"/<window key="window" title="Library"/' \
    "$root/Fixtures/ib/mac-split-sidebar.storyboard" > "$pkg/Sources/Design/Main.storyboard"
cd "$pkg" || finish
# The manifests' cache in the build folder (not the user's, shared by every package), as on a fresh machine.
build() { swift build --scratch-path "$work/build" --manifest-cache local > "$work/log" 2>&1; status=$?; log=$(cat "$work/log"); }

# The first build, each line of its output stamped with the seconds since it started: the first line
# hig-lint gives (a finding, or its step) is when the fresh package has a working hig-lint (the
# package resolved, the bundle unpacked, the plugins compiled, the binary run), the issue's bound of
# 10 s; what the build does after that is the sample's own Swift.
started=$(date +%s.%N)
swift build --scratch-path "$work/build" --manifest-cache local 2>&1 | python3 -c '
import sys, time
started = float(sys.argv[1])
for line in sys.stdin:
    sys.stdout.write(f"{time.time() - started:.1f} {line}")' "$started" > "$work/timed"; status=${PIPESTATUS[0]}
seconds=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$started" "$(date +%s.%N)")
log=$(cut -d' ' -f2- "$work/timed")
first_lint=$(grep -m1 -E -e '^[0-9.]+ \[[0-9]+/[0-9]+\] hig-lint ' -e "^[0-9.]+ $pkg/Sources/[^ ]+: (warning|error): " "$work/timed" | cut -d' ' -f1)
compiled=$(find "$work/build" -type d \( -name 'HIGLint*.build' -o -name 'SwiftSyntax*.build' -o -name 'SwiftParser*.build' -o -name 'hig_lint*.build' \) | head -3)
if [ "$status" != 0 ]; then
    fail "first build" "swift build failed ($status): $(tail_of "$log" 10)"
elif [ -n "$compiled" ] || grep -q -e 'Compiling HIGLint' -e 'Compiling SwiftSyntax' -e 'Compiling SwiftParser' <<<"$log"; then
    fail "first build" "hig-lint or swift-syntax was compiled: $compiled $(grep -m3 Compiling <<<"$log" | tr '\n' '|')"
else
    ok "first build: $seconds s, compiling nothing of hig-lint or swift-syntax (the bundle's binary runs; manifests and the three plugins are compiled)"
fi
if [ -z "$first_lint" ]; then
    fail "a working hig-lint within 10 s" "no line of hig-lint's in the first build: $(tail_of "$log" 8)"
elif python3 -c "import sys; sys.exit(float(sys.argv[1]) > 10)" "$first_lint"; then
    ok "a working hig-lint through the plugins package: its first finding $first_lint s after the first swift build started (bound 10 s)"
else
    fail "a working hig-lint within 10 s" "hig-lint's first line came $first_lint s after the first swift build started, over the 10 s bound"
fi
if grep -q '^\[[0-9]*/[0-9]*\] hig-lint App (1 file)' <<<"$log"; then
    ok "the SwiftUI-only target gets a hig-lint command"
else
    fail "SwiftUI-only target" "no hig-lint App step: $(tail_of "$log" 8)"
fi
if grep -q "^$pkg/Sources/Design/Main\.storyboard:105:67: warning: .*\[sidebar-hidden-by-default\]$" <<<"$log"; then
    ok "warnings only: the build succeeds and shows the storyboard's findings with absolute paths"
else
    fail "warnings only" "no warning for Main.storyboard: $(tail_of "$log" 8)"
fi
if grep -q 'error:' <<<"$log"; then fail "no compiler error" "$(grep -m3 'error:' <<<"$log" | tr '\n' '|')"; else ok "no error printed by a clean build"; fi
# App has no resources of its own, Design copies its storyboard: App gets no bundle, Design's holds
# the storyboard only.
bundles=$(cd "$work/build/debug" && find . -path './App_*.resources*' -type f | sort | tr '\n' ' ')
if grep -q -e 'Copying hig-lint-' -e 'Compiling App .*resource_bundle_accessor' <<<"$log" || [ "$bundles" != "./App_Design.resources/Main.storyboard " ]; then
    fail "report not a resource" "bundles: $bundles; $(grep -m2 -e 'Copying hig-lint-' -e 'resource_bundle_accessor' <<<"$log" | tr '\n' '|')"
else
    ok "the JSON report is no resource: App (no resources) gets no bundle, and Design's bundle holds only its storyboard"
fi

build
if grep -q '^\[[0-9]*/[0-9]*\] hig-lint ' <<<"$log"; then
    fail "nothing changed" "a hig-lint step ran again: $(grep -m2 'hig-lint ' <<<"$log" | tr '\n' '|')"
elif [ "$status" != 0 ]; then
    fail "nothing changed" "the build failed: $(tail_of "$log")"
else
    ok "nothing changed: the second build runs no hig-lint step"
fi

# A package of tools version 5.9: SwiftPM runs a build command without outputs only from 6.0 on,
# so there the plugin declares its report as the output (and the target gets it as a resource).
old="$work/Old"
mkdir -p "$old/Sources/Old"
sed -e 's/swift-tools-version:6.0/swift-tools-version:5.9/' -e 's/name: "App"/name: "Old"/' \
    -e '/name: "Design"/d' -e 's/\.target(name: "App"/.target(name: "Old"/' "$pkg/Package.swift" > "$old/Package.swift"
{ echo '#if canImport(SwiftUI)'; grep -v '^import UIKit$' "$root/Fixtures/rules/title-length/failing.swift"; echo '#endif'; } > "$old/Sources/Old/Screen.swift"
(cd "$old" && swift build --scratch-path "$work/build-old" > "$work/log-old" 2>&1); status=$?
if [ "$status" = 0 ] && grep -q '^\[[0-9]*/[0-9]*\] hig-lint Old (1 file)' "$work/log-old" &&
   grep -q "^$old/Sources/Old/Screen\.swift:8:30: warning: .*\[title-length\]\$" "$work/log-old" &&
   [ -f "$work/build-old/debug/Old_Old.resources/hig-lint-Old.json" ]; then
    ok "tools version 5.9: the command runs, its report declared (so a resource there), and Screen.swift's warning is reported"
else
    fail "tools version 5.9" "exit $status: $(tail_of "$(cat "$work/log-old")" 8)"
fi

swiftui "$fixtures/failing.swift"
build
errors=$(grep 'error:' <<<"$log")
if [ "$status" = 0 ]; then
    fail "SwiftUI error finding" "the build succeeded: $(tail_of "$log")"
elif ! grep -q "^$pkg/Sources/App/Compose\.swift:12:26: error: .*\[toolbar-prominent-action\]$" <<<"$errors"; then
    fail "SwiftUI error finding" "no error line for Compose.swift: $(tail_of "$log" 10)"
elif grep -v -e "^$pkg/Sources/App/Compose\.swift:12:26: error: " -e '^error: .*hig-lint App' -e '^error: fatalError$' <<<"$errors" | grep -q .; then
    fail "SwiftUI error finding" "other errors were printed: $(grep -v "Compose\.swift:12:26" <<<"$errors" | head -3 | tr '\n' '|')"
else
    ok "SwiftUI error finding: the build fails with Compose.swift's toolbar-prominent-action error and no compiler error"
fi

# The command plugins over the same binary.
swift package --scratch-path "$work/build" hig-lint --quiet > "$work/out" 2>&1; status=$?
if [ "$status" != 0 ] && grep -q '^Sources/App/Compose\.swift:12:26: error: .*\[toolbar-prominent-action\]$' "$work/out"; then
    ok "swift package hig-lint: the bundle's binary reports Compose.swift's error and exits $status"
else
    fail "swift package hig-lint" "exit $status: $(tail_of "$(cat "$work/out")")"
fi
swiftui "$fixtures/passing.swift"
cp "$root/Fixtures/rules/tab-symbol-outline/failing.hig.json" Tabs.hig.json
before=$(sha256sum < Tabs.hig.json)
swift package --scratch-path "$work/build" hig-lint-fix Tabs.hig.json > "$work/out" 2>&1 </dev/null; status=$?
if [ "$status" != 0 ] && [ "$(sha256sum < Tabs.hig.json)" = "$before" ] && grep -q 'allow-writing-to-package-directory' "$work/out"; then
    ok "swift package hig-lint-fix without --allow-writing-to-package-directory: refused, nothing written"
else
    fail "hig-lint-fix without permission" "exit $status: $(tail_of "$(cat "$work/out")")"
fi
swift package --scratch-path "$work/build" --allow-writing-to-package-directory hig-lint-fix Tabs.hig.json > "$work/out" 2>&1; status=$?
if [ "$status" = 0 ] && [ "$(sha256sum < Tabs.hig.json)" != "$before" ] && grep -q 'fixed \[tab-symbol-outline\]' "$work/out"; then
    ok "swift package --allow-writing-to-package-directory hig-lint-fix: the outline symbol is written"
else
    fail "hig-lint-fix" "exit $status: $(tail_of "$(cat "$work/out")")"
fi
finish
