#!/usr/bin/env python3
"""Writes the hostile inputs of issue 37 into a folder, one file each (see Benchmarks/hostile-swift)."""
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
