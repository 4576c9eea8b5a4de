#!/usr/bin/env bash
# An editor's view of `hig-lint lsp`: pygls's language client (from PyPI, pinned) starts the
# server over stdio on a workspace of bundled fixtures and checks diagnostics, hover, code actions
# and shutdown. Prints `ok`/`FAIL` lines and a final `N passed, M failed`.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source "$root/.ci/clients/common.bash"

python3 -c 'import importlib.metadata as m, sys; sys.exit(m.version("pygls") != "2.1.1")' 2>/dev/null \
    || python3 -m pip install --quiet "pygls==2.1.1" >/dev/null 2>&1
python3 -c 'import pygls.lsp.client' 2>/dev/null || { fail "install pygls" "pygls 2.1.1 did not install"; finish; }

swift build >/dev/null 2>&1 || { fail build "swift build failed"; finish; }
bin="$(swift build --show-bin-path)/hig-lint"
# The driver prints its own cases and result line.
python3 "$root/.ci/clients/lsp_client.py" "$bin" "$root"
