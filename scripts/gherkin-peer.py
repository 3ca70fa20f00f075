#!/usr/bin/env python3
"""The official Python Gherkin parser (gherkin-official) doing what `specrun gherkin` does, for
comparison and benchmarks: `gherkin-peer.py [--format tokens|ast|pickles|errors]... FILE...`
prints NDJSON messages (keys sorted, compact) or the token listing of each file."""
import json
import sys

from gherkin.ast_builder import AstBuilder
from gherkin.errors import CompositeParserException, ParserError
from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler
from gherkin.stream.id_generator import IdGenerator
from gherkin.token_formatter_builder import TokenFormatterBuilder
from gherkin.token_matcher import TokenMatcher
from gherkin.token_matcher_markdown import GherkinInMarkdownTokenMatcher
from gherkin.token_scanner import TokenScanner


def main(argv):
    formats, paths = [], []
    i = 0
    while i < len(argv):
        if argv[i] == "--format":
            formats.append(argv[i + 1])
            i += 2
        else:
            paths.append(argv[i])
            i += 1
    formats = formats or ["pickles"]
    ids = IdGenerator()
    parser = Parser(AstBuilder(ids))
    compiler = Compiler(ids)
    out = sys.stdout
    dump = lambda value: out.write(json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False) + "\n")
    status = 0
    for path in paths:
        with open(path, encoding="utf-8", newline="") as f:
            data = f.read()
        matcher = GherkinInMarkdownTokenMatcher if path.endswith(".md") else TokenMatcher
        if "tokens" in formats:
            try:
                out.write(Parser(TokenFormatterBuilder()).parse(TokenScanner(data), matcher()) + "\n")
            except ParserError:
                pass
        try:
            document = parser.parse(TokenScanner(data), matcher())
            document = {**document, "uri": path}
            if "ast" in formats:
                dump({"gherkinDocument": document})
            if "pickles" in formats:
                for pickle in compiler.compile(document):
                    dump({"pickle": pickle})
        except CompositeParserException as e:
            status = 2
            if "errors" in formats:
                for error in e.errors:
                    dump({"parseError": {"message": str(error), "source": {"location": error.location, "uri": path}}})
        except ParserError as e:
            status = 2
            if "errors" in formats:
                dump({"parseError": {"message": str(e), "source": {"location": e.location, "uri": path}}})
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
