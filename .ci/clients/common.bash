# Shared by the client checks in this folder (sourced, not run): counting and the result line.
passed=0 failed=0
ok() { echo "ok $1"; passed=$((passed + 1)); }
fail() { echo "FAIL $1: $2"; failed=$((failed + 1)); }
# Prints the closing `N passed, M failed` line and exits non-zero when a case failed.
finish() { echo "$passed passed, $failed failed"; [ "$failed" = 0 ]; exit; }
# The last lines of a log on one line, for a FAIL message.
tail_of() { tail -n "${2:-6}" <<<"$1" | tr '\n' '|'; }
# Runs a command as one case: ok when it succeeds, FAIL with its last lines otherwise.
check() { local name=$1 log; shift; if log=$("$@" 2>&1); then ok "$name"; else fail "$name" "$(tail_of "$log" 5)"; fi; }
