#!/usr/bin/env python3
"""A branch switch under `hig-lint lsp`: a workspace of FILES Swift views (an app project), three of
them open; then every file changes on disk and the editor sends `workspace/didChangeWatchedFiles`
notifications of BATCH changes each, with a hover right behind them, as VS Code does after
`git checkout`. Measures how long that hover waits, and how long until the server has taken the
changes in (a second hover, sent once the input is quiet, is answered after that).
   Benchmarks/lsp-branch-switch.py HIG_LINT [--files 1500] [--batch 100]
Prints one line per measure; exits 1 if the server dies or does not answer within 10 minutes."""
import argparse
import os
import shutil
import tempfile
import time

from lsp_client import Server

VIEW = '''import SwiftUI

struct Screen{n}: View {{
    var body: some View {{
        TabView {{
            Tab("{label}", systemImage: "suitcase.fill") {{ Text("Trips {n}") }}
            Tab("Search", systemImage: "magnifyingglass") {{ Text("Search {n}") }}
        }}
        .navigationTitle("Screen {n}")
    }}
}}
'''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--files", type=int, default=1500)
    parser.add_argument("--batch", type=int, default=100, help="changes per notification")
    args = parser.parse_args()

    workspace = tempfile.mkdtemp(prefix="hig-lint-switch-")
    os.mkdir(os.path.join(workspace, ".git"))
    paths = [os.path.join(workspace, f"Screen{n}.swift") for n in range(args.files)]

    def write(label):
        for n, path in enumerate(paths):
            with open(path, "w") as handle:
                handle.write(VIEW.format(n=n, label=label))

    write("Trips")
    server = Server(args.binary, workspace)
    for path in paths[:3]:
        with open(path) as handle:
            server.open(path, handle.read())
    time.sleep(1)

    write("Journeys")
    switch = time.monotonic()
    changes = [{"uri": "file://" + path, "type": 2} for path in paths]
    for start in range(0, len(changes), args.batch):
        server.send({"jsonrpc": "2.0", "method": "workspace/didChangeWatchedFiles", "params": {"changes": changes[start:start + args.batch]}})

    def hover(id):
        server.send({"jsonrpc": "2.0", "id": id, "method": "textDocument/hover",
                     "params": {"textDocument": {"uri": "file://" + paths[0]}, "position": {"line": 5, "character": 20}}})
        return server.wait_for(lambda m: m.get("id") == id)[0]

    print(f"hover queued behind {len(changes)} changes in {-(-len(changes) // args.batch)} notifications answered in {hover(2) - switch:.3f} s")
    time.sleep(0.5)  # quiet input: the server takes the changes in
    print(f"changes taken in, the next hover answered {hover(4) - switch:.3f} s after the switch")
    server.close()
    shutil.rmtree(workspace)


main()
