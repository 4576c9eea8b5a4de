#!/usr/bin/env python3
"""Writes a benchmark corpus of hig-lint descriptions: realistic small apps in JSON and XML, and
single large descriptions. Deterministic (seeded), so every run measures the same bytes.

    generate.py OUT_DIR --files N            N small descriptions, half JSON, half XML
    generate.py OUT_DIR --large MEGABYTES    one large JSON and one large XML description
    generate.py OUT_DIR --interface-builder KILOBYTES
                                             a macOS xib and an iOS storyboard of about that size
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

IB_HEAD = ('<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.{kind}" version="3.0" '
           'toolsVersion="22505" targetRuntime="{runtime}" propertyAccessControl="none" useAutolayout="YES">\n')

def ib_controls(rng, prefix, count, ios):
    """Views a real scene is mostly made of: labels, fields and buttons with frames and constraints."""
    out = []
    for i in range(count):
        oid = f"{prefix}-c{i}"
        y = 20 + 32 * i
        if ios:
            out.append(f'<label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="{rng.choice(WORDS)}" textAlignment="natural" '
                       f'lineBreakMode="tailTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="{oid}">\n'
                       f'  <rect key="frame" x="20" y="{y}" width="280" height="21"/>\n'
                       f'  <fontDescription key="fontDescription" type="system" pointSize="17"/>\n'
                       f'  <nil key="textColor"/><nil key="highlightedColor"/>\n</label>')
        else:
            out.append(f'<textField horizontalHuggingPriority="251" verticalHuggingPriority="750" translatesAutoresizingMaskIntoConstraints="NO" id="{oid}">\n'
                       f'  <rect key="frame" x="18" y="{y}" width="280" height="16"/>\n'
                       f'  <textFieldCell key="cell" lineBreakMode="clipping" title="{rng.choice(WORDS)}" id="{oid}-cell">\n'
                       f'    <font key="font" metaFont="system"/>\n'
                       f'    <color key="textColor" name="labelColor" catalog="System" colorSpace="catalog"/>\n'
                       f'    <color key="backgroundColor" name="textBackgroundColor" catalog="System" colorSpace="catalog"/>\n'
                       f'  </textFieldCell>\n</textField>')
    constraints = "".join(f'<constraint firstItem="{prefix}-c{i}" firstAttribute="leading" secondItem="{prefix}-v" secondAttribute="leading" constant="20" id="{prefix}-k{i}"/>\n'
                          for i in range(count))
    return "\n".join(out), constraints

def interface_builder(out, kilobytes):
    rng = random.Random(2026)
    # macOS: one main window with a toolbar, a main menu and many panes of controls (a settings-heavy xib).
    parts = [IB_HEAD.format(kind="Cocoa.XIB", runtime="MacOSX.Cocoa"), "<objects>\n",
             '<window title="Library" id="win"><toolbar key="toolbar" implicitIdentifier="T" displayMode="iconOnly" sizeMode="regular" id="tb">\n<allowedToolbarItems>\n']
    items = [("NSToolbarToggleSidebarItem", None, None), ("b1", "Share", "square.and.arrow.up"), ("NSToolbarFlexibleSpaceItem", None, None),
             ("b2", "New Folder", "folder.badge.plus"), ("b3", "Delete", "trash"), ("b4", "Get Info", "info.circle")]
    for ident, label, image in items:
        extra = f' label="{label}" paletteLabel="{label}" image="{image}"' if label else ""
        parts.append(f'<toolbarItem implicitItemIdentifier="{ident}"{extra} id="ti-{ident}"/>\n')
    parts.append("</allowedToolbarItems>\n<defaultToolbarItems>\n" + "".join(f'<toolbarItem reference="ti-{i}"/>\n' for i, _, _ in items) + "</defaultToolbarItems>\n</toolbar>\n")
    parts.append('<view key="contentView" id="content"><rect key="frame" x="0.0" y="0.0" width="900" height="600"/><subviews>\n')
    pane = 0
    while sum(map(len, parts)) < kilobytes * 1000:
        controls, constraints = ib_controls(rng, f"p{pane}", 12, ios=False)
        parts.append(f'<customView id="p{pane}-v"><rect key="frame" x="0.0" y="0.0" width="600" height="420"/><subviews>\n{controls}\n</subviews>\n<constraints>\n{constraints}</constraints>\n</customView>\n')
        pane += 1
    parts.append("</subviews></view></window>\n</objects>\n</document>\n")
    with open(os.path.join(out, "large.xib"), "w") as f:
        f.write("".join(parts))
    # iOS: many scenes, each a view controller with a navigation item, a bottom toolbar and content.
    parts = [IB_HEAD.format(kind="CocoaTouch.Storyboard.XIB", runtime="iOS.CocoaTouch"), "<scenes>\n"]
    scene = 0
    while sum(map(len, parts)) < kilobytes * 1000:
        controls, constraints = ib_controls(rng, f"s{scene}", 10, ios=True)
        title = rng.choice(WORDS) if scene % 2 else "A Rather Long Screen Title"
        parts.append(f'<scene sceneID="s{scene}-scene"><objects>\n<viewController id="s{scene}-vc" sceneMemberID="viewController">\n'
                     f'<view key="view" contentMode="scaleToFill" id="s{scene}-v"><rect key="frame" x="0.0" y="0.0" width="414" height="896"/>\n'
                     f'<subviews>\n{controls}\n</subviews>\n<color key="backgroundColor" systemColor="systemBackgroundColor"/>\n<constraints>\n{constraints}</constraints>\n</view>\n'
                     f'<toolbarItems><barButtonItem systemItem="trash" id="s{scene}-t1"/><barButtonItem style="plain" systemItem="flexibleSpace" id="s{scene}-t2"/>'
                     f'<barButtonItem systemItem="compose" id="s{scene}-t3"/></toolbarItems>\n'
                     f'<navigationItem key="navigationItem" title="{title}" id="s{scene}-n"><barButtonItem key="rightBarButtonItem" title="Save" style="done" id="s{scene}-r"/></navigationItem>\n'
                     f'</viewController>\n<placeholder placeholderIdentifier="IBFirstResponder" id="s{scene}-fr" sceneMemberID="firstResponder"/>\n</objects>\n'
                     f'<point key="canvasLocation" x="{scene * 500}" y="0.0"/>\n</scene>\n')
        scene += 1
    parts.append("</scenes>\n</document>\n")
    with open(os.path.join(out, "large.storyboard"), "w") as f:
        f.write("".join(parts))

def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--files", type=int)
    parser.add_argument("--large", type=int, help="size in megabytes")
    parser.add_argument("--interface-builder", type=int, help="size in kilobytes")
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

    if args.interface_builder:
        interface_builder(args.out, args.interface_builder)

if __name__ == "__main__":
    main()
