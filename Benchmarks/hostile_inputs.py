#!/usr/bin/env python3
"""Writes the hostile inputs of issues 37 and 50 into a folder, one file or app folder each (see Benchmarks/hostile-swift)."""
import json, os, sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)

def write(name, text):
    with open(os.path.join(out, name), "w") as f:
        f.write(text)

def view(name, body):
    return "import SwiftUI\nstruct %s: View { var body: some View { %s } }\n" % (name, body)

def enum(name, count):
    return "enum %s: String, CaseIterable { %s }\n" % (name, "\n".join("case c%d" % i for i in range(count)))

for count in (4000, 8000, 100000):
    write("chain-%d.swift" % count, view("C", 'Text("x")' + ".padding()" * count + '.toolbar { Button("A") {} }'))
branches = " ".join('else if a%d { Button("B%d") {} }' % (i, i) for i in range(8000))
write("else-if-8000.swift", view("D", 'Text("x").toolbar { ToolbarItem { if a { Button("A") {} } %s else { Button("C") {} } } }' % branches))
chain = " ".join("else if a { B() }" for _ in range(460000))
write("else-if-8mib.swift", view("D", 'Text("x").toolbar { ToolbarItem { if a { B() } %s else { C() } } }' % chain))
write("nested-if-20000.swift", "import SwiftUI\n" + "#if A\n" * 20000 + view("E", 'Text("x")') + "#endif\n" * 20000)
for count in (1000, 3000):
    ifs = "\n".join('if a%d { Button("A%d", systemImage: "star") {} } else { Button("B%d", systemImage: "star") {} }' % (i, i, i) for i in range(count))
    write("ifs-%d.swift" % count, view("F", 'Text("x").toolbar {\n%s\n}' % ifs))
rows = 'Label("x", systemImage: "star")'
for level in range(5):
    rows = "ForEach(E.allCases, id: \\.self) { v%d in %s }" % (level, rows)
sidebar = 'NavigationSplitView { List { %s }.listStyle(.sidebar) } detail: { Text("d") }'
write("foreach-5-levels.swift", "import SwiftUI\n" + enum("E", 20) + view("G", sidebar % rows).split("\n", 1)[1])
write("foreach-20000-cases.swift", "import SwiftUI\n" + enum("E", 20000)
      + view("H", sidebar % 'ForEach(E.allCases, id: \\.self) { e in Label(e.rawValue, systemImage: "star") }').split("\n", 1)[1])
# A sidebar of 20,000 rows, each made by a function of its own called with an enum case.
functions = "\n".join('func row%d(for e: E) -> some View { Button { go() } label: { Label("R%d", systemImage: "star") } }' % (i, i) for i in range(20000))
calls = "\n".join("row%d(for: .c0)" % i for i in range(20000))
write("row-functions-20000.swift", "import SwiftUI\n" + enum("E", 2) + "struct R: View {\n func go() {}\n %s\n var body: some View { %s } }\n"
      % (functions, sidebar % calls))
generated, size, index = ["import SwiftUI"], 0, 0
while size < 8_000_000:
    line = 'struct V%d: View { var body: some View { NavigationStack { Text("Row %d").navigationTitle("T%d").toolbar { Button("Add", systemImage: "plus") {} } } } }' % (index, index, index)
    generated.append(line)
    size += len(line) + 1
    index += 1
write("generated-8mb.swift", "\n".join(generated) + "\n")
items = [{"title": "R%d" % i, "symbol": "circle.fill", "iconColor": "systemRed"} for i in range(20000)]
write("colors-20000.hig.json", json.dumps({"platforms": ["macOS"], "window": {"title": "Docs", "kind": "main"}, "sidebar": {"items": items}}, indent=1))
# An app whose code sets `title =` 200,000 times in 4 MiB (issue 50): a storyboard is read with its
# project's code, within a budget of tokens, past which the rest is one ib-not-understood note.
app = os.path.join(out, "storyboard-titles")
os.makedirs(os.path.join(app, "Code"), exist_ok=True)
open(os.path.join(app, "project.yml"), "w").write("name: Titles\ntargets:\n  Titles:\n    type: application\n    platform: iOS\n    sources: [.]\n")
open(os.path.join(app, "Main.storyboard"), "w").write("""<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" initialViewController="T0-vc">
    <scenes>
        <scene sceneID="T0-sc">
            <objects>
                <viewController id="T0-vc" customClass="T0" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="T0-vw"/>
                    <navigationItem key="navigationItem" title="A Rather Long Title Here" id="T0-ni"/>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
""")
for index in range(4):
    lines = '        title = "x"\n' * 50_000
    write(os.path.join("storyboard-titles", "Code", "Titles%d.swift" % index),
          "import UIKit\nfinal class T%d: UIViewController {\n    override func viewDidLoad() {\n%s    }\n}\n" % (index + 1, lines))
write(os.path.join("storyboard-titles", "Code", "Titles.m"),
      "@implementation T9\n- (void)viewDidLoad {\n" + '    self.title = @"x";\n' * 45_000 + "}\n@end\n")
