#!/usr/bin/env python3
"""Drives `specrun lsp` with pygls' language client, as an editor does, over a copy of features/.

    lsp_client.py SPECRUN WORKSPACE

WORKSPACE holds features/ (a copy of the repository's), specrun.yml naming the baseline and the
saved results (json:results.json), both written by a run. Every capability is checked; the last
line says "N passed, M failed" and the exit code is 1 on any failure."""
import asyncio
import os
import sys

from lsprotocol import types
from pygls.lsp.client import LanguageClient

SPECRUN, WORKSPACE = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
results = {"passed": 0, "failed": 0}


def check(name, condition, detail=""):
    results["passed" if condition else "failed"] += 1
    print(("ok   " if condition else "FAIL ") + name + ("" if condition else f": {detail}"), flush=True)


def uri(path):
    return "file://" + os.path.join(WORKSPACE, path)


class Client(LanguageClient):
    def __init__(self):
        super().__init__("specrun-tests", "1")
        self.diagnostics = {}
        self.versions = {}
        self.messages = []
        self.changed = asyncio.Event()

        @self.feature(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
        def published(params: types.PublishDiagnosticsParams):
            self.diagnostics[params.uri] = params.diagnostics
            self.versions[params.uri] = (params.version, params.diagnostics)
            self.changed.set()

        @self.feature(types.WINDOW_SHOW_MESSAGE)
        def shown(params):
            self.messages.append(params.message)

        @self.feature(types.WINDOW_LOG_MESSAGE)
        def logged(params):
            self.messages.append(params.message)

    async def diagnostics_of(self, document, timeout=20):
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while document not in self.diagnostics and loop.time() < deadline:
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), deadline - loop.time())
            except asyncio.TimeoutError:
                break
        return self.diagnostics.pop(document, None)

    async def diagnostics_of_version(self, document, version, timeout=20):
        """The diagnostics published for one version of a document (None if none come in time)."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + timeout
        while loop.time() < deadline:
            published = self.versions.get(document)
            if published and published[0] == version:
                return published[1]
            self.changed.clear()
            try:
                await asyncio.wait_for(self.changed.wait(), deadline - loop.time())
            except asyncio.TimeoutError:
                break
        return None

    def open(self, path, text):
        self.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri(path), language_id="gherkin", version=1, text=text)))


def at(path, line, character):
    return dict(text_document=types.TextDocumentIdentifier(uri=uri(path)), position=types.Position(line=line, character=character))


def read(path):
    with open(os.path.join(WORKSPACE, path), encoding="utf-8") as f:
        return f.read()


TYPED = ("@article-view\nFeature: Typed\n\n  Scenario: Read offline\n    Given $article is cached\n"
         "    And my connection is offline\n    When I navigate to it\n"
         "    Then I should see locally stored revision of $article immediately\n")


async def typing_session(client):
    """A scenario typed into an empty file a letter at a time, each letter an incremental change: every
    version is diagnosed; only the line being typed has diagnostics (or the end of the file, while
    tags wait for their feature), and a half-typed step's is an undefined step;
    at each line's end the file is clean; after a step keyword the completions hold the step to be
    typed; once its line is typed, the scenario is among the symbols."""
    path = "features/typed.feature"
    client.open(path, "")
    await client.diagnostics_of_version(uri(path), 1)
    typed, line, character, version = "", 0, 0, 1
    missing, unclean, strays, offered, symbols = [], [], [], [], []
    for letter in TYPED:
        version += 1
        client.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=version),
            content_changes=[types.TextDocumentContentChangePartial(
                range=types.Range(start=types.Position(line=line, character=character), end=types.Position(line=line, character=character)),
                text=letter)]))
        typed += letter
        line, character = (line + 1, 0) if letter == "\n" else (line, character + 1)
        found = await client.diagnostics_of_version(uri(path), version)
        if found is None:
            missing.append(version)
            continue
        current = typed.split("\n")[-1]
        ahead = [d for d in found if d.message.startswith("unexpected end of file")]  # the end is where one types
        found = [d for d in found if d not in ahead]
        if letter == "\n" and (found or ahead and "Feature:" in typed):
            unclean.append((typed.split("\n")[-2], [d.message for d in found + ahead]))
        elif any(d.range.start.line != line for d in found) or current.startswith("    ") and " " in current.strip() and any(
                d.code != "undefined-step" for d in found):
            strays.append((current, [(d.range.start.line, d.message) for d in found]))
        if current.strip() in ("Given", "And", "When", "Then") and letter == " ":
            items = await client.text_document_completion_async(types.CompletionParams(**at(path, line, character)))
            items = items.items if hasattr(items, "items") else items
            step = TYPED.split("\n")[line].strip().split(" ", 1)[1]
            if step not in [item.label for item in items or []]:
                offered.append((step, [item.label for item in items or []][:5]))
        if letter == "\n" and typed.split("\n")[-2].strip().startswith("Scenario:"):
            found = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
                text_document=types.TextDocumentIdentifier(uri=uri(path))))
            symbols = [child.name for symbol in found or [] for child in symbol.children or []]
    check(f"typing: each of the {len(TYPED)} letters of a scenario is diagnosed", not missing, missing[:5])
    check("typing: each line, once typed, is clean", not unclean, unclean[:3])
    check("typing: only the line being typed has diagnostics; a half-typed step's is an undefined step", not strays, strays[:3])
    check("typing: after a step keyword, the step to be typed is offered", not offered, offered[:3])
    check("typing: the scenario is a symbol once its line is typed", symbols == ["Read offline"], symbols)


async def main():
    client = Client()
    await client.start_io(SPECRUN, "lsp", cwd=WORKSPACE)
    init = await client.initialize_async(types.InitializeParams(
        capabilities=types.ClientCapabilities(), root_uri="file://" + WORKSPACE, process_id=os.getpid()))
    caps = init.capabilities
    check("initialize: capabilities", caps.hover_provider and caps.definition_provider and caps.document_formatting_provider
          and caps.document_symbol_provider and caps.completion_provider is not None and caps.code_action_provider is not None, caps)
    client.initialized(types.InitializedParams())

    # Every feature of features/ as it is: no diagnostic.
    features = sorted(os.path.join(folder, name)[len(WORKSPACE) + 1:]
                      for folder, _, names in os.walk(os.path.join(WORKSPACE, "features")) for name in names if name.endswith(".feature"))
    unclean = []
    for path in features:
        client.open(path, read(path))
        found = await client.diagnostics_of(uri(path))
        if found is None or found:
            unclean.append((path, found))
    check(f"diagnostics: the {len(features)} features of features/ are clean", len(features) > 10 and not unclean, unclean[:2])

    # An undefined step: the nearest texts, a quick fix, and an incremental change that fixes it.
    path = "features/article-view/new-algorithm.feature"
    lines = read(path).split("\n")
    line = next(i for i, text in enumerate(lines) if text.strip() == "When I navigate to it")
    column = lines[line].index("navigate")
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=line, character=column + 3), end=types.Position(line=line, character=column + 4)),
            text="")]))
    found = await client.diagnostics_of(uri(path)) or []
    undefined = [d for d in found if d.code == "undefined-step"]
    check("diagnostics: an undefined step suggests the nearest step texts",
          len(undefined) == 1 and undefined[0].range.start.line == line and "did you mean \"I navigate to it\"" in undefined[0].message, found)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri(path)), range=undefined[0].range if undefined else types.Range(
            start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)),
        context=types.CodeActionContext(diagnostics=undefined)))
    edit = actions[0].edit.changes[uri(path)][0] if actions else None
    check("code action: the quick fix replaces the step text", edit is not None and edit.new_text == "I navigate to it", actions)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=3),
        content_changes=[types.TextDocumentContentChangePartial(range=edit.range, text=edit.new_text)] if edit else []))
    found = await client.diagnostics_of(uri(path))
    check("diagnostics: the fixed step is clean", found is not None and len(found) == 0, found)

    # A misspelt keyword and a missing system tag.
    client.open("features/typo.feature", "Feature: Typo\n  Scenaro: cached\n    Given $article is cached\n")
    found = await client.diagnostics_of(uri("features/typo.feature")) or []
    check("diagnostics: a misspelt keyword is a warning and a missing system an error",
          any(d.severity == types.DiagnosticSeverity.Warning and "Scenario:" in d.message for d in found)
          and any("names no system" in d.message for d in found), found)

    # Hover: a step's definition; a scenario's saved results.
    step_line = next(i for i, text in enumerate(lines) if "Then I should see locally stored revision of $article immediately" in text)
    hover = await client.text_document_hover_async(types.HoverParams(**at(path, step_line, 10)))
    check("hover: a step shows its definition", hover and "`I should see {sight} immediately`" in hover.contents.value, hover)
    scenario_line = next(i for i, text in enumerate(lines) if text.strip().startswith("Scenario:"))
    hover = await client.text_document_hover_async(types.HoverParams(**at(path, scenario_line, 4)))
    check("hover: a scenario shows how it ran on each algorithm", hover and "| legacy |" in hover.contents.value
          and "results.json" in hover.contents.value, hover)

    # Definition: the Swift source line; the baseline entry.
    found = await client.text_document_definition_async(types.DefinitionParams(**at(path, step_line, 10)))
    check("definition: a step leads to the Swift line that registered it",
          found and found[0].uri.endswith("/Sources/SpecrunKit/Steps/CommonSteps.swift"), found)
    legacy = "features/article-view/legacy-algorithm.feature"
    legacy_lines = read(legacy).split("\n")
    client.open(legacy, read(legacy))
    await client.diagnostics_of(uri(legacy))
    legacy_scenario = next(i for i, text in enumerate(legacy_lines) if text.strip().startswith("Scenario:"))
    found = await client.text_document_definition_async(types.DefinitionParams(**at(legacy, legacy_scenario, 4)))
    check("definition: a scenario leads to its baseline entry", found and found[0].uri.endswith("/specrun-baseline.yml"), found)

    # Completion: step texts with snippets and values; tags; keywords.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri(path), version=4),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=step_line + 1, character=0), end=types.Position(line=step_line + 1, character=0)),
            text="    And my connection is \n")]))
    items = await client.text_document_completion_async(types.CompletionParams(**at(path, step_line + 1, 8)))
    items = items.items if hasattr(items, "items") else items
    labels = [item.label for item in items or []]
    check("completion: step texts, snippets and enumerated values",
          "my connection is {connection}" in labels and "my connection is offline" in labels
          and any(item.insert_text_format == types.InsertTextFormat.Snippet for item in items), labels[:5])

    # Document symbols and formatting.
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri(legacy))))
    check("document symbols: the feature, its rules and their scenarios", symbols and symbols[0].kind == types.SymbolKind.Module
          and [child.kind for child in symbols[0].children] == [types.SymbolKind.Namespace] * 2
          and symbols[0].children[1].children[1].name == "Offline w/ warm cache", symbols[:1])
    legend = caps.semantic_tokens_provider.legend.token_types if caps.semantic_tokens_provider else []
    tokens = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(
        text_document=types.TextDocumentIdentifier(uri=uri(legacy))))
    kinds = {legend[kind] for kind in (tokens.data[3::5] if tokens else []) if kind < len(legend)}
    check("semantic tokens: keywords, parameters, tags and comments", {"keyword", "parameter", "decorator"} <= kinds, kinds)
    client.open("features/messy.feature", "@article-view\nFeature: Messy\nScenario: S\nGiven $article is cached\n")
    await client.diagnostics_of(uri("features/messy.feature"))
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri("features/messy.feature")),
        options=types.FormattingOptions(tab_size=2, insert_spaces=True)))
    check("formatting: one edit to the canonical layout",
          edits and edits[0].new_text == "@article-view\nFeature: Messy\n\n  Scenario: S\n    Given $article is cached\n", edits)

    await typing_session(client)

    await client.shutdown_async(None)
    client.exit(None)
    await client.stop()
    check("exit: the server ends with 0 after shutdown", client._server.returncode == 0, client._server.returncode)


asyncio.run(asyncio.wait_for(main(), 120))
print(f"{results['passed']} passed, {results['failed']} failed")
sys.exit(1 if results["failed"] else 0)
