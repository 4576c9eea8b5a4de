"""Drives `hig-lint lsp` with pygls's language client over stdio, on a temporary workspace made of
bundled fixtures, and checks what an editor would show. Usage: lsp_client.py HIG_LINT REPO_ROOT.
Prints `ok NAME` or `FAIL NAME: why` per case, as the other client checks do."""
import asyncio
import json
import os
import shutil
import subprocess
import sys
import tempfile
from urllib.parse import unquote, urlparse

from lsprotocol import types
from pygls.lsp.client import LanguageClient

binary, repo = sys.argv[1], sys.argv[2]
results = []


def case(name, condition, why=""):
    results.append(condition)
    print(f"ok {name}" if condition else f"FAIL {name}: {why}")


def uri(path):
    return "file://" + path


def utf16_column(text, line, column):
    """A hig-lint column (code points, 1-based) on a 1-based line as an LSP character (UTF-16 units, 0-based)."""
    return len(text.split("\n")[line - 1][: column - 1].encode("utf-16-le")) // 2


async def main():
    workspace = tempfile.mkdtemp(prefix="hig-lint-lsp-")
    os.mkdir(os.path.join(workspace, ".git"))  # the configuration search stops here
    shutil.copy(os.path.join(repo, "Fixtures/apps/mail-macos.hig.json"), workspace)
    shutil.copytree(os.path.join(repo, "Fixtures/swift/TravelApp"), os.path.join(workspace, "TravelApp"))
    mail = os.path.join(workspace, "mail-macos.hig.json")
    title = os.path.join(workspace, "title.hig.json")
    root_view = os.path.join(workspace, "TravelApp/TravelApp/RootView.swift")

    # What the command line reports for the same file, for comparison.
    cli = json.loads(subprocess.run([binary, "--format", "json", "--no-config", "mail-macos.hig.json"], cwd=workspace,
                                    capture_output=True, text=True).stdout)

    client = LanguageClient("hig-lint-ci", "1")
    published = {}
    versions = {}  # the version each publication names, by path
    arrived = asyncio.Condition()

    @client.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    async def on_diagnostics(params):
        async with arrived:
            published.setdefault(unquote(urlparse(params.uri).path), []).append(params.diagnostics)
            versions.setdefault(unquote(urlparse(params.uri).path), []).append(params.version)
            arrived.notify_all()

    async def next_diagnostics(path, count_before):
        async with arrived:
            await asyncio.wait_for(arrived.wait_for(lambda: len(published.get(path, [])) > count_before), 120)
            return published[path][count_before]

    def seen(path):
        return len(published.get(path, []))

    def text_of(path):
        with open(path, encoding="utf-8") as handle:
            return handle.read()

    def open_document(path, text, language):
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(path), language_id=language, version=1, text=text)))

    def change_document(path, text, version):
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))

    await client.start_io(binary, "lsp")
    result = await client.initialize_async(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri=uri(workspace),
        workspace_folders=[types.WorkspaceFolder(uri=uri(workspace), name="fixtures")]))
    case("initialize: UTF-16 positions by default, hover and quick fixes",
         result.capabilities.position_encoding == "utf-16" and result.capabilities.hover_provider is True
         and result.server_info.name == "hig-lint", str(result.capabilities))
    client.initialized(types.InitializedParams())

    # A failing description: the command line's findings, at its positions converted to UTF-16.
    mail_text = text_of(mail)
    before = seen(mail)
    open_document(mail, mail_text, "json")
    diagnostics = await next_diagnostics(mail, before)
    got = [(d.code, d.range.start.line, d.range.start.character, d.severity, d.source) for d in diagnostics]
    severities = {"error": types.DiagnosticSeverity.Error, "warning": types.DiagnosticSeverity.Warning, "info": types.DiagnosticSeverity.Information}
    expected = [(f["ruleId"], f["line"] - 1, utf16_column(mail_text, f["line"], f["column"]), severities[f["severity"]], "hig-lint")
                for f in cli["findings"]]
    case("description: the command line's findings", got == expected, f"{got} != {expected}")
    case("description: exactly these rules at these places",
         [(d.code, d.range.start.line, d.range.start.character) for d in diagnostics]
         == [("sidebar-bottom-edit-buttons", 80, 8), ("toolbar-items-in-menu-bar", 92, 10), ("toolbar-borderless-symbols", 92, 59)],
         str(got))
    case("description: help links", all(d.code_description.href.startswith("https://developer.apple.com/design/human-interface-guidelines/")
                                        for d in diagnostics), str([d.code_description for d in diagnostics]))

    # An unsaved buffer with an emoji before the finding: UTF-16 counts it twice.
    before = seen(title)
    open_document(title, '{"platforms": ["macOS"], "window": {"title": "😀 Inbox — All Accounts"}}', "json")
    diagnostics = await next_diagnostics(title, before)
    got = [(d.code, d.range.start.line, d.range.start.character, d.range.end.character) for d in diagnostics]
    case("unsaved buffer: title-length over the emoji", got == [("title-length", 0, 45, 70)], str(got))
    before = seen(title)
    change_document(title, '{"platforms": ["macOS"], "window": {"title": "Inbox"}}', 2)
    diagnostics = await next_diagnostics(title, before)
    case("unsaved buffer: fixed, the diagnostic clears", len(diagnostics) == 0, str(diagnostics))

    # Typing into a large description faster than it lints: the edits that come before the server
    # lints are linted once, at the newest text, and a hover among them is answered first.
    big = os.path.join(workspace, "big.hig.json")
    menus = ",\n".join('{"title": "Menu %d", "items": [%s]}' % (m, ", ".join(
        '{"title": "Item %d.%d", "action": "act%dx%d"}' % (m, i, m, i) for i in range(8))) for m in range(500))

    def big_text(title):
        return '{"platforms": ["macOS"], "window": {"title": "%s"},\n "menuBar": {"menus": [\n%s]}}\n' % (title, menus)

    before = seen(big)
    open_document(big, big_text("Inbox"), "json")
    await next_diagnostics(big, before)
    before = seen(big)
    for version in range(2, 52):
        change_document(big, big_text("Inbox" + "s" * (version - 1)), version)
    try:
        await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri(big)), position=types.Position(line=0, character=50))), 60)
        case("typing: a hover after 50 quick edits of a 200 kB description is answered", True)
    except asyncio.TimeoutError:
        case("typing: a hover after 50 quick edits of a 200 kB description is answered", False, "no answer in 60 s")
    async with arrived:
        await asyncio.wait_for(arrived.wait_for(lambda: versions.get(big, [])[-1:] == [51]), 120)
    last = published[big][-1]
    got = [(d.code, d.range.start.line, d.range.start.character, d.message.split("; ")[0].split('" ')[-1]) for d in last]
    # Pauses in the client's writes may let the server lint a version or two on the way; not 50.
    case("typing: published a few times, not 50, last for the newest text",
         seen(big) - before <= 5 and got == [("title-length", 0, 45, "has 55 characters")],
         f"{seen(big) - before} publications, versions {versions[big][-6:]}, last {got}")

    # A Swift file of the workspace.
    swift_text = text_of(root_view)
    before = seen(root_view)
    open_document(root_view, swift_text, "swift")
    diagnostics = await next_diagnostics(root_view, before)
    got = [(d.code, d.range.start.line, d.range.start.character, d.severity) for d in diagnostics]
    case("Swift: tab-symbol-outline on the Tab", got == [("tab-symbol-outline", 6, 12, types.DiagnosticSeverity.Warning)], str(got))

    position = types.Position(line=6, character=40)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri(root_view)), position=position))
    case("hover: the rule's explanation in Markdown",
         hover is not None and hover.contents.kind == types.MarkupKind.Markdown
         and "# `tab-symbol-outline`" in hover.contents.value and "## Why" in hover.contents.value, str(hover))

    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(root_view)), range=types.Range(start=position, end=position),
        context=types.CodeActionContext(diagnostics=diagnostics)))
    titles = [action.title for action in actions or []]
    case("code actions: the fix (preferred), then suppress on this line",
         titles == ['Use the outline symbol "suitcase"', "Suppress tab-symbol-outline on this line"]
         and actions[0].is_preferred is True, str(titles))
    edits = (actions[0].edit.changes or {}).get(uri(root_view), []) if titles else []
    case("fix action: one edit, the symbol's name",
         [(e.new_text, e.range.start.line, e.range.start.character, e.range.end.line, e.range.end.character) for e in edits]
         == [("suitcase", 6, 39, 6, 52)], str(edits))

    # The editor applies the fix's edit (an ASCII line: UTF-16 columns are characters); it clears the finding.
    lines = swift_text.split("\n")
    if edits:
        e = edits[0]
        line = lines[e.range.start.line]
        lines[e.range.start.line] = line[:e.range.start.character] + e.new_text + line[e.range.end.character:]
    before = seen(root_view)
    change_document(root_view, "\n".join(lines), 2)
    diagnostics = await next_diagnostics(root_view, before)
    case("Swift: applying the fix clears it", len(diagnostics) == 0 and '"suitcase"' in lines[6], str(diagnostics))

    before = seen(mail)
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri(mail))))
    diagnostics = await next_diagnostics(mail, before)
    case("close: diagnostics cleared", len(diagnostics) == 0, str(diagnostics))

    await client.shutdown_async(None)
    client.exit(None)
    code = await asyncio.wait_for(client._server.wait(), 30)
    case("shutdown then exit: status 0", code == 0, f"exit status {code}")
    await client.stop()
    shutil.rmtree(workspace)


try:
    asyncio.run(main())
except Exception as error:  # a timeout or a dead server is a failure, with its reason
    case("session", False, repr(error))
print(f"{sum(results)} passed, {len(results) - sum(results)} failed")
sys.exit(0 if all(results) else 1)
