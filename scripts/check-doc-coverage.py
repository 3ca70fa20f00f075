#!/usr/bin/env python3
"""Checks a module's symbol graphs (swift-symbolgraph-extract's) before docc builds its archive:
every public symbol declared in Sources/<module> has a doc comment of its own (not only the one of
the protocol requirement it implements), and, when the module has a catalog, its landing page
(<catalog>/<module>.md) curates every public type, so that none falls into DocC's automatic groups.

    scripts/check-doc-coverage.py MODULE SYMBOL_GRAPH_DIR [CATALOG]

Prints one line per problem, as file:line: message, and exits 1 when there is any.
"""
import glob
import json
import os
import re
import sys


def main():
    module, graphs = sys.argv[1], sys.argv[2]
    catalog = sys.argv[3] if len(sys.argv) > 3 else None
    problems = []
    top_level = set()
    for path in sorted(glob.glob(os.path.join(graphs, "*.symbols.json"))):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            kind = symbol["kind"]["identifier"]
            uri = symbol.get("location", {}).get("uri", "")
            if f"/Sources/{module}/" not in uri or kind == "swift.extension":
                continue  # a default implementation from another module, or an extension block
            name = ".".join(symbol["pathComponents"])
            if len(symbol["pathComponents"]) == 1 and graph["module"]["name"] == module:
                top_level.add(name)
            comment = symbol.get("docComment")
            if comment is None or comment.get("module", module) != module:
                line = symbol["location"]["position"]["line"] + 1
                place = os.path.relpath(uri.removeprefix("file://"))
                problems.append(f"{place}:{line}: public {name} has no doc comment of its own; write a /// comment "
                                "saying what it is for")
    if catalog:
        landing = os.path.join(catalog, f"{module}.md")
        with open(landing, encoding="utf-8") as file:
            curated = set(re.findall(r"^- ``([A-Za-z0-9_]+)``", file.read(), re.MULTILINE))
        for name in sorted(top_level - curated):
            problems.append(f"{landing}: public {name} is in no topic of the landing page; list it as - ``{name}`` under one")
    for problem in problems:
        print(problem, file=sys.stderr)
    sys.exit(1 if problems else 0)


main()
