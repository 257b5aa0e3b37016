#!/usr/bin/env python3
"""Fails, listing them, when public symbols of the given modules have no documentation.

Usage: doc-coverage.py SYMBOL_GRAPH_DIR MODULE...

Reads the symbol graphs that swift-symbolgraph-extract wrote for each module
into SYMBOL_GRAPH_DIR/MODULE (MODULE.symbols.json and the MODULE@Other.symbols.json
files of its extensions to other modules' types) and applies one rule:

  Every public or open symbol declared in the project needs its own `///`
  comment, with a one-line summary, except
    - members the compiler synthesises or that come from another module's
      protocol extension (their identifiers carry ::SYNTHESIZED::), and
    - overrides, protocol requirement implementations and default
      implementations, which inherit the comment of what they override or
      implement (the symbol graph carries that comment, from this project or
      from the standard library) when they have none of their own.

A symbol whose comment is neither its own nor inherited is listed, with its
file and line, and the script exits with status 1. It prints a count per
module either way.
"""

import json
import os
import sys

def load_graphs(directory, module):
    """The symbol graphs of `module` in `directory`: its own and its extension graphs."""
    graphs = []
    directory = os.path.join(directory, module)
    for name in sorted(os.listdir(directory)):
        if name == f"{module}.symbols.json" or name.startswith(f"{module}@"):
            with open(os.path.join(directory, name), encoding="utf-8") as file:
                graphs.append(json.load(file))
    return graphs


def own_comment(symbol):
    """Whether the symbol's doc comment is written at its own declaration."""
    comment = symbol.get("docComment")
    location = symbol.get("location")
    if not comment or not location or not comment.get("lines"):
        return False
    if comment.get("uri") != location.get("uri"):
        return False
    # The comment ends on the line before the declaration, or a few lines above when
    # attributes (@discardableResult, @MainActor, ...) stand between them.
    gap = location["position"]["line"] - comment["lines"][-1]["range"]["end"]["line"]
    return 1 <= gap <= 4


def has_summary(symbol):
    """Whether the comment's first line says something."""
    lines = symbol["docComment"]["lines"]
    return bool(lines) and bool(lines[0]["text"].strip())


def describe(symbol):
    path = ".".join(symbol["pathComponents"])
    location = symbol.get("location")
    if location:
        uri = location["uri"].removeprefix("file://")
        root = os.getcwd() + os.sep
        where = f"{uri.removeprefix(root)}:{location['position']['line'] + 1}"
    else:
        where = "(no location)"
    return f"{where}: {symbol['kind']['displayName'].lower()} {path}"


def check(directory, module):
    """Returns (own, inherited, missing descriptions) for one module."""
    own, inherited, missing = 0, 0, []
    for graph in load_graphs(directory, module):
        for symbol in graph["symbols"]:
            if symbol.get("accessLevel") not in ("public", "open"):
                continue
            precise = symbol["identifier"]["precise"]
            # Extension blocks group members; the members carry the documentation.
            if "::SYNTHESIZED::" in precise or symbol["kind"]["identifier"] == "swift.extension":
                continue
            if own_comment(symbol):
                if has_summary(symbol):
                    own += 1
                else:
                    missing.append(describe(symbol) + " (empty summary)")
            elif symbol.get("docComment") is not None:
                # The extractor attaches a comment from elsewhere only when the symbol
                # overrides or implements a documented declaration.
                inherited += 1
            else:
                missing.append(describe(symbol))
    return own, inherited, missing


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    directory, modules = sys.argv[1], sys.argv[2:]
    failed = False
    for module in modules:
        own, inherited, missing = check(directory, module)
        print(f"{module}: {own} documented, {inherited} inheriting docs, {len(missing)} undocumented")
        for line in sorted(set(missing)):
            print(f"  {line}")
        failed = failed or bool(missing)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
