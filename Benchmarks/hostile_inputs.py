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
# Bars the app draws (DrawnBars): 20 tab bars, each three ForEach deep over an enum of 1,000 cases.
bars = "\n".join(("struct P%dTabBar: View { var body: some View { HStack { ForEach(E.allCases, id: \\.self) { a in ForEach(E.allCases, id: \\.self) { b in "
                   "ForEach(E.allCases, id: \\.self) { c in Button(\"T\", systemImage: \"star\") {} } } } } } }") % i for i in range(20))
write("drawn-tab-bars-20x1000.swift", "import SwiftUI\n" + enum("E", 1000) + bars + "\n")
# Generated views: 8 MB (over the parse limit: a note) and just under the 4 MiB limit (read).
for name, limit in (("generated-8mb.swift", 8_000_000), ("generated-4mb.swift", (4 << 20) - 200)):
    generated, size, index = ["import SwiftUI"], 0, 0
    while size < limit:
        line = 'struct V%d: View { var body: some View { NavigationStack { Text("Row %d").navigationTitle("T%d").toolbar { Button("Add", systemImage: "plus") {} } } } }' % (index, index, index)
        generated.append(line)
        size += len(line) + 1
        index += 1
    write(name, "\n".join(generated) + "\n")
# A scene property that names itself 200 times (the menu bar's walk through scene properties), and a
# button whose symbol is a chain of 8,000 conditions.
write("scene-fanout-200.swift", "import SwiftUI\n@main struct S: App {\n var body: some Scene { s }\n @SceneBuilder var s: some Scene {\n%s\n }\n}\n"
      % "\n".join("  s" for _ in range(200)))
write("symbol-ternary-8000.swift", view("Y", 'Text("x").toolbar { Button("Go", systemImage: %s v) {} }' % ("c ? v : " * 8000)))
# A value each arm of a switch knows (`place!.name` in `case .cK:`), and a ForEach whose row switches over a thousand cases.
write("known-arms-1000.swift", enum("Place", 1000).replace("}\n", "\n var name: String { switch self { %s } }\n}\n" % " ".join('case .c%d: return "Place %d"' % (i, i) for i in range(1000)))
      + "import SwiftUI\nstruct Page: View { let title: String\n var body: some View { Text(\"x\").navigationTitle(title) } }\n"
      + "struct Root: View { @State var place: Place?\n var body: some View { NavigationSplitView { Text(\"s\") } detail: { switch place {\n%s\n default: Text(\"none\") } } } }\n"
      % "\n".join("case .c%d: Page(title: place!.name)" % i for i in range(1000)))
write("switched-rows-1000.swift", enum("Row", 1000) + view("Rows", "List(Row.allCases, id: \\.self) { item in switch item {\n%s\n } }.listStyle(.sidebar)"
      % "\n".join('case .c%d: Label("Row %d", systemImage: "circle")' % (i, i) for i in range(1000))))
items = [{"title": "R%d" % i, "symbol": "circle.fill", "iconColor": "systemRed"} for i in range(20000)]
write("colors-20000.hig.json", json.dumps({"platforms": ["macOS"], "window": {"title": "Docs", "kind": "main"}, "sidebar": {"items": items}}, indent=1))

# Issue 50's hostile project files (items 1 and 2): each a folder, a project file and the Swift
# files it builds, linted as a whole.
def project(name, files, views):
    folder = os.path.join(out, name)
    for path, text in files.items():
        os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
        with open(os.path.join(folder, path), "w") as f:
            f.write(text)
    for path in views:
        os.makedirs(os.path.dirname(os.path.join(folder, path)), exist_ok=True)
        stem = os.path.splitext(os.path.basename(path))[0]
        with open(os.path.join(folder, path), "w") as f:
            f.write(view(stem, 'NavigationStack { Text("x").navigationTitle("%s") }' % stem))
    os.makedirs(os.path.join(folder, ".git"), exist_ok=True)

def pbxproj(targets, folders, configured=True):
    """Application targets, target i synchronizing folders[i % len(folders)], all configured by Config/App.xcconfig."""
    objects = ['P = { isa = PBXProject; mainGroup = G; targets = ( %s ); buildConfigurationList = L; };' % ", ".join("T%d" % i for i in range(targets)),
               'G = { isa = PBXGroup; children = ( C, %s ); sourceTree = "<group>"; };' % ", ".join("S%d" % i for i in range(len(folders))),
               'C = { isa = PBXFileReference; path = Config/App.xcconfig; sourceTree = "<group>"; };',
               'L = { isa = XCConfigurationList; buildConfigurations = ( R ); };',
               'R = { isa = XCBuildConfiguration; name = Release; %s buildSettings = { SDKROOT = iphoneos; }; };' % ("baseConfigurationReference = C;" if configured else "")]
    objects += ['S%d = { isa = PBXFileSystemSynchronizedRootGroup; path = %s; sourceTree = "<group>"; };' % (i, f) for i, f in enumerate(folders)]
    objects += ['T%d = { isa = PBXNativeTarget; name = T%d; productType = "com.apple.product-type.application"; fileSystemSynchronizedGroups = ( S%d ); };'
                % (i, i, i % len(folders)) for i in range(targets)]
    return "// !$*UTF8*$!\n{ archiveVersion = 1; objects = {\n%s\n}; rootObject = P; }\n" % "\n".join(objects)

# Twelve self-includes (six took ~18 s a Swift file; twelve, hours).
project("project-xcconfig-12-self-includes", {"App.xcodeproj/project.pbxproj": pbxproj(1, ["App"]),
        "Config/App.xcconfig": '#include "App.xcconfig"\n' * 12 + "SDKROOT = macosx\n"}, ["App/V%d.swift" % i for i in range(100)])
# 3,000 synchronized targets over 1,000 files (24 s); and 1,000 targets, each its own folder, at the cap.
project("project-pbxproj-3000-targets", {"App.xcodeproj/project.pbxproj": pbxproj(3000, ["App"]), "Config/App.xcconfig": ""},
        ["App/V%d.swift" % i for i in range(1000)])
project("project-pbxproj-1000-folders", {"App.xcodeproj/project.pbxproj": pbxproj(1000, ["F%d" % i for i in range(1000)]), "Config/App.xcconfig": ""},
        ["F%d/V%d.swift" % (i, i) for i in range(1000)])
# An XcodeGen project.yml of 160 kB: one template listed 50,000 times.
project("project-xcodegen-template-50000", {"project.yml": "name: P\ntargetTemplates:\n  T:\n    sources: [Shared]\ntargets:\n  App:\n    type: application\n    platform: iOS\n    sources: [App]\n    templates: ["
        + ", ".join(["T"] * 50000) + "]\n"}, ["App/V%d.swift" % i for i in range(500)] + ["Shared/S%d.swift" % i for i in range(500)])
# A 1 MB Tuist manifest: 1,000 targets (the most read), each with its own globs under one folder.
calls, size, index = [], 0, 0
while size < 1_000_000:
    call = '.target(name: "T%d", destinations: [.iPhone], product: .app, bundleId: "b%d", sources: ["Sources/**/*%d.swift", "Sources/%d/**"]),' % (index, index, index, index)
    calls.append(call)
    size += len(call) + 1
    index += 1
project("project-tuist-1mb", {"Project.swift": "import ProjectDescription\nlet project = Project(name: \"P\", targets: [\n%s\n])\n" % "\n".join(calls)},
        ["Sources/%d/V%d.swift" % (i, i) for i in range(1000)])
# Issue 50, item 3: a title read through getters that switch over other getters (three of 100 cases, 7 kB):
# each case of `a` names `b`, each of `b` names `c`, so following every case of each visits 100^3 results.
# `same`: every case of `c` gives one text (no early stop at 16 alternatives); `distinct`: each its own.
def getters(name, last):
    cases = range(100)
    def getter(property, value):
        return "    var %s: String {\n        switch self {\n%s\n        }\n    }\n" % (property, "\n".join(
            "        case .c%d: return %s" % (i, value(i)) for i in cases))
    kind = "enum K {\n    case %s\n%s%s%s}\n" % (", ".join("c%d" % i for i in cases), getter("a", lambda i: "b"),
                                                getter("b", lambda i: "self.c"), getter("c", last))
    view = "struct V: View {\n    let kind: K\n    var body: some View { NavigationStack { Text(\"x\").navigationTitle(kind.a) } }\n}\n"
    write(name, "import SwiftUI\n" + kind + view)

getters("getters-3x100-same.swift", lambda i: '"Inbox"')
getters("getters-3x100-distinct.swift", lambda i: '"Title %d"' % i)
# A constant declared 100 times over (extensions do not compile so, a file may still say it), each naming the next: 100^3 reads.
lines = ["import SwiftUI", "enum A {}", "enum B {}", "enum C {}"]
for owner, value in (("A", "B.t"), ("B", "C.t"), ("C", '"Inbox"')):
    lines += ["extension %s { static let t = %s }" % (owner, value)] * 100
write("constants-3x100.swift", "\n".join(lines) + '\nstruct V: View { var body: some View { NavigationStack { Text("x").navigationTitle(A.t) } } }\n')
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
