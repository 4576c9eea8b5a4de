#!/usr/bin/env bash
# The release path as far as Linux allows: Scripts/release in a dry run with its build (the static
# executable of Scripts/build-release, which the README's install also runs), the packed binary
# loading no library and linting the fixtures as the debug build does, Ruby's syntax check of the
# Homebrew formula it writes, the Mintfile line, and the version agreeing everywhere a user copies
# it from. What stays macOS-only: `brew install` and `brew test` themselves, and Mint on macOS.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source "$root/.ci/clients/common.bash"

if ! command -v ruby >/dev/null; then
    as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
    { as_root apt-get update -qq && as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ruby; } >/dev/null 2>&1
fi
version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' Sources/HIGLint/Version.swift)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
out=${HIG_LINT_CI_RELEASE_OUT:-$scratch/release}

if release_artifacts "$out"; then
    ok "Scripts/release $version --dry-run builds the binary and writes the archives, bundle, wheel, plugins package, mirror, formula and Mintfile"
else
    fail "Scripts/release" "$(tail_of "$(cat "$out.log")")"
fi
archive="$out/hig-lint-$version-linux-$(uname -m).tar.gz"
if tar -xzf "$archive" -C "$scratch" 2>/dev/null; then
    packed="$scratch/hig-lint-$version/hig-lint"
    # An ELF file that names an interpreter (PT_INTERP) or has a dynamic section (PT_DYNAMIC) is
    # loaded by ld.so; a static executable has neither.
    check "the packed binary is a static executable (no interpreter, no dynamic section)" python3 -c '
import struct, sys
data = open(sys.argv[1], "rb").read()
assert data[:4] == b"\x7fELF" and data[4] == 2, "not a 64-bit ELF file"
phoff, = struct.unpack_from("<Q", data, 0x20)
phentsize, phnum = struct.unpack_from("<HH", data, 0x36)
types = {struct.unpack_from("<I", data, phoff + i * phentsize)[0] for i in range(phnum)}
assert not types & {2, 3}, "PT_DYNAMIC or PT_INTERP present"' "$packed"
    debug="$(swift build --show-bin-path)/hig-lint"
    if swift build --product hig-lint >/dev/null 2>&1; then
        check "the packed binary lints the fixtures exactly as the debug build does" sh -c "
            '$packed' --no-config --quiet --exit-zero --format json Fixtures > '$scratch/packed.json' 2>&1
            '$debug' --no-config --quiet --exit-zero --format json Fixtures > '$scratch/debug.json' 2>&1
            test -s '$scratch/debug.json' && cmp -s '$scratch/packed.json' '$scratch/debug.json'"
    else
        fail "the debug build" "swift build failed"
    fi
else
    fail "the Linux archive" "$archive is missing or unreadable"
fi
if command -v ruby >/dev/null; then
    check "ruby -c on the Homebrew formula" ruby -c "$out/hig-lint.rb"
    # The formula installs the binary (nothing to compile) and tests it; platforms not built here
    # (macOS, Linux arm64: the release workflow builds them) are left out of a dry run.
    check "the formula installs the Linux binary by its release URL and checksum, and has a test block" python3 -c '
import re, sys, hashlib
text = open(sys.argv[1]).read()
version, archive = sys.argv[2], sys.argv[3]
assert f"version \"{version}\"" in text
name = archive.rsplit("/", 1)[1]
assert f"url \"https://github.com/example/hig-lint/releases/download/{version}/{name}\"" in text, name
digest = hashlib.sha256(open(archive, "rb").read()).hexdigest()
assert f"sha256 \"{digest}\"" in text
assert "bin.install \"hig-lint\"" in text and "swift\", \"build" not in text
assert re.search(r"test do\n.*--version", text), "no test block"
assert "on_macos" not in text and "on_arm" not in text, "a platform not built here is named"
assert not re.search(r"@[A-Za-z_0-9-]+@", text), "a placeholder is left"' "$out/hig-lint.rb" "$version" "$archive"
else
    fail "ruby -c" "ruby is not installed and apt-get could not install it"
fi
check "SHA256SUMS names the archives, the artifact bundle and the wheel, and they match" sh -c "
    cd '$out' && sha256sum --quiet -c SHA256SUMS && grep -q ' ./hig-lint.artifactbundle.zip\$' SHA256SUMS &&
    grep -q ' ./hig_lint-$version-py3-none-manylinux.*\.whl\$' SHA256SUMS && grep -q ' ./hig-lint-$version-linux-$(uname -m)\.tar\.gz\$' SHA256SUMS"
check "the Mintfile line is OWNER/NAME@VERSION" grep -qx "example/hig-lint@$version" "$out/Mintfile"
check "the source archive has the package with its hig-lint product" sh -c "tar -xzOf '$out/hig-lint-$version.tar.gz' hig-lint-$version/Package.swift | grep -q '.executable(name: \"hig-lint\"'"
if log=$(Scripts/release 9.9.9 --dry-run --skip-build --out "$scratch/x" 2>&1); then
    fail "a version that is not the source's" "the script accepted it"
elif grep -q "Version.swift says $version, not 9.9.9" <<<"$log"; then
    ok "a version that is not the source's is refused"
else
    fail "a version that is not the source's" "$(tail_of "$log")"
fi
check "CHANGELOG.md has an Unreleased section and one for $version" sh -c "grep -q '^## \[Unreleased\]' CHANGELOG.md && grep -q '^## \[$version\]' CHANGELOG.md"
# What users copy pins the released tag, never a branch or a placeholder.
check "README pins $version in the SwiftPM, HigLintPlugins, pre-commit, pip, curl, Mint and Action snippets, and no snippet in README.md or docs/ pins another" python3 -c '
import sys
readme, version = open("README.md").read(), sys.argv[1]
for snippet in (f"from: \"{version}\"", f"rev: {version}", f"hig-lint@{version}", f"uses: hig-lint/hig-lint@{version}", f"version: {version}",
                f"HigLintPlugins\", from: \"{version}\"", f"pip install hig-lint=={version}", f"hig-lint-{version}-linux-x86_64.tar.gz"):
    assert snippet in readme, snippet
# And no other version: every release, tag or pin a user copies from README.md or docs/ names this one.
import glob, re
pins = r"""from: "([^"]+)"|rev: (\S+)|hig-lint/hig-lint@([^\s`]+)|hig-lint==(\d[^\s`]*)|version: (\d\S*)|releases/download/([^/\s]+)/|hig-lint-(\d[0-9A-Za-z.-]*?)(?:-linux|-macos|/)"""
for path in ["README.md", *sorted(glob.glob("docs/*.md"))]:
    for match in re.finditer(pins, open(path).read()):
        pinned = next(g for g in match.groups() if g)
        assert pinned == version, f"{path}: {match.group(0)} pins {pinned}, not {version}"' "$version"
check "Packaging/HigLintPlugins/Package.swift names the $version release's bundle" grep -q "releases/download/$version/hig-lint.artifactbundle.zip" Packaging/HigLintPlugins/Package.swift
check "action.yml defaults to $version" grep -q "default: \"$version\"" action.yml

finish
