#!/usr/bin/env python3
"""Writes a generated SwiftUI app for Benchmarks/run: FILES Swift files, most of them models and
views without navigation chrome, one in fifty a view with a sidebar, toolbar or tab view.
   generate_swift.py DIR --files 1000"""
import argparse
import os

MODEL = '''import Foundation

struct Record{n}: Identifiable, Codable, Hashable {{
    var id = UUID()
    var name: String
    var count: Int
    var tags: [String]

    func summary() -> String {{
        let joined = tags.joined(separator: ", ")
        return "\\(name) (\\(count)): \\(joined)"
    }}

    static func sample(_ index: Int) -> Record{n} {{
        Record{n}(name: "Item \\(index)", count: index * 3, tags: ["a", "b", "c"].map {{ $0 + String(index) }})
    }}
}}

extension Record{n} {{
    var isEmpty: Bool {{ count == 0 && tags.isEmpty }}
    mutating func bump() {{ count += 1 }}
}}
'''

ROW = '''import SwiftUI

struct Row{n}: View {{
    let title: String
    let detail: String

    var body: some View {{
        HStack {{
            VStack(alignment: .leading) {{
                Text(title).font(.headline)
                Text(detail).font(.subheadline).foregroundStyle(.secondary)
            }}
            Spacer()
            Image(systemName: "chevron.right")
        }}
        .padding(.vertical, 4)
    }}
}}
'''

CHROME = '''import SwiftUI

enum Section{n}: CaseIterable, Identifiable {{
    case inbox, drafts, archive
    var id: Self {{ self }}
    var title: String {{
        switch self {{
        case .inbox: "Inbox"
        case .drafts: "Drafts"
        case .archive: "Archive"
        }}
    }}
    var symbol: String {{
        switch self {{
        case .inbox: "tray"
        case .drafts: "doc"
        case .archive: "archivebox"
        }}
    }}
}}

struct Screen{n}: View {{
    @State private var editing = false

    var body: some View {{
        NavigationSplitView {{
            List {{
                Section("Mail") {{
                    ForEach(Section{n}.allCases) {{ section in
                        Label(section.title, systemImage: section.symbol)
                    }}
                }}
                Section("Smart") {{
                    Label("Flagged", systemImage: "flag").foregroundStyle(.orange)
                }}
            }}
            .listStyle(.sidebar)
        }} detail: {{
            Text("Detail {n}")
                .navigationTitle("Message {n}")
                .toolbar {{
                    ToolbarItem(placement: .primaryAction) {{
                        Button("Compose", systemImage: "square.and.pencil") {{ }}
                    }}
                    ToolbarItemGroup(placement: .secondaryAction) {{
                        if editing {{ Button("Done") {{ editing = false }} }} else {{ Button("Edit") {{ editing = true }} }}
                        Button("Archive", systemImage: "archivebox") {{ }}
                    }}
                }}
        }}
    }}
}}
'''


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("directory")
    parser.add_argument("--files", type=int, default=1000)
    args = parser.parse_args()
    os.makedirs(args.directory, exist_ok=True)
    for n in range(args.files):
        if n % 50 == 0:
            text, name = CHROME.format(n=n), f"Screen{n}.swift"
        elif n % 5 == 0:
            text, name = ROW.format(n=n), f"Row{n}.swift"
        else:
            text, name = MODEL.format(n=n), f"Record{n}.swift"
        folder = os.path.join(args.directory, f"Feature{n // 100}")
        os.makedirs(folder, exist_ok=True)
        with open(os.path.join(folder, name), "w") as out:
            out.write(text)


if __name__ == "__main__":
    main()
