#!/usr/bin/env python3
"""Writes a benchmark corpus of hig-lint descriptions: realistic small apps in JSON and XML, and
single large descriptions. Deterministic (seeded), so every run measures the same bytes.

    generate.py OUT_DIR --files N            N small descriptions, half JSON, half XML
    generate.py OUT_DIR --large MEGABYTES    one large JSON and one large XML description
"""
import argparse, json, os, random
from xml.sax.saxutils import quoteattr

SYMBOLS = ["tray", "doc", "folder", "star", "flag", "paperplane", "trash", "archivebox", "clock",
           "music.note", "photo", "person.crop.circle", "bookmark", "tag", "calendar", "gearshape"]
WORDS = ["Inbox", "Drafts", "Sent", "Projects", "Recent", "Shared", "Archive", "Photos", "Notes",
         "Travel", "Work", "Family", "Receipts", "Ideas", "Music", "Reading", "Favourites", "Today"]
PLATFORMS = ["iOS", "iPadOS", "macOS", "visionOS"]

def sidebar_item(rng, depth):
    item = {"title": " ".join(rng.sample(WORDS, rng.choice([1, 1, 2])))}
    if depth == 0 or rng.random() < 0.9:
        item["symbol"] = rng.choice(SYMBOLS)
    if rng.random() < 0.1:
        item["iconColor"] = rng.choice(["systemOrange", "#FF2D55", "accent"])
    return item

def description(rng, sections, per_section):
    clean = rng.random() < 0.5
    title = rng.choice(WORDS) if clean else "A Rather Long Window Title"
    groups = [
        {"placement": "leading", "items": [{"kind": "sidebarToggle", "label": "Show Sidebar"}]},
        {"placement": "center", "items": [{"kind": "button", "label": w, "symbol": rng.choice(SYMBOLS)}
                                          for w in rng.sample(WORDS, rng.randint(2, 4))]},
        {"placement": "trailing", "items": [{"kind": "search", "label": "Search"},
                                            {"kind": "button", "label": "New", "symbol": "plus", "style": "prominent"}]},
    ]
    if not clean:
        groups.append({"placement": "trailing", "items": [{"kind": "button", "label": "Close"}]})
    return {
        "platforms": [rng.choice(PLATFORMS)],
        "app": "Bench",
        "window": {"title": title, "kind": "main"},
        "sidebar": {"editable": rng.random() < 0.5, "items": [
            dict(sidebar_item(rng, 0), children=[sidebar_item(rng, 1) for _ in range(per_section)])
            for _ in range(sections)]},
        "toolbar": {"title": title, "groups": groups if rng.random() < 0.7 else groups[1:]},
    }

CHILD = {"items": "item", "children": "item", "groups": "group"}

def to_xml(obj, name="description", indent=0):
    pad = "  " * indent
    attrs = "".join(f" {k}={quoteattr(' '.join(v) if isinstance(v, list) else str(v).lower() if isinstance(v, bool) else str(v))}"
                    for k, v in obj.items() if not isinstance(v, (dict, list)) or (isinstance(v, list) and v and isinstance(v[0], str)))
    children = []
    for k, v in obj.items():
        if isinstance(v, dict):
            children.append(to_xml(v, k, indent + 1))
        elif isinstance(v, list) and v and isinstance(v[0], dict):
            children += [to_xml(x, CHILD[k], indent + 1) for x in v]
    if not children:
        return f"{pad}<{name}{attrs}/>"
    return f"{pad}<{name}{attrs}>\n" + "\n".join(children) + f"\n{pad}</{name}>"

def write(path, doc):
    with open(path, "w") as out:
        if path.endswith(".json"):
            json.dump(doc, out, indent=2)
        else:
            out.write('<?xml version="1.0" encoding="UTF-8"?>\n' + to_xml(doc) + "\n")

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int)
    parser.add_argument("--large", type=int, help="size in megabytes")
    args = parser.parse_args()
    rng = random.Random(2026)
    os.makedirs(args.out, exist_ok=True)
    if args.files:
        for i in range(args.files):
            sections, per = rng.randint(2, 5), rng.randint(5, 20)
            write(os.path.join(args.out, f"app{i:05d}.hig.{'json' if i % 2 == 0 else 'xml'}"), description(rng, sections, per))
    if args.large:
        # A sidebar row is about 96 bytes of indented JSON and 52 of XML; grow the sidebar until
        # each file is about the size asked for.
        for ext, row_bytes in (("json", 96), ("xml", 52)):
            rows = args.large * 1_000_000 // row_bytes
            write(os.path.join(args.out, f"large.hig.{ext}"), description(random.Random(2026), max(1, rows // 20), 20))

if __name__ == "__main__":
    main()
