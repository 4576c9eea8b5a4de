#!/usr/bin/env bash
# The GitHub Action (action.yml) and the workflows in .github/workflows/: check-jsonschema with the
# schemas it vendors from SchemaStore (vendor.github-workflows, vendor.github-actions), then the
# action run as a runner runs it (action_runner.py: each `shell: bash` step a script file run by
# `bash --noprofile --norc -eo pipefail`, with the runner's variables and files, `if:` conditions
# evaluated, stand-ins for upload-artifact and upload-sarif), installing a release made here from
# the debug build (a stand-in `gh` copies its archive and SHA256SUMS), against the fixtures.
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
check "docs/integrations.md names every input, output and action of action.yml, whose description names every kind of file it reads" python3 -c '
import yaml
action, docs = yaml.safe_load(open("action.yml")), open("docs/integrations.md").read()
for name in [*action["inputs"], *action["outputs"]]:
    assert f"`{name}" in docs or f" {name}: " in docs, name
for step in action["runs"]["steps"]:
    assert "uses" not in step or "`" + step["uses"] + "`" in docs, step["uses"]
for kind in ("SwiftUI", "UIKit", "AppKit", "storyboards", "xibs", "descriptions", "HTML report"):
    assert kind in action["description"], kind'

swift build >/dev/null 2>&1 || { fail build "swift build failed"; finish; }
bin_dir=$(swift build --show-bin-path)
python=$(python3 -c 'import sys; print(sys.executable)')  # the job's PATH is the runner's, not this one's
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

release() {  # release DIR [tamper]: the archives of every platform (each holding the built binary), and SHA256SUMS
    mkdir -p "$1/hig-lint-9.9.9" && cp "$bin_dir/hig-lint" "$1/hig-lint-9.9.9/"
    for platform in linux-x86_64 linux-aarch64 macos-universal; do
        (cd "$1" && tar -czf "hig-lint-9.9.9-$platform.tar.gz" hig-lint-9.9.9)
    done
    (cd "$1" && sha256sum ./*.tar.gz > SHA256SUMS)
    [ -z "${2:-}" ] || (cd "$1" && echo tampered > hig-lint-9.9.9/extra && tar -czf "hig-lint-9.9.9-linux-$(uname -m).tar.gz" hig-lint-9.9.9)
}
release "$work/good" && release "$work/bad" tamper
mkdir -p "$work/fakebin" && cat > "$work/fakebin/gh" <<'FAKE'
#!/usr/bin/env bash
# gh release download VERSION --repo R --pattern P... --dir D --clobber: copies from $FAKE_RELEASE,
# and notes what it was asked for in $FAKE_RELEASE_ASKED.
dir=; patterns=()
while [ $# -gt 0 ]; do case $1 in --pattern) patterns+=("$2"); shift ;; --dir) dir=$2; shift ;; esac; shift; done
echo "${patterns[*]}" >> "$FAKE_RELEASE_ASKED"
for pattern in "${patterns[@]}"; do cp "$FAKE_RELEASE/$pattern" "$dir/" || exit 1; done
FAKE
# A stand-in uname whose -m is FAKE_ARCH when set: the step picks the archive for the runner's architecture.
cat > "$work/fakebin/uname" <<'FAKE'
#!/usr/bin/env bash
if [ "${1:-}" = -m ] && [ -n "${FAKE_ARCH:-}" ]; then echo "$FAKE_ARCH"; else exec /bin/uname "$@"; fi
FAKE
chmod +x "$work/fakebin/gh" "$work/fakebin/uname"

# run_action NAME PROJECT [action_runner.py options]: the action in a job of its own (its own
# RUNNER_TEMP, artifacts and, unless TOOL_CACHE names a shared one, tool cache) on a copy of
# PROJECT as the workspace, with version 9.9.9 from RELEASE (default the good one) unless given.
# swift and hig-lint are not on the job's PATH: the install step provides hig-lint, from the release.
# Leaves $job (its folder: result.json, log, the files asked of gh in asked).
run_action() {
    local name=$1 project=$2
    shift 2
    job="$work/jobs/$name"
    mkdir -p "$job/temp" "$job/artifacts"
    cp -R "$project" "$job/workspace"
    (cd "$job/workspace" && RUNNER_OS=${RUNNER_OS_GIVEN:-Linux} RUNNER_ARCH=X64 RUNNER_TEMP="$job/temp" \
        RUNNER_TOOL_CACHE="${TOOL_CACHE:-$job/tools}" GITHUB_WORKSPACE="$job/workspace" GITHUB_JOB=lint \
        GITHUB_REPOSITORY=example/app GITHUB_SERVER_URL=https://github.com GITHUB_RUN_ID=7 GITHUB_ACTIONS=true CI=true \
        ARTIFACTS="$job/artifacts" FAKE_RELEASE="${RELEASE:-$work/good}" FAKE_RELEASE_ASKED="$job/asked" \
        HOME="$job" PATH="$work/fakebin:/usr/bin:/bin" \
        "$python" "$root/.ci/clients/action_runner.py" "$root/action.yml" "$job/result.json" \
            --context github.event_name=push --context github.repository=example/app \
            --context github.action_repository=hig-lint/hig-lint --with version=9.9.9 "$@") > "$job/log" 2>&1
}
# expect NAME CONDITION...: a Python assertion on the last job's result.json (`r`) and log (`log`).
expect() {
    local name=$1
    shift
    if python3 - "$job/result.json" "$job/log" "$@" >"$job/why" 2>&1 <<'PY'
import json, sys
r, log = json.load(open(sys.argv[1])), open(sys.argv[2]).read()
step = {s["name"]: s for s in r["steps"]}
for condition in sys.argv[3:]:
    assert eval(condition), condition
PY
    then ok "$name"; else fail "$name" "$(tail_of "$(cat "$job/why" "$job/log")" 8)"; fi
}

# A project with an error finding: the run fails, and reports everything first.
fixture=Fixtures/rules/toolbar-prominent-action
mkdir -p "$work/failing" && cp "$fixture/failing.hig.json" "$fixture/passing.swift" "$work/failing/"
run_action failing "$work/failing" --with "args=--fail-on error" --context strategy.job-index=0 --context strategy.job-total=1
expect "action on a project with an error finding: the lint step ends well and sets exit-code=1, sarif-file and html-file" \
    'step["Run hig-lint"]["outcome"] == "success"' 'r["outputs"]["exit-code"] == "1"' \
    'r["outputs"]["sarif-file"].endswith("/hig-lint.sarif")' 'r["outputs"]["html-file"].endswith("/hig-lint.html")' \
    '"::error file=failing.hig.json,line=" in log'
expect "action on a project with an error finding: upload-sarif runs (its if: is true) with the SARIF log of the findings" \
    'step["Upload SARIF"]["ran"]' 'r["sarif_uploads"] == [{"file": r["outputs"]["sarif-file"], "category": "hig-lint", "results": 2}]'
expect "action on a project with an error finding: the HTML report is uploaded as artifact hig-lint-report-lint and linked from the job summary" \
    'step["Upload the HTML report"]["outcome"] == "success"' 'list(r["artifacts"]) == ["hig-lint-report-lint"]' \
    '"<html" in open(r["artifacts"]["hig-lint-report-lint"]).read() and "failing.hig.json" in open(r["artifacts"]["hig-lint-report-lint"]).read()' \
    '"toolbar-prominent-action" in r["summary"]' \
    '"**[HTML report: every screen with its findings](https://github.com/example/app/actions/runs/7/artifacts/1)** (artifact `hig-lint-report-lint`)" in r["summary"]'
expect "action on a project with an error finding: the job fails at its last step, with hig-lint's status" \
    'r["job"] == "failure"' 'step["Exit status"]["ran"] and step["Exit status"]["exit"] == 1' \
    '[s["outcome"] for s in r["steps"][:-1]] == ["success"] * (len(r["steps"]) - 1)'

# A pull request from a fork (a read-only token): no upload to code scanning; the HTML report and
# the summary still come; a matrix job's artifact is named by its index.
run_action fork "$work/failing" --context github.event_name=pull_request \
    --context github.event.pull_request.head.repo.full_name=someone/app --context strategy.job-index=1 --context strategy.job-total=2
expect "action on a fork's pull request: upload-sarif skipped, the HTML report uploaded (hig-lint-report-lint-1), the job failed" \
    'not step["Upload SARIF"]["ran"]' 'list(r["artifacts"]) == ["hig-lint-report-lint-1"]' \
    '"hig-lint-report-lint-1" in r["summary"]' 'r["job"] == "failure"'

# A clean project passes; html: false leaves the report out.
mkdir -p "$work/clean" && cp "$fixture/passing.hig.json" "$work/clean/"
run_action clean "$work/clean" --with html=false
expect "action on a clean project with html: false: exit-code=0, the job passes, no HTML report" \
    'r["outputs"]["exit-code"] == "0"' 'r["job"] == "success"' 'r["artifacts"] == {}' 'r["outputs"]["html-file"] == ""' \
    '"HTML report" not in r["summary"]'

# A path named like an option stays a path: the lint step passes `--` before the paths.
mkdir "$work/injected" && echo '{"platforms": ["macOS"]}' > "$work/injected/Victim.hig.json"
cp "$fixture/failing.hig.json" "$work/injected/--output=Victim.hig.json"
run_action injected "$work/injected" --with paths=--output=Victim.hig.json
expect "action with paths: --output=Victim.hig.json: the file is linted, Victim.hig.json is untouched" \
    'r["outputs"]["exit-code"] == "1"' '"::error file=./--output=Victim.hig.json,line=" in log' \
    'open(sys.argv[1].rsplit("/", 1)[0] + "/workspace/Victim.hig.json").read() == "{\"platforms\": [\"macOS\"]}\n"'

# The install step: the release's archive is installed only when it matches SHA256SUMS, for the
# runner's platform.
RELEASE="$work/bad" run_action tampered "$work/clean"
expect "install step: an archive that does not match SHA256SUMS is refused; nothing runs" \
    '"does not match the SHA-256" in log' 'step["Install hig-lint"]["outcome"] == "failure"' \
    'not step["Run hig-lint"]["ran"]' 'r["job"] == "failure"'
FAKE_ARCH=aarch64 run_action arm "$work/clean"
expect "install step: an arm64 Linux runner downloads the linux-aarch64 archive" \
    'r["job"] == "success"' 'open(sys.argv[1].rsplit("/", 1)[0] + "/asked").read().split() == ["SHA256SUMS", "hig-lint-9.9.9-linux-aarch64.tar.gz"]'
RUNNER_OS_GIVEN=macOS run_action mac "$work/clean"
expect "install step: a macOS runner downloads the universal binary, building nothing" \
    'r["job"] == "success"' 'open(sys.argv[1].rsplit("/", 1)[0] + "/asked").read().split() == ["SHA256SUMS", "hig-lint-9.9.9-macos-universal.tar.gz"]'

# The tool cache outlives a job (on a self-hosted runner, across repositories): what is in it is
# checked against the release's SHA256SUMS on every use. A second job with the same tool cache
# downloads only SHA256SUMS; a third, after someone replaced the cached archive and planted a
# binary where an older action ran it from, downloads the archive again and runs the genuine one.
export TOOL_CACHE="$work/shared-tools"
run_action first "$work/failing"
run_action second "$work/failing"
expect "tool cache: a second job checks the cached archive against SHA256SUMS and downloads nothing else" \
    'r["outputs"]["exit-code"] == "1"' '"from the tool cache, its SHA-256 checked" in log' \
    'open(sys.argv[1].rsplit("/", 1)[0] + "/asked").read().split() == ["SHA256SUMS"]'
cp "$work/bad/hig-lint-9.9.9-linux-$(uname -m).tar.gz" "$TOOL_CACHE/hig-lint/9.9.9/"
mkdir -p "$TOOL_CACHE/hig-lint/9.9.9/bin"
printf '#!/bin/sh\ntouch "%s"\n' "$work/planted-ran" > "$TOOL_CACHE/hig-lint/9.9.9/bin/hig-lint"
chmod +x "$TOOL_CACHE/hig-lint/9.9.9/bin/hig-lint"
run_action third "$work/failing"
if [ -e "$work/planted-ran" ]; then
    fail "tool cache: a binary planted in the tool cache" "it ran"
else
    expect "tool cache: a replaced cached archive is refused and downloaded again, a planted binary never runs" \
        '"the tool cache'"'"'s hig-lint-9.9.9-linux-" in log and "does not match the release" in log' \
        'r["outputs"]["exit-code"] == "1"' 'open(sys.argv[1].rsplit("/", 1)[0] + "/asked").read().split()[-1].startswith("hig-lint-9.9.9-linux-")'
fi
unset TOOL_CACHE

# version is a release's semantic version or "source", never a path.
for version in ../../x 1.0 "0.1.0/../../x" "0.1.0 --repo evil/x"; do
    run_action "version-$(tr -c 'a-z0-9' _ <<<"$version")" "$work/clean" --with "version=$version"
    expect "install step: version \"$version\" is refused, nothing made outside the tool cache" \
        '"is neither a release'"'"'s semantic version" in log' 'not step["Run hig-lint"]["ran"]' 'r["job"] == "failure"' \
        'not __import__("os").path.exists(sys.argv[1].rsplit("/", 1)[0] + "/x")' \
        'not __import__("os").path.exists(sys.argv[1].rsplit("/", 1)[0] + "/asked")'
done

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

finish
