#!/usr/bin/env bash
# The wheel Scripts/release builds (the native binary in a platform-tagged wheel, no Python code):
# `pip install` of the file into a new virtual environment, timed to the first lint (the issue's
# bound is 10 s); then pre-commit with no compiler: the mirror repository Scripts/release writes
# (Packaging/pre-commit-mirror, `language: python`) committed in a scratch repository and used by a
# project's .pre-commit-config.yaml, pip finding the hig-lint wheel in a local folder instead of
# PyPI (PIP_NO_INDEX), as it would find the published one. The release build is shared with the
# other release checks by run.sh.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
source "$root/.ci/clients/common.bash"
release_check_setup
wheel=$(ls "$out"/hig_lint-"$version"-py3-none-*"$(uname -m)"*.whl 2>/dev/null | head -1)
[ -n "$wheel" ] || { fail "wheel" "Scripts/release wrote no wheel for $(uname -m) in $out"; finish; }
fixture="$root/Fixtures/rules/toolbar-prominent-action"
export NO_COLOR=1 PIP_DISABLE_PIP_VERSION_CHECK=1

# pip install FILE into a new environment (made first: a venv's own start, seeding pip, is
# Python's cost, 3 s here idle and 14 s under a load of 10), timed to the first lint.
python3 -m venv "$work/venv" || { fail "venv" "python3 -m venv failed"; finish; }
started=$(date +%s.%N)
log=$("$work/venv/bin/pip" install --quiet --no-index "$wheel" 2>&1 &&
    (cd "$fixture" && env -i PATH="$work/venv/bin:/usr/bin:/bin" HOME="$work" hig-lint --no-config failing.swift 2>&1)); status=$?
seconds=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$started" "$(date +%s.%N)")
if [ "$status" != 1 ] || ! grep -q '^failing\.swift:11:26: error: .*\[toolbar-prominent-action\]$' <<<"$log"; then
    fail "pip install the wheel" "expected failing.swift's error with exit 1, got exit $status: $(tail_of "$log")"
elif python3 -c "import sys; sys.exit(float(sys.argv[1]) > 10)" "$seconds"; then
    ok "pip install the wheel: installed into a new venv and linting a SwiftUI file in $seconds s (bound 10 s)"
else
    fail "pip install the wheel" "took $seconds s, over the 10 s bound"
fi
"$work/venv/bin/pip" show --files hig-lint > "$work/show" 2>&1
check "the wheel's metadata names the project's home page, documentation, changelog and issues" "$work/venv/bin/python" -c '
from importlib.metadata import metadata
urls = metadata("hig-lint").get_all("Project-URL")
assert urls[0] == "Homepage, https://github.com/example/hig-lint" and len(urls) == 4, urls'
check "pip show: the wheel is hig-lint $version with its LICENSE, and pip uninstall removes the binary" sh -c "
    grep -qx 'Version: $version' '$work/show' && grep -q 'dist-info/licenses/LICENSE\$' '$work/show' &&
    '$work/venv/bin/pip' uninstall --quiet --yes hig-lint && test ! -e '$work/venv/bin/hig-lint'"

# pre-commit through the mirror repository, with the hig-lint wheel alone in a local folder and no
# index: the mirror's own empty package is built by its in-tree backend (build_backend.py, standard
# library only), so nothing else is downloaded (it took setuptools from PyPI before).
command -v pre-commit >/dev/null || python3 -m pip install --quiet pre-commit >/dev/null 2>&1
command -v pre-commit >/dev/null || { fail "install pre-commit" "pre-commit is not on PATH after pip install"; finish; }
mkdir -p "$work/wheels" && cp "$wheel" "$work/wheels/"
export PIP_NO_INDEX=1 PIP_FIND_LINKS="$work/wheels" PRE_COMMIT_HOME="$work/cache"
: > "$work/gitconfig"  # an empty global configuration (never /dev/null, which git may try to write)
export GIT_CONFIG_GLOBAL="$work/gitconfig" GIT_CONFIG_NOSYSTEM=1
export GIT_AUTHOR_NAME=ci GIT_AUTHOR_EMAIL=ci@example.invalid GIT_COMMITTER_NAME=ci GIT_COMMITTER_EMAIL=ci@example.invalid
cp -R "$out/pre-commit-mirror" "$work/mirror"
git -C "$work/mirror" init -q && git -C "$work/mirror" add -A && git -C "$work/mirror" commit -qm "hig-lint $version" ||
    { fail "mirror" "could not commit the mirror repository"; finish; }
check "the mirror's hook is this repository's hig-lint hook with language: python, and its file ends with it (no comment about another hook)" python3 -c '
import sys, yaml
text = open(sys.argv[1]).read()
mirror = yaml.safe_load(text)
source = next(h for h in yaml.safe_load(open(sys.argv[2])) if h["id"] == "hig-lint")
assert [h["id"] for h in mirror] == ["hig-lint"], mirror
assert mirror[0] == {**source, "language": "python"}, (mirror[0], source)
assert not text.rstrip().splitlines()[-1].lstrip().startswith("#"), text.rstrip().splitlines()[-1]
assert "hig-lint==" + sys.argv[3] in open(sys.argv[4]).read()' \
    "$work/mirror/.pre-commit-hooks.yaml" "$root/.pre-commit-hooks.yaml" "$("$root/Scripts/build-wheel" --python-version "$version")" "$work/mirror/pyproject.toml"

app="$work/app"
git init -q "$app" && cd "$app" || { fail setup "git init failed"; finish; }
cat > .pre-commit-config.yaml <<CONFIG
repos:
  - repo: $work/mirror
    rev: $(git -C "$work/mirror" rev-parse HEAD)
    hooks:
      - id: hig-lint
CONFIG
cp "$fixture/passing.swift" Compose.swift
git add -A && git commit -qm init
started=$(date +%s.%N)
if log=$(pre-commit install-hooks 2>&1); then
    seconds=$(python3 -c "import sys; print(f'{float(sys.argv[2]) - float(sys.argv[1]):.1f}')" "$started" "$(date +%s.%N)")
    ok "pre-commit install-hooks through the mirror: a virtualenv with the mirror and the wheel in $seconds s, nothing compiled or downloaded (no index, only the hig-lint wheel at hand)"
else
    fail "pre-commit install-hooks through the mirror" "$(tail_of "$log" 10)"
    finish
fi
if log=$(pre-commit run --all-files --color never 2>&1) && grep -q '^hig-lint\.*Passed' <<<"$log"; then
    ok "mirror hook: a clean SwiftUI file passes"
else
    fail "mirror hook, clean file" "$(tail_of "$log")"
fi
cp "$fixture/failing.swift" Compose.swift
git add -A
pre-commit install >/dev/null 2>&1
if git commit -qm broken >"$work/commit.log" 2>&1; then
    fail "mirror hook, failing file" "the commit went through: $(tail_of "$(cat "$work/commit.log")")"
elif grep -q '^Compose\.swift:11:26: error: .*\[toolbar-prominent-action\]$' "$work/commit.log"; then
    ok "mirror hook: git commit of a failing SwiftUI file is blocked with its finding"
else
    fail "mirror hook, failing file" "$(tail_of "$(cat "$work/commit.log")")"
fi

# A pre-release: Scripts/release --dry-run of 0.2.0-rc.1 (a copy of this checkout saying that
# version, this machine's archive repacked under its name), then pre-commit through its mirror.
# pip takes only a wheel whose file name carries the PEP 440 version (0.2.0rc1), the mirror's own
# included, which its in-tree backend builds.
rc=0.2.0-rc.1
checkout_copy "$work/rc-src" || { fail "pre-release" "could not copy the checkout"; finish; }
sed -i "s/static let current = \".*\"/static let current = \"$rc\"/" "$work/rc-src/Sources/HIGLint/Version.swift"
sed -i "0,/^## \[/s//## [$rc] - pre-release\n\n## [/" "$work/rc-src/CHANGELOG.md"
mkdir -p "$work/rc-assets/hig-lint-$rc" &&
    tar -xzOf "$out/hig-lint-$version-linux-$(uname -m).tar.gz" "hig-lint-$version/hig-lint" > "$work/rc-assets/hig-lint-$rc/hig-lint" &&
    chmod +x "$work/rc-assets/hig-lint-$rc/hig-lint" &&
    tar -C "$work/rc-assets" -czf "$work/rc-assets/hig-lint-$rc-linux-$(uname -m).tar.gz" "hig-lint-$rc"
if ! log=$(cd "$work/rc-src" && Scripts/release "$rc" --dry-run --skip-build --assets "$work/rc-assets" --repository example/hig-lint --out "$work/rc" 2>&1); then
    fail "Scripts/release $rc --dry-run" "$(tail_of "$log")"
    finish
fi
rc_wheel=$(ls "$work/rc"/*.whl)
rm -f "$work/wheels"/*.whl && cp "$work/rc"/*.whl "$work/wheels/"
cp -R "$work/rc/pre-commit-mirror" "$work/rc-mirror"
git -C "$work/rc-mirror" init -q && git -C "$work/rc-mirror" add -A && git -C "$work/rc-mirror" commit -qm "hig-lint $rc" ||
    { fail "pre-release mirror" "could not commit the mirror repository"; finish; }
cat > .pre-commit-config.yaml <<CONFIG
repos:
  - repo: $work/rc-mirror
    rev: $(git -C "$work/rc-mirror" rev-parse HEAD)
    hooks:
      - id: hig-lint
CONFIG
git add -A
if [ "$(basename "$rc_wheel")" != "hig_lint-0.2.0rc1-py3-none-manylinux_2_17_$(uname -m).musllinux_1_1_$(uname -m).whl" ]; then
    fail "pre-release wheel" "Scripts/release $rc wrote $(basename "$rc_wheel")"
elif ! log=$(pre-commit install-hooks 2>&1); then
    fail "pre-commit through the mirror of $rc" "$(tail_of "$log" 10)"
elif git commit -qm broken >"$work/commit.log" 2>&1; then
    fail "pre-commit through the mirror of $rc" "the commit of a failing file went through: $(tail_of "$(cat "$work/commit.log")")"
elif grep -q '^Compose\.swift:11:26: error: .*\[toolbar-prominent-action\]$' "$work/commit.log"; then
    ok "pre-release $rc: Scripts/release --dry-run writes $(basename "$rc_wheel"); pre-commit installs its mirror (0.2.0rc1) and blocks a failing file"
else
    fail "pre-commit through the mirror of $rc" "$(tail_of "$(cat "$work/commit.log")")"
fi
finish
