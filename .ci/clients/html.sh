#!/usr/bin/env bash
# A real browser reads hig-lint's HTML report of each bundled fixture app: headless Chromium (Debian's
# package, installed when missing) renders the page with no network, dumps the DOM it built and takes a
# screenshot. The DOM must hold every sidebar row, toolbar item and tab that `hig-lint show` derives
# from the app, and every finding of the app's JSON report, pinned and listed with its rule and place;
# the first screen must be an open one with a finding on it; the markers must be numbered in the order
# they stand on the page; the header must name the app, path, date and version, the index every screen,
# and every link on the page lead to a place on it; an app read from code must open on its navigation
# map, linked to its screens; the screenshots must be PNGs of the window's size that are not blank, the
# page's top showing the map's boxes and the first screen's the worst finding's marker colour. Prints `ok`/`FAIL`
# lines and a final `N passed, M failed`.
set -uo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
source "$root/.ci/clients/common.bash"

if ! command -v chromium >/dev/null; then
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium; } >/dev/null 2>&1
fi
command -v chromium >/dev/null || { fail chromium "chromium is not installed and could not be installed"; finish; }
# Pillow decodes the screenshots.
python3 -c 'import PIL' 2>/dev/null || python3 -m pip install --quiet pillow >/dev/null 2>&1
python3 -c 'import PIL' 2>/dev/null || { fail pillow "Python's Pillow is not installed and pip could not install it"; finish; }

swift build >/dev/null 2>&1 || { fail build "swift build failed"; finish; }
bin="$(swift build --show-bin-path)/hig-lint"
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT

# No network for the browser: a network namespace of its own when the machine allows one, and in any
# case no proxy, no DNS, and none of Chromium's background fetches (the page itself loads nothing).
isolate=()
if unshare -rn true 2>/dev/null; then isolate=(unshare -rn); elif unshare -n true 2>/dev/null; then isolate=(unshare -n); fi
width=1024 height=900
browse() {  # browse PAGE FLAGS...: one headless Chromium run with a throwaway profile
    local page=$1 profile
    shift
    profile=$(mktemp -d "$out/profile.XXXX")
    timeout 60 "${isolate[@]}" chromium --headless --no-sandbox --disable-gpu --no-first-run --no-default-browser-check \
        --user-data-dir="$profile" --disable-extensions --disable-background-networking --disable-component-update \
        --disable-sync --disable-default-apps --no-pings --disable-domain-reliability --metrics-recording-only \
        --proxy-server=127.0.0.1:9 --host-resolver-rules='MAP * ~NOTFOUND' --force-color-profile=srgb --hide-scrollbars --run-all-compositor-stages-before-draw --virtual-time-budget=5000 \
        --window-size=$width,$height "$@" "file://$page" 2>"$profile.log"
}

apps=(Fixtures/demo/FieldGuide Fixtures/swift/TravelApp Fixtures/swift/TabSidebarApp Fixtures/swift/NotesMacApp Fixtures/apps/*.hig.json Fixtures/apps/*.hig.xml
      Fixtures/ib/*.storyboard Fixtures/ib/*.xib)
for app in "${apps[@]}"; do
    name=$(basename "$app")
    "$bin" --no-config --quiet --report html="$out/$name.html" --report json="$out/$name.json" "$app" >/dev/null 2>&1
    status=$?
    if [ "$status" -gt 1 ] || [ ! -s "$out/$name.html" ]; then fail "$name: report" "hig-lint exited $status"; continue; fi
    "$bin" show --no-config "$app" >"$out/$name.show" 2>/dev/null
    # One run dumps the DOM the page built and takes the screenshot.
    browse "$out/$name.html" --dump-dom --screenshot="$out/$name.png" >"$out/$name.dom" || { fail "$name: chromium" "exit $?"; continue; }
    # The page opens on the navigation map; the first screen's drawing follows it, in a taller window.
    width=1024 height=4000 browse "$out/$name.html" --screenshot="$out/$name-s1.png" >/dev/null || { fail "$name: chromium, tall" "exit $?"; continue; }
    check "$name: the rendered DOM shows its chrome and findings; the screenshot is a ${width}x$height image that is not blank" \
        python3 - "$out/$name" "$width" "$height" <<'PY'
import json, re, sys
from PIL import Image
from html.parser import HTMLParser

base, width, height = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])

# What `hig-lint show` says the app holds.
descriptions = [json.loads(chunk) for chunk in re.split(r"^// .*$", open(base + ".show").read(), flags=re.M) if chunk.strip()]
rows, items, tabs = [], [], []
def tab(t):
    tabs.append(t.get("title") or t.get("id") or ("Search" if t.get("role") == "search" else ""))
    [tab(c) for c in t.get("children", [])]
    if "sidebar" in t: sidebar(t["sidebar"])
def item(i):
    if "label" in i: items.append(i["label"])
    [item(a) for a in i.get("alternatives", [])]
def sidebar(s):
    def walk(item):
        rows.append(item["title"]); [walk(c) for c in item.get("children", [])]
    [walk(i) for i in s.get("items", [])]
    items.extend(b.get("label") or b.get("symbol") or b.get("action") or "button" for b in s.get("bottomBar", {}).get("items", []))
titles = [d["window"]["title"] for d in descriptions if d.get("window", {}).get("title")]
for d in descriptions:
    if "sidebar" in d: sidebar(d["sidebar"])
    for g in d.get("toolbar", {}).get("groups", []): [item(i) for i in g.get("items", [])]
    [tab(t) for t in d.get("tabBar", {}).get("tabs", [])]

# What the browser built.
class DOM(HTMLParser):
    def __init__(self):
        super().__init__(); self.stack = []; self.labels = {"row": [], "item": [], "tab": []}; self.titles = []
        self.findings = {}; self.pins = []; self.tags = set(); self.links = []; self.current = None
        self.first_screen = None; self.screens_seen = 0; self.first_pins = 0
        self.ids = set(); self.pin_numbers = []; self.in_pin = False; self.index_links = []; self.in_index = False; self.h1 = ""; self.in_h1 = False; self.run = ""; self.in_run = False
        self.map_nodes = []; self.map_first = None
    def handle_starttag(self, tag, attrs):
        a = dict(attrs); classes = (a.get("class") or "").split()
        self.tags.add(tag)
        if "id" in a: self.ids.add(a["id"])
        if tag == "a" and "href" in a: self.links.append(a["href"])
        if tag == "a" and "pin" in classes: self.pins.append(a["href"]); self.in_pin = True
        if tag == "section" and "index" in classes: self.in_index = True
        # The map, if any, comes before the index and the screens: the page's first view.
        if tag == "section" and self.map_first is None and ("map" in classes or "index" in classes): self.map_first = "map" in classes
        if tag == "a" and "node" in classes: self.map_nodes.append(a["href"])
        if tag == "a" and self.in_index: self.index_links.append(a["href"])
        if tag == "h1": self.in_h1 = True
        if tag == "dl" and "run" in classes: self.in_run = True
        # A finding found on several platforms is listed beside each of their drawings: `f3`, then `f3-2`...
        if tag == "li" and "finding" in classes and re.fullmatch(r"f\d+", a.get("id") or ""): self.current = a["id"]; self.findings[a["id"]] = ""
        if tag == "details" and "screen" in classes:
            self.screens_seen += 1
            if self.screens_seen == 1: self.first_screen = "open" in a
        if tag == "a" and "pin" in classes and self.screens_seen == 1: self.first_pins += 1
        kind = next((k for k in ("row", "item", "tab") if k in classes), None)
        self.stack.append((tag, kind, "label" in classes, classes == ["title"]))
    def handle_endtag(self, tag):
        while self.stack and self.stack.pop()[0] != tag: pass
        if tag == "li": self.current = None
        if tag == "a": self.in_pin = False
        if tag == "section": self.in_index = False
        if tag == "h1": self.in_h1 = False
        if tag == "dl": self.in_run = False
    def handle_data(self, data):
        if self.current: self.findings[self.current] += data
        if self.in_pin: self.pin_numbers.append(int(data))
        if self.in_h1: self.h1 += data
        if self.in_run: self.run += data + " "
        if self.stack and self.stack[-1][3]: self.titles.append(data)
        if self.stack and self.stack[-1][2]:
            owner = next((k for _, k, _, _ in reversed(self.stack[:-1]) if k), None)
            if owner: self.labels[owner].append(data)
dom = DOM(); dom.feed(open(base + ".dom").read())
problems = []
for what, expected in (("row", rows), ("item", items), ("tab", tabs)):
    for label in expected:
        if label not in dom.labels[what]: problems.append(f"{what} {label!r} is not drawn")
problems += [f"window title {t!r} is not drawn" for t in titles if t not in dom.titles]
if "script" in dom.tags or any(not (l.startswith("#") or l.startswith("https://")) for l in dom.links):
    problems.append("a script or an unsafe link")
findings = json.load(open(base + ".json"))["findings"]
# An app whose file holds no chrome hig-lint understands (a legacy archive) still lists its findings.
# (A navigation bar's title counts: an iPad master list of data holds only its bar's title, "Chats".)
bar_titles = [d["toolbar"]["title"] for d in descriptions if d.get("toolbar", {}).get("title")]
if descriptions and not (rows or items or tabs or titles or bar_titles): problems.append("show derived no title, sidebar row, toolbar item or tab")
if not descriptions and not findings: problems.append("nothing to check: no description and no finding")
if len(dom.findings) != len(findings): problems.append(f"{len(dom.findings)} findings listed, {len(findings)} reported")
# Numbered in page order: each finding listed once as fN, N from 1 to the number of findings.
if sorted(dom.findings) != sorted(f"f{n}" for n in range(1, len(findings) + 1)): problems.append("the findings are not numbered 1 to N")
texts = list(dom.findings.values())
for number, f in enumerate(findings, 1):
    if not any(f["ruleId"] in text and f'{f["line"]}:{f["column"]}' in text and f["message"] in text for text in texts):
        problems.append(f"finding {number} ({f['ruleId']} at {f['line']}:{f['column']}) is not listed as reported")
# The markers count up as they stand on the page: each one not met before is the next number.
met = 0
for n in dom.pin_numbers:
    if n > met + 1: problems.append(f"marker {n} stands before marker {met + 1}"); break
    met = max(met, n)
if [l for l in dom.links if l.startswith("#") and l[1:] not in dom.ids]: problems.append("a link to a place not on the page")
if descriptions and len(dom.index_links) != dom.screens_seen: problems.append(f"{len(dom.index_links)} screens in the index, {dom.screens_seen} on the page")
if not dom.h1.strip() or "hig-lint" not in dom.run or "Date" not in dom.run or "Path" not in dom.run: problems.append(f"the header names no app, path, date or version: {dom.h1!r} {dom.run!r}")
pinned = sum(1 for p in dom.pins if p.startswith("#f"))
# A note about chrome hig-lint could not read has nothing drawn to be pinned to.
if [f for f in findings if not f["ruleId"].endswith("-not-understood")] and pinned < 1: problems.append("no finding is pinned to the drawing")
# Findings first: the first screen on the page is open and has a finding pinned on its drawing.
if findings and pinned and not (dom.first_screen and dom.first_pins > 0):
    problems.append("the first screen is not an open screen with a finding pinned on it")

# An app read from code opens on its navigation map: each box links to a screen's drawing.
if dom.map_first and not dom.map_nodes: problems.append("the navigation map links no screen")
if dom.map_nodes and not dom.map_first: problems.append("the navigation map is not the page's first view")

# The screenshots: PNGs of the window's size (Pillow decodes them), and the sets of their colours.
def colours(path, size):
    with Image.open(path) as image:
        if image.format != "PNG": problems.append(f"{path}: screenshot is {image.format}, not PNG")
        if image.size != size: problems.append(f"{path}: screenshot is {image.size[0]}x{image.size[1]}")
        return {bytes(rgb) for _, rgb in image.convert("RGB").getcolors(maxcolors=image.width * image.height)}
pixels, first = colours(base + ".png", (width, height)), colours(base + "-s1.png", (width, 4000))
if len(pixels) < 50: problems.append(f"screenshot has only {len(pixels)} colours")
# The map's boxes are drawn at the top of the page.
if dom.map_nodes and bytes([0xf2, 0xf2, 0xff]) not in pixels: problems.append("no navigation map box (#f2f2ff) at the top of the page")
markers = {"error": bytes([0xc8, 0x10, 0x2e]), "warning": bytes([0xd9, 0x77, 0x06]), "info": bytes([0x25, 0x63, 0xa8])}
# The worst finding's marker is on the first screen (screens go worst first), below the map.
worst = max((f["severity"] for f in findings), key=["info", "warning", "error"].index, default=None)
if worst and pinned and markers[worst] not in first:
    problems.append(f"no {worst} marker colour in the first 4000 pixels of the page")
print(f"{len(titles)} titles, {len(rows)} rows, {len(items)} items, {len(tabs)} tabs, {len(findings)} findings, {len(dom.map_nodes)} map links, {len(pixels)} colours")
assert not problems, "; ".join(problems)
PY
done
finish
