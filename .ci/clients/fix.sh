#!/usr/bin/env bash
# `hig-lint --fix` on copies of the bundled fixture apps (Fixtures/apps, Fixtures/swift/*, Fixtures/ib): the
# diff `--fix --diff` prints writes nothing, exits as a lint of the unfixed files, and applies with patch(1) to the very bytes --fix
# writes; the fixed apps still load, keep their permissions, hold no finding a fix was made for,
# and report the remaining count --fix gave; a second --fix finds nothing to fix; a description
# linked from outside the copy is not written through. Prints `ok`/`FAIL` lines and a final
# `N passed, M failed`.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source "$root/.ci/clients/common.bash"

command -v patch >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq patch; } >/dev/null 2>&1
swift build >/dev/null 2>&1 || { fail build "swift build failed"; finish; }
bin="$(swift build --show-bin-path)/hig-lint"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fresh() { rm -rf "$work/$1"; mkdir -p "$work/$1"; cp -R Fixtures/apps Fixtures/swift Fixtures/ib "$work/$1/"; }

fresh diff
fresh fixed
fresh patched
chmod 640 "$work/fixed/apps/music-ipados.hig.xml"
before=$(cd "$work/diff" && find . -type f -exec sha256sum {} + | sort)
(cd "$work/diff" && "$bin" --no-config --fix --unsafe-fixes --diff apps swift ib >"$work/out.diff" 2>"$work/diff.err")
diff_status=$?
after=$(cd "$work/diff" && find . -type f -exec sha256sum {} + | sort)
[ "$before" = "$after" ] && ok "--fix --diff writes nothing" || fail "--fix --diff" "files changed"
grep -q '^+++ b/' "$work/out.diff" && ok "--fix --diff prints a unified diff ($(grep -c '^+++ ' "$work/out.diff") files)" \
    || fail "--fix --diff" "no diff: $(tail_of "$(cat "$work/diff.err")")"

(cd "$work/fixed" && "$bin" --no-config --fix --unsafe-fixes apps swift ib >"$work/fix.out" 2>"$work/fix.err")
fix_status=$?
# --fix --diff writes nothing: it exits as a lint of the files as they are does.
(cd "$work/diff" && "$bin" --no-config apps swift ib >"$work/lint.out" 2>"$work/lint.err")
lint_status=$?
[ "$lint_status" = "$diff_status" ] && ok "--fix --diff exits as the unfixed files lint ($diff_status)" || fail "exit status" "lint $lint_status, --diff $diff_status"
summary=$(grep -E '^hig-lint: Found [0-9]+ findings? \([0-9]+ fixed in [0-9]+ files?, [0-9]+ remaining\)$' "$work/fix.err")
[ -n "$summary" ] && ok "summary: ${summary#hig-lint: }" || fail "summary" "$(tail_of "$(cat "$work/fix.err")")"
fixed_count=$(sed -E 's/.*\(([0-9]+) fixed.*/\1/' <<<"$summary")
remaining=$(sed -E 's/.*, ([0-9]+) remaining\)/\1/' <<<"$summary")
[ "${fixed_count:-0}" -gt 0 ] && [ "$(grep -c ': fixed \[' "$work/fix.err")" = "$fixed_count" ] \
    && ok "each of the $fixed_count fixes is listed" || fail "fixed list" "$(grep -c ': fixed \[' "$work/fix.err") lines for $fixed_count fixes"

(cd "$work/patched" && patch -s -p1 <"$work/out.diff") && ok "the diff applies with patch -p1" || fail "patch" "patch -p1 failed"
if diff -r "$work/fixed" "$work/patched" >/dev/null; then ok "the patched copy equals the fixed copy"; else fail "patch result" "$(diff -r "$work/fixed" "$work/patched" | head -5 | tr '\n' '|')"; fi
[ "$(stat -c %a "$work/fixed/apps/music-ipados.hig.xml")" = 640 ] && ok "a fixed file keeps its permissions (640)" \
    || fail "permissions" "$(stat -c %a "$work/fixed/apps/music-ipados.hig.xml")"

# Linting the fixed copy again: it loads (no exit 2), has the remaining findings and none a fix was made for.
(cd "$work/fixed" && "$bin" --no-config --format json apps swift ib >"$work/relint.json" 2>/dev/null)
relint_status=$?
[ "$relint_status" != 2 ] && ok "the fixed apps load (exit $relint_status)" || fail "relint" "exit 2"
# (Whether any of them still has a fix is the second --fix's question below: a rule can be fixable
# where one front end writes its fix and not where another reads the same chrome, as UIKit code's
# prominent bar items.)
check "the fixed apps have the $remaining findings the summary says remain" python3 -c '
import json, sys
findings = json.load(open(sys.argv[1]))["findings"]
assert len(findings) == int(sys.argv[2]), (len(findings), sys.argv[2])' "$work/relint.json" "$remaining"
(cd "$work/fixed" && "$bin" --no-config --fix --unsafe-fixes apps swift ib >/dev/null 2>"$work/again.err")
grep -qE '^hig-lint: Found [0-9]+ findings? \(0 fixed in 0 files' "$work/again.err" && ok "a second --fix finds nothing to fix" \
    || fail "second --fix" "$(tail_of "$(cat "$work/again.err")")"

# Without --unsafe-fixes, the unsafe fixes (sidebar icon colours, TripsView's among them) are not
# made, and the summary says how many wait (the count grows with the fixtures).
fresh safe
(cd "$work/safe" && "$bin" --no-config --fix --diff apps swift ib >"$work/safe.diff" 2>"$work/safe.err")
if grep -qE '^hig-lint: Found .*; ([0-9]+ more have unsafe fixes|1 more has an unsafe fix), made with --unsafe-fixes$' "$work/safe.err" \
    && ! grep -q 'TripsView.swift' "$work/safe.diff" && grep -q 'TripsView.swift' "$work/out.diff"; then
    ok "the unsafe fix waits for --unsafe-fixes, and the summary says so"
else
    fail "unsafe fix" "$(tail_of "$(cat "$work/safe.err")")"
fi

# A description that links to a file outside the folder being fixed is left alone.
mkdir -p "$work/outside" "$work/linked"
cp Fixtures/rules/tab-symbol-outline/failing.hig.json "$work/outside/tabs.hig.json"
ln -s "$work/outside/tabs.hig.json" "$work/linked/tabs.hig.json"
(cd "$work/linked" && "$bin" --no-config --fix . >/dev/null 2>"$work/link.err")
if cmp -s Fixtures/rules/tab-symbol-outline/failing.hig.json "$work/outside/tabs.hig.json" && [ -L "$work/linked/tabs.hig.json" ] \
    && grep -q 'not fixing tabs.hig.json' "$work/link.err"; then
    ok "a linked description is not written through, and says so"
else
    fail "symbolic link" "$(tail_of "$(cat "$work/link.err")")"
fi
finish
