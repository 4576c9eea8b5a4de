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
# release_artifacts OUT: Scripts/release --dry-run of this checkout, with its release build, into
# OUT unless OUT holds one already (its log in OUT.log). run.sh names one OUT for every check
# (HIG_LINT_CI_RELEASE_OUT), so that the release build, the slow part, is made once per run.
release_artifacts() {
    local out=$1 version
    [ -f "$out/SHA256SUMS" ] && return 0
    version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/HIGLint/Version.swift")
    (cd "$root" && Scripts/release "$version" --dry-run --repository example/hig-lint --out "$out") > "$out.log" 2>&1
}
# release_check_setup: for the checks that install what Scripts/release writes: sets work (a
# temporary folder, removed on exit), out (run.sh's shared release folder, or one in work) and
# version (Version.swift's), and makes the release there unless it is made; a failure ends the check.
release_check_setup() {
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    out=${HIG_LINT_CI_RELEASE_OUT:-$work/release}
    version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$root/Sources/HIGLint/Version.swift")
    release_artifacts "$out" || { fail "Scripts/release" "$(tail_of "$(cat "$out.log")")"; finish; }
}
# release_artifacts_in_copy OUT: release_artifacts from a copy of this checkout (a shared clone of
# HEAD with the work tree's tracked and untracked, not ignored files laid over it) in OUT.src, so
# that its release build has a build folder of its own and can run beside a build of the checkout
# (SwiftPM lets one build at a time use a build folder). .ci/extended starts it in the background.
release_artifacts_in_copy() {
    local out=$1 src=$1.src
    [ -f "$out/SHA256SUMS" ] && return 0
    mkdir -p "$(dirname "$out")"
    checkout_copy "$src" || return 1
    (root=$src; release_artifacts "$out")
}
# checkout_copy DEST: a shared clone of HEAD in DEST with the work tree's tracked and untracked, not
# ignored files laid over it: this checkout as it is, in a folder of its own.
checkout_copy() {
    rm -rf "$1" && git clone -q --shared "$root" "$1" || return 1
    (cd "$root" && git ls-files -z --cached --others --exclude-standard |
        while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
        tar --null -T - -cf -) | tar -C "$1" -xf -
}
