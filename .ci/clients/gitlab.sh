#!/usr/bin/env bash
# The GitLab Code Quality report (--format gitlab) checked the way GitLab reads it: check-jsonschema
# against the documented report format (gitlab-codequality.schema.json), unique fingerprints (GitLab
# drops duplicates), repository-relative paths that exist, and one issue per finding and input error.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source "$root/.ci/clients/common.bash"

command -v check-jsonschema >/dev/null || python3 -m pip install --quiet check-jsonschema >/dev/null 2>&1
swift build >/dev/null 2>&1 || { fail build "swift build failed"; finish; }
bin="$(swift build --show-bin-path)/hig-lint"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

"$bin" --quiet --report gitlab="$out/gl.json" --report json="$out/r.json" Fixtures
"$bin" --quiet --report gitlab="$out/bad.json" $(ls Fixtures/invalid/* | grep -v '\.errors$') 2>/dev/null
for report in gl bad; do
    check "check-jsonschema: $report.json follows GitLab's Code Quality format" \
        check-jsonschema --schemafile .ci/clients/gitlab-codequality.schema.json "$out/$report.json"
done
check "fingerprints are unique, paths exist, one issue per finding" python3 -c '
import json, os, sys
issues = json.load(open(sys.argv[1]))
report = json.load(open(sys.argv[2]))
fingerprints = [i["fingerprint"] for i in issues]
assert len(set(fingerprints)) == len(fingerprints), "duplicate fingerprints"
missing = [i["location"]["path"] for i in issues if not os.path.isfile(i["location"]["path"])]
assert not missing, f"paths that do not exist: {missing[:3]}"
assert len(issues) == len(report["findings"]), (len(issues), len(report["findings"]))
assert {i["check_name"] for i in issues} == {f["ruleId"] for f in report["findings"]}
' "$out/gl.json" "$out/r.json"
check "input errors are blocker issues" python3 -c '
import json, sys
issues = json.load(open(sys.argv[1]))
assert issues and all(i["severity"] == "blocker" and i["check_name"] == "hig-lint-input-error" for i in issues)
assert len(issues) == int(sys.argv[2]), (len(issues), sys.argv[2])
' "$out/bad.json" "$(cat Fixtures/invalid/*.errors | wc -l)"

finish
