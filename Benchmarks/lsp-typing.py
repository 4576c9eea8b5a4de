#!/usr/bin/env python3
"""Typing into a large file under `hig-lint lsp`: opens a generated Swift file of about 194 kB (or
a description with --json), queues EDITS whole-text didChange notifications and then a hover at
once, as an editor's writes pile up while someone types faster than the file lints, and measures
how long the hover waits for its answer and how many times the diagnostics are published. (The
messages are written by a thread of their own: the editor's writing does not wait for the server.)
   Benchmarks/lsp-typing.py HIG_LINT [--edits 50] [--json] [--gap SECONDS]
Prints one line per measure; exits 1 if the server dies or does not answer within 10 minutes."""
import argparse
import os
import shutil
import tempfile
import threading
import time

from lsp_client import Server, published

VIEW = '''struct Screen{n}: View {{
    @State private var selection = 0

    var body: some View {{
        TabView(selection: $selection) {{
            Tab("Trips", systemImage: "suitcase.fill", value: 0) {{ Text("Trips {n}") }}
            Tab("Search", systemImage: "magnifyingglass", value: 1) {{ Text("Search {n}") }}
        }}
        .navigationTitle("Screen {n}")
    }}
}}

'''


def swift_file(size):
    parts, n = ["import SwiftUI\n\n"], 0
    while sum(map(len, parts)) < size:
        parts.append(VIEW.format(n=n))
        n += 1
    return "".join(parts)


def description(size):
    menus, n = [], 0
    while sum(map(len, menus)) < size:
        items = ", ".join(f'{{"title": "Item {n}.{i}", "action": "act{n}x{i}"}}' for i in range(8))
        menus.append(f'{{"title": "Menu {n}", "items": [{items}]}}')
        n += 1
    return '{\n  "platforms": ["macOS"],\n  "window": {"title": "Inbox"},\n  "menuBar": {"menus": [\n' + ",\n".join(menus) + "]}\n}\n"


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("binary")
    parser.add_argument("--edits", type=int, default=50)
    parser.add_argument("--json", action="store_true", help="a description instead of a Swift file")
    parser.add_argument("--gap", type=float, default=0.0, help="seconds between edits")
    args = parser.parse_args()

    workspace = tempfile.mkdtemp(prefix="hig-lint-typing-")
    os.mkdir(os.path.join(workspace, ".git"))
    name = "Typing.hig.json" if args.json else "Typing.swift"
    path = os.path.join(workspace, name)
    text = description(194_000) if args.json else swift_file(194_000)
    with open(path, "w") as handle:
        handle.write(text)
    uri = "file://" + path

    server = Server(args.binary, workspace)
    start = time.monotonic()
    server.open(path, text)
    opened, _ = server.wait_for(published(1))
    print(f"first diagnostics after opening: {opened - start:.3f} s")

    # Typing: each edit adds a character to the first view's text (or the window's title).
    anchor = "Inbox" if args.json else "Trips 0"
    edits = []
    for version in range(2, args.edits + 2):
        text = text.replace(anchor, anchor + "s", 1)
        anchor += "s"
        edits.append({"jsonrpc": "2.0", "method": "textDocument/didChange",
                      "params": {"textDocument": {"uri": uri, "version": version}, "contentChanges": [{"text": text}]}})
    hover = {"jsonrpc": "2.0", "id": 2, "method": "textDocument/hover",
             "params": {"textDocument": {"uri": uri}, "position": {"line": 5, "character": 40}}}

    def type_and_hover():
        for edit in edits:
            server.send(edit)
            if args.gap:
                time.sleep(args.gap)
        server.send(hover)

    typing = time.monotonic()
    writer = threading.Thread(target=type_and_hover)
    writer.start()
    hovered, _ = server.wait_for(lambda m: m.get("id") == 2)
    print(f"hover answered {hovered - typing:.3f} s after the editor queued the edits and the hover")
    last, _ = server.wait_for(published(args.edits + 1))
    print(f"last version's diagnostics {last - typing:.3f} s after that")
    writer.join()
    count = sum(1 for _, m in server.messages if published(uri=uri)(m))
    print(f"diagnostics published {count} times for 1 opening and {args.edits} edits")

    server.close()
    shutil.rmtree(workspace)


main()
