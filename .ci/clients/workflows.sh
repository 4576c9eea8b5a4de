#!/usr/bin/env bash
# The GitHub Action (action.yml) and the workflows in .github/workflows/: check-jsonschema with the
# schemas it vendors from SchemaStore (vendor.github-workflows, vendor.github-actions), then the
# action's lint, summary and exit steps run for real with bash, as a runner would, against the
# fixtures (its install step downloads a release or builds one, which needs GitHub or a release build).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source "$root/.ci/clients/common.bash"

command -v check-jsonschema >/dev/null || python3 -m pip install --quiet check-jsonschema >/dev/null 2>&1
python3 -c 'import yaml' 2>/dev/null || python3 -m pip install --quiet pyyaml >/dev/null 2>&1
for workflow in .github/workflows/*.yml; do
    check "check-jsonschema vendor.github-workflows $workflow" check-jsonschema --builtin-schema vendor.github-workflows "$workflow"
done
check "check-jsonschema vendor.github-actions action.yml" check-jsonschema --builtin-schema vendor.github-actions action.yml
check "upload-sarif is the current major version (v4) and skipped for forks" python3 -c '
import yaml
steps = yaml.safe_load(open("action.yml"))["runs"]["steps"]
upload = next(s for s in steps if "upload-sarif" in s.get("uses", ""))
assert upload["uses"].endswith("@v4"), upload["uses"]
assert "head.repo.full_name == github.repository" in upload["if"]'

swift build >/dev/null 2>&1 || { fail build "swift build failed"; finish; }
bin_dir=$(swift build --show-bin-path)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Each step's script, run by bash with the variables a runner sets.
step() {
    python3 -c '
import sys, yaml
steps = yaml.safe_load(open(sys.argv[2]))["runs"]["steps"]
print(next(s for s in steps if s.get("id") == sys.argv[1] or s.get("name") == sys.argv[1])["run"])' "$1" "$root/action.yml"
}
export RUNNER_TEMP="$work" GITHUB_OUTPUT="$work/output" GITHUB_STEP_SUMMARY="$work/summary" PATH="$bin_dir:$PATH"
cp -r Fixtures/rules/toolbar-prominent-action "$work/app"
(cd "$work/app" && PATHS=. ARGS="--fail-on error" bash -c "$(step lint)") >"$work/log" 2>&1
if grep -q '^exit-code=1$' "$work/output" && grep -q '^::error file=failing.hig.json,line=' "$work/log" && [ -s "$work/hig-lint.sarif" ]; then
    ok "lint step: annotations, SARIF and exit-code=1 for the failing example"
else
    fail "lint step" "$(tail_of "$(cat "$work/output" "$work/log")")"
fi
# A path named like an option stays a path: the lint step passes `--` before the paths.
mkdir "$work/injected" && echo '{"platforms": ["macOS"]}' > "$work/injected/Victim.hig.json"
cp "$work/app/failing.hig.json" "$work/injected/--output=Victim.hig.json"
: > "$work/output"
(cd "$work/injected" && PATHS=--output=Victim.hig.json ARGS= bash -c "$(step lint)") >"$work/log" 2>&1
if grep -q '^exit-code=1$' "$work/output" && grep -q '^::error file=./--output=Victim.hig.json,line=' "$work/log" \
        && [ "$(cat "$work/injected/Victim.hig.json")" = '{"platforms": ["macOS"]}' ]; then
    ok "lint step: a file named --output=Victim.hig.json is linted, and Victim.hig.json is untouched"
else
    fail "lint step, a path named like an option" "$(tail_of "$(cat "$work/output" "$work/log" "$work/injected/Victim.hig.json")")"
fi
# The install step on Linux downloads the release's archive and SHA256SUMS (a stand-in gh copies
# them from a folder here) and installs the binary only when the checksum matches.
release() {  # release DIR [tamper]: the archives of every platform (each holding the built binary), and SHA256SUMS
    mkdir -p "$1/hig-lint-9.9.9" && cp "$bin_dir/hig-lint" "$1/hig-lint-9.9.9/"
    for platform in linux-x86_64 linux-aarch64 macos-universal; do
        (cd "$1" && tar -czf "hig-lint-9.9.9-$platform.tar.gz" hig-lint-9.9.9)
    done
    (cd "$1" && sha256sum ./*.tar.gz > SHA256SUMS)
    [ -z "${2:-}" ] || (cd "$1" && echo tampered > hig-lint-9.9.9/extra && tar -czf "hig-lint-9.9.9-linux-$(uname -m).tar.gz" hig-lint-9.9.9)
}
mkdir -p "$work/fakebin" && cat > "$work/fakebin/gh" <<'FAKE'
#!/usr/bin/env bash
# gh release download VERSION --repo R --pattern P... --dir D --clobber: copies from $FAKE_RELEASE.
dir=; patterns=()
while [ $# -gt 0 ]; do case $1 in --pattern) patterns+=("$2"); shift ;; --dir) dir=$2; shift ;; esac; shift; done
for pattern in "${patterns[@]}"; do cp "$FAKE_RELEASE/$pattern" "$dir/" || exit 1; done
FAKE
# A stand-in uname whose -m is FAKE_ARCH when set: the step picks the archive for the runner's architecture.
cat > "$work/fakebin/uname" <<'FAKE'
#!/usr/bin/env bash
if [ "${1:-}" = -m ] && [ -n "${FAKE_ARCH:-}" ]; then echo "$FAKE_ARCH"; else exec /bin/uname "$@"; fi
FAKE
# gh records what it was asked for; swift is not on the step's PATH, so a build instead of a download fails.
sed -i 's|^for pattern in|echo "${patterns[*]}" >> "$FAKE_RELEASE.asked"; for pattern in|' "$work/fakebin/gh"
chmod +x "$work/fakebin/gh" "$work/fakebin/uname"
install_with() {  # install_with RELEASE-DIR TOOL-CACHE [RUNNER_OS]: runs the install step as a runner would
    (RUNNER_OS=${3:-Linux} VERSION=9.9.9 RUNNER_TOOL_CACHE="$2" FAKE_RELEASE="$1" GITHUB_PATH="$work/path" ACTION_PATH="$root" \
        REPOSITORY=hig-lint/hig-lint RUNNER_TEMP="$(mktemp -d "$work/temp.XXXX")" PATH="$work/fakebin:/usr/bin:/bin" bash -c "$(step install)")
}
release "$work/good" && release "$work/bad" tamper
if install_with "$work/good" "$work/tools-good" >"$work/log" 2>&1 && [ -x "$work/tools-good/hig-lint/9.9.9/bin/hig-lint" ]; then
    ok "install step: a release whose archive matches SHA256SUMS is installed"
else
    fail "install step, matching checksum" "$(tail_of "$(cat "$work/log")")"
fi
if ! install_with "$work/bad" "$work/tools-bad" >"$work/log" 2>&1 && [ ! -e "$work/tools-bad/hig-lint/9.9.9/bin/hig-lint" ] \
        && grep -q "does not match the SHA-256" "$work/log"; then
    ok "install step: an archive that does not match SHA256SUMS is refused and nothing is installed"
else
    fail "install step, tampered archive" "$(tail_of "$(cat "$work/log")")"
fi
if FAKE_ARCH=aarch64 install_with "$work/good" "$work/tools-arm" >"$work/log" 2>&1 && [ -x "$work/tools-arm/hig-lint/9.9.9/bin/hig-lint" ] &&
        tail -1 "$work/good.asked" | grep -qx 'hig-lint-9.9.9-linux-aarch64.tar.gz SHA256SUMS'; then
    ok "install step: an arm64 Linux runner downloads the linux-aarch64 archive"
else
    fail "install step, arm64" "$(tail_of "$(cat "$work/log" "$work/good.asked")")"
fi
if install_with "$work/good" "$work/tools-mac" macOS >"$work/log" 2>&1 && [ -x "$work/tools-mac/hig-lint/9.9.9/bin/hig-lint" ] &&
        tail -1 "$work/good.asked" | grep -qx 'hig-lint-9.9.9-macos-universal.tar.gz SHA256SUMS'; then
    ok "install step: a macOS runner downloads the universal binary, building nothing"
else
    fail "install step, macOS" "$(tail_of "$(cat "$work/log" "$work/good.asked")")"
fi
# The release workflow builds every platform Scripts/release packs, and packs them with --tagged.
check "release.yml builds the platforms Scripts/release packs and publishes what it writes" python3 -c '
import re, sys, yaml
workflow = yaml.safe_load(open(".github/workflows/release.yml"))
script = open("Scripts/release").read()
packed = set(re.search(r"all_platforms=\"([^\"]*)\"", script).group(1).split())
jobs = workflow["jobs"]
built = {m["platform"] for m in jobs["linux"]["strategy"]["matrix"]["include"]}
built |= {s["with"]["name"] for s in jobs["macos"]["steps"] if "upload-artifact" in s.get("uses", "")}
assert built == packed, (built, packed)
publish = "\n".join(s.get("run", "") for s in jobs["publish"]["steps"])
assert "Scripts/release \"$GITHUB_REF_NAME\" --tagged --skip-build --assets assets" in publish
files = next(s["with"]["files"] for s in jobs["publish"]["steps"] if "action-gh-release" in s.get("uses", ""))
for asset in ("dist/*.tar.gz", "dist/hig-lint.artifactbundle.zip", "dist/*.whl", "dist/SHA256SUMS"):
    assert asset in files, asset
assert list(workflow[True]["push"]["tags"]) == ["[0-9]+.[0-9]+.[0-9]+*"]'
bash -c "$(step 'Job summary')" && grep -q 'toolbar-prominent-action' "$work/summary" && ok "summary step: the Markdown report is in the job summary" || fail "summary step" "nothing in $work/summary"
if STATUS=1 bash -c "$(step 'Exit status')"; then fail "exit step" "status 1 passed"; else ok "exit step: the job fails with hig-lint's status"; fi
STATUS=0 bash -c "$(step 'Exit status')" && ok "exit step: a clean run passes" || fail "exit step" "status 0 failed"

finish
