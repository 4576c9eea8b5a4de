#!/usr/bin/env bash
# Real clients read hig-lint's reports of the bundled fixtures: check-sarif (OASIS schema and GitHub's
# expectations), sarif-tools, xmllint, junitparser. Installs what is missing; prints `ok`/`FAIL`
# lines and a final `N passed, M failed`.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source "$root/.ci/clients/common.bash"

command -v xmllint >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq libxml2-utils; } >/dev/null 2>&1
python3 -c 'import junitparser' 2>/dev/null || python3 -m pip install --quiet junitparser >/dev/null 2>&1
command -v sarif >/dev/null || python3 -m pip install --quiet sarif-tools >/dev/null 2>&1
python3 -c 'import jsonschema' 2>/dev/null || python3 -m pip install --quiet jsonschema >/dev/null 2>&1

swift build >/dev/null 2>&1 || { fail build "swift build failed"; finish; }
bin="$(swift build --show-bin-path)/hig-lint"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
"$bin" --fail-on warning --report sarif="$out/r.sarif" --report junit="$out/r.junit.xml" --report checkstyle="$out/r.checkstyle.xml" \
    --report json="$out/r.json" --report github="$out/r.github.txt" --report markdown="$out/r.md" Fixtures
status=$?
[ "$status" = 1 ] && ok "exit status 1 for the failing fixtures" || fail "exit status" "expected 1, got $status"

# The expected counts come from hig-lint's own JSON report.
read -r findings failures files suppressed <<<"$(python3 -c '
import json, sys
r = json.load(open(sys.argv[1]))
print(len(r["findings"]), sum(f["severity"] in ("error", "warning") for f in r["findings"]), r["summary"]["files"], len(r["suppressed"]))' "$out/r.json")"

if [ -x ../shared/tools/check-sarif ]; then
    check "check-sarif --strict" ../shared/tools/check-sarif --strict "$out/r.sarif"
else
    echo "note: ../shared/tools/check-sarif is not beside this checkout; skipping it"
fi
check "sarif summary" sarif summary "$out/r.sarif"
# SARIF keeps suppressed findings (marked with suppressions), so sarif-tools lists them too.
if sarif csv -o "$out/r.csv" "$out/r.sarif" >/dev/null 2>&1 && [ "$(($(wc -l <"$out/r.csv") - 1))" = "$((findings + suppressed))" ]; then
    ok "sarif csv has one row per finding, suppressed ones included ($findings + $suppressed)"
else
    fail "sarif csv" "expected $((findings + suppressed)) rows"
fi
check "xmllint --noout junit" xmllint --noout "$out/r.junit.xml"
check "xmllint --noout checkstyle" xmllint --noout "$out/r.checkstyle.xml"
check "junitparser counts" python3 -c '
import sys
from junitparser import JUnitXml, Failure
xml = JUnitXml.fromfile(sys.argv[1])
cases = [case for suite in xml for case in suite]
failures = sum(1 for case in cases for r in case.result if isinstance(r, Failure))
findings, expected_failures, files = map(int, sys.argv[2:5])
clean = sum(1 for suite in xml if suite.tests == 1 and all(c.name == "hig-lint" for c in suite))
assert len(list(xml)) == files, f"{len(list(xml))} suites for {files} files"
assert len(cases) == findings + clean, f"{len(cases)} cases for {findings} findings and {clean} clean files"
assert failures == expected_failures, f"{failures} failures, expected {expected_failures}"
assert xml.tests == len(cases) and xml.failures == failures
' "$out/r.junit.xml" "$findings" "$failures" "$files"
check "checkstyle has one error per finding" python3 -c '
import sys, xml.etree.ElementTree as ET
n = len(ET.parse(sys.argv[1]).getroot().findall("file/error"))
assert n == int(sys.argv[2]), f"{n} errors, expected {sys.argv[2]}"' "$out/r.checkstyle.xml" "$findings"
if [ "$(grep -c '^::\(error\|warning\|notice\) file=' "$out/r.github.txt")" = "$findings" ]; then
    ok "github has one command per finding"
else
    fail "github" "expected $findings workflow commands"
fi

# Malformed inputs end up in the XML reports as errors; the reports must still be well-formed.
"$bin" --report junit="$out/bad.junit.xml" --report checkstyle="$out/bad.checkstyle.xml" --report sarif="$out/bad.sarif" \
    $(ls Fixtures/invalid/* | grep -v '\.errors$') 2>/dev/null
status=$?
[ "$status" = 2 ] && ok "exit status 2 for malformed inputs" || fail "exit status" "expected 2, got $status"
check "xmllint --noout junit with input errors" xmllint --noout "$out/bad.junit.xml"
check "xmllint --noout checkstyle with input errors" xmllint --noout "$out/bad.checkstyle.xml"
check "sarif summary with input errors" sarif summary "$out/bad.sarif"
check "junitparser counts input errors" python3 -c '
import sys
from junitparser import JUnitXml
xml = JUnitXml.fromfile(sys.argv[1])
assert xml.errors == int(sys.argv[2]) and xml.failures == 0, (xml.errors, xml.failures)' "$out/bad.junit.xml" "$(cat Fixtures/invalid/*.errors | wc -l)"

finish
