#!/usr/bin/env bash
# The pre-commit hooks (.pre-commit-hooks.yaml) run for real by pre-commit in a throwaway git
# repository, the way a project that adopts hig-lint runs them. Prints `ok`/`FAIL` lines and a final
# `N passed, M failed`; exits non-zero when a case failed.
#
# Which hig-lint is tested: the release build CI makes once (Scripts/release --dry-run, shared by
# the release checks through run.sh: common.bash's release_artifacts), unpacked from its Linux
# archive and put on PATH for the `hig-lint-system` hook (`language: system`). The `hig-lint` hook
# (`language: swift`) differs from it only in its language, which makes pre-commit compile hig-lint
# and swift-syntax in release mode in a clone of its own (about 15 minutes of both cores here): that
# hook is checked without the second build, against what pre-commit's swift language does (the
# installed pre-commit's own install function, run with its commands recorded) and against this
# package (its `hig-lint` executable product, which the release build above compiled with `-c
# release`). HIG_LINT_CI_PRECOMMIT_SWIFT=1 also installs and runs the `language: swift` hook for
# real, the slow way.
#
# The repository pre-commit clones is a snapshot of this checkout's work tree (tracked files plus
# untracked, not ignored ones), committed in a temporary repository and named by a real
# .pre-commit-config.yaml with `repo:` and `rev:`. Not `rev: $(git rev-parse HEAD)` of the checkout,
# which would test the last commit rather than the change under test; and not `pre-commit
# try-repo`, which copies only tracked changes (`git add -u`).
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
fixtures="$root/Fixtures/rules/toolbar-prominent-action"
source "$root/.ci/clients/common.bash"

command -v pre-commit >/dev/null || python3 -m pip install --quiet pre-commit >/dev/null 2>&1
command -v pre-commit >/dev/null || { fail "install pre-commit" "pre-commit is not on PATH after pip install"; finish; }
echo "pre-commit $(pre-commit --version | awk '{print $2}')"

# work (removed on exit), out (the shared release folder) and version; makes the release unless made.
release_check_setup
archive="$out/hig-lint-$version-linux-$(uname -m).tar.gz"
mkdir -p "$work/release" && tar -xzf "$archive" -C "$work/release" 2>/dev/null ||
    { fail "release binary" "$archive is missing or unreadable"; finish; }
release_bin="$work/release/hig-lint-$version"
[ -x "$release_bin/hig-lint" ] || { fail "release binary" "no hig-lint in $archive"; finish; }
export PRE_COMMIT_HOME="$work/cache"
: > "$work/gitconfig"  # an empty global configuration (never /dev/null, which git may try to write)
export GIT_CONFIG_GLOBAL="$work/gitconfig" GIT_CONFIG_NOSYSTEM=1 NO_COLOR=1
export GIT_AUTHOR_NAME=ci GIT_AUTHOR_EMAIL=ci@example.invalid GIT_COMMITTER_NAME=ci GIT_COMMITTER_EMAIL=ci@example.invalid

# The snapshot of the work tree that pre-commit clones and builds.
snap="$work/hig-lint"
mkdir -p "$snap"
(cd "$root" && git ls-files -z --cached --others --exclude-standard |
    while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done |
    tar --null -T - -cf -) | tar -C "$snap" -xf -
git -C "$snap" init -q && git -C "$snap" add -A && git -C "$snap" commit -qm snapshot || { fail snapshot "could not commit the work tree"; finish; }
changes=$(git -C "$root" status --porcelain | wc -l)
echo "testing the work tree of $root (HEAD $(git -C "$root" rev-parse --short HEAD), $changes uncommitted paths)"

# The project that adopts the hook.
app="$work/app"
git init -q "$app" && cd "$app" || { fail setup "git init failed"; finish; }
cat > .pre-commit-config.yaml <<EOF
repos:
  - repo: $snap
    rev: $(git -C "$snap" rev-parse HEAD)
    hooks:
      - id: hig-lint-system
EOF
# JSON and XML that are not descriptions: the hook's `files` pattern must leave them alone.
echo "# app" > README.md
echo '{"name": "not a description"}' > package.json
echo '<layout><button/></layout>' > layout.xml
git add -A && git commit -qm init

# The cases below run the hook through pre-commit with the release build first on PATH.
export PATH="$release_bin:$PATH"
hook() { pre-commit run --all-files --color never "$@" 2>&1; }

# The `language: swift` hook, without its build. (1) It is the system hook but for its id, name,
# description and language, so the cases below hold for its entry, arguments and file patterns.
check "the hig-lint hook (language: swift) is hig-lint-system's hook but for its language" python3 -c '
import sys, yaml
hooks = {h["id"]: h for h in yaml.safe_load(open(sys.argv[1]))}
swift, system = hooks["hig-lint"], hooks["hig-lint-system"]
assert swift["language"] == "swift" and system["language"] == "system", (swift["language"], system["language"])
same = lambda h: {k: v for k, v in h.items() if k not in ("id", "name", "description", "language")}
assert same(swift) == same(system), (same(swift), same(system))
assert swift["entry"].split()[0] == "hig-lint" and swift["args"][-1] == "--", (swift["entry"], swift["args"])' "$root/.pre-commit-hooks.yaml"
# (2) What this pre-commit does for `language: swift`: its own install function, run with the
# commands it runs recorded instead, builds the hook's repository with `swift build -c release` and
# puts that build's release folder first on PATH, where the entry's `hig-lint` is then found.
check "pre-commit's language: swift runs swift build -c release in its clone and puts .build/release first on PATH" python3 -c '
import os, tempfile
from pre_commit.languages import swift
from pre_commit.prefix import Prefix
from pre_commit.envcontext import Var
calls = []
swift.cmd_output_b = lambda *argv, **kw: calls.append(argv)
with tempfile.TemporaryDirectory() as repo:
    swift.install_environment(Prefix(repo), swift.get_default_version(), ())
    env = [d for d in os.listdir(repo) if d.startswith(swift.ENVIRONMENT_DIR)]
    assert len(env) == 1, env
    build = os.path.join(repo, env[0], ".build")
    assert calls == [("swift", "build", "--package-path", repo, "-c", "release", "--build-path", build)], calls
    (name, (first, _, rest)), = swift.get_env_patch(os.path.join(repo, env[0]))
    assert name == "PATH" and first == os.path.join(build, "release") and isinstance(rest, Var), (name, first)'
# (3) What that build makes: this package's executable product named as the entry's first word,
# which this run's release build compiled with `-c release` (Scripts/build-release, which adds only
# static linking and names the product) and which reports this version.
products=$(cd "$root" && swift package dump-package 2>&1)
check "swift build -c release makes hig-lint: the package's executable product, built in release by this run as $version" python3 -c '
import json, subprocess, sys
products = json.loads(sys.argv[1])["products"]
assert any(p["name"] == "hig-lint" and "executable" in p["type"] for p in products), products
script = open(sys.argv[2]).read()
assert "-c release --product \"$product\"" in script and "product=hig-lint" in script, "Scripts/build-release no longer builds hig-lint with -c release"
version = subprocess.run([sys.argv[3], "--version"], capture_output=True, text=True).stdout.strip()
assert version == sys.argv[4], (version, sys.argv[4])' "$products" "$root/Scripts/build-release" "$release_bin/hig-lint" "$version"

# With HIG_LINT_CI_PRECOMMIT_SWIFT=1, the `language: swift` hook for real: pre-commit builds it.
if [ "${HIG_LINT_CI_PRECOMMIT_SWIFT:-}" = 1 ]; then
    sed 's/- id: hig-lint-system$/- id: hig-lint/' .pre-commit-config.yaml > "$work/swift-config.yaml"
    cp "$fixtures/failing.hig.json" Broken.hig.json
    git add Broken.hig.json
    started=$(date +%s)
    if ! log=$(pre-commit install-hooks --config "$work/swift-config.yaml" 2>&1); then
        fail "language: swift, install-hooks" "$(tail_of "$log" 15)"
    elif log=$(PATH=${PATH#"$release_bin:"} pre-commit run --config "$work/swift-config.yaml" --files Broken.hig.json --color never 2>&1) ||
         [ "$(grep -c '^Broken\.hig\.json:[0-9]*:[0-9]*: error: .*\[toolbar-prominent-action\]$' <<<"$log")" != 2 ]; then
        fail "language: swift, hook" "expected Broken.hig.json's 2 errors: $(tail_of "$log")"
    else
        ok "language: swift: pre-commit built hig-lint in release mode in $(( $(date +%s) - started )) s, and its hook fails Broken.hig.json"
    fi
    git rm -qf --cached Broken.hig.json && rm -f Broken.hig.json
fi

# (a) No description files: the hook has nothing to check and passes.
if ! log=$(hook); then
    fail "no description files" "pre-commit failed: $(tail_of "$log")"
elif ! grep -q '^hig-lint\.*(no files to check)Skipped' <<<"$log"; then
    fail "no description files" "expected the hook to be skipped: $(tail_of "$log")"
else
    ok "no description files: passes (README.md, package.json, layout.xml not matched)"
fi

# (b) A clean description passes, and hig-lint prints nothing at all (shown with --verbose).
cp "$fixtures/passing.hig.json" Clean.hig.json
git add -A
if ! log=$(hook --verbose); then
    fail "clean description" "pre-commit failed: $(tail_of "$log")"
elif ! grep -q '^hig-lint\.*Passed' <<<"$log"; then
    fail "clean description" "the hook did not run: $(tail_of "$log")"
elif extra=$(grep -v -e '^hig-lint\.*Passed' -e '^- hook id:' -e '^- duration:' -e '^$' <<<"$log"); then
    fail "clean description" "hig-lint printed output on a clean file: $(tail_of "$extra")"
else
    ok "clean description: passes, and hig-lint prints nothing"
fi

# (c) The failing fixture fails the hook, which shows its findings.
cp "$fixtures/failing.hig.json" Broken.hig.json
git add -A
if log=$(hook); then
    fail "failing description" "the hook passed: $(tail_of "$log")"
elif ! grep -q '^hig-lint\.*Failed' <<<"$log"; then
    fail "failing description" "pre-commit failed, but not in the hook: $(tail_of "$log")"
elif [ "$(grep -c '^Broken\.hig\.json:[0-9]*:[0-9]*: error: .*\[toolbar-prominent-action\]$' <<<"$log")" != 2 ]; then
    fail "failing description" "expected 2 toolbar-prominent-action errors in Broken.hig.json: $(tail_of "$log")"
else
    ok "failing description: fails with Broken.hig.json's 2 toolbar-prominent-action errors"
fi

# (d) Many files, which pre-commit splits over parallel hig-lint runs (require_serial: false): 31
# committed descriptions, Clean.hig.json and 29 clean screens (JSON and XML) and one failing screen,
# Screen27.hig.json. The hook must fail, and only for that file.
git rm -qf Broken.hig.json
mkdir -p Screens
for i in $(seq -w 1 30); do
    if [ $((10#$i % 2)) = 0 ]; then cp "$fixtures/passing.hig.xml" "Screens/Screen$i.hig.xml"
    else cp "$fixtures/passing.hig.json" "Screens/Screen$i.hig.json"; fi
done
cp "$fixtures/failing.hig.json" Screens/Screen27.hig.json
git add -A && git commit -qm screens
# With strace, count hig-lint's runs and their exit statuses; pre-commit shows only their output.
# One trace file per process (-ff): in one shared file, a process's execve is split into
# "<unfinished ...>" and "<... execve resumed>" lines whenever another process's event comes between
# its entry and exit, as when pre-commit starts its runs at once on a busy machine, and a
# line-by-line reading then finds no runs (the CI failure of a64524c).
tracing=
if command -v strace >/dev/null && strace -f -o "$work/strace-probe" true 2>/dev/null; then tracing=1; fi
if [ -n "$tracing" ]; then
    mkdir -p "$work/trace"
    log=$(strace -f -q -v -s 4096 -e trace=execve -ff -o "$work/trace/run" pre-commit run --all-files --color never 2>&1)
else
    log=$(hook)
fi
status=$?
findings=$(grep -E ': (error|warning|info): ' <<<"$log")
if [ "$status" = 0 ]; then
    fail "parallel runs" "the hook passed: $(tail_of "$log")"
elif [ "$(grep -c '^Screens/Screen27\.hig\.json:[0-9]*:[0-9]*: error: .*\[toolbar-prominent-action\]$' <<<"$findings")" != 2 ] ||
     [ "$(grep -c . <<<"$findings")" != 2 ]; then
    fail "parallel runs" "expected exactly Screen27.hig.json's 2 errors, found: $(tail_of "$findings" 10)"
elif [ -n "$tracing" ]; then
    # One line per hig-lint run: its file count, exit status and whether it had Screen27.
    runs=$(python3 - "$work/trace" <<'EOF'
import os, re, sys
# Each file is one process: its last successful execve says what it ran, its last line how it ended.
for name in sorted(os.listdir(sys.argv[1])):
    argv, status = None, "?"
    for line in open(os.path.join(sys.argv[1], name), errors="replace"):
        m = re.match(r'execve\("([^"]*)", \[(.*?)\], .*\) = 0', line)
        if m:
            argv = re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2)) if m.group(1).endswith("/hig-lint") else None
        m = re.match(r'\+\+\+ exited with (\d+) \+\+\+', line)
        if m:
            status = m.group(1)
    if argv is not None:
        files = [a for a in argv if a.endswith((".hig.json", ".hig.xml"))]
        print(len(files), status, int("Screens/Screen27.hig.json" in files))
EOF
)
    count=$(grep -c . <<<"$runs")
    total=$(awk '{n += $1} END {print n + 0}' <<<"$runs")
    bad=$(awk '($3 == 1 && $2 != 1) || ($3 == 0 && $2 != 0)' <<<"$runs")
    if [ "$total" != 31 ]; then
        fail "parallel runs" "hig-lint's runs got $total files, not 31: $(tr '\n' '|' <<<"$runs")"
    elif [ "$(nproc)" -gt 1 ] && [ "$count" -lt 2 ]; then
        fail "parallel runs" "pre-commit ran hig-lint once on $(nproc) cores; expected a split"
    elif [ -n "$bad" ]; then
        fail "parallel runs" "a run's exit status does not match its files (files status has-failing): $(tr '\n' '|' <<<"$runs")"
    else
        ok "parallel runs: 31 files in $count hig-lint runs ($(awk '{print $1}' <<<"$runs" | paste -sd+) files); only the run with Screen27.hig.json exits 1, with only its 2 errors"
    fi
else
    ok "parallel runs: 31 files fail with only Screen27.hig.json's 2 errors (no strace: runs not counted)"
fi

# (e) A storyboard is checked too: its warnings (below the default --fail-on error) do not block
# the commit, and the hook shows them (verbose: true) without pre-commit's --verbose.
git rm -qrf Screens
# (Its window retitled after its content: titled with the app's name, it has an error.)
sed 's/<window key="window" title="Archive"/<window key="window" title="Library"/' \
    "$root/Fixtures/ib/mac-split-sidebar.storyboard" > Main.storyboard
git add -A && git commit -qm storyboard
log=$(hook); status=$?
if [ "$status" != 0 ]; then
    fail "storyboard" "the hook failed on warnings: $(tail_of "$log")"
elif ! grep -q '^Main\.storyboard:105:67: warning: .*\[sidebar-hidden-by-default\]$' <<<"$log"; then
    fail "storyboard" "expected Main.storyboard's findings in the hook's output: $(tail_of "$log")"
else
    ok "storyboard: checked by the hook, $(grep -c '^Main\.storyboard:' <<<"$log") warnings shown, commit not blocked"
fi

# (h) A SwiftUI Mac app built as a Swift package (Fixtures/swift/NotesPackageApp), with only its
# editor's file staged: the hook reads it with the rest of the package (the App scene, whose menu
# bar the toolbar is checked against) and shows exactly the findings `hig-lint .` gives in that
# file, warnings that do not block the commit.
cp -R "$root/Fixtures/swift/NotesPackageApp" Notes
git add -A && git commit -qm "notes app"
echo "// edited" >> Notes/Sources/Notes/Editor.swift
git add Notes/Sources/Notes/Editor.swift
expected=$(hig-lint --quiet . 2>&1 | grep '^Notes/Sources/Notes/Editor\.swift:')
log=$(pre-commit run --color never 2>&1); status=$?
found=$(grep -E ': (error|warning|info): ' <<<"$log")
if [ "$status" != 0 ]; then
    fail "package app" "the hook failed on warnings: $(tail_of "$log")"
elif ! grep -q '\[toolbar-items-in-menu-bar\]$' <<<"$expected"; then
    fail "package app" "hig-lint . found no menu-bar finding in the editor: $(tail_of "$expected")"
elif [ "$found" != "$expected" ]; then
    fail "package app" "the staged file's findings differ from hig-lint .'s in it: expected $(tail_of "$expected") found $(tail_of "$log")"
else
    ok "package app: the staged Editor.swift shows the $(grep -c . <<<"$found") warnings hig-lint . gives in it (menu-bar checks included), commit not blocked"
fi
git reset -q && git rm -rqf Notes && rm -rf Notes && git commit -qm "no notes app"

# (f) A file a pull request names like an option: the hook's `--` keeps it a path, so it is linted
# and Victim.hig.json, which `--output=Victim.hig.json` would name, is left alone.
git rm -qf Main.storyboard
cp "$fixtures/passing.hig.json" Victim.hig.json
cp "$fixtures/failing.hig.json" -- "--output=Victim.hig.json"
git add -A && git commit -qm "option-like name"
before=$(sha256sum Victim.hig.json)
log=$(hook); status=$?
if [ "$(sha256sum Victim.hig.json)" != "$before" ]; then
    fail "option-like file name" "Victim.hig.json was overwritten: $(tail_of "$log")"
elif [ "$status" = 0 ] || ! grep -q '^\./--output=Victim\.hig\.json:[0-9]*:[0-9]*: error: .*\[toolbar-prominent-action\]$' <<<"$log"; then
    fail "option-like file name" "expected '--output=Victim.hig.json' to be linted and fail: $(tail_of "$log")"
else
    ok "option-like file name: '--output=Victim.hig.json' is linted as a path; Victim.hig.json is untouched"
fi

# (g) The system hook runs whichever hig-lint is first on PATH: here the debug build of this
# checkout instead of the release build, as a Homebrew, Mint or release-binary install would be.
bin_dir=$(cd "$root" && swift build --show-bin-path 2>/dev/null)
if [ -x "$bin_dir/hig-lint" ]; then
    cp "$fixtures/failing.hig.json" Broken.hig.json
    git add -A
    started=$(date +%s%N)
    : > "$work/system-hook.trace"
    if [ -n "$tracing" ]; then
        log=$(PATH="$bin_dir:$PATH" strace -f -q -e trace=execve -o "$work/system-hook.trace" pre-commit run --all-files --color never 2>&1); status=$?
    else
        log=$(PATH="$bin_dir:$PATH" hook); status=$?
    fi
    elapsed=$(( ($(date +%s%N) - started) / 1000000 ))
    if [ "$status" = 0 ]; then
        fail "system hook" "the hook passed on a failing file: $(tail_of "$log")"
    elif [ "$(grep -c '^Broken\.hig\.json:[0-9]*:[0-9]*: error: .*\[toolbar-prominent-action\]$' <<<"$log")" != 2 ]; then
        fail "system hook" "expected Broken.hig.json's 2 errors: $(tail_of "$log")"
    elif [ -n "$tracing" ] && ! grep -q "execve(\"$bin_dir/hig-lint\"" "$work/system-hook.trace"; then
        fail "system hook" "the hook did not run $bin_dir/hig-lint, the first on PATH"
    else
        ok "system hook (language: system): the hig-lint first on PATH (the debug build) blocks the failing file, first run $elapsed ms with nothing to build"
    fi
else
    fail "system hook" "no debug build of hig-lint at $bin_dir"
fi

finish
